// What a person waits for at the bench's size (program A: BENCH_SCALE × 10,000 partners, 50,000
// customers, 100,000 sales): the operator console's overview and the partner portal's
// dashboard opened in Debian's Chromium against `node dist/main.js serve` on the bench
// database. Each page is loaded PAGE_LOADS times in one signed-in browser (assets cached, as on
// a second visit, after one first visit that is not counted); it prints the median first
// contentful paint and the median time until the dashboard's figures are on screen.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { chromium, type Page } from "playwright-core";
import { freePort } from "./footprint.js";
import type { SeededProgram } from "./seed.js";

const root = resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGE_LOADS = 5;

export interface PageLoad {
  page: string;
  firstPaintMs: number;
  figuresMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** loads the page again and again: navigation start to first contentful paint, and to the figure shown */
async function timeLoads(page: Page, url: string, figure: string): Promise<{ firstPaintMs: number; figuresMs: number }> {
  const paints: number[] = [];
  const figures: number[] = [];
  for (let i = 0; i <= PAGE_LOADS; i++) {
    await page.goto(url, { waitUntil: "commit" });
    await page.locator(figure).first().waitFor({ timeout: 60_000 });
    const shown = await page.evaluate(() => performance.now());
    const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
    if (i === 0) continue; // the first visit fetches the assets
    paints.push(paint);
    figures.push(shown);
  }
  return { firstPaintMs: median(paints), figuresMs: median(figures) };
}

export async function measurePageLoad(databaseUrl: string, program: SeededProgram): Promise<PageLoad[]> {
  if (!existsSync(join(root, "dist/main.js"))) throw new Error("dist/main.js is missing: run `npm run build`");
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _u, ...inherited } = process.env;
  const env = { ...inherited, DATABASE_URL: databaseUrl, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: origin, LOG_LEVEL: "warn", SEED_DEMO: "false", MIGRATE_ON_START: "false" };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ publicId: string }>(`SELECT "publicId" FROM "Program" WHERE id = $1`, [program.id]).finally(() => db.end());
  const publicId = rows[0]!.publicId;
  // the operator's one-time link, as the CLI prints it
  const invite = spawnSync(process.execPath, ["dist/main.js", "operator:invite", "--email", "bench-owner@example.com", "--program", publicId, "--role", "owner"], { cwd: root, env, encoding: "utf8" });
  const link = invite.stdout.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`operator:invite printed no link: ${invite.stderr || invite.stdout}`);

  const server = spawn(process.execPath, ["dist/main.js", "serve"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"] });
  try {
    for (let t0 = Date.now(); !(await fetch(`${origin}/health`).then((r) => r.ok, () => false)); ) {
      if (server.exitCode !== null || Date.now() - t0 > 60_000) throw new Error("serve did not answer within 60 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    const results: PageLoad[] = [];

    const operator = await (await browser.newContext()).newPage();
    await operator.goto(link);
    await operator.getByRole("button", { name: "Sign in" }).click();
    await operator.waitForURL(/\/console/);
    results.push({ page: "console overview (/console)", ...(await timeLoads(operator, `${origin}/console`, '[data-figure="partners"] dd')) });

    const answer = await fetch(`${origin}/v1/partners:sign-in-url`, {
      method: "POST",
      headers: { authorization: `Bearer ${program.key}`, "content-type": "application/json" },
      body: JSON.stringify({ id: `${program.tag}p1`, expires_in: 300 }),
    });
    const url = ((await answer.json()) as { data?: { url?: string } }).data?.url;
    if (!url) throw new Error(`no sign-in URL: ${answer.status}`);
    const partner = await (await browser.newContext()).newPage();
    await partner.goto(url);
    await partner.getByRole("button", { name: "Sign in" }).click();
    await partner.locator('[data-figure="clicks"]').waitFor({ timeout: 60_000 });
    results.push({ page: `partner portal dashboard (/portal/${publicId})`, ...(await timeLoads(partner, `${origin}/portal/${publicId}`, '[data-figure="clicks"]')) });
    return results;
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
}

export function formatPageLoad(rows: PageLoad[], partners: number): string {
  const lines = [`| Page (program of ${partners.toLocaleString("en")} partners) | First contentful paint | Figures on screen |`, "|---|---|---|"];
  for (const r of rows) lines.push(`| ${r.page} | ${r.firstPaintMs.toFixed(0)} ms | ${r.figuresMs.toFixed(0)} ms |`);
  return `${lines.join("\n")}\n(median of ${PAGE_LOADS} loads in one signed-in Chromium, assets cached)`;
}
