// A headless Chromium for the tests that must see a page as a user does (GraphiQL, the REST
// reference). It is Debian's chromium package (.ci/run installs it), driven by playwright-core;
// where it is missing, those tests are skipped and say why, except on CI (CI set), where a
// missing browser fails the run: a green CI must have opened the pages.
import { existsSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { freePort } from "./ports.js";
import { startTestServer, type TestServer } from "./server.js";

export { axeViolations } from "./axe.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const onCI = () => !!process.env.CI && !["0", "false"].includes(process.env.CI.toLowerCase());

/** why the browser tests cannot run here, or null when they can */
export function browserUnavailable(): string | null {
  if (!existsSync(CHROMIUM)) {
    const why = `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
    if (onCI()) throw new Error(`the browser tests must run on CI: ${why}`);
    return why;
  }
  return null;
}

let running: Promise<Browser> | undefined;

/**
 * This worker's Chromium: started by the first file that needs one and kept for the worker's
 * next files (starting it is a good part of a browser file's CPU); started again if it died.
 * Each file gets its pages in contexts of its own and ends with releaseBrowser; the browser
 * ends with the worker (playwright closes what it launched when its process exits).
 */
export async function launchBrowser(): Promise<Browser> {
  const current = await running?.catch(() => undefined);
  if (current?.isConnected()) return current;
  running = chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"] });
  return running;
}

/** a file is done with the browser: every context it left open is closed, the browser stays for the next file */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
}

/**
 * A page that may reach only the server under test: every request elsewhere is aborted and
 * recorded, so a test can assert that the page needed nothing from outside.
 */
export async function offlinePage(browser: Browser, serverUrl: string, options: BrowserContextOptions = {}): Promise<{ page: Page; blocked: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const blocked: string[] = [];
  const origin = new URL(serverUrl).origin;
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url === origin || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  return { page, blocked, close: () => context.close() };
}

/** a test server whose public address is its own, so the browser's origin is the server's, as in a real install */
export async function startBrowserServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  return startTestServer({ env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
}

/** what went wrong in the page (its errors, its console's), except failed requests of the statuses expected */
export function pageProblems(page: Page, expectedStatuses: readonly number[] = [401]): string[] {
  const problems: string[] = [];
  const expected = new RegExp(`status of (${expectedStatuses.join("|")})`);
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !expected.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  return problems;
}

/**
 * One server at its own public address and one Chromium for a whole test file (the suite stays
 * fast): registered as the file's beforeAll/afterAll, read through the returned object in tests.
 */
export function useBrowserServer(): { server: TestServer; browser: Browser } {
  const shared = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    shared.server = await startBrowserServer();
    shared.browser = await launchBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(shared.browser);
    await shared.server?.close();
  });
  return shared;
}
