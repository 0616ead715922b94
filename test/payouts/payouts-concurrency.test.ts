// Requests at once: two payout requests never take the same reward, and a request is paid once
// (one set of ledger entries, one reward.paid a reward), however many ask together.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { affiliate, eventsOf } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("parallel requests", () => {
  it("of requests for the same balance, one takes the rewards; the others are refused (409 or 422) and create nothing", async () => {
    const a = await affiliate(server);
    const rewards = await Promise.all([1, 2, 3].map((n) => a.reward({ amount: n })));
    const results = await Promise.all(Array.from({ length: 6 }, () => a.api("POST", "/v1/payout_requests", { partner: { id: "ann" } })));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect([409, 422]).toContain(r.status);
    const db = server.app.database.prisma;
    expect(await db.payoutRequest.count({ where: { programId: a.program.id } })).toBe(1);
    const rows = await db.reward.findMany({ where: { id: { in: rewards.map((r) => r.id) } } });
    expect(new Set(rows.map((r) => r.payoutRequestId))).toEqual(new Set([won[0]!.body.data.id]));
  });

  it("of requests naming one reward, only one holds it", async () => {
    const a = await affiliate(server);
    const shared = await a.reward({ amount: 5 });
    const own = await Promise.all([1, 2, 3, 4].map(() => a.reward({ amount: 1 })));
    const results = await Promise.all(own.map((r) => a.api("POST", "/v1/payout_requests", { partner: { id: "ann" }, reward_ids: [shared.id, r.id] })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const holders = await server.app.database.prisma.payoutRequest.findMany({ where: { programId: a.program.id } });
    expect(holders).toHaveLength(1);
    expect(holders[0]!.rewardIds).toContain(shared.id);
  });

  it("of mark_as_paid on one request, one pays; the ledger and reward.paid are written once", async () => {
    const a = await affiliate(server);
    await a.reward({ amount: 4 });
    await a.reward({ amount: 6 });
    const req = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await a.ok("POST", `/v1/payout_requests/${req.id}/approve`);
    const results = await Promise.all(Array.from({ length: 5 }, () => a.api("POST", `/v1/payout_requests/${req.id}/mark_as_paid`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await server.app.database.prisma.balanceEntry.count({ where: { programId: a.program.id } })).toBe(2);
    expect(await eventsOf(server, a.program, "reward.paid")).toHaveLength(2);
  });
});
