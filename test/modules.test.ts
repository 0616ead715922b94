// The module list is the one place the composition layer reads: what a module declares must
// match what it brings.
// @database-independent: runs in the embedded pass only (what it checks is above the database)
import { describe, expect, it } from "vitest";
import { FEATURES, type Feature } from "../src/core/features.js";
import { modules } from "../src/modules/index.js";

describe("the module list", () => {
  it("names each module once", () => {
    const names = modules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("declares the features of its routes, and every program feature is some module's", () => {
    for (const m of modules) {
      for (const r of m.restRoutes ?? []) if (r.feature) expect(m.features ?? [], `${m.name}: ${r.method} ${r.path}`).toContain(r.feature);
    }
    const declared = new Set(modules.flatMap((m) => m.features ?? []));
    expect(Object.keys(FEATURES).filter((f) => !declared.has(f as Feature))).toEqual([]);
  });

  it("gives each event one owner", () => {
    const names = modules.flatMap((m) => Object.keys(m.events ?? {}));
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives each CLI command one owner", () => {
    const names = modules.flatMap((m) => (m.commands ?? []).map((c) => c.name));
    expect(new Set(names).size).toBe(names.length);
  });
});
