// Validation of coupons and promotion codes: a 422 with `errors` keyed by the
// request's field path (each an array of strings) and, on create, a top-level `message`; and a
// bad request changes nothing.
// @database-independent: runs in the PostgreSQL pass only (a refusal is decided before any
// statement)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listTotal } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram, percentCoupon } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const long = (n: number) => "a".repeat(n);

describe("coupon validation", () => {
  it("refuses each bad create with a 422 naming the field, and creates nothing", async () => {
    const s = await couponProgram(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ uuid_code: "has space" }, "uuid_code"],
      [{ uuid_code: "ümlaut" }, "uuid_code"],
      [{ uuid_code: long(256) }, "uuid_code"],
      [{ coupon_discount_amount: 101 }, "coupon_discount_amount"],
      [{ coupon_discount_amount: -1 }, "coupon_discount_amount"],
      [{ coupon_discount_type: "half" }, "coupon_discount_type"],
      [{ coupon_duration_type: "weeks" }, "coupon_duration_type"],
      [{ coupon_duration_type: "days" }, "coupon_duration_value"],
      [{ coupon_duration_type: "years", coupon_duration_value: 0 }, "coupon_duration_value"],
      [{ redemption_specific_date_status: true }, "redemption_specific_date_value"],
      [{ redemption_specific_date_status: true, redemption_specific_date_value: "2030-02-30" }, "redemption_specific_date_value"],
      [{ redemption_times_status: true }, "redemption_times_value"],
      [{ redemption_times_status: true, redemption_times_value: "ten" }, "redemption_times_value"],
      [{ metadata: "text" }, "metadata"],
      [{ sync: { provider: "paypal" } }, "sync.provider"],
      [{ promotion_codes: [{ code: "ok-1" }, { code: "bad code" }] }, "promotion_codes.1.code"],
      [{ promotion_codes: [{ code: long(101) }] }, "promotion_codes.0.code"],
      [{ promotion_codes: [{ code: "DUP" }, { code: "DUP" }] }, "promotion_codes.1.code"],
      [{ promotion_codes: [{ minimum_order_status: true }] }, "promotion_codes.0.minimum_order_value"],
    ];
    for (const [extra, field] of cases) {
      const res = await s.api("POST", "/v1/coupons", percentCoupon(extra));
      expect(res.status, `${JSON.stringify(extra)}`).toBe(422);
      expect(res.body.status).toBe(0);
      expect(typeof res.body.message).toBe("string");
      expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toContain(field);
      for (const messages of Object.values(res.body.errors)) {
        expect(Array.isArray(messages)).toBe(true);
        for (const m of messages as unknown[]) expect(typeof m).toBe("string");
      }
    }
    // a percent of exactly 0 or 100 is fine; static amounts above 100 too
    await s.createCoupon({ uuid_code: "P100", coupon_discount_amount: 100 });
    await s.createCoupon({ uuid_code: "S500", coupon_discount_type: "static", coupon_discount_amount: 500 });
    expect(await listTotal(s.api, "/v1/coupons")).toBe(2);
    expect(await listTotal(s.api, "/v1/promotion-codes")).toBe(0);
  });

  it("names every missing required field at once", async () => {
    const s = await couponProgram(server);
    const res = await s.api("POST", "/v1/coupons", {});
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["coupon_discount_amount", "coupon_discount_type", "coupon_duration_type"]);
    // clients that show only the message still learn the first field and that more follow
    expect(res.body.message).toBe("The coupon_discount_type must be percent or static. (and 2 more errors)");
  });

  it("refuses a sync.provider that is not connected, on create and update, creating and changing nothing", async () => {
    const s = await couponProgram(server);
    const created = await s.api("POST", "/v1/coupons", percentCoupon({ uuid_code: "SYNC", sync: { provider: "stripe" } }));
    expect(created.status).toBe(422);
    expect(created.body).toEqual({ status: 0, message: "The stripe provider is not connected to this program.", errors: { "sync.provider": ["The stripe provider is not connected to this program."] } });
    expect(await listTotal(s.api, "/v1/coupons")).toBe(0);
    await s.createCoupon({ uuid_code: "SYNC", sync: null });
    const updated = await s.api("PUT", "/v1/coupons", { uuid_code: "SYNC", name: "changed", sync: { provider: "shopify" } });
    expect(updated.status).toBe(422);
    expect(updated.body.errors).toEqual({ "sync.provider": ["The shopify provider is not connected to this program."] });
    expect((await s.getCoupon("SYNC")).name).toBe("SYNC");
  });

  it("refuses a different provider for a coupon that has one (one-way)", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "HASPROVIDER" });
    // a provider set earlier (the placeholder sync module connects none, so set it in the database)
    await s.prisma.coupon.updateMany({ where: { programId: s.program.id, code: "HASPROVIDER" }, data: { syncProvider: "stripe" } });
    const res = await s.api("PUT", "/v1/coupons/HASPROVIDER", { name: "x", sync: { provider: "paddle" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ "sync.provider": ["The coupon is already synchronized with stripe; its provider cannot be changed."] });
    expect((await s.getCoupon("HASPROVIDER")).name).toBe("HASPROVIDER");
  });

  it("refuses bad updates and promotion codes, changing nothing", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "V", promotion_codes: [{ code: "VCODE" }] });
    const before = await s.getCoupon("V");
    for (const body of [{ uuid_code: "V", name: long(256) }, { uuid_code: "V", metadata: 5 }, { uuid_code: "V", redeem: true }, { uuid_code: "V", active: "maybe" }]) {
      const res = await s.api("PUT", "/v1/coupons", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await s.api("PUT", "/v1/coupons", { name: "x" })).body.errors).toEqual({ uuid_code: ["The uuid_code field is required."] });
    expect(await s.getCoupon("V")).toEqual(before);

    const codeCases: [Record<string, unknown>, string][] = [
      [{ code: "NEW" }, "coupon_uuid"],
      [{ coupon_uuid: "V", code: "VCODE" }, "code"],
      [{ coupon_uuid: "V", code: "a/b" }, "code"],
      [{ coupon_uuid: "V", limit_to_specific_partner: true }, "coupon_specific_partners"],
      [{ coupon_uuid: "V", limit_to_specific_partner: true, coupon_specific_partners: { id: "nobody" } }, "coupon_specific_partners.id"],
      [{ coupon_uuid: "V", limit_to_specific_customer: true }, "coupon_specific_customers"],
      [{ coupon_uuid: "V", limit_to_specific_subscriber: true }, "coupon_specific_subscribers"],
      [{ coupon_uuid: "V", minimum_order_status: true }, "minimum_order_value"],
      [{ coupon_uuid: "V", expiration_date_status: true }, "expiration_date_value"],
      [{ coupon_uuid: "V", redemption_times_status: true }, "redemption_times_value"],
    ];
    for (const [body, field] of codeCases) {
      const res = await s.api("POST", "/v1/promotion-codes", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toContain(field);
      expect(typeof res.body.message).toBe("string");
    }
    expect(await listTotal(s.api, "/v1/promotion-codes")).toBe(1);
    const code = await s.getCode("VCODE");
    for (const body of [{ code: "VCODE", limit_to_specific_partner: true }, { code: "VCODE", redeem: true }, { code: "VCODE", metadata: [1] }]) {
      expect((await s.api("PUT", "/v1/promotion-codes", body)).status, JSON.stringify(body)).toBe(422);
    }
    expect(await s.getCode("VCODE")).toEqual(code);
  });
});
