// Several redemptions in one statement (writeRedemptions, what the redemption writer sends for
// concurrent redemptions): each is recorded once, under its owner's limit, with its event carrying
// the counter and the recent list as that redemption left them; a key recorded before, or earlier
// in the statement, records nothing; a deleted coupon takes none. And the read a redemption alone
// starts with (the coupon and its sale in one statement) gives the coupon's row as Prisma reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponInclude } from "../../src/modules/coupons/coupon.view.js";
import { findCouponToRedeem } from "../../src/modules/coupons/coupons.service.js";
import { writeRedemptions, type RedemptionWrite } from "../../src/modules/coupons/redemption-statement.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram, type CouponProgram } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Entry = { redeemed_at: string; transaction_key: string };

describe("writeRedemptions", () => {
  let s: CouponProgram;
  const uidOf = async (code: string) => (await s.prisma.coupon.findFirstOrThrow({ where: { programId: s.program.id, code } })).uid;

  it("records each redemption once under its coupon's limit, each event with the counter and list it left", async () => {
    s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "LIM", redemption_times_status: true, redemption_times_value: 3 });
    await s.createCoupon({ uuid_code: "FREE" });
    await s.createCoupon({ uuid_code: "GONE" });
    for (const key of ["k1", "k2", "k3", "k4"]) await s.sale(key);
    await s.redeemCoupon("LIM", "k1");
    await s.ok("DELETE", "/v1/coupons/GONE");
    await s.events();
    const [lim, free, gone] = [await uidOf("LIM"), await uidOf("FREE"), await uidOf("GONE")];
    const sales = new Map((await s.prisma.transaction.findMany({ where: { programId: s.program.id } })).map((t) => [t.key, t.uid]));
    // after the redemption recorded before (now): the lists are newest last in this order
    let at = Date.now() + 60_000;
    const write = (ownerUid: string, key: string, resourceId: string): RedemptionWrite => ({
      programId: s.program.id,
      ownerUid,
      limit: ownerUid === lim ? 3 : null,
      saleUid: sales.get(key)!,
      transactionKey: key,
      redeemedAt: new Date((at += 1000)),
      updatedAt: new Date(at),
      resourceId,
      view: { uuid_code: resourceId, times_redeemed: -1, additional_info: "replaced" },
      detail: { transactionKey: key },
    });
    const batch = [
      write(lim, "k1", "LIM"), // recorded before
      write(lim, "k2", "LIM"),
      write(lim, "k2", "LIM"), // repeated in the batch
      write(free, "k2", "FREE"),
      write(lim, "k3", "LIM"), // the limit's last place
      write(lim, "k4", "LIM"), // past the limit
      write(gone, "k4", "GONE"),
    ];
    const answers = await writeRedemptions(s.prisma, "Coupon", batch, server.app.events.id);
    expect(answers.map((a) => (a.recorded ? a.timesRedeemed : a.why))).toEqual(["already_recorded", 2, "already_recorded", 1, 3, "limit_reached", "gone"]);

    const keysOf = (list: Entry[]) => list.map((r) => r.transaction_key);
    const recorded = answers.flatMap((a) => (a.recorded ? [a] : []));
    expect(recorded.map((a) => keysOf(a.recentRedemptions))).toEqual([["k1", "k2"], ["k2"], ["k1", "k2", "k3"]]);
    // the rows: each key once, the counters and lists as the last redemption of each left them
    const rows = await s.prisma.redemption.findMany({ where: { programId: s.program.id }, orderBy: [{ redeemedAt: "asc" }, { id: "asc" }] });
    expect(rows.map((r) => `${r.couponUid === lim ? "LIM" : r.couponUid === free ? "FREE" : "?"}:${r.transactionKey}`)).toEqual(["LIM:k1", "LIM:k2", "FREE:k2", "LIM:k3"]);
    const coupons = await s.prisma.coupon.findMany({ where: { uid: { in: [lim, free, gone] } }, orderBy: { code: "asc" } });
    expect(coupons.map((c) => [c.code, c.timesRedeemed, keysOf(c.recentRedemptions as Entry[])])).toEqual([
      ["FREE", 1, ["k2"]],
      ["GONE", 0, []],
      ["LIM", 3, ["k1", "k2", "k3"]],
    ]);
    // each redemption's own event: its counter, and the list as it left it (ids are not shown)
    const events = await s.prisma.outboxEvent.findMany({ where: { id: { in: recorded.map((a) => a.event) } }, orderBy: { id: "asc" } });
    expect(events.map((e) => e.id)).toEqual(recorded.map((a) => a.event));
    expect(events.map((e) => [e.resourceId, (e.payload as { times_redeemed: number }).times_redeemed, (e.detail as { transactionKey: string }).transactionKey])).toEqual([
      ["LIM", 2, "k2"],
      ["FREE", 1, "k2"],
      ["LIM", 3, "k3"],
    ]);
    for (const [i, e] of events.entries()) {
      const info = (e.payload as { additional_info: { redemptions: Entry[]; redemptions_total: number } }).additional_info;
      expect(info.redemptions).toEqual(recorded[i]!.recentRedemptions.map(({ redeemed_at, transaction_key }) => ({ redeemed_at, transaction_key })));
      expect(info.redemptions_total).toBe(recorded[i]!.timesRedeemed);
    }
    // what GET shows is what the last redemption's event showed
    const last = await s.getCoupon("LIM");
    expect(last.additional_info).toEqual((events[2]!.payload as { additional_info: unknown }).additional_info);
  });

  it("reads a coupon for a redemption as Prisma reads it, with the sale or without one", async () => {
    const coupon = await s.prisma.coupon.findFirstOrThrow({ where: { programId: s.program.id, code: "LIM" }, include: couponInclude });
    const withSale = await findCouponToRedeem(s.ctx, "LIM", "k4");
    expect(withSale.coupon).toEqual(coupon);
    expect(withSale.sale).toMatchObject({ uid: expect.any(String), recorded: false, partnerId: "pid" });
    expect(withSale.sale!.amount.toString()).toBe("100");
    // by its numeric id too; a recorded key says so; an unknown key is no sale
    expect((await findCouponToRedeem(s.ctx, String(coupon.id), "k1")).sale).toMatchObject({ recorded: true });
    expect((await findCouponToRedeem(s.ctx, "LIM", "no-such-sale")).sale).toBeNull();
    await expect(findCouponToRedeem(s.ctx, "GONE", "k4")).rejects.toMatchObject({ status: 404 });
  });
});
