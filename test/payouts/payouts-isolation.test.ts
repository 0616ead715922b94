// One program's key never reads or changes another's payout requests, partners or rewards, on
// any route; and the routes exist for affiliate programs only.
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { affiliate, snapshot } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("isolation across programs", () => {
  it("another program's key finds nothing of ours on any route, and changes nothing", async () => {
    const ours = await affiliate(server);
    const reward = await ours.reward({ amount: 10 });
    await ours.reward({ amount: 5 });
    const requested = await ours.ok("POST", "/v1/payout_requests", { partner: { id: "ann" }, reward_ids: [reward.id] });
    const approved = await ours.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await ours.ok("POST", `/v1/payout_requests/${approved.id}/approve`);

    // the other program has a partner with the same id, key and email
    const theirs = await affiliate(server);
    await theirs.reward({ amount: 1 });
    const before = await snapshot(server, ours.program);

    for (const path of [`/v1/payout_requests/${requested.id}`, `/v1/payout_requests/${approved.id}`]) {
      expect((await theirs.api("GET", path)).status).toBe(404);
    }
    for (const move of ["approve", "reject", "mark_as_paid"]) {
      for (const id of [requested.id, approved.id]) expect((await theirs.api("POST", `/v1/payout_requests/${id}/${move}`)).status).toBe(404);
    }
    expect((await theirs.api("GET", "/v1/payout_requests")).body.data).toEqual([]);
    for (const q of ["partner_id=ann", "partner_key=ann-key", "partner_email=ann@example.com", "status=approved", "amount_units=USD"]) {
      expect((await theirs.api("GET", `/v1/payout_requests:search?${q}`)).body.data).toEqual([]);
    }
    expect((await theirs.api("GET", "/v1/payout_requests/export")).body).toBe("");
    // our reward is no reward of their partner "ann"
    const steal = await theirs.api("POST", "/v1/payout_requests", { partner: { id: "ann" }, reward_ids: [reward.id] });
    expect(steal.status).toBe(422);
    expect(steal.body.errors).toEqual({ "reward_ids.0": [`The reward ${reward.id} is not a reward of this partner.`] });
    // their whole-balance request takes their own reward only
    expect(await theirs.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } })).toMatchObject({ amount: 1 });

    const gql = (query: string, variables?: Record<string, unknown>) => server.gql(theirs.key, parse(query) as never, variables as never);
    const ourGql = (query: string, variables?: Record<string, unknown>) => server.gql(ours.key, parse(query) as never, variables as never);
    const ourId = ((await ourGql("query($n: Int!) { payoutRequest(by: { number: $n }) { id } }", { n: approved.id })).data as { payoutRequest: { id: string } }).payoutRequest.id;
    expect((await gql("query($n: Int!) { payoutRequest(by: { number: $n }) { id } }", { n: approved.id })).data).toEqual({ payoutRequest: null });
    expect((await gql("query($id: ID!) { payoutRequest(by: { id: $id }) { id } }", { id: ourId })).data).toEqual({ payoutRequest: null });
    expect((await gql("query($id: ID!) { node(id: $id) { id } }", { id: ourId })).data).toEqual({ node: null });
    expect((await gql("{ payoutRequests { totalCount } }")).data).toEqual({ payoutRequests: { totalCount: 1 } });
    for (const move of ["payoutRequestApprove", "payoutRequestReject", "payoutRequestMarkPaid"]) {
      const res = await gql(`mutation($id: ID!) { ${move}(input: { id: $id }) { payoutRequest { id } userErrors { code } } }`, { id: ourId });
      expect(res.data).toEqual({ [move]: { payoutRequest: null, userErrors: [{ code: "NOT_FOUND" }] } });
    }

    // their partner "ann" is theirs: changing its payout method leaves ours as it was
    await theirs.ok("PUT", "/v1/partners/ann", { payout_gateway: "wise", payout_settings: { email: "thief@example.com" } });
    expect(await ours.ok("GET", "/v1/partners/ann")).toMatchObject({ payout_gateway: "paypal", payout_settings: { email: "ann.pay@example.com" } });

    expect(await snapshot(server, ours.program)).toEqual(before);
    expect((await ours.ok("GET", `/v1/payout_requests/${approved.id}`)).status).toBe("approved");
  });
});

describe("program types", () => {
  it.each(["Referral", "Newsletter"] as const)("a %s program has no payout requests: 400 on every route", async (type) => {
    const { api, key } = await seed(server).program(type);
    const routes: [string, string, unknown?][] = [
      ["GET", "/v1/payout_requests"],
      ["GET", "/v1/payout_requests:search?status=requested"],
      ["GET", "/v1/payout_requests/export"],
      ["GET", "/v1/payout_requests/1"],
      ["POST", "/v1/payout_requests", { partner: { id: "x" } }],
      ["POST", "/v1/payout_requests/1/approve"],
      ["POST", "/v1/payout_requests/1/reject"],
      ["POST", "/v1/payout_requests/1/mark_as_paid"],
    ];
    for (const [method, path, body] of routes) {
      const res = await api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toEqual({ status: 0, message: `Payout requests is not available for ${type} programs` });
    }
    const res = await server.gql(key, parse("{ payoutRequests { totalCount } }") as never);
    expect(res.errors?.[0]?.message).toBe(`Payout requests is not available for ${type} programs`);
  });
});
