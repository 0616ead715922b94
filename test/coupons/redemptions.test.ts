// Redemptions: redeem with a transaction_key of the program records it once, with its
// event in the same transaction; repeated and unknown keys are silent no-ops; restrictions and
// limits hold, also under 100 parallel requests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESTAMP } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("redemptions", () => {
  it("records a coupon redemption once, with the coupon.redeemed event carrying the coupon as GET shows it", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "R1" });
    await s.sale("order-1");
    await s.sale("order-2");
    await s.events();

    const first = await s.redeemCoupon("R1", "order-1");
    expect(first.message).toBe("coupon updated");
    expect(first.data.times_redeemed).toBe(1);
    expect(first.data.additional_info).toEqual({ redemptions: [{ redeemed_at: expect.stringMatching(TIMESTAMP), transaction_key: "order-1" }], redemptions_total: 1 });
    const [event, ...none] = await s.events();
    expect(none).toEqual([]);
    expect(event!.type).toBe("coupon.redeemed");
    expect(event!.resourceId).toBe("R1");
    expect(event!.payload).toEqual(await s.getCoupon("R1"));

    // a repeated key and an unknown key change nothing and write no event
    for (const key of ["order-1", "no-such-order"]) {
      const again = await s.redeemCoupon("R1", key);
      expect(again.data).toEqual(first.data);
    }
    expect(await s.events()).toEqual([]);

    // on /{uuid_code} with a flat body; the newest is last
    const second = await s.write("PUT", "/v1/coupons/R1", { redeem: true, transaction_key: "order-2" });
    expect(second.data.times_redeemed).toBe(2);
    expect(second.data.additional_info.redemptions.map((r: { transaction_key: string }) => r.transaction_key)).toEqual(["order-1", "order-2"]);
    const [e2] = await s.events();
    expect(e2!.payload.additional_info.redemptions.at(-1).transaction_key).toBe("order-2");

    // redeem false, or a transaction of another program, records nothing
    const other = await couponProgram(server);
    await other.sale("foreign-order");
    expect((await s.write("PUT", "/v1/coupons/R1", { redeem: false, transaction_key: "order-3" })).data.times_redeemed).toBe(2);
    expect((await s.redeemCoupon("R1", "foreign-order")).data.times_redeemed).toBe(2);
  });

  it("records a promotion code redemption with promotion_code.redeemed, separately from its coupon", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "RC", promotion_codes: [{ code: "CODE1" }] });
    await s.sale("o1");
    await s.events();
    const body = await s.redeemCode("CODE1", "o1");
    expect(body).toMatchObject({ status: 1, message: "promotion code updated" });
    expect(body.data.times_redeemed).toBe(1);
    expect(body.data.additional_info).toEqual({ redemptions: [{ redeemed_at: expect.stringMatching(TIMESTAMP), transaction_key: "o1" }], redemptions_total: 1 });
    const [event] = await s.events();
    expect(event!.type).toBe("promotion_code.redeemed");
    expect(event!.payload).toEqual(await s.getCode("CODE1"));
    expect((await s.getCoupon("RC")).times_redeemed).toBe(0);
    // the same key on the coupon is a redemption of the coupon
    expect((await s.redeemCoupon("RC", "o1")).data.times_redeemed).toBe(1);
    expect((await s.write("PUT", "/v1/promotion-codes/CODE1", { redeem: true, transaction_key: "o1" })).data.times_redeemed).toBe(1);
  });

  it("enforces the redemption limit, the expiry date and the active flag as silent no-ops", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "LIMIT", redemption_times_status: true, redemption_times_value: 1 });
    await s.createCoupon({ uuid_code: "OLD", redemption_specific_date_status: true, redemption_specific_date_value: "2020-01-01" });
    await s.createCoupon({ uuid_code: "OFF" });
    await s.write("PUT", "/v1/coupons/OFF", { active: false });
    await s.createCoupon({ uuid_code: "CODES", promotion_codes: [{ code: "ONCE", redemption_times_status: true, redemption_times_value: 1 }, { code: "EXPIRED", expiration_date_status: true, expiration_date_value: "2020-01-01" }] });
    await s.sale("a");
    await s.sale("b");
    expect((await s.redeemCoupon("LIMIT", "a")).data.times_redeemed).toBe(1);
    expect((await s.redeemCoupon("LIMIT", "b")).data.times_redeemed).toBe(1);
    expect((await s.redeemCoupon("OLD", "a")).data.times_redeemed).toBe(0);
    expect((await s.redeemCoupon("OFF", "a")).data.times_redeemed).toBe(0);
    expect((await s.redeemCode("ONCE", "a")).data.times_redeemed).toBe(1);
    expect((await s.redeemCode("ONCE", "b")).data).toMatchObject({ times_redeemed: 1, additional_info: { redemptions: [{ transaction_key: "a" }] } });
    expect((await s.redeemCode("EXPIRED", "a")).data.additional_info).toEqual([]);
    // a sale dated before the expiry may still redeem it, whenever the call comes
    await s.sale("early", { created_at: "2019-12-31T12:00:00Z" });
    expect((await s.redeemCode("EXPIRED", "early")).data.times_redeemed).toBe(1);
  });

  it("enforces minimum order, first-time order, and the partner, customer and subscriber restrictions", async () => {
    const s = await couponProgram(server);
    await s.partner({ email: "q@example.com", id: "qid", key: "qk" });
    await s.customer({ key: "c2", email: "c2@example.com", partner: { key: "qk" } });
    await s.createCoupon({
      uuid_code: "RESTRICTED",
      promotion_codes: [
        { code: "MIN50", minimum_order_status: true, minimum_order_value: 50 },
        { code: "FIRSTONLY", first_time_order: true },
        { code: "FORP", limit_to_specific_partner: true, coupon_specific_partners: { id: "pid" } },
        { code: "FORC2", limit_to_specific_customer: true, coupon_specific_customers: { id: "c2" } },
      ],
    });
    expect((await s.getCode("FORC2")).coupon_specific_customers).toEqual({ id: "c2", customer_full_name: "" });
    await s.sale("small", { amount: 20 });
    await s.sale("big", { amount: 80 });
    await s.ok("POST", "/v1/transactions", { key: "c2-first", amount: 30, customer: { key: "c2" } });
    expect((await s.redeemCode("MIN50", "small")).data.times_redeemed).toBe(0);
    expect((await s.redeemCode("MIN50", "big")).data.times_redeemed).toBe(1);
    // c1's second sale is not a first order; c2's first is
    expect((await s.redeemCode("FIRSTONLY", "big")).data.times_redeemed).toBe(0);
    expect((await s.redeemCode("FIRSTONLY", "small")).data.times_redeemed).toBe(1);
    expect((await s.redeemCode("FIRSTONLY", "c2-first")).data.times_redeemed).toBe(2);
    // c1 is pid's customer, c2 is qid's
    expect((await s.redeemCode("FORP", "c2-first")).data.times_redeemed).toBe(0);
    expect((await s.redeemCode("FORP", "big")).data.times_redeemed).toBe(1);
    expect((await s.redeemCode("FORC2", "big")).data.times_redeemed).toBe(0);
    expect((await s.redeemCode("FORC2", "c2-first")).data.times_redeemed).toBe(1);
  });

  it("records one of 100 parallel redeems of one key, and exactly 10 of 100 distinct keys against a limit of 10", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "HOT", promotion_codes: [{ code: "HOTCODE", redemption_times_status: true, redemption_times_value: 10 }] });
    await s.createCoupon({ uuid_code: "CAPPED", redemption_times_status: true, redemption_times_value: 10 });
    await s.ok("POST", "/v1/transactions", { transactions: Array.from({ length: 100 }, (_, i) => ({ key: `k${i}`, amount: 10, customer: { key: "c1" } })) });
    await s.events();

    const same = await Promise.all(Array.from({ length: 100 }, () => s.api("PUT", "/v1/coupons", { uuid_code: "HOT", redeem: true, transaction_key: "k0" })));
    expect(same.map((r) => r.status).filter((st) => st !== 200)).toEqual([]);
    const hot = await s.getCoupon("HOT");
    expect(hot.times_redeemed).toBe(1);
    expect(hot.additional_info.redemptions).toHaveLength(1);

    const capped = await Promise.all(Array.from({ length: 100 }, (_, i) => s.api("PUT", "/v1/coupons/CAPPED", { redeem: true, transaction_key: `k${i}` })));
    expect(capped.map((r) => r.status).filter((st) => st !== 200)).toEqual([]);
    const after = await s.getCoupon("CAPPED");
    expect(after.times_redeemed).toBe(10);
    expect(after.additional_info.redemptions).toHaveLength(10);

    const codes = await Promise.all(Array.from({ length: 100 }, (_, i) => s.api("PUT", "/v1/promotion-codes", { code: "HOTCODE", redeem: true, transaction_key: `k${i}` })));
    expect(codes.map((r) => r.status).filter((st) => st !== 200)).toEqual([]);
    expect((await s.getCode("HOTCODE")).times_redeemed).toBe(10);
    expect(await s.prisma.redemption.count({ where: { programId: s.program.id } })).toBe(21);

    const events = await s.events();
    expect(events.filter((e) => e.type === "coupon.redeemed")).toHaveLength(11);
    expect(events.filter((e) => e.type === "promotion_code.redeemed")).toHaveLength(10);
  }, 120_000);
});
