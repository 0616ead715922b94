// The layers read top to bottom (README "Layout"): modules and core never import the
// composition layer (src/app.ts, src/http/, src/rest/), only the composition layer (src/http/,
// src/app.ts, src/cli.ts) imports the module list, and no file imports itself back through others, not
// even for a type.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const src = join(root, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sourceFiles(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

/** each source file's relative imports (static, type-only, re-exports, dynamic), as files under src/ */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, "utf8");
    const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map((m) => m[1]!);
    const targets = specs.map((s) => resolve(dirname(file), s).replace(/\.js$/, ".ts")).filter((t) => t.startsWith(src) && !t.includes("/generated/"));
    graph.set(relative(root, file), [...new Set(targets.map((t) => relative(root, t)))]);
  }
  return graph;
}

describe("the import rule", () => {
  const graph = importGraph();

  it("modules and core do not import the composition layer", () => {
    const faults = [...graph].flatMap(([file, targets]) =>
      /^src\/(modules|core)\//.test(file) ? targets.filter((t) => t === "src/app.ts" || /^src\/(http|rest)\//.test(t)).map((t) => `${file} -> ${t}`) : [],
    );
    expect(faults).toEqual([]);
  });

  it("only the composition layer imports the module list", () => {
    const importers = [...graph].filter(([, targets]) => targets.includes("src/modules/index.ts")).map(([file]) => file);
    expect(importers.filter((f) => !/^src\/(http\/|app\.ts$|cli\.ts$|main\.ts$)/.test(f))).toEqual([]);
  });

  it("has no import circle", () => {
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") return void circles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
      state.set(file, "open");
      for (const t of graph.get(file) ?? []) visit(t, [...path, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});
