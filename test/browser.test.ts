// GraphiQL at /graphql and the REST reference at /v1/docs, as a user sees them in a browser
// with no network beyond the server: they render from the server alone, GraphiQL opens on
// Rally's example query without an error before a key is given, and with a key it runs; the
// reference finds an operation by search and shows its examples, within its CSP.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { browserUnavailable, launchBrowser, releaseBrowser, offlinePage } from "./helpers/browser.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

const unavailable = browserUnavailable();
if (unavailable) console.warn(`browser tests skipped: ${unavailable}`);

/** the visible text of a Monaco editor (its rendered lines use non-breaking spaces) */
const editorText = (page: Page, selector: string) => page.locator(`${selector} .view-lines`).first().innerText().then((t) => t.replace(/\u00a0/g, " "));

/** the editor tool on show (variables and headers share the panel; the other is hidden) */
const HEADERS_EDITOR = ".graphiql-editor-tool .graphiql-editor:not(.hidden)";

describe.skipIf(unavailable !== null)(unavailable ? `in a browser (skipped: ${unavailable})` : "in a browser", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });

  it("the home page renders offline, and its links lead to GraphiQL and the REST reference", async () => {
    const { page, blocked, close } = await offlinePage(browser, server.url);
    try {
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      await page.goto(`${server.url}/?aff=demo-partner`);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Rally");
      await page.getByRole("link", { name: "REST API reference" }).click();
      await page.waitForURL(`${server.url}/v1/docs`);
      await page.goBack();
      await page.getByRole("link", { name: "GraphQL" }).click();
      await page.locator(".graphiql-container").first().waitFor({ timeout: 20_000 });
      expect(problems).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("GraphiQL renders offline on Rally's example query, without 'Unauthenticated.' before a key, and runs it with a key", async () => {
    const { program, key } = await server.program("Affiliate", "Browser Test Program");
    const { page, blocked, close } = await offlinePage(browser, server.url);
    try {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // the schema requests that reach the server, by the key they carry
      const introspections: (string | undefined)[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && (r.postData() ?? "").includes("__schema")) introspections.push(r.headers()["authorization"]);
      });
      await page.goto(`${server.url}/graphql`);
      await page.locator(".graphiql-container").first().waitFor({ timeout: 20_000 });
      const query = page.locator(".graphiql-query-editor");
      await query.locator(".view-lines").first().waitFor({ timeout: 20_000 });
      await expect.poll(() => editorText(page, ".graphiql-query-editor"), { timeout: 10_000 }).toContain("query Program");
      expect(await editorText(page, ".graphiql-query-editor")).toContain("partners(first: 5)");

      // the page settles (schema fetch included) and greets nobody with an authentication error
      await page.waitForLoadState("networkidle");
      expect(await page.locator("body").innerText()).not.toContain("Unauthenticated");
      expect(introspections).toEqual([]);

      // the key goes into the Headers tab
      await page.getByRole("button", { name: /^headers$/i }).click();
      const headers = page.locator(HEADERS_EDITOR);
      await headers.locator(".view-lines").first().waitFor();
      await headers.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Delete");
      await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${key}` }));
      await expect.poll(() => editorText(page, HEADERS_EDITOR)).toContain(key);

      await page.locator(".graphiql-execute-button").click();
      await expect.poll(() => editorText(page, ".graphiql-response"), { timeout: 20_000 }).toContain(program.name);
      const response = await editorText(page, ".graphiql-response");
      expect(response).toContain('"data"');
      expect(response).toContain('"totalCount": 0');
      expect(response).not.toContain("Unauthenticated");
      // the schema request waited for the key and went out with it
      await expect.poll(() => introspections, { timeout: 10_000 }).toEqual([`Bearer ${key}`]);

      expect(blocked).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it("/v1/docs: the reference (Redoc) renders offline under its CSP, and an operation found by search shows its summary and examples", async () => {
    const { page, blocked, close } = await offlinePage(browser, server.url);
    try {
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      // a policy violation is reported to the page as an event (and blocked): collect them
      await page.addInitScript(() => {
        const w = window as unknown as { cspViolations: string[] };
        w.cspViolations = [];
        document.addEventListener("securitypolicyviolation", (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const requested: string[] = [];
      page.on("request", (r) => requested.push(r.url()));
      const res = await page.goto(`${server.url}/v1/docs`);
      expect(res?.status()).toBe(200);
      const csp = res!.headers()["content-security-policy"]!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self';/);

      const search = page.getByRole("search").getByRole("textbox");
      await search.waitFor({ timeout: 30_000 });
      // the index lists every tag
      for (const tag of ["Program", "Partners", "Customers", "Transactions", "Coupons", "Webhooks", "Payout requests"]) {
        await expect.poll(() => page.locator(`[role=menuitem] >> text="${tag}"`).count()).toBeGreaterThan(0);
      }
      await search.fill("Creates a partner");
      const summary = "Creates a partner; id and key are generated when omitted";
      await page.locator(`[data-role="search:results"] [role=menuitem][aria-label="${summary}"]`).first().click();
      const operation = page.locator(`[id="tag/Partners/operation/Mutation_createPartner"]`);
      await expect.poll(() => operation.locator("h2").first().innerText(), { timeout: 10_000 }).toBe(summary);
      const samples = await operation.innerText();
      expect(samples).toContain("Request samples");
      expect(samples).toContain('"email": "ada@example.com"');
      expect(samples).toContain("Response samples");
      expect(samples).toMatch(/"referral_link": "http[^"]*aff=ada-l"/);
      // the request as a shell command
      await operation.getByRole("tab", { name: "curl" }).click();
      await expect.poll(() => operation.innerText()).toContain("Authorization: Bearer $RALLY_KEY");

      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      expect(problems).toEqual([]);
      expect(blocked).toEqual([]);
      expect(requested.filter((u) => !u.startsWith(`${server.url}/`) && !u.startsWith("blob:"))).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);
});
