// Promotion codes over REST: create on a coupon (coupon_uuid or
// coupon_id), read by code, list, update on the collection path and /{code}, delete permanently.
// @database-independent: runs in the PostgreSQL pass only (the resource's paths, body forms and
// envelopes; every route's round trip runs on both databases in rest-examples.test.ts)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESTAMP, listTotal } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("promotion codes over REST", () => {
  it("creates a code with every restriction and answers data, status and message", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "BASE" });
    const body = await s.write("POST", "/v1/promotion-codes", {
      coupon_uuid: "BASE",
      code: "ALL-RULES_1",
      first_time_order: true,
      limit_to_specific_partner: true,
      coupon_specific_partners: { id: "pid", full_name: "ignored" },
      limit_to_specific_customer: true,
      coupon_specific_customers: { id: "c1", customer_full_name: "ignored" },
      minimum_order_status: true,
      minimum_order_value: 25,
      expiration_date_status: true,
      expiration_date_value: "2031-01-31",
      redemption_times_status: true,
      redemption_times_value: 5,
      metadata: { channel: "podcast" },
    });
    expect(body).toEqual({
      status: 1,
      message: "promotion code created",
      data: {
        code: "ALL-RULES_1",
        coupon_uuid: "BASE",
        coupon_id: expect.any(Number),
        first_time_order: true,
        limit_to_specific_partner: true,
        coupon_specific_partners: { id: "pid", full_name: "" },
        limit_to_specific_customer: true,
        coupon_specific_customers: { id: "c1", customer_full_name: "" },
        limit_to_specific_subscriber: false,
        coupon_specific_subscribers: [],
        minimum_order_status: true,
        minimum_order_value: 25,
        expiration_date_status: true,
        expiration_date_value: "2031-01-31",
        redemption_times_status: true,
        redemption_times_value: 5,
        metadata: { channel: "podcast" },
        additional_info: [],
        times_redeemed: 0,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      },
    });
    expect((await s.api("GET", "/v1/promotion-codes/ALL-RULES_1")).body).toEqual({ status: 1, data: body.data });
  });

  it("takes coupon_id for coupon_uuid, generates a code, and 404s an unknown coupon", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "BASE" });
    const body = await s.write("POST", "/v1/promotion-codes", { coupon_id: "BASE" });
    expect(body.data.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(body.data.coupon_uuid).toBe("BASE");
    expect(body.data.limit_to_specific_partner).toBe(false);
    expect(body.data.coupon_specific_partners).toEqual([]);
    const unknown = await s.api("POST", "/v1/promotion-codes", { coupon_uuid: "NOPE", code: "X1" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: "Coupon not found" });
  });

  it("updates the partner restriction and merges metadata on the collection path and /{code}", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "BASE", promotion_codes: [{ code: "UPC", metadata: { a: 1 } }] });
    const restricted = await s.write("PUT", "/v1/promotion-codes", { code: "UPC", limit_to_specific_partner: true, coupon_specific_partners: { id: "pid" }, metadata: { b: 2 } });
    expect(restricted).toMatchObject({ status: 1, message: "promotion code updated" });
    expect(restricted.data).toMatchObject({ limit_to_specific_partner: true, coupon_specific_partners: { id: "pid" }, metadata: { a: 1, b: 2 } });
    const freed = await s.write("PUT", "/v1/promotion-codes/UPC", { limit_to_specific_partner: false });
    expect(freed.data).toMatchObject({ limit_to_specific_partner: false, coupon_specific_partners: [], metadata: { a: 1, b: 2 } });
    expect(await s.getCode("UPC")).toEqual(freed.data);
  });

  it("lists codes, all or of one coupon", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "C1", promotion_codes: [{ code: "A1" }, { code: "A2" }] });
    await s.createCoupon({ uuid_code: "C2", promotion_codes: [{ code: "B1" }] });
    const all = await s.api("GET", "/v1/promotion-codes?sort=asc");
    expect(all.body.data.map((c: { code: string }) => c.code)).toEqual(["A1", "A2", "B1"]);
    expect(all.body.meta).toMatchObject({ total: 3, per_page: 15 });
    const one = await s.api("GET", "/v1/promotion-codes?coupon_uuid=C2");
    expect(one.body.data.map((c: { code: string }) => c.code)).toEqual(["B1"]);
    expect(await listTotal(s.api, "/v1/coupons/C1/promotion-codes")).toBe(2);
    expect((await s.api("GET", "/v1/coupons/NOPE/promotion-codes")).status).toBe(404);
  });

  it("deletes permanently by code and coupon.uuid_code, and by /{code}", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "C1", promotion_codes: [{ code: "D1" }, { code: "D2" }] });
    await s.createCoupon({ uuid_code: "C2" });
    // the coupon named must be the code's
    const wrong = await s.api("DELETE", "/v1/promotion-codes", { code: "D1", coupon: { uuid_code: "C2" } });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ status: 0, message: "Promotion code not found" });
    const deleted = await s.write("DELETE", "/v1/promotion-codes", { code: "D1", coupon: { uuid_code: "C1" } });
    expect(deleted).toMatchObject({ status: 1, message: "promotion code deleted", data: { code: "D1" } });
    expect((await s.api("GET", "/v1/promotion-codes/D1")).status).toBe(404);
    expect(await s.prisma.promotionCode.count({ where: { programId: s.program.id, code: "D1" } })).toBe(0);
    expect((await s.write("DELETE", "/v1/promotion-codes/D2")).message).toBe("promotion code deleted");
    expect(await listTotal(s.api, "/v1/promotion-codes")).toBe(0);
    // a deleted code's name is free again
    expect((await s.write("POST", "/v1/promotion-codes", { coupon_uuid: "C2", code: "D1" })).data.coupon_uuid).toBe("C2");
    expect((await s.api("DELETE", "/v1/promotion-codes", {})).body.errors).toEqual({ code: ["The code field is required."] });
  });

  it("restricts a code to a subscriber by id, shown with the subscriber's name", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "SUB" });
    // affiliate programs have no subscriber API; the restriction still takes one of the program's
    await s.prisma.subscriber.create({ data: { programId: s.program.id, id: "sub-1", email: "c1@example.com", name: "Sam" } });
    const body = await s.write("POST", "/v1/promotion-codes", { coupon_uuid: "SUB", code: "FORSUB", limit_to_specific_subscriber: true, coupon_specific_subscribers: { id: "sub-1" } });
    expect(body.data).toMatchObject({ limit_to_specific_subscriber: true, coupon_specific_subscribers: { id: "sub-1", subscriber_full_name: "Sam" } });
    // the subscriber's email must be the buyer's
    await s.customer({ key: "c9", email: "other@example.com", partner: { key: "pk" } });
    await s.ok("POST", "/v1/transactions", { key: "other-sale", amount: 10, customer: { key: "c9" } });
    await s.sale("c1-sale");
    expect((await s.redeemCode("FORSUB", "other-sale")).data.times_redeemed).toBe(0);
    expect((await s.redeemCode("FORSUB", "c1-sale")).data.times_redeemed).toBe(1);
  });
});
