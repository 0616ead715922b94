// Makes the README's pictures: starts Rally (dist/main.js, so run `npm run build` first) on a
// fresh data folder with its demo programs, adds a little activity through the demo key, and
// saves PNGs of the operator console and the partner portal into docs/. Run by hand:
//   node scripts/screenshots.mjs            (CHROMIUM_PATH, PORT to override)
// Needs Chromium (Debian's chromium package, or CHROMIUM_PATH); the tests never run it.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 4099);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "rally-shots-"));
const out = join(root, "docs");
mkdirSync(out, { recursive: true });

const server = spawn(process.execPath, ["dist/main.js", "serve"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_DEMO: "true" },
});
let banner = "";
server.stdout.on("data", (d) => (banner += d));
server.stderr.on("data", (d) => process.stderr.write(d));
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; !banner.includes("Rally on "); i++) {
    if (i > 600) throw new Error(`Rally did not start:\n${banner}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const key = /^\s+Affiliate .*\n\s+key:\s+(\S+)/m.exec(banner)?.[1];
  const portal = /^\s+portal:\s+(\S+)$/m.exec(banner)?.[1];
  const link = /One-time sign-in link, valid \d+ h:\n\s+(\S+)/.exec(banner)?.[1];
  if (!key || !portal || !link) throw new Error(`unexpected banner:\n${banner}`);
  const api = (method, path, body) =>
    fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: body && JSON.stringify(body) }).then((r) => r.json());

  // a little activity: partners (one waiting for approval), customers and sales
  await api("PUT", "/v1/program", { portal_settings: { approval_required: true }, program_settings: { commission: { sale: { type: "percent", value: 20 }, hold_days: 0 } } });
  const people = [["ada", "Ada", "Lovelace"], ["grace", "Grace", "Hopper"], ["alan", "Alan", "Turing"]];
  for (const [id, name, surname] of people) await api("POST", "/v1/partners", { id, key: `${id}-key`, email: `${id}@example.com`, name, surname });
  await api("POST", "/v1/partners", { id: "new", email: "new@example.com", name: "Katherine", surname: "Johnson", approved: false });
  for (let i = 1; i <= 6; i++) {
    const [id] = people[i % people.length];
    await api("POST", "/v1/customers", { key: `cus-${i}`, email: `customer${i}@example.com`, partner: { key: `${id}-key` } });
    await api("POST", "/v1/transactions", { key: `order-${i}`, amount: 40 + i * 15, amount_units: "usd", customer: { key: `cus-${i}` } });
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage({ viewport: { width: 1200, height: 760 } });
  const shot = async (name) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, name) });
    console.log(`saved docs/${name}`);
  };
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  await page.locator(".chart").waitFor();
  await shot("console-overview.png");
  await page.getByRole("link", { name: "Activity" }).click();
  await page.locator(".feed li").first().waitFor();
  await shot("console-activity.png");
  await page.getByRole("link", { name: "Partners" }).click();
  await page.locator("tbody tr").first().waitFor();
  await shot("console-partners.png");
  const partner = await browser.newPage({ viewport: { width: 1200, height: 760 } });
  await partner.goto(portal);
  await partner.getByRole("heading").first().waitFor();
  await partner.screenshot({ path: join(out, "portal-sign-in.png") });
  console.log("saved docs/portal-sign-in.png");
  await browser.close();
} finally {
  stop();
}
