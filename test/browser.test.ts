// GraphiQL at /graphql and the REST reference at /v1/docs, as a user sees them in a browser
// with no network beyond the server: they render from the server alone, GraphiQL opens on
// Rally's example query without an error before a key is given, and with a key it runs.
// @database-independent: runs in the embedded pass only (what it checks is above the database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { browserUnavailable, launchBrowser, offlinePage } from "./helpers/browser.js";
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
    await browser?.close();
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
  });

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

  it("/v1/docs renders the REST reference with no request beyond the server", async () => {
    const { page, blocked, close } = await offlinePage(browser, server.url);
    try {
      const requested: string[] = [];
      page.on("request", (r) => requested.push(r.url()));
      const res = await page.goto(`${server.url}/v1/docs`);
      expect(res?.status()).toBe(200);
      await expect.poll(() => page.locator("#ops h2").count(), { timeout: 20_000 }).toBeGreaterThan(3);
      const text = await page.locator("#ops").innerText();
      expect(text).not.toContain("Loading");
      for (const path of ["/v1/partners", "/v1/customers", "/v1/customer_referral_links", "/v1/coupons/{uuid_code}", "/v1/promotion-codes", "/v1/webhooks", "/v1/payout_requests", "/v1/payout_requests/export", "/v1/customers/woocommerce/sync"]) expect(text).toContain(path);
      expect(await page.locator("h1").innerText()).toBe("Rally REST API");
      expect(blocked).toEqual([]);
      expect(requested.every((u) => u.startsWith(server.url))).toBe(true);
    } finally {
      await close();
    }
  }, 60_000);
});
