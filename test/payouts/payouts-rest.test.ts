// Payout requests through REST: what a request takes (the whole approved unpaid balance of a
// currency, or the named rewards), its one view, listing and search, and every move with its
// effects on the rewards, the ledger and the events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { affiliate, eventsOf, HOUR, rewardRow, snapshot } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

describe("POST /v1/payout_requests", () => {
  it("takes the partner's whole approved, unpaid balance in the currency, and shows the request in its one view", async () => {
    const a = await affiliate(server);
    const r1 = await a.reward({ amount: "12.345" });
    const r2 = await a.reward({ amount: "7.655", status: "pending", holdUntil: new Date(Date.now() - HOUR) }); // past its hold: approved
    const clawBack = await a.reward({ amount: "-5" }); // a refund of a paid sale: owed at once
    // none of these is payable
    await a.reward({ status: "pending", holdUntil: new Date(Date.now() + HOUR) });
    await a.reward({ status: "in_review" });
    await a.reward({ status: "rejected" });
    await a.reward({ status: "paid", paidAt: new Date() });
    await a.reward({ archivedAt: new Date() });
    await a.reward({ isCurrency: false, currency: "points" });
    await a.reward({ currency: "EUR", amount: 99 });

    const created = await a.ok("POST", "/v1/payout_requests", { partner: { key: "ann-key" }, amount_units: "usd" });
    expect(created).toEqual({
      id: expect.any(Number),
      status: "requested",
      amount_units: "USD",
      amount: 15,
      currency: "USD",
      gateway: "paypal",
      payout_settings: { email: "ann.pay@example.com" },
      partner: { id: "ann", key: "ann-key", email: "ann@example.com" },
      reward_ids: [r1.id, r2.id, clawBack.id],
      created_at: expect.stringMatching(TIMESTAMP),
      approved_at: null,
      rejected_at: null,
      paid_at: null,
    });
    expect(await a.ok("GET", `/v1/payout_requests/${created.id}`)).toEqual(created);
    // the rewards are held by it; the EUR balance is a request of its own
    for (const r of [r1, r2, clawBack]) expect((await rewardRow(server, r.id)).payoutRequestId).toBe(created.id);
    const eur = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" }, amount_units: "EUR", amount: 99 });
    expect(eur).toMatchObject({ amount: 99, currency: "EUR", amount_units: "EUR" });
  });

  it("defaults to the program's currency, and takes only the named reward_ids (claw-backs still come along)", async () => {
    const a = await affiliate(server);
    const [one, two, three] = [await a.reward({ amount: 10 }), await a.reward({ amount: 20 }), await a.reward({ amount: 30 })];
    const clawBack = await a.reward({ amount: "-4.5" });
    const req = await a.ok("POST", "/v1/payout_requests", { partner: { email: "ANN@example.com" }, reward_ids: [one.id, three.id], amount: "35.5" });
    expect(req).toMatchObject({ currency: "USD", amount: 35.5, reward_ids: [one.id, three.id, clawBack.id] });
    expect((await rewardRow(server, two.id)).payoutRequestId).toBeNull();
    // the rest is still the partner's to request, and a reward is in one open request at most
    const taken = await a.api("POST", "/v1/payout_requests", { partner: { id: "ann" }, reward_ids: [one.id] });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ "reward_ids.0": [`The reward ${one.id} is already in payout request ${req.id}.`] });
    expect(await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } })).toMatchObject({ amount: 20, reward_ids: [two.id] });
    const nothing = await a.api("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    expect(nothing.status).toBe(422);
    expect(Object.keys(nothing.body.errors)).toEqual(["amount_units"]);
  });

  it("refuses a total below the program's payout_threshold with a 422 naming the amount, and changes nothing", async () => {
    const a = await affiliate(server, { threshold: 50 });
    await a.reward({ amount: "49.99" });
    const before = await snapshot(server, a.program);
    const res = await a.api("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 0,
      message: "The amount 49.99 USD is below the program's payout threshold of 50.00 USD.",
      errors: { amount: ["The amount 49.99 USD is below the program's payout threshold of 50.00 USD."] },
    });
    expect(await snapshot(server, a.program)).toEqual(before);
    await a.reward({ amount: "0.01" });
    expect(await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } })).toMatchObject({ amount: 50 });
  });

  it("uses the gateway and settings sent, over the partner's saved ones", async () => {
    const a = await affiliate(server);
    await a.reward({ amount: 10 });
    await a.reward({ amount: 10, currency: "EUR" });
    const crypto = await a.ok("POST", "/v1/payout_requests", {
      partner: { id: "ann" },
      gateway: "crypto",
      payout_settings: { wallet_address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", type: "BTC" },
    });
    expect(crypto).toMatchObject({ gateway: "crypto", payout_settings: { wallet_address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", type: "BTC" } });
    const paypal = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" }, amount_units: "EUR", gateway: "", payout_settings: { username: "ann_pays" } });
    expect(paypal).toMatchObject({ gateway: "paypal", payout_settings: { username: "ann_pays" } });
  });
});

describe("GET /v1/payout_requests and :search", () => {
  it("lists newest first with limit, page and sort, and searches by status, amount_units and partner", async () => {
    const a = await affiliate(server);
    await a.ok("POST", "/v1/partners", { email: "bob@example.com", id: "bob", key: "bob-key", payout_gateway: "manual" });
    const bobUid = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: a.program.id, id: "bob" } })).uid;
    await a.reward({ amount: 10 });
    const first = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await a.reward({ amount: 11, currency: "EUR" });
    const second = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" }, amount_units: "EUR" });
    await a.reward({ amount: 12, partnerUid: bobUid });
    const third = await a.ok("POST", "/v1/payout_requests", { partner: { id: "bob" } });
    await a.ok("POST", `/v1/payout_requests/${second.id}/approve`);

    const page1 = await a.api("GET", "/v1/payout_requests?limit=2");
    expect(page1.body.data.map((r: { id: number }) => r.id)).toEqual([third.id, second.id]);
    expect(page1.body.meta).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    const page2 = await a.api("GET", "/v1/payout_requests?limit=2&page=2");
    expect(page2.body.data.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const asc = await a.api("GET", "/v1/payout_requests?sort=asc");
    expect(asc.body.data.map((r: { id: number }) => r.id)).toEqual([first.id, second.id, third.id]);

    const ids = async (q: string) => (await a.api("GET", `/v1/payout_requests:search?${q}`)).body.data.map((r: { id: number }) => r.id);
    expect(await ids("status=approved")).toEqual([second.id]);
    expect(await ids("status=requested")).toEqual([third.id, first.id]);
    expect(await ids("amount_units=eur")).toEqual([second.id]);
    expect(await ids("partner_id=bob")).toEqual([third.id]);
    expect(await ids("partner_key=ann-key")).toEqual([second.id, first.id]);
    expect(await ids("partner_email=bob@example.com")).toEqual([third.id]);
    expect(await ids("partner.id=ann&amount_units=USD")).toEqual([first.id]);
    expect(await ids("status=finished")).toEqual([]);
  });

  it("answers 404 for an unknown id and 422 for one that is not a number", async () => {
    const a = await affiliate(server);
    expect(await a.api("GET", "/v1/payout_requests/999999")).toMatchObject({ status: 404, body: { status: 0, message: "Payout request not found" } });
    expect(await a.api("GET", "/v1/payout_requests/99999999999")).toMatchObject({ status: 422, body: { errors: { id: [expect.any(String)] } } });
    expect(await a.api("GET", "/v1/payout_requests/abc")).toMatchObject({ status: 422, body: { errors: { id: ["The id field must be an integer."] } } });
  });
});

describe("approve, reject and mark_as_paid", () => {
  it("approves only from requested and pays only once approved: a wrong move is a 400 and changes nothing", async () => {
    const a = await affiliate(server);
    await a.reward({ amount: 10 });
    const req = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    const before = await snapshot(server, a.program);
    const early = await a.api("POST", `/v1/payout_requests/${req.id}/mark_as_paid`);
    expect(early).toMatchObject({ status: 400, body: { status: 0, message: "Only an approved payout request can be marked as paid" } });
    expect(await snapshot(server, a.program)).toEqual(before);

    const approved = await a.ok("POST", `/v1/payout_requests/${req.id}/approve`);
    expect(approved).toMatchObject({ status: "approved", approved_at: expect.stringMatching(TIMESTAMP), paid_at: null });
    const again = await a.api("POST", `/v1/payout_requests/${req.id}/approve`);
    expect(again).toMatchObject({ status: 400, body: { message: "Only a requested payout request can be approved" } });
    expect((await a.ok("GET", `/v1/payout_requests/${req.id}`)).approved_at).toBe(approved.approved_at);

    const paid = await a.ok("POST", `/v1/payout_requests/${req.id}/mark_as_paid`);
    expect(paid).toMatchObject({ status: "finished", paid_at: expect.stringMatching(TIMESTAMP) });
    const afterPaid = await snapshot(server, a.program);
    for (const move of ["approve", "reject", "mark_as_paid"]) {
      expect((await a.api("POST", `/v1/payout_requests/${req.id}/${move}`)).status).toBe(400);
    }
    expect(await snapshot(server, a.program)).toEqual(afterPaid);
    expect(await a.ok("GET", `/v1/payout_requests:search?status=finished`)).toEqual([paid]);
  });

  it("reject gives the rewards back to the partner's balance, from requested or approved; a rejected request stays rejected", async () => {
    const a = await affiliate(server);
    const r = await a.reward({ amount: 10 });
    const req = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    const rejected = await a.ok("POST", `/v1/payout_requests/${req.id}/reject`);
    expect(rejected).toMatchObject({ status: "rejected", rejected_at: expect.stringMatching(TIMESTAMP), reward_ids: [r.id] });
    expect((await rewardRow(server, r.id)).payoutRequestId).toBeNull();
    expect((await a.api("POST", `/v1/payout_requests/${req.id}/reject`)).status).toBe(400);
    expect((await a.api("POST", `/v1/payout_requests/${req.id}/approve`)).status).toBe(400);

    const again = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    expect(again.reward_ids).toEqual([r.id]);
    await a.ok("POST", `/v1/payout_requests/${again.id}/approve`);
    await a.ok("POST", `/v1/payout_requests/${again.id}/reject`);
    expect((await rewardRow(server, r.id)).payoutRequestId).toBeNull();
    expect((await rewardRow(server, r.id)).status).toBe("approved");
  });

  it("mark_as_paid makes the rewards paid, records the payout in the ledger to the cent, and emits reward.paid with each reward's view", async () => {
    const a = await affiliate(server);
    const r1 = await a.reward({ amount: "10.10" });
    const r2 = await a.reward({ amount: "0.2", status: "pending", holdUntil: new Date(Date.now() - HOUR) });
    const req = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await a.ok("POST", `/v1/payout_requests/${req.id}/approve`);
    await a.ok("POST", `/v1/payout_requests/${req.id}/mark_as_paid`);

    for (const r of [r1, r2]) {
      const view = await a.ok("GET", `/v1/rewards/${r.id}`);
      expect(view).toMatchObject({ status: "paid", paid_at: expect.stringMatching(TIMESTAMP), approved_at: expect.stringMatching(TIMESTAMP) });
    }
    const ledger = await server.app.database.prisma.balanceEntry.findMany({ where: { programId: a.program.id }, orderBy: { amount: "asc" } });
    expect(ledger.map((e) => [e.reason, e.amount.toFixed(), e.currency, e.rewardId, e.partnerUid])).toEqual([
      ["payout", "-10.1", "USD", r1.id, a.uid],
      ["payout", "-0.2", "USD", r2.id, a.uid],
    ]);
    const events = await eventsOf(server, a.program, "reward.paid");
    expect(events.map((e) => e.resourceId).sort()).toEqual([r1.id, r2.id].sort());
    for (const e of events) expect(e.payload).toEqual(await a.ok("GET", `/v1/rewards/${e.resourceId}`));
    // the partner's figures agree: all paid, nothing left unpaid
    expect((await a.ok("GET", "/v1/partners/ann")).commissions).toMatchObject({ paid: [{ amount: 10.3, currency: "USD" }], not_paid: [] });
  });

  it("a reward in an open request cannot be rejected on its own (400): the request is rejected first", async () => {
    const a = await affiliate(server);
    const r = await a.reward({ amount: 10 });
    const req = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    const res = await a.api("POST", `/v1/rewards/${r.id}/reject`);
    expect(res).toMatchObject({ status: 400, body: { status: 0, message: `The reward is in payout request ${req.id}: reject that request first` } });
    expect((await rewardRow(server, r.id)).status).toBe("approved");
    await a.ok("POST", `/v1/payout_requests/${req.id}/reject`);
    expect(await a.ok("POST", `/v1/rewards/${r.id}/reject`)).toMatchObject({ status: "rejected" });
  });

  it("refuses to approve or pay a request whose rewards changed since (a refund cut one): 400, nothing paid", async () => {
    const a = await affiliate(server);
    const r = await a.reward({ amount: 10 });
    const req = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await a.ok("POST", `/v1/payout_requests/${req.id}/approve`);
    await server.app.database.prisma.reward.update({ where: { id: r.id }, data: { amount: 6 } });
    const before = await snapshot(server, a.program);
    const res = await a.api("POST", `/v1/payout_requests/${req.id}/mark_as_paid`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/changed since it was made/);
    expect(await snapshot(server, a.program)).toEqual(before);
    // rejecting it frees the reward, which a new request takes at its new amount
    await a.ok("POST", `/v1/payout_requests/${req.id}/reject`);
    expect(await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } })).toMatchObject({ amount: 6 });
  });
});

describe("the program statistics' payout_status_breakdown", () => {
  it("counts and sums the program's requests by status and currency exactly, and what is approved in no request yet", async () => {
    const a = await affiliate(server);
    await a.reward({ amount: "0.1" });
    await a.reward({ amount: "0.2" });
    const paid = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await a.ok("POST", `/v1/payout_requests/${paid.id}/approve`);
    await a.ok("POST", `/v1/payout_requests/${paid.id}/mark_as_paid`);
    await a.reward({ amount: 5, currency: "EUR" });
    await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" }, amount_units: "EUR" });
    await a.reward({ amount: 3 });
    await a.reward({ amount: 4, currency: "EUR" });
    await a.reward({ amount: 2 });
    const dropped = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await a.ok("POST", `/v1/payout_requests/${dropped.id}/reject`);
    const other = await affiliate(server);
    await other.reward({ amount: 7 });
    await other.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    const stats = (await a.ok("GET", "/v1/program")).stats;
    expect(stats.payout_status_breakdown).toEqual({
      requested: { count: 1, amount: { EUR: 5 } },
      approved: { count: 0, amount: {} },
      rejected: { count: 1, amount: { USD: 5 } },
      finished: { count: 1, amount: { USD: 0.3 } },
      // the rejected request freed its rewards: 3 + 2 USD and the 4 EUR never asked for
      unrequested: { count: 3, amount: { EUR: 4, USD: 5 } },
    });
  });
});

describe("payout request events", () => {
  it("announce each request and each move with the request as GET /v1/payout_requests/{id} shows it then", async () => {
    const a = await affiliate(server);
    await a.reward({ amount: 60 });
    const created = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    const path = `/v1/payout_requests/${created.id}`;
    const seen: [string, unknown][] = [["payout_request.created", await a.ok("GET", path)]];
    await a.ok("POST", `${path}/approve`);
    seen.push(["payout_request.approved", await a.ok("GET", path)]);
    await a.ok("POST", `${path}/mark_as_paid`);
    seen.push(["payout_request.paid", await a.ok("GET", path)]);

    await a.reward({ amount: 70 });
    const other = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await a.ok("POST", `/v1/payout_requests/${other.id}/reject`);
    const rejected = await a.ok("GET", `/v1/payout_requests/${other.id}`);

    const events = [];
    for (const type of ["payout_request.created", "payout_request.approved", "payout_request.paid", "payout_request.rejected"]) events.push(...(await eventsOf(server, a.program, type)));
    events.sort((x, y) => Number(x.id - y.id));
    expect(events.map((e) => [e.type, e.payload])).toEqual([...seen, ["payout_request.created", expect.objectContaining({ id: other.id, status: "requested" })], ["payout_request.rejected", rejected]]);
  });
});
