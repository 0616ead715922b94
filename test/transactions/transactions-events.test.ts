// Every transaction event's payload is the transaction exactly as GET /v1/transactions/{key}
// shows it at that moment, and every reward.created payload is that reward as the
// transaction's rewards[] shows it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("transaction events", () => {
  it("carry the transaction as GET shows it, through create, refund, archive, restore and delete", async () => {
    const s = await seed(server).affiliate({ commission: { tiers: [{ level: 2, type: "static", value: 1 }] } });
    await s.partner({ email: "up@example.com", id: "up" });
    await s.prisma.partner.updateMany({ where: { programId: s.program.id, id: "pid" }, data: { referringPartnerUid: (await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, id: "up" } })).uid } });
    await s.events();

    await s.ok("POST", "/v1/transactions", { key: "sale", amount: 100, customer: { key: "c1" }, product_type: "books", discount_code: "X", gross_amount: 110, discount_amount: 10 });
    const created = await s.events();
    expect(created.map((e) => e.type)).toEqual(["transaction.created", "reward.created", "reward.created"]);
    const sale = await s.ok("GET", "/v1/transactions/sale");
    expect(created[0]!.payload).toEqual(sale);
    expect(created[0]!.resourceId).toBe("sale");
    expect([created[1]!.payload, created[2]!.payload]).toEqual(sale.rewards);

    await s.ok("POST", "/v1/transactions", { key: "refund", amount: -40, refund_of: "sale" });
    const refunded = await s.events();
    expect(refunded.map((e) => e.type)).toEqual(["transaction.created", "transaction.updated", "reward.updated", "reward.updated"]);
    expect(refunded[0]!.payload).toEqual(await s.ok("GET", "/v1/transactions/refund"));
    const afterRefund = await s.ok("GET", "/v1/transactions/sale");
    expect(refunded[1]!.payload).toEqual(afterRefund);
    // both commissions the refund cut, with their new amounts
    expect([refunded[2]!.payload, refunded[3]!.payload]).toEqual(afterRefund.rewards);

    for (const action of ["archive", "revoke-archive"]) {
      await expectOk(s.api, "POST", `/v1/transactions/sale/${action}`);
      const [e, ...rest] = await s.events();
      expect(rest).toEqual([]);
      expect(e!.type).toBe("transaction.updated");
      expect(e!.payload).toEqual(await s.ok("GET", "/v1/transactions/sale"));
    }

    const before = await s.ok("GET", "/v1/transactions/refund");
    await expectOk(s.api, "DELETE", "/v1/transactions/refund");
    const [deleted] = await s.events();
    expect(deleted!.type).toBe("transaction.deleted");
    expect(deleted!.payload).toEqual({ ...before, deleted_at: expect.stringMatching(/Z$/), updated_at: expect.any(String) });
  });
});
