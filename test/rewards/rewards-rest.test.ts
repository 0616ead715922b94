// Rewards through REST: effective statuses (a pending reward past its hold reads approved
// before any sweep), approve and reject with their 400s, filters and paging, and the events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { eventsOf, HOUR, partnerUid, warmUp } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await warmUp(server);
});
afterAll(() => server.close());

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

async function affiliateWithPartner() {
  const p = await seed(server).program("Affiliate");
  await p.ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "ann-key" });
  const uid = await partnerUid(server, p.program, "ann");
  return { ...p, uid };
}

describe("GET /v1/rewards/{key}", () => {
  it("shows the reward in the one view; a pending reward whose hold has passed is approved before the sweep writes it", async () => {
    const { ok, program, uid } = await affiliateWithPartner();
    const holdUntil = new Date(Date.now() - HOUR);
    const passed = await seed(server).of(program).reward({ status: "pending", holdUntil, partnerUid: uid, amount: "12.345", action: "sale", productId: "sku-1" });
    const held = await seed(server).of(program).reward({ status: "pending", holdUntil: new Date(Date.now() + HOUR), partnerUid: uid });

    const got = await ok("GET", `/v1/rewards/${passed.id}`);
    expect(got).toEqual({
      key: passed.id,
      kind: "commission",
      action: "sale",
      status: "approved",
      amount: 12.345,
      amount_units: "USD",
      is_currency: true,
      partner: "ann",
      customer: null,
      subscriber: null,
      transaction: null,
      tier: 1,
      note: "",
      review_reason: null,
      hold_until: expect.stringMatching(TIMESTAMP),
      approved_at: expect.stringMatching(TIMESTAMP),
      rejected_at: null,
      paid_at: null,
      created_at: expect.stringMatching(TIMESTAMP),
      product_type_data: { product_id: "sku-1", product_type: null },
    });
    // approved from the end of the hold
    expect(got.approved_at).toBe(got.hold_until);
    // nothing was written: the row is still pending
    expect((await server.app.database.prisma.reward.findUniqueOrThrow({ where: { id: passed.id } })).status).toBe("pending");

    expect((await ok("GET", `/v1/rewards/${held.id}`)).status).toBe("pending");
    expect((await ok("GET", `/v1/rewards/${held.id}`)).approved_at).toBeNull();

    // the status filter and the partner's figures agree with the view
    const approved = await ok("GET", "/v1/rewards?status=approved");
    expect((approved as unknown as { key: string }[]).map((r) => r.key)).toEqual([passed.id]);
    const pending = await ok("GET", "/v1/rewards?status=pending");
    expect((pending as unknown as { key: string }[]).map((r) => r.key)).toEqual([held.id]);
    const partner = await ok("GET", "/v1/partners/ann");
    expect(partner.commissions).toEqual({ not_paid: [{ amount: 12.345, currency: "USD" }], paid: [], pending: [{ amount: 10, currency: "USD" }] });
  });

  it("404s an unknown key", async () => {
    const { api } = await seed(server).program();
    const res = await api("GET", "/v1/rewards/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, message: "Reward not found" });
  });
});

describe("POST /v1/rewards/{key}/approve and /reject", () => {
  it("approves a pending or in-review reward once, with reward.approved carrying the GET view", async () => {
    const { api, ok, program, uid } = await affiliateWithPartner();
    const pending = await seed(server).of(program).reward({ status: "pending", holdUntil: new Date(Date.now() + 30 * 24 * HOUR), partnerUid: uid });
    const review = await seed(server).of(program).reward({ status: "in_review", reviewReason: "self_referral", partnerUid: uid });

    const a = await ok("POST", `/v1/rewards/${pending.id}/approve`);
    expect(a).toMatchObject({ key: pending.id, status: "approved", approved_at: expect.stringMatching(TIMESTAMP) });
    const b = await ok("POST", `/v1/rewards/${review.id}/approve`);
    expect(b).toMatchObject({ status: "approved", review_reason: "self_referral" });

    const events = await eventsOf(server, program, "reward.approved");
    expect(events.map((e) => e.resourceId)).toEqual([pending.id, review.id]);
    expect(events[0]!.payload).toEqual(await ok("GET", `/v1/rewards/${pending.id}`));
    expect(events[1]!.payload).toEqual(b);

    // approving again is refused and writes nothing
    const again = await api("POST", `/v1/rewards/${pending.id}/approve`);
    expect(again.status).toBe(400);
    expect(again.body.status).toBe(0);
    expect(await eventsOf(server, program, "reward.approved")).toHaveLength(2);
  });

  it("rejects pending, in-review and approved rewards with an optional reason; never a paid or a rejected one", async () => {
    const { api, ok, program, uid } = await affiliateWithPartner();
    const statuses = ["pending", "in_review", "approved"] as const;
    for (const status of statuses) {
      const r = await seed(server).of(program).reward({ status, partnerUid: uid });
      const res = await ok("POST", `/v1/rewards/${r.id}/reject`, status === "approved" ? { reason: "Refunded outside the shop" } : undefined);
      expect(res).toMatchObject({ status: "rejected", rejected_at: expect.stringMatching(TIMESTAMP) });
      if (status === "approved") expect(res.review_reason).toBe("Refunded outside the shop");
      const twice = await api("POST", `/v1/rewards/${r.id}/reject`);
      expect(twice.status).toBe(400);
    }

    const paid = await seed(server).of(program).reward({ status: "paid", paidAt: new Date(), partnerUid: uid });
    for (const action of ["reject", "approve"]) {
      const res = await api("POST", `/v1/rewards/${paid.id}/${action}`, { reason: "no" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, message: expect.any(String) });
    }
    const row = await server.app.database.prisma.reward.findUniqueOrThrow({ where: { id: paid.id } });
    expect(row).toMatchObject({ status: "paid", rejectedAt: null, reviewReason: null });

    // rejected rewards count nowhere in the partner's figures; paid ones as paid
    const partner = await ok("GET", "/v1/partners/ann");
    expect(partner.commissions).toEqual({ not_paid: [], paid: [{ amount: 10, currency: "USD" }], pending: [] });
    // a rejected reward cannot be approved
    const rejected = await server.app.database.prisma.reward.findFirstOrThrow({ where: { programId: program.id, status: "rejected" } });
    expect((await api("POST", `/v1/rewards/${rejected.id}/approve`)).status).toBe(400);
  });

  it("of many approvals at once, one wins and writes one event", async () => {
    const { api, program, uid } = await affiliateWithPartner();
    const r = await seed(server).of(program).reward({ status: "in_review", partnerUid: uid });
    const results = await Promise.all(Array.from({ length: 6 }, () => api("POST", `/v1/rewards/${r.id}/approve`)));
    expect(results.map((x) => x.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await eventsOf(server, program, "reward.approved")).toHaveLength(1);
  });

  it("404s another program's reward, and changes nothing", async () => {
    const mine = await affiliateWithPartner();
    const other = await seed(server).program("Affiliate");
    const r = await seed(server).of(mine.program).reward({ status: "pending", partnerUid: mine.uid });
    for (const [method, path] of [["GET", `/v1/rewards/${r.id}`], ["POST", `/v1/rewards/${r.id}/approve`], ["POST", `/v1/rewards/${r.id}/reject`]] as const) {
      const res = await other.api(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ status: 0, message: "Reward not found" });
    }
    const list = await other.api("GET", "/v1/rewards");
    expect(list.body.data).toEqual([]);
    expect(list.body.meta.total).toBe(0);
    expect((await server.app.database.prisma.reward.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("pending");
  });
});

describe("a partner's one-off bonus", () => {
  it("is an approved reward of kind bonus, approved when given, listed with the partner's rewards", async () => {
    const { ok } = await affiliateWithPartner();
    const bonus = await ok("POST", "/v1/partners/ann/reward", { amount: 25, note: "Launch" });
    const reward = await ok("GET", `/v1/rewards/${bonus.id}`);
    expect(reward).toMatchObject({ key: bonus.id, kind: "bonus", status: "approved", amount: 25, partner: "ann", approved_at: bonus.created_at });
    expect(((await ok("GET", "/v1/rewards?partner_id=ann&kind=bonus")) as unknown as { key: string }[]).map((r) => r.key)).toEqual([bonus.id]);
  });
});

describe("GET /v1/rewards", () => {
  it("filters by partner, customer, transaction, status and kind (flat and dotted), and pages newest first", async () => {
    const { api, ok, program, uid } = await affiliateWithPartner();
    await ok("POST", "/v1/partners", { email: "bob@example.com", id: "bob", key: "bob-key" });
    const bob = await partnerUid(server, program, "bob");
    await ok("POST", "/v1/customers", { key: "cust-1", partner: { key: "ann-key" } });
    const customer = await server.app.database.prisma.customer.findFirstOrThrow({ where: { programId: program.id, key: "cust-1" } });
    const sale = await server.app.database.prisma.transaction.create({
      data: { programId: program.id, key: "sale-1", action: "sale", amount: 100, currency: "USD", customerUid: customer.uid, partnerUid: uid },
    });
    const t0 = Date.now() - 10 * HOUR;
    const at = (i: number) => new Date(t0 + i * 1000);
    const r1 = await seed(server).of(program).reward({ partnerUid: uid, customerUid: customer.uid, transactionUid: sale.uid, createdAt: at(1) });
    const r2 = await seed(server).of(program).reward({ partnerUid: uid, kind: "bonus", createdAt: at(2) });
    const r3 = await seed(server).of(program).reward({ partnerUid: bob, status: "paid", createdAt: at(3) });
    const r4 = await seed(server).of(program).reward({ partnerUid: bob, status: "in_review", createdAt: at(4) });

    const keys = async (query: string) => {
      const res = await api("GET", `/v1/rewards${query}`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      return (res.body.data as { key: string }[]).map((r) => r.key);
    };
    expect(await keys("")).toEqual([r4.id, r3.id, r2.id, r1.id]);
    expect(await keys("?sort=asc")).toEqual([r1.id, r2.id, r3.id, r4.id]);
    expect(await keys("?partner_id=ann")).toEqual([r2.id, r1.id]);
    expect(await keys("?partner_key=bob-key")).toEqual([r4.id, r3.id]);
    expect(await keys("?partner_email=BOB@example.com")).toEqual([r4.id, r3.id]);
    expect(await keys("?partner.key=ann-key")).toEqual([r2.id, r1.id]);
    expect(await keys("?customer_key=cust-1")).toEqual([r1.id]);
    expect(await keys("?customer.key=cust-1")).toEqual([r1.id]);
    expect(await keys("?transaction_key=sale-1")).toEqual([r1.id]);
    expect(await keys("?status=paid")).toEqual([r3.id]);
    expect(await keys("?status=in_review")).toEqual([r4.id]);
    expect(await keys("?kind=bonus")).toEqual([r2.id]);
    expect(await keys("?partner_key=bob-key&status=paid")).toEqual([r3.id]);
    expect(await keys("?partner_key=nobody")).toEqual([]);
    expect(await keys("?transaction_key=other")).toEqual([]);

    const page2 = await api("GET", "/v1/rewards?limit=3&page=2");
    expect((page2.body.data as { key: string }[]).map((r) => r.key)).toEqual([r1.id]);
    expect(page2.body.meta).toMatchObject({ current_page: 2, per_page: 3, from: 4, to: 4, total: 4 });
    expect(page2.body.links.prev).toContain("page=1");
    expect(page2.body.links.next).toBeNull();
    expect((await api("GET", "/v1/rewards?limit=0")).status).toBe(422);
    expect((await api("GET", "/v1/rewards?status=lost")).status).toBe(422);
  });

  it("filters by subscriber in newsletter programs", async () => {
    const { ok, program } = await seed(server).program("Newsletter");
    await ok("POST", "/v1/subscribers", { email: "s1@example.com", id: "s1" });
    await ok("POST", "/v1/subscribers", { email: "s2@example.com", id: "s2" });
    const [s1, s2] = await Promise.all(["s1", "s2"].map((id) => server.app.database.prisma.subscriber.findFirstOrThrow({ where: { programId: program.id, id } })));
    const a = await seed(server).of(program).reward({ subscriberUid: s1!.uid, kind: "referral" });
    await seed(server).of(program).reward({ subscriberUid: s2!.uid, kind: "referral" });
    expect((await ok("GET", "/v1/rewards?subscriber_id=s1") as unknown as { key: string; subscriber: string }[]).map((r) => [r.key, r.subscriber])).toEqual([[a.id, "s1"]]);
    expect((await ok("GET", "/v1/rewards?subscriber.email=s1@example.com") as unknown as { key: string }[]).map((r) => r.key)).toEqual([a.id]);
  });
});
