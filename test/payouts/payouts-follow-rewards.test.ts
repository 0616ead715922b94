// An open payout request follows the rewards under it: a refund that cuts one lowers the
// request's amount, which can then be approved and paid for what is owed; a deleted sale takes
// its reward out, and a request left with nothing is rejected. Sales go through the API, as
// the commission engine makes their rewards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function program() {
  const s = await seed(server).affiliate({ commission: { sale: { type: "percent", value: 10 }, holdDays: 0 } });
  await expectOk(s.api, "PUT", "/v1/program", { program_settings: { payout_threshold: 0 } });
  return s;
}

describe("an open payout request and the rewards under it", () => {
  it("a refund lowers the requested amount; the request is approved and paid for what is owed", async () => {
    const s = await program();
    await s.ok("POST", "/v1/transactions", { key: "a", amount: 100, customer: { key: "c1" } });
    await s.ok("POST", "/v1/transactions", { key: "b", amount: 50, customer: { key: "c1" } });
    const request = await expectOk(s.api, "POST", "/v1/payout_requests", { partner: { id: "pid" }, gateway: "manual" });
    expect(request.amount).toBe(15);
    await expectOk(s.api, "POST", `/v1/payout_requests/${request.id}/approve`);

    await s.ok("POST", "/v1/transactions", { key: "r", action: "refund", amount: 40, refund_of: "a" });
    expect(await expectOk(s.api, "GET", `/v1/payout_requests/${request.id}`)).toMatchObject({ status: "approved", amount: 11 });
    const paid = await expectOk(s.api, "POST", `/v1/payout_requests/${request.id}/mark_as_paid`);
    expect(paid).toMatchObject({ status: "finished", amount: 11 });
    const sale = await s.ok("GET", "/v1/transactions/a");
    expect(sale.rewards.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([[6, "paid"]]);
    expect((await expectOk(s.api, "GET", "/v1/program")).stats.payout_status_breakdown.finished).toEqual({ count: 1, amount: { USD: 11 } });
  });

  it("a deleted sale takes its reward out of the request; a request left with nothing is rejected and frees nothing twice", async () => {
    const s = await program();
    await s.ok("POST", "/v1/transactions", { key: "a", amount: 100, customer: { key: "c1" } });
    await s.ok("POST", "/v1/transactions", { key: "b", amount: 30, customer: { key: "c1" } });
    const request = await expectOk(s.api, "POST", "/v1/payout_requests", { partner: { id: "pid" }, gateway: "manual" });
    expect(request.reward_ids).toHaveLength(2);

    await expectOk(s.api, "DELETE", "/v1/transactions/b");
    const after = await expectOk(s.api, "GET", `/v1/payout_requests/${request.id}`);
    expect(after).toMatchObject({ status: "requested", amount: 10 });
    expect(after.reward_ids).toEqual([(await s.ok("GET", "/v1/transactions/a")).rewards[0].key]);
    await expectOk(s.api, "POST", `/v1/payout_requests/${request.id}/approve`);

    await expectOk(s.api, "DELETE", "/v1/transactions/a");
    const rejected = await expectOk(s.api, "GET", `/v1/payout_requests/${request.id}`);
    expect(rejected).toMatchObject({ status: "rejected", amount: 0 });
    // rejected by the deletion, it says so as one rejected by hand does
    const events = await s.prisma.outboxEvent.findMany({ where: { programId: s.program.id, type: "payout_request.rejected" } });
    expect(events.map((e) => e.payload)).toEqual([rejected]);
    // nothing is left to request
    expect((await s.api("POST", "/v1/payout_requests", { partner: { id: "pid" }, gateway: "manual" })).status).toBe(422);
  });
});
