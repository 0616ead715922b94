// The tracking script and the public click endpoint, black-box: the script is cacheable and
// small, a click counts once per visitor, link and day, bots and bad input count nothing, CORS
// answers only the program's website, and a public id reaches nothing but its own program.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { BROWSER_UA, clicksOf, partnerClicks, programStats, track, trackedProgram } from "./support.js";

const SHOP = "https://shop.test";
let server: TestServer;
beforeAll(async () => {
  // the client address comes from X-Forwarded-For, so tests can be several visitors
  server = await startTestServer({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => server.close());

async function withPartner(settings: Record<string, unknown> = {}) {
  const t = await trackedProgram(server, "Affiliate", SHOP, settings);
  await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
  return t;
}

const from = (ip: string, extra: Record<string, string> = {}) => ({ origin: SHOP, "x-forwarded-for": ip, ...extra });

describe("GET /js/rally.js", () => {
  it("serves the program's script: JavaScript, under 5 KB gzipped, with its cookie lifetime, cacheable by ETag", async () => {
    const t = await withPartner({ cookie_lifetime: 45, attribution: "first_click" });
    const res = await fetch(`${server.url}/js/rally.js?program=${t.publicId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const body = await res.text();
    expect(gzipSync(body).length).toBeLessThan(5 * 1024);
    expect(body).toContain(`"program":"${t.publicId}"`);
    expect(body).toContain('"days":45');
    expect(body).toContain('"attribution":"first_click"');
    expect(body).toContain('"cookie":"service_partner"');
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);

    const again = await fetch(`${server.url}/js/rally.js?program=${t.publicId}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("a refer-a-friend program's script keeps service_referral; an unknown or missing program is a 404", async () => {
    const t = await trackedProgram(server, "Referral", SHOP);
    expect(await (await fetch(`${server.url}/js/rally.js?program=${t.publicId}`)).text()).toContain('"cookie":"service_referral"');
    expect((await fetch(`${server.url}/js/rally.js?program=nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/js/rally.js`)).status).toBe(404);
  });
});

describe("POST /t/{program}/click", () => {
  it("counts a click for the partner and the program, once per visitor, link and day, with a hashed IP and the paid-ads click id", async () => {
    const t = await withPartner();
    const landing = `${SHOP}/shoes?aff=pk&gclid=abc123`;
    const res = await track(server, t.publicId, "click", { key: "pk", url: landing, referrer: "https://blog.example/post" }, from("203.0.113.7"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ value: "pk" });
    expect(res.headers.get("access-control-allow-origin")).toBe(SHOP);

    // the same visitor again the same day: still one; another visitor: two
    expect((await track(server, t.publicId, "click", { key: "pk", url: landing }, from("203.0.113.7"))).status).toBe(200);
    expect(await partnerClicks(t.api, "pid")).toBe(1);
    expect((await track(server, t.publicId, "click", { key: "pk" }, from("203.0.113.8"))).status).toBe(200);
    expect(await partnerClicks(t.api, "pid")).toBe(2);
    expect((await programStats(t.api)).affiliate_referred_visitors_clicks).toBe("2");

    const [first] = await clicksOf(server, t.programId);
    expect(first).toMatchObject({ landingUrl: landing, referrer: "https://blog.example/post", userAgent: BROWSER_UA, paidClickId: "gclid:abc123" });
    expect(first!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    // stored in UTC like every other timestamp, on the UTC day the dedup key uses
    expect(Math.abs(first!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(first!.day!.toISOString().slice(0, 10)).toBe(first!.createdAt.toISOString().slice(0, 10));
    expect(JSON.stringify(first, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain("203.0.113.7");
  });

  it("counts a click on an additional link for its partner, and answers the partner's referral key as the cookie value", async () => {
    const t = await withPartner();
    await expectOk(t.api, "POST", "/v1/partner_referral_links", { key: "summer", partner: { key: "pk" } });
    const res = await track(server, t.publicId, "click", { key: "summer" }, from("198.51.100.1"));
    expect(res.body).toEqual({ value: "pk" });
    expect(await partnerClicks(t.api, "pid")).toBe(1);
  });

  it("does not count bots (isbot's list) nor a request without a user agent, yet answers them alike", async () => {
    const t = await withPartner();
    const bot = await track(server, t.publicId, "click", { key: "pk" }, from("198.51.100.2", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }));
    expect(bot.status).toBe(200);
    const headless = await track(server, t.publicId, "click", { key: "pk" }, from("198.51.100.3", { "user-agent": "curl/8.5.0" }));
    expect(headless.status).toBe(200);
    expect(await partnerClicks(t.api, "pid")).toBe(0);
    expect(await clicksOf(server, t.programId)).toEqual([]);
  });

  it("refuses bad input with a 4xx naming the problem, and stores nothing", async () => {
    const t = await withPartner();
    const cases: [unknown, number, RegExp | object][] = [
      ["not json", 400, /JSON object/],
      [[1, 2], 400, /JSON object/],
      [{}, 422, { key: expect.any(Array) }],
      [{ key: "pk", partner_id: "someone" }, 422, { input: [expect.stringMatching(/partner_id/)] }],
      [{ key: "x".repeat(129) }, 422, { key: expect.any(Array) }],
      [{ key: "pk", url: 42 }, 422, { url: expect.any(Array) }],
      [{ key: "nobody" }, 404, /Unknown referral key/],
      [JSON.stringify({ key: "pk", url: "x".repeat(5000) }), 413, /too large/],
    ];
    for (const [body, status, want] of cases) {
      const res = await track(server, t.publicId, "click", body, from("198.51.100.4"));
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      if (want instanceof RegExp) expect(res.body.message).toMatch(want);
      else expect(res.body.errors).toMatchObject(want);
    }
    expect(await clicksOf(server, t.programId)).toEqual([]);
  });
});

describe("CORS and isolation of the public endpoints", () => {
  it("a website change reaches the tracking endpoints at once on the instance that made it", async () => {
    const t = await withPartner();
    // the program is read (and cached) for the old website
    expect((await track(server, t.publicId, "click", { key: "pk" }, from("192.0.2.31"))).status).toBe(200);
    await expectOk(t.api, "PUT", "/v1/program", { website: "https://moved.example" });
    const moved = { "x-forwarded-for": "192.0.2.32", origin: "https://moved.example" };
    expect((await track(server, t.publicId, "click", { key: "pk" }, moved)).status).toBe(200);
    expect((await track(server, t.publicId, "click", { key: "pk" }, from("192.0.2.33"))).status).toBe(403);
  });

  it("answers CORS to the website's origin and its www twin only; other origins get a 403 and store nothing", async () => {
    const t = await withPartner();
    for (const origin of ["https://evil.example", "http://shop.test", "https://shop.test.evil.example"]) {
      const res = await track(server, t.publicId, "click", { key: "pk" }, { ...from("192.0.2.1"), origin });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      const pre = await fetch(`${server.url}/t/${t.publicId}/click`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
      expect(pre.status).toBe(403);
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
    }
    // no Origin at all (not a browser page of the program): refused too
    const { origin: _o, ...noOrigin } = from("192.0.2.1");
    expect((await track(server, t.publicId, "click", { key: "pk" }, noOrigin)).status).toBe(403);
    expect(await clicksOf(server, t.programId)).toEqual([]);

    const pre = await fetch(`${server.url}/t/${t.publicId}/signup`, { method: "OPTIONS", headers: { origin: "https://www.shop.test", "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("https://www.shop.test");
    expect(pre.headers.get("access-control-allow-headers")).toContain("content-type");
    const www = await track(server, t.publicId, "click", { key: "pk" }, { ...from("192.0.2.2"), origin: "https://www.shop.test" });
    expect(www.status).toBe(200);
    expect(www.headers.get("access-control-allow-origin")).toBe("https://www.shop.test");
  });

  it("a bad program id is a 404 that says nothing more; a public id reaches only its own program's keys", async () => {
    const a = await withPartner();
    const b = await trackedProgram(server, "Affiliate", "https://other-shop.test");
    await b.partner({ email: "q@example.com", key: "bkey", id: "bid" });

    const unknown = await track(server, "no-such-program", "click", { key: "pk" }, from("192.0.2.3"));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: "Program not found" });
    expect((await track(server, "x".repeat(65), "click", { key: "pk" }, from("192.0.2.3"))).status).toBe(404);

    // program B's key through program A's public id: unknown there, nothing counted anywhere
    const cross = await track(server, a.publicId, "click", { key: "bkey" }, from("192.0.2.3"));
    expect(cross.status).toBe(404);
    expect(cross.body.message).toBe("Unknown referral key");
    // program A's page cannot use program B's public id: B's website is another origin
    expect((await track(server, b.publicId, "click", { key: "bkey" }, from("192.0.2.3"))).status).toBe(403);
    expect(await clicksOf(server, a.programId)).toEqual([]);
    expect(await clicksOf(server, b.programId)).toEqual([]);
    expect(await partnerClicks(b.api, "bid")).toBe(0);
  });

  it("rate limits clicks per client address and program (429 with Retry-After), other addresses and programs unaffected", async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: "true", TRACKING_CLICKS_PER_MINUTE: "3" } });
    try {
      const make = async (website: string) => {
        const t = await trackedProgram(limited, "Affiliate", website);
        await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
        return t;
      };
      const a = await make(SHOP);
      const b = await make("https://b-shop.test");
      const hit = (t: { publicId: string }, origin: string, ip: string) => track(limited, t.publicId, "click", { key: "pk" }, { origin, "x-forwarded-for": ip });
      for (let i = 0; i < 3; i++) expect((await hit(a, SHOP, "192.0.2.9")).status).toBe(200);
      const refused = await hit(a, SHOP, "192.0.2.9");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("access-control-allow-origin")).toBe(SHOP);
      expect((await hit(a, SHOP, "192.0.2.10")).status).toBe(200);
      expect((await hit(b, "https://b-shop.test", "192.0.2.9")).status).toBe(200);
      // the redirect link shares the limit: the limited visitor is sent on, uncounted
      const before = await partnerClicks(a.api, "pid");
      const link = await fetch(`${limited.url}/r/${a.publicId}/pk`, { redirect: "manual", headers: { "user-agent": `${BROWSER_UA} other`, "x-forwarded-for": "192.0.2.9" } });
      expect(link.status).toBe(302);
      expect(await partnerClicks(a.api, "pid")).toBe(before);
    } finally {
      await limited.close();
    }
  });
});
