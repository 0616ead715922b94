// The module list is the one place the composition layer reads: what a module declares must
// match what it brings.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_TYPES } from "../src/core/events.js";
import { FEATURES, type Feature } from "../src/core/features.js";
import { modules, webhookEvents } from "../src/modules/index.js";

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

  it("gives each background job one owner, named after it", () => {
    const jobs = modules.flatMap((m) => (m.jobs ?? []).map((j) => [m.name, j.name] as const));
    for (const [owner, name] of jobs) expect(name, owner).toMatch(new RegExp(`^${owner}\\.[a-z-]+$`));
    expect(new Set(jobs.map(([, name]) => name)).size).toBe(jobs.length);
    // what src/app.ts used to start by hand is now the modules' (the sweep's and the worker's switches name these)
    expect(jobs.map(([, name]) => name)).toEqual(expect.arrayContaining(["rewards.sweep", "webhooks.delivery"]));
  });

  it("gives each CLI command one owner", () => {
    const names = modules.flatMap((m) => (m.commands ?? []).map((c) => c.name));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the README's table of webhook events", () => {
  it("lists exactly the events the modules declare, with the programs that may subscribe to each", () => {
    const readme = readFileSync("README.md", "utf8");
    const rows = [...readme.matchAll(/^\| `([a-z_]+\.[a-z_]+)` \| ([A-Za-z, ]+) \|/gm)].map(([, name, programs]) => [
      name,
      programs!.trim() === "all" ? [...ALL_TYPES] : programs!.split(",").map((p) => p.trim()),
    ]);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(Object.entries(webhookEvents).map(([name, types]) => [name, [...types]])));
  });
});
