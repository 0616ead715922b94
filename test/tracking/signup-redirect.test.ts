// The public sign-up endpoint and the short redirect links, black-box: a sign-up creates the
// customer through the customers service, attributed from the cookie value only; a redirect
// link counts the click, sets the service-domain cookie where the link tracks directly, and
// lands on the website with the key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk, listTotal } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { BROWSER_UA, clicksOf, partnerClicks, programStats, track, trackedProgram } from "./support.js";

const SHOP = "https://shop.test";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "true", TRACKING_SIGNUPS_PER_MINUTE: "1000" } });
});
afterAll(() => server.close());

async function withPartner(website = SHOP) {
  const t = await trackedProgram(server, "Affiliate", website);
  await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
  return t;
}

const from = (ip: string) => ({ origin: SHOP, "x-forwarded-for": ip });

describe("POST /t/{program}/signup", () => {
  it("affiliate: creates the customer attributed to the cookie's partner, with the landing URL as referral URL; stats follow", async () => {
    const t = await withPartner();
    await track(server, t.publicId, "click", { key: "pk" }, from("203.0.113.20"));
    const res = await track(server, t.publicId, "signup", { key: "cust-1", email: "c1@example.com", name: "Cleo", partner: "pk", referral_url: `${SHOP}/?aff=pk` }, from("203.0.113.20"));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ key: "cust-1" });
    expect(res.headers.get("access-control-allow-origin")).toBe(SHOP);

    const customer = await expectOk(t.api, "GET", "/v1/customers/cust-1");
    expect(customer).toMatchObject({ key: "cust-1", email: "c1@example.com", name: "Cleo", partner: "pk" });
    // the referral URL is kept (the REST view does not show it; the fraud rules read it)
    const row = await server.app.database.prisma.customer.findFirst({ where: { programId: t.programId, key: "cust-1" } });
    expect(row!.referralUrl).toBe(`${SHOP}/?aff=pk`);
    const partner = await expectOk(t.api, "GET", "/v1/partners/pid");
    expect(partner.referrals).toMatchObject({ clicks: 1, signups: 1 });
    const stats = await programStats(t.api);
    expect(stats.affiliate_referred_visitors_clicks).toBe("1");
    expect(Number(stats.click_to_signup_conversion)).toBe(100);
  });

  it("takes only key, email, name and the cookie values: anything else, a missing or unknown partner, a taken key: 4xx and no customer", async () => {
    const t = await withPartner();
    const other = await withPartner("https://other.test");
    await other.partner({ email: "o@example.com", key: "okey", id: "oid" });
    const cases: [unknown, number, string][] = [
      [{ key: "c", partner: "pk", partner_id: "pid" }, 422, "input"],
      [{ key: "c", partner: "pk", approved: false }, 422, "input"],
      [{ key: "c" }, 422, "partner"],
      [{ key: "c", partner: "pk", referrer: "someone" }, 422, "referrer"],
      [{ key: "c", partner: "okey" }, 400, ""],
      [{ key: "c", partner: "pk", email: "not-an-email" }, 422, "email"],
      [{ key: "c", partner: "pk", referral_url: "javascript:alert(1)" }, 422, "options.referral_url"],
      [JSON.stringify({ key: "c", partner: "pk", name: "n".repeat(5000) }), 413, ""],
    ];
    for (const [body, status, field] of cases) {
      const res = await track(server, t.publicId, "signup", body, from("203.0.113.21"));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (field) expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    expect(await listTotal(t.api, "/v1/customers")).toBe(0);
    expect(await listTotal(other.api, "/v1/customers")).toBe(0);
    // and a key already taken is the customers service's own 422
    expect((await track(server, t.publicId, "signup", { key: "dup", partner: "pk" }, from("203.0.113.21"))).status).toBe(201);
    const dup = await track(server, t.publicId, "signup", { key: "dup", partner: "pk" }, from("203.0.113.21"));
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toHaveProperty("key");
  });

  it("refer-a-friend: the referrer comes from the form or the service_referral cookie; a partner is refused", async () => {
    const t = await trackedProgram(server, "Referral", SHOP);
    await t.customer({ key: "root", email: "root@example.com" });
    const click = await track(server, t.publicId, "click", { key: "root" }, from("203.0.113.22"));
    expect(click.body).toEqual({ value: "root" });
    const res = await track(server, t.publicId, "signup", { email: "friend@example.com", referrer: "root" }, from("203.0.113.22"));
    expect(res.status).toBe(201);
    const stats = await expectOk(t.api, "GET", "/v1/customers/root/stats");
    expect(stats).toMatchObject({ referrals: 1, clicks: 1 });
    expect((await track(server, t.publicId, "signup", { email: "x@example.com", partner: "root" }, from("203.0.113.22"))).status).toBe(422);
  });

  it("is rate limited per address and program", async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: "true", TRACKING_SIGNUPS_PER_MINUTE: "2" } });
    try {
      const t = await trackedProgram(limited, "Affiliate", SHOP);
      await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
      for (const key of ["a", "b"]) expect((await track(limited, t.publicId, "signup", { key, partner: "pk" }, from("203.0.113.30"))).status).toBe(201);
      const refused = await track(limited, t.publicId, "signup", { key: "c", partner: "pk" }, from("203.0.113.30"));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await listTotal(t.api, "/v1/customers")).toBe(2);
      expect((await track(limited, t.publicId, "signup", { key: "d", partner: "pk" }, from("203.0.113.31"))).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /r/{program}/{key}", () => {
  const follow = (path: string, ip = "198.51.100.50", ua = BROWSER_UA) => fetch(`${server.url}${path}`, { redirect: "manual", headers: { "user-agent": ua, "x-forwarded-for": ip } });

  it("counts the click and redirects (302) to the website with the key; the visitor's second pass the same day is not counted again", async () => {
    const t = await withPartner();
    const res = await follow(`/r/${t.publicId}/pk`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${SHOP}/?aff=pk`);
    expect(res.headers.get("set-cookie")).toBeNull(); // the link does not track directly
    await follow(`/r/${t.publicId}/pk`);
    expect(await partnerClicks(t.api, "pid")).toBe(1);
    const [click] = await clicksOf(server, t.programId);
    expect(click!.landingUrl).toBe(`${SHOP}/?aff=pk`);
  });

  it("direct tracking: sets the cookie on the service's domain for the cookie lifetime, and goes to direct_tracking_redirect_url", async () => {
    const t = await withPartner();
    await expectOk(t.api, "PUT", "/v1/program", { program_settings: { cookie_lifetime: 7 } });
    await expectOk(t.api, "POST", "/v1/partner_referral_links", {
      key: "direct",
      partner: { key: "pk" },
      direct_tracking: true,
      direct_tracking_redirect: true,
      direct_tracking_redirect_url: "https://landing.shop.test/promo?x=1",
    });
    const res = await follow(`/r/${t.publicId}/direct`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://landing.shop.test/promo?x=1&aff=direct");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^service_partner=pk;/);
    expect(cookie).toContain(`Max-Age=${7 * 86400}`);
    expect(cookie).toContain("HttpOnly");
    expect(await partnerClicks(t.api, "pid")).toBe(1);
  });

  it("an unknown key goes to the website without a click; an unknown program is a 404; bots are redirected but not counted", async () => {
    const t = await withPartner();
    const unknown = await follow(`/r/${t.publicId}/nobody`);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe(`${SHOP}/`);
    expect((await follow(`/r/nope/pk`)).status).toBe(404);
    // another program's key through this program's public id: unknown here, counted nowhere
    const other = await withPartner("https://other.test");
    await other.partner({ email: "o@example.com", key: "okey", id: "oid" });
    const cross = await follow(`/r/${t.publicId}/okey`);
    expect(cross.headers.get("location")).toBe(`${SHOP}/`);
    expect(await partnerClicks(other.api, "oid")).toBe(0);
    const bot = await follow(`/r/${t.publicId}/pk`, "198.51.100.52", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)");
    expect(bot.status).toBe(302);
    expect(await clicksOf(server, t.programId)).toEqual([]);
  });
});
