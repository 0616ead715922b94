// Fraud rules (program_settings `fraud`, issue 11), table-tested through POST /v1/transactions: each
// rule, with its setting on and off, decides the reward's status and reason; a flagged reward
// shows its reason on REST and GraphQL, and the program can approve it by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Case {
  name: string;
  fraud: Json;
  /** the customer who buys: c1 (referred by partner p), or "self" (the partner's own email) */
  buyer?: "c1" | "self";
  referralUrl?: string;
  /** the buyer's address sent with the sale (options.ip); the partner uses 203.0.113.5 */
  ip?: string;
  /** a sale of the same customer just before this one */
  earlierSale?: boolean;
  want: [status: string, reason: string | null];
}

const CASES: Case[] = [
  { name: "an ordinary sale is approved", fraud: {}, want: ["approved", null] },
  { name: "self-referral, review (the default)", fraud: {}, buyer: "self", want: ["in_review", "self_referral"] },
  { name: "self-referral, reject", fraud: { self_referral: "reject" }, buyer: "self", want: ["rejected", "self_referral"] },
  { name: "self-referral, allow", fraud: { self_referral: "allow" }, buyer: "self", want: ["approved", null] },
  { name: "self-referral by address: the sale comes from the partner's own", fraud: {}, ip: "203.0.113.5", want: ["in_review", "self_referral"] },
  { name: "self-referral by address, reject", fraud: { self_referral: "reject" }, ip: "203.0.113.5", want: ["rejected", "self_referral"] },
  { name: "another address is no self-referral", fraud: {}, ip: "198.51.100.20", want: ["approved", null] },
  { name: "velocity window on: the later sale earns nothing", fraud: { velocity_seconds: 3600 }, earlierSale: true, want: ["rejected", "velocity"] },
  { name: "velocity window off (0, the default)", fraud: {}, earlierSale: true, want: ["approved", null] },
  { name: "gclid, paid ads rejected", fraud: { paid_ads: "reject" }, referralUrl: "https://shop.example/?gclid=abc", want: ["rejected", "paid_ads"] },
  { name: "fbclid, paid ads rejected", fraud: { paid_ads: "reject" }, referralUrl: "https://shop.example/p?fbclid=x&aff=pk", want: ["rejected", "paid_ads"] },
  { name: "msclkid, paid ads rejected", fraud: { paid_ads: "reject" }, referralUrl: "https://shop.example/?msclkid=1", want: ["rejected", "paid_ads"] },
  { name: "paid UTM medium, paid ads rejected", fraud: { paid_ads: "reject" }, referralUrl: "https://shop.example/?utm_source=google&utm_medium=CPC", want: ["rejected", "paid_ads"] },
  { name: "organic UTM medium is not an ad", fraud: { paid_ads: "reject" }, referralUrl: "https://shop.example/?utm_medium=email", want: ["approved", null] },
  { name: "gclid with paid ads allowed (the default)", fraud: {}, referralUrl: "https://shop.example/?gclid=abc", want: ["approved", null] },
];

describe("fraud rules decide each reward's status and reason", () => {
  it.each(CASES)("$name", async (c) => {
    const s = await seed(server).affiliate({ commission: { sale: { type: "percent", value: 10 }, holdDays: 0 } });
    await expectOk(s.api, "PUT", "/v1/program", { program_settings: { fraud: c.fraud } });
    await s.customer({ key: "self", email: "P@Example.com", partner: { key: "pk" } });
    await expectOk(s.api, "PUT", "/v1/partners/pid", { ip: "203.0.113.5" });
    if (c.earlierSale) await s.ok("POST", "/v1/transactions", { key: "first", amount: 10, customer: { key: c.buyer ?? "c1" } });
    const options = { ...(c.referralUrl ? { referral_url: c.referralUrl } : {}), ...(c.ip ? { ip: c.ip } : {}) };
    const t = await s.ok("POST", "/v1/transactions", { key: "t", amount: 50, customer: { key: c.buyer ?? "c1" }, options });
    // the sale is always recorded; the rule decides only what it earns
    expect(t.rewards).toHaveLength(1);
    expect([t.rewards[0].status, t.rewards[0].review_reason]).toEqual(c.want);
    expect(t.rewards[0].amount).toBe(5);
  });
});

describe("the addresses the self-referral rule compares", () => {
  it("are never shown, and a malformed one is a 422 naming its field that stores nothing", async () => {
    const s = await seed(server).affiliate({ commission: { holdDays: 0 } });
    const partner = await expectOk(s.api, "PUT", "/v1/partners/pid", { ip: "2001:db8::7" });
    expect(JSON.stringify(partner)).not.toMatch(/2001|ip_hash|ipHash/);
    const row = await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, id: "pid" } });
    expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ipHash).not.toContain("2001");

    const badPartner = await s.api("PUT", "/v1/partners/pid", { ip: "not-an-address" });
    expect(badPartner.status).toBe(422);
    expect(Object.keys(badPartner.body.errors)).toEqual(["ip"]);
    const badSale = await s.api("POST", "/v1/transactions", { key: "x", amount: 5, customer: { key: "c1" }, options: { ip: "999.1.1.1" } });
    expect(badSale.status).toBe(422);
    expect(Object.keys(badSale.body.errors)).toEqual(["options.ip"]);
    expect(await s.prisma.transaction.count({ where: { programId: s.program.id } })).toBe(0);
    // the IPv6 address in another spelling is the same address
    const t = await s.ok("POST", "/v1/transactions", { key: "v6", amount: 5, customer: { key: "c1" }, options: { ip: "2001:0DB8:0000::0007" } });
    expect(t.rewards[0]).toMatchObject({ status: "in_review", review_reason: "self_referral" });
  });
});

describe("a flagged reward", () => {
  it("shows its reason on REST and GraphQL, counts nowhere until approved, and the program can approve it", async () => {
    const s = await seed(server).affiliate({ commission: { sale: { type: "static", value: 7 }, holdDays: 0 }, fraud: { paidAds: "reject" } });
    const t = await s.ok("POST", "/v1/transactions", { key: "ad", amount: 50, customer: { key: "c1" }, options: { referral_url: "https://shop.example/?gclid=1" } });
    const key = t.rewards[0].key;
    expect(await expectOk(s.api, "GET", `/v1/rewards/${key}`)).toMatchObject({ status: "rejected", review_reason: "paid_ads" });
    const gql = await server.gql<Json, Json>(s.key, parse(`query($k: String!) { reward(by: { key: $k }) { status reviewReason } }`), { k: key });
    expect(gql.data!.reward).toEqual({ status: "REJECTED", reviewReason: "paid_ads" });
    // nothing of it is owed yet
    const before = (await expectOk(s.api, "GET", "/v1/program")).stats;
    expect(before.total_reward).toEqual({});

    const approved = await expectOk(s.api, "POST", `/v1/rewards/${key}/approve`);
    expect(approved).toMatchObject({ status: "approved", review_reason: "paid_ads" });
    expect((await expectOk(s.api, "GET", "/v1/program")).stats.rewards_breakdown.unclaimed).toEqual({ USD: 7 });
    // once approved, approving again is a wrong move
    expect((await s.api("POST", `/v1/rewards/${key}/approve`)).status).toBe(400);
  });

  it("approves over GraphQL too; a reward a person rejected with their own reason stays rejected", async () => {
    const s = await seed(server).affiliate({ commission: { sale: { type: "static", value: 3 }, holdDays: 0 }, fraud: { velocitySeconds: 600 } });
    await s.ok("POST", "/v1/transactions", { key: "a", amount: 10, customer: { key: "c1" } });
    const later = await s.ok("POST", "/v1/transactions", { key: "b", amount: 10, customer: { key: "c1" } });
    expect(later.rewards[0]).toMatchObject({ status: "rejected", review_reason: "velocity" });
    const id = (await server.gql<Json, Json>(s.key, parse(`query($k: String!) { reward(by: { key: $k }) { id } }`), { k: later.rewards[0].key })).data!.reward.id;
    const approve = parse(`mutation($id: ID!) { rewardApprove(input: { id: $id }) { reward { status reviewReason } userErrors { code } } }`);
    const res = await server.gql<Json, Json>(s.key, approve, { id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.rewardApprove).toEqual({ reward: { status: "APPROVED", reviewReason: "velocity" }, userErrors: [] });

    const first = (await s.ok("GET", "/v1/transactions/a")).rewards[0].key;
    await expectOk(s.api, "POST", `/v1/rewards/${first}/reject`, { reason: "duplicate order" });
    const refused = await s.api("POST", `/v1/rewards/${first}/approve`);
    expect(refused.status).toBe(400);
    expect(await expectOk(s.api, "GET", `/v1/rewards/${first}`)).toMatchObject({ status: "rejected", review_reason: "duplicate order" });
  });

  it("another program's key cannot approve it", async () => {
    const s = await seed(server).affiliate({ fraud: { paidAds: "reject" }, commission: { holdDays: 0 } });
    const other = await seed(server).affiliate();
    const t = await s.ok("POST", "/v1/transactions", { key: "ad", amount: 50, customer: { key: "c1" }, options: { referral_url: "https://shop.example/?gclid=1" } });
    const res = await other.api("POST", `/v1/rewards/${t.rewards[0].key}/approve`);
    expect(res.status).toBe(404);
    expect(await expectOk(s.api, "GET", `/v1/rewards/${t.rewards[0].key}`)).toMatchObject({ status: "rejected" });
  });
});

describe("the paid-ads rule and the buyer's way in", () => {
  it("a sale posted without a referral URL is judged by the URL its customer came through", async () => {
    const s = await seed(server).affiliate({ commission: { holdDays: 0 }, fraud: { paidAds: "reject" } });
    await expectOk(s.api, "POST", "/v1/customers", { key: "ad-buyer", partner: { key: "pk" }, options: { referral_url: "https://shop.example/?msclkid=42" } });
    const t = await s.ok("POST", "/v1/transactions", { key: "later", amount: 20, customer: { key: "ad-buyer" } });
    expect(t.rewards.map((r: Json) => [r.status, r.review_reason])).toEqual([["rejected", "paid_ads"]]);
    // an organic referral URL on the sale itself wins over the customer's
    const organic = await s.ok("POST", "/v1/transactions", { key: "organic", amount: 20, customer: { key: "ad-buyer" }, options: { referral_url: "https://shop.example/?utm_medium=email" } });
    expect(organic.rewards[0].status).toBe("approved");
  });
});
