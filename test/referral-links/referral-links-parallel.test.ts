// Referral-link requests that clients send in parallel: the outcome must be the one a single
// request gives (one winner, the others refused with the documented error), never a 500 or a
// partner without a referral link. Meaningful on PostgreSQL, where the requests really run at
// the same time; on PGlite they run one after another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort((a, b) => a - b);
const linksOf = async (api: Api, partnerId: string) => (await expectOk(api, "GET", `/v1/partners/${partnerId}/referral_links`)) as unknown as { key: string; default: boolean }[];

describe("parallel referral-link requests", () => {
  it("creating the same link key five times at once: one link, the others 422 Key already exists", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "p@example.com", key: "pk", id: "pid" });
    const results = await Promise.all(Array.from({ length: 5 }, () => api("POST", "/v1/partner_referral_links", { key: "campaign", partner: { key: "pk" } })));
    expect(statuses(results)).toEqual([200, 422, 422, 422, 422]);
    for (const r of results.filter((r) => r.status === 422)) expect(r.body.errors.key).toEqual(["Key already exists"]);
    expect((await linksOf(api, "pid")).map((l) => l.key)).toEqual(["pk", "campaign"]);
  });

  it("renaming two links to the same key at once: one wins, the other 422", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "p@example.com", key: "pk", id: "pid" });
    const one = await expectOk(api, "POST", "/v1/partner_referral_links", { key: "one", partner: { key: "pk" } });
    const two = await expectOk(api, "POST", "/v1/partner_referral_links", { key: "two", partner: { key: "pk" } });
    const results = await Promise.all([one, two].map((l) => api("PUT", `/v1/partner_referral_links/${l.id}`, { key: "winner" })));
    expect(statuses(results)).toEqual([200, 422]);
    expect((await linksOf(api, "pid")).filter((l) => l.key === "winner")).toHaveLength(1);
  });

  it("deleting a partner's two links at once leaves it one link, and that one the default", async () => {
    const { api } = await seed(server).program("Affiliate");
    // a few rounds: a race shows itself only now and then
    for (let round = 0; round < 5; round++) {
      await expectOk(api, "POST", "/v1/partners", { email: `p${round}@example.com`, key: `pk${round}`, id: `pid${round}` });
      const def = await expectOk(api, "GET", `/v1/partner_referral_links:search?partner.key=pk${round}`);
      const extra = await expectOk(api, "POST", "/v1/partner_referral_links", { key: `extra${round}`, partner: { key: `pk${round}` } });
      const results = await Promise.all([def, extra].map((l) => api("DELETE", `/v1/partner_referral_links/${l.id}`)));
      expect(statuses(results), `round ${round}`).toEqual([200, 400]);
      const left = await linksOf(api, `pid${round}`);
      expect(left, `round ${round}`).toHaveLength(1);
      expect(left[0]!.default, `round ${round}`).toBe(true);
      expect((await expectOk(api, "GET", `/v1/partners/pid${round}`)).referral_link).toEqual(expect.any(String));
    }
  });

});
