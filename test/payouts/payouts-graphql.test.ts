// Payout requests on GraphQL: the same rules as REST through the mutations and queries, and a
// page of requests costs the same statements whatever its size (partner and rewards joined).
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countingServer } from "../helpers/counting-server.js";
import type { TestServer } from "../helpers/server.js";
import { affiliate } from "./support.js";

let server: TestServer;
let countStatements: Awaited<ReturnType<typeof countingServer>>["countStatements"];
beforeAll(async () => {
  ({ server, countStatements } = await countingServer());
});
afterAll(() => server.close());

type Gql = (query: string, variables?: Record<string, unknown>) => Promise<{ data?: any; errors?: { message: string; extensions?: Record<string, any> }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
const gqlOf = (key: string): Gql => (query, variables) => server.gql(key, parse(query) as never, variables as never);

const FIELDS = "id status amount amountUnits currency gateway payoutSettings rewardIds partner { id key email } createdAt approvedAt rejectedAt paidAt";

describe("GraphQL", () => {
  it("creates, lists, moves and exports payout requests", async () => {
    const a = await affiliate(server);
    const gql = gqlOf(a.key);
    const r1 = await a.reward({ amount: "2.5" });
    const r2 = await a.reward({ amount: "7.5" });
    const created = await gql(`mutation($p: PartnerRefInput) { createPayoutRequest(partner: $p, amountUnits: "USD", amount: 10) { ${FIELDS} rewards { key status } } }`, { p: { key: "ann-key" } });
    expect(created.errors).toBeUndefined();
    const req = created.data.createPayoutRequest;
    expect(req).toMatchObject({ status: "requested", amount: 10, amountUnits: "USD", gateway: "paypal", partner: { id: "ann", key: "ann-key", email: "ann@example.com" }, rewardIds: [r1.id, r2.id] });
    expect(req.rewards.map((r: { key: string }) => r.key).sort()).toEqual([r1.id, r2.id].sort());

    const wrong = await gql("mutation($id: Int!) { markPayoutRequestPaid(id: $id) { id } }", { id: req.id });
    expect(wrong.errors?.[0]).toMatchObject({ message: "Only an approved payout request can be marked as paid", extensions: { code: "BAD_REQUEST" } });
    expect((await gql("mutation($id: Int!) { approvePayoutRequest(id: $id) { status } }", { id: req.id })).data).toEqual({ approvePayoutRequest: { status: "approved" } });
    const csv = await gql("{ payoutRequestsCsv(amountUnits: \"usd\") }");
    expect(csv.data.payoutRequestsCsv).toBe(`ann.pay@example.com,10.00,USD,payout-${req.id},Test Affiliate: payout request ${req.id},PAYPAL\r\n`);
    const paid = await gql("mutation($id: Int!) { markPayoutRequestPaid(id: $id) { status paidAt rewards { status paidAt } } }", { id: req.id });
    expect(paid.data.markPayoutRequestPaid).toMatchObject({ status: "finished", paidAt: expect.any(String), rewards: [{ status: "paid" }, { status: "paid" }] });

    const list = await gql("{ payoutRequests(status: \"finished\", partnerKey: \"ann-key\") { totalCount page { total } edges { node { id status } } } }");
    expect(list.data.payoutRequests).toEqual({ totalCount: 1, page: { total: 1 }, edges: [{ node: { id: req.id, status: "finished" } }] });
    expect((await gql("query($id: Int!) { payoutRequest(id: $id) { id status } }", { id: req.id })).data).toEqual({ payoutRequest: { id: req.id, status: "finished" } });

    // the same refusals as REST, with the field named
    const bad = await gql("mutation { createPayoutRequest(partner: {id: \"ann\"}, gateway: \"cash\") { id } }");
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: "VALIDATION_FAILED" } });
    expect(JSON.stringify(bad.errors?.[0]?.extensions)).toContain("gateway");
    const rejectPaid = await gql("mutation($id: Int!) { rejectPayoutRequest(id: $id) { id } }", { id: req.id });
    expect(rejectPaid.errors?.[0]?.message).toBe("Only a requested or approved payout request can be rejected");
  });

  it("shows and sets a partner's saved payout method", async () => {
    const a = await affiliate(server);
    const gql = gqlOf(a.key);
    const res = await gql(`mutation { updatePartner(id: "ann", update: { payoutGateway: "crypto", payoutSettings: { walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7", type: "ETH" } }) { payoutGateway payoutSettings } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.updatePartner).toEqual({ payoutGateway: "crypto", payoutSettings: { wallet_address: "0x52908400098527886E0F7030069857D2E4169EE7", type: "ETH" } });
  });
});

describe("statements per page", () => {
  async function programWith(n: number) {
    const a = await affiliate(server);
    for (let i = 1; i <= n; i++) {
      await a.ok("POST", "/v1/partners", { email: `p${i}@example.com`, id: `p${i}`, payout_gateway: "manual" });
      const uid = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: a.program.id, id: `p${i}` } })).uid;
      await a.reward({ partnerUid: uid, amount: i });
      await a.reward({ partnerUid: uid, amount: 1 });
      await a.ok("POST", "/v1/payout_requests", { partner: { id: `p${i}` } });
    }
    await a.api("GET", "/v1/payout_requests"); // the key's first use
    return a;
  }

  it("costs the same for a page of 1 and of 6, on REST and on GraphQL with partner and rewards", async () => {
    const one = await programWith(1);
    const many = await programWith(6);
    let rows: { partner: { id: string }; reward_ids: string[] }[] = [];
    const rest = (a: typeof one) => async () => {
      const res = await a.api("GET", "/v1/payout_requests?limit=50");
      expect(res.status).toBe(200);
      rows = res.body.data;
    };
    const restOne = await countStatements(rest(one));
    expect(rows).toHaveLength(1);
    const restMany = await countStatements(rest(many));
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => /^p\d$/.test(r.partner.id) && r.reward_ids.length === 2)).toBe(true);
    expect(restMany).toBe(restOne);

    let nodes: { partner: { id: string }; rewards: { key: string }[] }[] = [];
    const graphql = (a: typeof one) => async () => {
      const res = await gqlOf(a.key)("{ payoutRequests(limit: 50) { edges { node { id partner { id email } rewards { key amount } } } } }");
      expect(res.errors).toBeUndefined();
      nodes = res.data.payoutRequests.edges.map((e: { node: unknown }) => e.node);
    };
    const gqlOne = await countStatements(graphql(one));
    const gqlMany = await countStatements(graphql(many));
    expect(nodes).toHaveLength(6);
    expect(nodes.every((n) => n.rewards.length === 2)).toBe(true);
    expect(gqlMany).toBe(gqlOne);
  });
});
