// Payout requests on GraphQL: the same rules as REST through the mutations and queries, and a
// page of requests costs the same statements whatever its size (partner and rewards joined).
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
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

const FIELDS = "id number status amount { amount currency } gateway payoutMethod { __typename ... on PayPalPayout { email username } } partner { id externalId key email } createdAt approvedAt rejectedAt paidAt";
const ERRORS = "userErrors { field message code }";

describe("GraphQL", () => {
  it("creates, finds, lists and moves payout requests through payloads", async () => {
    const a = await affiliate(server);
    const gql = gqlOf(a.key);
    const r1 = await a.reward({ amount: "2.5" });
    const r2 = await a.reward({ amount: "7.5" });
    const ann = (await gql(`{ partner(by: { key: "ann-key" }) { id } }`)).data.partner.id as string;
    const created = await gql(
      `mutation($input: PayoutRequestCreateInput!) { payoutRequestCreate(input: $input) { payoutRequest { ${FIELDS} rewards { totalCount edges { node { key status } } } } ${ERRORS} } }`,
      { input: { partnerId: ann, currency: "USD", amount: 10 } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.payoutRequestCreate.userErrors).toEqual([]);
    const req = created.data.payoutRequestCreate.payoutRequest;
    expect(req).toMatchObject({ status: "REQUESTED", amount: { amount: "10", currency: "USD" }, gateway: "PAYPAL", payoutMethod: { __typename: "PayPalPayout", email: expect.any(String) }, partner: { id: ann, externalId: "ann", key: "ann-key", email: "ann@example.com" } });
    expect(req.id).not.toBe(String(req.number));
    expect(req.rewards.totalCount).toBe(2);
    expect(req.rewards.edges.map((e: { node: { key: string } }) => e.node.key).sort()).toEqual([r1.id, r2.id].sort());

    // a move the status does not allow is a user error, and changes nothing
    const move = (name: string) => `mutation($id: ID!) { ${name}(input: { id: $id }) { payoutRequest { status paidAt } ${ERRORS} } }`;
    const wrong = await gql(move("payoutRequestMarkPaid"), { id: req.id });
    expect(wrong.data.payoutRequestMarkPaid).toEqual({ payoutRequest: null, userErrors: [{ field: null, message: "Only an approved payout request can be marked as paid", code: "NOT_ALLOWED" }] });
    expect((await gql(move("payoutRequestApprove"), { id: req.id })).data.payoutRequestApprove).toMatchObject({ payoutRequest: { status: "APPROVED" }, userErrors: [] });
    const paid = await gql(move("payoutRequestMarkPaid"), { id: req.id });
    expect(paid.data.payoutRequestMarkPaid).toMatchObject({ payoutRequest: { status: "PAID", paidAt: expect.any(String) }, userErrors: [] });

    // lookups: by global id, by number, through node(id); null when there is none
    expect((await gql("query($id: ID!) { payoutRequest(by: { id: $id }) { number status } }", { id: req.id })).data).toEqual({ payoutRequest: { number: req.number, status: "PAID" } });
    expect((await gql("query($n: Int!) { payoutRequest(by: { number: $n }) { id } }", { n: req.number })).data).toEqual({ payoutRequest: { id: req.id } });
    expect((await gql("query($id: ID!) { node(id: $id) { ... on PayoutRequest { number } } }", { id: req.id })).data).toEqual({ node: { number: req.number } });
    expect((await gql("{ payoutRequest(by: { number: 999999 }) { id } }")).data).toEqual({ payoutRequest: null });
    expect((await gql("query($id: ID!) { payoutRequest(by: { id: $id }) { id } }", { id: ann })).data).toEqual({ payoutRequest: null });

    // filters
    const list = (filter: unknown) => gql("query($f: PayoutRequestFilter) { payoutRequests(filter: $f) { totalCount edges { node { id status } } } }", { f: filter });
    expect((await list({ statuses: ["PAID"], partnerId: ann, currency: "USD" })).data.payoutRequests).toEqual({ totalCount: 1, edges: [{ node: { id: req.id, status: "PAID" } }] });
    expect((await list({ statuses: ["REQUESTED", "APPROVED"] })).data.payoutRequests.totalCount).toBe(0);
    expect((await list({ createdAt: { from: new Date(Date.now() + 3_600_000).toISOString() } })).data.payoutRequests.totalCount).toBe(0);

    // refusals name the input field, in GraphQL's names
    const bad = await gql(`mutation($input: PayoutRequestCreateInput!) { payoutRequestCreate(input: $input) { payoutRequest { id } ${ERRORS} } }`, {
      input: { partnerId: ann, currency: "usd", rewardIds: ["nope"] },
    });
    expect(bad.data.payoutRequestCreate.payoutRequest).toBeNull();
    expect(bad.data.payoutRequestCreate.userErrors).toEqual([{ field: ["input", "rewardIds", "0"], message: "The reward nope is not a reward of this partner.", code: "INVALID" }]);
    const nobody = await gql(`mutation($input: PayoutRequestCreateInput!) { payoutRequestCreate(input: $input) { ${ERRORS} } }`, { input: { partnerId: req.id } });
    expect(nobody.data.payoutRequestCreate.userErrors).toEqual([{ field: ["input", "partnerId"], message: "The partner was not found in this program.", code: "INVALID" }]);
    const rejectPaid = await gql(move("payoutRequestReject"), { id: req.id });
    expect(rejectPaid.data.payoutRequestReject.userErrors[0]).toMatchObject({ message: "Only a requested or approved payout request can be rejected", code: "NOT_ALLOWED" });
    // the CSV payment file is REST's only
    expect((await gql("{ payoutRequestsCsv }")).errors?.[0]?.message).toContain("payoutRequestsCsv");
  });

  it("shows and sets a partner's saved payout method", async () => {
    const a = await affiliate(server);
    const gql = gqlOf(a.key);
    const ann = (await gql(`{ partner(by: { externalId: "ann" }) { id } }`)).data.partner.id as string;
    const res = await gql(
      `mutation($id: ID!) { partnerUpdate(input: { id: $id, payoutMethod: { crypto: { walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7", network: "ETH" } } }) { partner { payoutGateway payoutMethod { __typename ... on CryptoPayout { walletAddress network } } } } }`,
      { id: ann },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.partnerUpdate.partner).toEqual({
      payoutGateway: "CRYPTO",
      payoutMethod: { __typename: "CryptoPayout", walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7", network: "ETH" },
    });
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

    let nodes: { partner: { id: string }; rewards: unknown[] }[] = [];
    const graphql = (a: typeof one) => async () => {
      const res = await gqlOf(a.key)("{ payoutRequests(first: 50) { edges { node { id partner { id email } rewards { edges { node { key amount { amount currency } } } } } } } }");
      expect(res.errors).toBeUndefined();
      nodes = res.data.payoutRequests.edges.map((e: { node: { rewards: { edges: { node: unknown }[] } } }) => ({ ...e.node, rewards: e.node.rewards.edges.map((r) => r.node) }));
    };
    const gqlOne = await countStatements(graphql(one));
    const gqlMany = await countStatements(graphql(many));
    expect(nodes).toHaveLength(6);
    expect(nodes.every((n) => n.rewards.length === 2)).toBe(true);
    expect(gqlMany).toBe(gqlOne);
  });
});
