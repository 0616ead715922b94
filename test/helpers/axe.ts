// axe-core (from npm) run on a page as it is now: the serious and critical accessibility
// violations it finds. Evaluated through the DevTools protocol, so the page's own CSP (no
// inline script) still holds for the page.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    type Rule = { id: string; impact: string | null; nodes: { target: unknown }[] };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: Rule[]; passes: Rule[] }> } }).axe;
    const result = await axe.run();
    return { passed: result.passes.length, violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) })) };
  });
  expect(found.passed, "axe-core ran its rules").toBeGreaterThan(10);
  return found.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.targets.join(", ")}`);
}
