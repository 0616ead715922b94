// The tracking script in a real browser (Debian's Chromium through playwright-core): a "shop"
// on another origin (http://localhost:<port>, Rally being http://127.0.0.1:<port>) loads the
// script; referral visits set the first-party cookie for the program's lifetime, sign-ups
// through the script are attributed from it, first and last click behave, the redirect link
// lands with both cookies, and a page without a referral does nothing.
// @database-independent: runs in the PostgreSQL pass only (the attribution under it is tested on both)
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { browserUnavailable, launchBrowser, releaseBrowser } from "../helpers/browser.js";
import { expectOk, listTotal } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { BROWSER_UA, partnerClicks, trackedProgram } from "./support.js";

const unavailable = browserUnavailable();
if (unavailable) console.warn(`tracking browser tests skipped: ${unavailable}`);

/** the shop: any path /{publicId}/... is a page that loads that program's script, with a WooCommerce checkout form */
function startShop(rallyUrl: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const publicId = decodeURIComponent((req.url ?? "/").split("/")[1] ?? "");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>Shop</title>
<script>window.rally = window.rally || function () { (rally.q = rally.q || []).push(arguments); };</script>
<script async src="${rallyUrl}/js/rally.js?program=${encodeURIComponent(publicId)}"></script>
</head><body><h1>Shop</h1><form class="checkout" method="post"><input name="billing_email"></form></body></html>`);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, origin: `http://localhost:${(server.address() as AddressInfo).port}` })));
}

describe.skipIf(unavailable !== null)(unavailable ? `tracking in a browser (skipped: ${unavailable})` : "tracking in a browser", () => {
  let rally: TestServer;
  let browser: Browser;
  let shop: { server: Server; origin: string };
  beforeAll(async () => {
    [rally, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    shop = await startShop(rally.url);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await new Promise((r) => shop?.server.close(r));
    await rally?.close();
  });

  /** an affiliate program whose website is the shop, with partners pk (id pid) and pk2 */
  async function affiliate(settings: Record<string, unknown> = {}) {
    const t = await trackedProgram(rally, "Affiliate", shop.origin, settings);
    await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
    await t.partner({ email: "p2@example.com", key: "pk2", id: "pid2" });
    return t;
  }

  /**
   * a fresh browser profile, recording the requests that reach the tracking endpoints. It shows
   * a desktop Chrome's user agent: headless Chromium's own ("HeadlessChrome") is on isbot's list,
   * and its clicks are rightly not counted.
   */
  async function visitor(): Promise<{ context: BrowserContext; page: Page; tracked: string[]; errors: string[] }> {
    const context = await browser.newContext({ userAgent: BROWSER_UA });
    const page = await context.newPage();
    const tracked: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => r.url().includes("/t/") && tracked.push(r.url()));
    page.on("pageerror", (e) => errors.push(e.message));
    return { context, page, tracked, errors };
  }

  const visit = (page: Page, path: string) => page.goto(`${shop.origin}${path}`, { waitUntil: "networkidle" });
  const cookie = async (context: BrowserContext, name: string, url = shop.origin) => (await context.cookies(url)).find((c) => c.name === name);
  const signup = (page: Page, data: Record<string, string>) => page.evaluate((d) => (window as unknown as { rally: (...a: unknown[]) => Promise<unknown> }).rally("customer", "signup", d), data);

  it("a visit with ?aff= sets service_partner for the cookie lifetime and counts the click; a later sign-up is attributed to that partner", async () => {
    const t = await affiliate({ cookie_lifetime: 14 });
    const { context, page, errors } = await visitor();
    try {
      await visit(page, `/${t.publicId}/shoes?aff=pk`);
      const c = await cookie(context, "service_partner");
      expect(c?.value).toBe("pk");
      expect(c!.expires).toBeGreaterThan(Date.now() / 1000 + 14 * 86400 - 120);
      expect(c!.expires).toBeLessThan(Date.now() / 1000 + 14 * 86400 + 120);
      expect(await partnerClicks(t.api, "pid")).toBe(1);
      // the checkout form carries the referral key for the order's meta_data
      expect(await page.locator('form.checkout input[name="rally_partner"]').inputValue()).toBe("pk");

      // another page of the shop, later: the sign-up through the script
      await visit(page, `/${t.publicId}/register`);
      expect(await signup(page, { key: "buyer-1", email: "buyer@example.com", name: "Bea" })).toEqual({ key: "buyer-1" });
      expect(await expectOk(t.api, "GET", "/v1/customers/buyer-1")).toMatchObject({ email: "buyer@example.com", name: "Bea", partner: "pk" });
      const row = await rally.app.database.prisma.customer.findFirst({ where: { programId: t.programId, key: "buyer-1" } });
      expect(row!.referralUrl).toBe(`${shop.origin}/${t.publicId}/shoes?aff=pk`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("on a page that is not on the program's website, says so in the console (and only there)", async () => {
    const elsewhere = await trackedProgram(rally, "Affiliate", "https://shop.example");
    const t = await affiliate();
    const { context, page } = await visitor();
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    try {
      await visit(page, `/${elsewhere.publicId}/?aff=pk`);
      expect(warnings).toEqual([
        `Rally: this page (${shop.origin}) is not on program ${elsewhere.publicId}'s website (https://shop.example), so its referral links and sign-ups are not tracked here. Set the program's website to this shop's address.`,
      ]);
      warnings.length = 0;
      await visit(page, `/${t.publicId}/?aff=pk`);
      expect(warnings).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("last click: a new link replaces the cookie; first click: the existing cookie wins (both clicks counted)", async () => {
    for (const [attribution, kept] of [["last_click", "pk2"], ["first_click", "pk"]] as const) {
      const t = await affiliate({ attribution });
      const { context, page } = await visitor();
      try {
        await visit(page, `/${t.publicId}/?aff=pk`);
        await visit(page, `/${t.publicId}/?via=pk2`);
        expect((await cookie(context, "service_partner"))?.value, attribution).toBe(kept);
        expect(await partnerClicks(t.api, "pid")).toBe(1);
        expect(await partnerClicks(t.api, "pid2")).toBe(1);
        await signup(page, { key: `c-${attribution}`, email: `${attribution}@example.com` });
        expect((await expectOk(t.api, "GET", `/v1/customers/c-${attribution}`)).partner).toBe(kept);
      } finally {
        await context.close();
      }
    }
  });

  it("the redirect link sets the cookie on the service's domain, lands on the shop with the key, and the shop sets its own; one click", async () => {
    const t = await affiliate({ cookie_lifetime: 10 });
    // the shop's pages are per program: the website is this program's landing page (same origin)
    await expectOk(t.api, "PUT", "/v1/program", { website: `${shop.origin}/${t.publicId}/landing` });
    await expectOk(t.api, "POST", "/v1/partner_referral_links", { key: "direct", partner: { key: "pk" }, direct_tracking: true });
    const { context, page } = await visitor();
    try {
      await page.goto(`${rally.url}/r/${t.publicId}/direct`, { waitUntil: "networkidle" });
      expect(page.url()).toBe(`${shop.origin}/${t.publicId}/landing?aff=direct`);
      // the partner's referral key, whichever of its links was followed
      expect((await cookie(context, "service_partner", rally.url))?.value).toBe("pk");
      expect((await cookie(context, "service_partner"))?.value).toBe("pk");
      expect(await partnerClicks(t.api, "pid")).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("a page without a referral does nothing: no cookie, no request, and a sign-up has nobody to attribute to", async () => {
    const t = await affiliate();
    const { context, page, tracked, errors } = await visitor();
    try {
      await visit(page, `/${t.publicId}/?utm_source=news`);
      expect(await context.cookies(shop.origin)).toEqual([]);
      expect(await signup(page, { key: "nobody", email: "n@example.com" })).toBeNull();
      expect(tracked).toEqual([]);
      expect(await listTotal(t.api, "/v1/customers")).toBe(0);
      expect(await page.locator('form.checkout input[type="hidden"]').count()).toBe(0);
      expect(errors).toEqual([]);
      // an unknown key sets nothing either
      await visit(page, `/${t.publicId}/?aff=not-a-partner`);
      expect(await context.cookies(shop.origin)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("refer-a-friend: ?ref= sets service_referral, and the friend's sign-up is referred by that customer", async () => {
    const t = await trackedProgram(rally, "Referral", shop.origin);
    await t.customer({ key: "root", email: "root@example.com" });
    const { context, page } = await visitor();
    try {
      await visit(page, `/${t.publicId}/?ref=root`);
      expect((await cookie(context, "service_referral"))?.value).toBe("root");
      expect(await page.locator('form.checkout input[name="rally_referral"]').inputValue()).toBe("root");
      const made = (await signup(page, { email: "friend@example.com", name: "Fran" })) as { key: string };
      expect(made.key).toEqual(expect.any(String));
      expect(await expectOk(t.api, "GET", "/v1/customers/root/stats")).toMatchObject({ referrals: 1, clicks: 1 });
    } finally {
      await context.close();
    }
  });
});
