// The redemption rules at the service level: each refusal has its reason, and a
// refusal changes nothing; the input rules as the coupon schema states them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceContext, type ServiceContext } from "../../src/core/context.js";
import { Decimal } from "../../src/core/money.js";
import { couponSchema, mergeMetadata } from "../../src/modules/coupons/coupon-input.js";
import { redeemCoupon } from "../../src/modules/coupons/coupons.service.js";
import { redeemPromotionCode } from "../../src/modules/promotion-codes/promotion-codes.service.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("redemption rules", () => {
  it("gives each refusal its reason and records nothing for it", async () => {
    const s = await couponProgram(server);
    const ctx: ServiceContext = serviceContext({ app: server.app, program: s.program });
    await s.createCoupon({ uuid_code: "ONE", redemption_times_status: true, redemption_times_value: 1, promotion_codes: [{ code: "FIRST", first_time_order: true }] });
    await s.createCoupon({ uuid_code: "GONE", redemption_specific_date_status: true, redemption_specific_date_value: "2021-06-30" });
    await s.sale("t1", { created_at: "2021-06-30T23:59:59Z" });
    await s.sale("t2");
    await s.ok("POST", "/v1/transactions", { key: "t1-refund", action: "refund", amount: 100, customer: { key: "c1" }, refund_of: "t1" });

    expect((await redeemCoupon(ctx, "ONE", "missing")).redemption).toBe("unknown_transaction");
    expect((await redeemCoupon(ctx, "ONE", "t1")).redemption).toBeNull();
    expect((await redeemCoupon(ctx, "ONE", "t1")).redemption).toBe("already_recorded");
    expect((await redeemCoupon(ctx, "ONE", "t2")).redemption).toBe("limit_reached");
    // the last second of the expiry date still counts; a later sale does not
    expect((await redeemCoupon(ctx, "GONE", "t1")).redemption).toBeNull();
    expect((await redeemCoupon(ctx, "GONE", "t2")).redemption).toBe("expired");
    // t1 was c1's first purchase; t2 is not, though t1 was refunded; a refund is no purchase of its own
    expect((await redeemPromotionCode(ctx, "FIRST", "t2")).redemption).toBe("restricted");
    expect((await redeemPromotionCode(ctx, "FIRST", "t1-refund")).redemption).toBe("restricted");
    expect((await redeemPromotionCode(ctx, "FIRST", "t1")).redemption).toBeNull();
    await s.write("PUT", "/v1/coupons/ONE", { active: false });
    expect((await redeemPromotionCode(ctx, "FIRST", "t2")).redemption).toBe("inactive");

    expect((await s.getCoupon("ONE")).additional_info.redemptions.map((r: { transaction_key: string }) => r.transaction_key)).toEqual(["t1"]);
    expect(await s.prisma.redemption.count({ where: { programId: s.program.id } })).toBe(3);
  });

  it("states the field rules", () => {
    const base = { couponDiscountType: "percent", couponDiscountAmount: new Decimal(100), couponDurationType: "lifetime" };
    expect(couponSchema.safeParse(base).success).toBe(true);
    expect(couponSchema.safeParse({ ...base, couponDiscountAmount: new Decimal("100.01") }).success).toBe(false);
    expect(couponSchema.safeParse({ ...base, couponDiscountType: "static", couponDiscountAmount: new Decimal(250) }).success).toBe(true);
    expect(couponSchema.safeParse({ ...base, uuidCode: "a".repeat(255) }).success).toBe(true);
    expect(couponSchema.safeParse({ ...base, uuidCode: "a".repeat(256) }).success).toBe(false);
    for (const d of ["hours", "days", "months", "years"]) expect(couponSchema.safeParse({ ...base, couponDurationType: d }).success).toBe(false);
    for (const d of ["once", "lifetime"]) expect(couponSchema.safeParse({ ...base, couponDurationType: d }).success).toBe(true);
    expect(couponSchema.safeParse({ ...base, redemptionTimesStatus: false }).success).toBe(true);
    expect(couponSchema.safeParse({ ...base, metadata: [] }).success).toBe(true);
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
    expect(mergeMetadata([], { a: 1 })).toEqual({ a: 1 });
  });
});
