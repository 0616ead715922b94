// A program's website change, and a referral link's change (its key, its deletion, its owner's
// key or deletion), reach the tracking endpoints of every instance at once, not only within
// TRACKING_CACHE_MS: the instance that made it tells the others through Redis (REDIS_URL), else
// through PostgreSQL NOTIFY. Two instances share a database only on the PostgreSQL run (the
// cross-instance cases are skipped on the embedded one); the Redis case needs the machine's
// Redis (REDIS_TEST_URL).
import { inject, afterAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { track, trackedProgram } from "./support.js";

const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const shared = Boolean(inject("databaseUrl"));

/** waits for the check to hold (a broadcast is asynchronous), at most a few seconds */
async function until(ok: () => Promise<boolean>, ms = 8000) {
  const deadline = Date.now() + ms;
  while (!(await ok()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return ok();
}

/** a click on the key as the script sends it: its status and the cookie value it answers */
async function clickKey(server: TestServer, publicId: string, key: string) {
  const res = await track(server, publicId, "click", { key }, { origin: "https://shop.example" });
  return res.status === 200 ? `200 ${res.body.value}` : String(res.status);
}

/** a cache far longer than the test: only forgetting (here, or by a broadcast) makes a server read a link again */
const LONG_CACHE = { TRACKING_CACHE_MS: "600000", TRACKING_CLICKS_PER_MINUTE: "100000" };

describe("the link cache of one instance", () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it("answers a link's new key, its deletion and its partner's new key at once", async () => {
    server = await startTestServer({ env: LONG_CACHE });
    const t = await trackedProgram(server, "Affiliate", "https://shop.example");
    await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
    const link = await expectOk(t.api, "POST", "/v1/partner_referral_links", { key: "summer", partner: { key: "pk" }, is_additional: true });
    expect(await clickKey(server, t.publicId, "summer")).toBe("200 pk");
    await expectOk(t.api, "PUT", `/v1/partner_referral_links/${link.id}`, { key: "autumn" });
    expect(await clickKey(server, t.publicId, "summer")).toBe("404");
    expect(await clickKey(server, t.publicId, "autumn")).toBe("200 pk");
    await expectOk(t.api, "PUT", "/v1/partners", { id: "pid", update: { key: "pk2" } });
    expect(await clickKey(server, t.publicId, "autumn")).toBe("200 pk2");
    await expectOk(t.api, "DELETE", `/v1/partner_referral_links/${link.id}`);
    expect(await clickKey(server, t.publicId, "autumn")).toBe("404");
  });
});

describe.skipIf(!shared)("the tracking cache across instances", () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  for (const [transport, env] of [
    ["Redis", { REDIS_URL }],
    ["PostgreSQL NOTIFY (no Redis)", {}],
  ] as const) {
    it(`a website changed on one instance is answered by another at once, through ${transport}`, async () => {
      // a cache far longer than the test: only the broadcast can make b read the program again
      const config = { env: { ...env, TRACKING_CACHE_MS: "600000" } };
      const [a, b] = await Promise.all([startTestServer(config), startTestServer(config)]);
      servers.push(a, b);
      const t = await trackedProgram(a, "Affiliate", "https://old-shop.example");
      await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
      const clickOn = async (server: TestServer, origin: string) => (await track(server, t.publicId, "click", { key: "pk" }, { origin })).status;
      // b reads (and caches) the program with its old website
      expect(await clickOn(b, "https://old-shop.example")).toBe(200);
      expect(await clickOn(b, "https://new-shop.example")).toBe(403);
      await expectOk(t.api, "PUT", "/v1/program", { website: "https://new-shop.example" });
      expect(await until(async () => (await clickOn(b, "https://new-shop.example")) === 200)).toBe(true);
      expect(await clickOn(b, "https://old-shop.example")).toBe(403);
      // and the script b serves carries the new website
      expect(await (await fetch(`${b.url}/js/rally.js?program=${t.publicId}`)).text()).toContain("https://new-shop.example");
    });
  }

  for (const [transport, env] of [
    ["Redis", { REDIS_URL }],
    ["PostgreSQL NOTIFY (no Redis)", {}],
  ] as const) {
    it(`a link changed on one instance is answered by another at once, through ${transport}`, async () => {
      const config = { env: { ...env, ...LONG_CACHE } };
      const [a, b] = await Promise.all([startTestServer(config), startTestServer(config)]);
      servers.push(a, b);
      const t = await trackedProgram(a, "Affiliate", "https://shop.example");
      await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
      const link = await expectOk(t.api, "POST", "/v1/partner_referral_links", { key: "summer", partner: { key: "pk" }, is_additional: true });
      const onB = (key: string) => clickKey(b, t.publicId, key);
      const becomes = async (key: string, answer: string) => expect(await until(async () => (await onB(key)) === answer)).toBe(true);
      // b reads (and caches) the link
      expect(await onB("summer")).toBe("200 pk");
      // its key changes on a
      await expectOk(t.api, "PUT", `/v1/partner_referral_links/${link.id}`, { key: "autumn" });
      await becomes("summer", "404");
      expect(await onB("autumn")).toBe("200 pk");
      // its partner's key changes on a: the cookie b answers follows
      await expectOk(t.api, "PUT", "/v1/partners", { id: "pid", update: { key: "pk2" } });
      await becomes("autumn", "200 pk2");
      // a deletes it
      await expectOk(t.api, "DELETE", `/v1/partner_referral_links/${link.id}`);
      await becomes("autumn", "404");
      // a deletes the partner: its default link, cached on b, leads nowhere
      expect(await onB("pk2")).toBe("200 pk2");
      await expectOk(t.api, "DELETE", "/v1/partners", { id: "pid" });
      await becomes("pk2", "404");
    });
  }
});
