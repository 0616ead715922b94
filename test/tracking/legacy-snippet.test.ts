// Sites moving from the service Rally follows keep its tracking snippet as they have it and
// change only the script's address (to Rally's /js/universal.js): in a real browser (Chromium
// through playwright-core) the snippet's queue is run, po('customers', 'signup', {data}) and
// po('integration', 'universal', null) (sign-up forms) create attributed customers, and with
// the program's legacy_cookie_names the referral cookie is also written as partnero_partner
// (partnero_referral for refer-a-friend), the name that service's WooCommerce plugin reads.
// @database-independent: runs in the PostgreSQL pass only (the attribution under it is tested on both)
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { browserUnavailable, launchBrowser, releaseBrowser } from "../helpers/browser.js";
import { expectOk } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { BROWSER_UA, trackedProgram } from "./support.js";

const unavailable = browserUnavailable();
if (unavailable) console.warn(`legacy snippet browser tests skipped: ${unavailable}`);

/** the snippet as those sites carry it, with only the script's address changed */
const snippet = (scriptUrl: string, publicId: string, signup = "") => `<script>
    (function(p,t,n,e,r,o){ p['__partnerObject']=r;function f(){
    var c={ a:arguments,q:[]};var r=this.push(c);return "number"!=typeof r?r:f.bind(c.q);}
    f.q=f.q||[];p[r]=p[r]||f.bind(f.q);p[r].q=p[r].q||f.q;o=t.createElement(n);
    var _=t.getElementsByTagName(n)[0];o.async=1;o.src=e+'?v'+(~~(new Date().getTime()/1e6));
    _.parentNode.insertBefore(o,_);})(window, document, 'script', '${scriptUrl}', 'po');
    po('settings', 'assets_host', 'https://assets.example');
    po('program', '${publicId}', 'load');
    ${signup}
</script>`;

/**
 * the shop: /{publicId}/... loads the snippet; /{publicId}/welcome also signs the visitor up
 * in the snippet (po('customers', 'signup')), /{publicId}/register has a sign-up form that
 * po('integration', 'universal', null) captures
 */
function startShop(rallyUrl: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const [, rawId = "", page = ""] = (req.url ?? "/").split("?")[0]!.split("/");
    const publicId = decodeURIComponent(rawId);
    if (req.method === "POST") return void res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>Thanks</p>");
    const calls =
      page === "welcome"
        ? `po('customers', 'signup', { data: { key: 'legacy-1', email: 'legacy@example.com', name: 'Lee Gacy', tags: ['moved', 'vip'] } });`
        : page === "register"
          ? `po('integration', 'universal', null);`
          : "";
    const body =
      page === "register"
        ? `<form id="signup" method="post" action="/${rawId}/done"><input name="name"><input type="email" name="email"><button>Sign up</button></form>`
        : "<h1>Shop</h1>";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>Shop</title>
${snippet(`${rallyUrl}/js/universal.js`, publicId, calls)}
</head><body>${body}</body></html>`);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, origin: `http://localhost:${(server.address() as AddressInfo).port}` })));
}

describe.skipIf(unavailable !== null)(unavailable ? `the legacy snippet (skipped: ${unavailable})` : "the legacy snippet in a browser", () => {
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

  async function visitor(): Promise<{ context: BrowserContext; page: Page; errors: string[]; warnings: string[] }> {
    const context = await browser.newContext({ userAgent: BROWSER_UA });
    const page = await context.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    return { context, page, errors, warnings };
  }
  const visit = (page: Page, path: string) => page.goto(`${shop.origin}${path}`, { waitUntil: "networkidle" });
  const cookies = async (context: BrowserContext) => Object.fromEntries((await context.cookies(shop.origin)).map((c) => [c.name, c.value]));

  it("loads through /js/universal.js, sets the cookie on a referral visit, and po('customers', 'signup', {data}) creates the attributed customer with its tags", async () => {
    const t = await trackedProgram(rally, "Affiliate", shop.origin);
    await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
    const { context, page, errors, warnings } = await visitor();
    try {
      await visit(page, `/${t.publicId}/?aff=pk`);
      // without legacy_cookie_names, only Rally's own cookie
      expect(await cookies(context)).toMatchObject({ service_partner: "pk" });
      expect((await cookies(context)).partnero_partner).toBeUndefined();
      await visit(page, `/${t.publicId}/welcome`);
      await expect.poll(async () => (await t.api("GET", "/v1/customers/legacy-1")).status).toBe(200);
      expect(await expectOk(t.api, "GET", "/v1/customers/legacy-1")).toMatchObject({
        email: "legacy@example.com",
        name: "Lee Gacy",
        partner: "pk",
        tags: expect.arrayContaining([{ value: "moved" }, { value: "vip" }]),
      });
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("with legacy_cookie_names, writes partnero_partner beside service_partner (refer-a-friend: partnero_referral), and reads it back when Rally's own is missing", async () => {
    const t = await trackedProgram(rally, "Affiliate", shop.origin, { legacy_cookie_names: true });
    await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
    expect((await expectOk(t.api, "GET", "/v1/program")).program_settings).toMatchObject({ legacy_cookie_names: true });
    const { context, page, errors } = await visitor();
    try {
      await visit(page, `/${t.publicId}/?aff=pk`);
      const set = (await context.cookies(shop.origin)).find((c) => c.name === "partnero_partner");
      expect(set?.value).toBe("pk");
      expect(set!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
      expect((await cookies(context)).service_partner).toBe("pk");
      // a visitor who came through the former service has only its cookie: the sign-up is still attributed
      await context.clearCookies();
      await context.addCookies([{ name: "partnero_partner", value: "pk", url: shop.origin }]);
      await visit(page, `/${t.publicId}/welcome`);
      await expect.poll(async () => (await t.api("GET", "/v1/customers/legacy-1")).status).toBe(200);
      expect(await expectOk(t.api, "GET", "/v1/customers/legacy-1")).toMatchObject({ partner: "pk" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const r = await trackedProgram(rally, "Referral", shop.origin, { legacy_cookie_names: true });
    await expectOk(r.api, "POST", "/v1/customers", { key: "referrer-1", email: "ref@example.com", name: "Ref" });
    const second = await visitor();
    try {
      await visit(second.page, `/${r.publicId}/?ref=referrer-1`);
      expect(await cookies(second.context)).toMatchObject({ service_referral: "referrer-1", partnero_referral: "referrer-1" });
    } finally {
      await second.context.close();
    }
  });

  it("po('integration', 'universal', null) turns a submitted sign-up form into an attributed customer", async () => {
    const t = await trackedProgram(rally, "Affiliate", shop.origin);
    await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
    const { context, page, errors } = await visitor();
    try {
      await visit(page, `/${t.publicId}/?aff=pk`);
      await visit(page, `/${t.publicId}/register`);
      await page.fill('input[name="name"]', "Forma Filler");
      await page.fill('input[name="email"]', "form@example.com");
      await Promise.all([page.waitForURL(/\/done$/), page.click("button")]);
      // its key is the address with "@" (no key character) made "_"
      await expect.poll(async () => (await t.api("GET", "/v1/customers/form_example.com")).status).toBe(200);
      expect(await expectOk(t.api, "GET", "/v1/customers/form_example.com")).toMatchObject({ email: "form@example.com", name: "Forma Filler", partner: "pk" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("serves /js/universal.js as one cacheable script whatever the snippet's ?v= suffix", async () => {
    const a = await fetch(`${rally.url}/js/universal.js?v1764000`);
    const b = await fetch(`${rally.url}/js/universal.js?v1764001`);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toMatch(/javascript/);
    const etag = a.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(await a.text()).toBe(await b.text());
    expect((await fetch(`${rally.url}/js/universal.js`, { headers: { "if-none-match": etag! } })).status).toBe(304);
  });
});
