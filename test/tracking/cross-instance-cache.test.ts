// A program's website change reaches the tracking endpoints of every instance at once, not
// only within TRACKING_CACHE_MS: the instance that made it tells the others through Redis
// (REDIS_URL), else through PostgreSQL NOTIFY. Two instances share a database only on the
// PostgreSQL run; the Redis case needs the machine's Redis (REDIS_TEST_URL).
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
});
