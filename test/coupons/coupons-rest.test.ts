// Coupons over REST: create with promotion codes, read, list,
// update on the collection path and on /{uuid_code} with a flat body, delete, and the shapes
// the responses take (message, synchronization_*, the empty-list forms).
// @database-independent: runs in the PostgreSQL pass only (the resource's paths, body forms and
// envelopes; every route's round trip runs on both databases in rest-examples.test.ts)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESTAMP, expectOk, listTotal } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram, percentCoupon } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("coupons over REST", () => {
  it("creates a coupon with its promotion codes and answers message and synchronization fields", async () => {
    const s = await couponProgram(server);
    const body = await s.createCoupon({
      uuid_code: "SUMMER-24",
      name: "Summer",
      coupon_duration_type: "months",
      coupon_duration_value: 3,
      redemption_specific_date_status: true,
      redemption_specific_date_value: "2030-08-31",
      redemption_times_status: true,
      redemption_times_value: 100,
      metadata: { campaign: "summer" },
      promotion_codes: [{ code: "PODCAST10", limit_to_specific_partner: true, coupon_specific_partners: { id: "pid", full_name: "x" } }, { code: "FIRST", first_time_order: true }],
    });
    expect(body).toEqual({
      status: 1,
      message: "coupon created",
      synchronization_enabled: false,
      synchronization_successful: false,
      synchronization_message: "",
      data: {
        id: expect.any(Number),
        name: "Summer",
        uuid_code: "SUMMER-24",
        active: true,
        coupon_discount_type: "percent",
        coupon_discount_amount: 10,
        coupon_duration_type: "months",
        coupon_duration_value: 3,
        redemption_specific_date_status: true,
        redemption_specific_date_value: "2030-08-31",
        redemption_times_status: true,
        redemption_times_value: 100,
        metadata: { campaign: "summer" },
        additional_info: [],
        times_redeemed: 0,
        partner: null,
        sync_provider: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
        deleted_at: null,
      },
    });
    // GET shows the coupon alone, without message
    const got = await s.api("GET", "/v1/coupons/SUMMER-24");
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ status: 1, data: body.data });

    const codes = await s.api("GET", "/v1/coupons/SUMMER-24/promotion-codes?sort=asc");
    expect(codes.body.data.map((c: { code: string }) => c.code)).toEqual(["PODCAST10", "FIRST"]);
    expect(codes.body.data[0]).toMatchObject({
      code: "PODCAST10",
      coupon_uuid: "SUMMER-24",
      limit_to_specific_partner: true,
      coupon_specific_partners: { id: "pid", full_name: expect.any(String) },
      limit_to_specific_customer: false,
      coupon_specific_customers: [],
      metadata: [],
      additional_info: [],
      times_redeemed: 0,
    });
  });

  it("defaults name to the uuid_code, generates a uuid_code, and shows empty metadata as the empty list", async () => {
    const s = await couponProgram(server);
    const named = await s.createCoupon({ uuid_code: "PLAIN" });
    expect(named.data).toMatchObject({ name: "PLAIN", metadata: [], additional_info: [], coupon_duration_value: null, redemption_specific_date_value: null });
    const generated = await s.createCoupon({});
    expect(generated.data.uuid_code).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(generated.data.name).toBe(generated.data.uuid_code);
  });

  it("updates on the collection path and on /{uuid_code} with a flat body: name, active, metadata merged", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "UPD", metadata: { a: "1", b: "2" } });
    const first = await s.write("PUT", "/v1/coupons", { uuid_code: "UPD", name: "New name", metadata: { b: "3", c: "4" } });
    expect(first).toMatchObject({ status: 1, message: "coupon updated", synchronization_enabled: false, synchronization_message: "" });
    expect(first.data).toMatchObject({ name: "New name", metadata: { a: "1", b: "3", c: "4" } });
    const second = await s.write("PUT", "/v1/coupons/UPD", { active: false, metadata: { a: null } });
    expect(second.data).toMatchObject({ name: "New name", active: false, metadata: { b: "3", c: "4" } });
    // the wrapped form too
    const third = await s.write("PUT", "/v1/coupons", { uuid_code: "UPD", update: { active: true } });
    expect(third.data.active).toBe(true);
    expect(await s.getCoupon("UPD")).toEqual(third.data);
  });

  it("lists coupons with limit, page, sort and active", async () => {
    const s = await couponProgram(server);
    for (const [i, code] of ["L1", "L2", "L3"].entries()) await s.createCoupon({ uuid_code: code, ...(i === 1 ? {} : {}) });
    await s.write("PUT", "/v1/coupons/L2", { active: false });
    const page = await s.api("GET", "/v1/coupons?limit=2&page=1&sort=asc");
    expect(page.status).toBe(200);
    expect(page.body.data.map((c: { uuid_code: string }) => c.uuid_code)).toEqual(["L1", "L2"]);
    expect(page.body.meta).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2, total: 3 });
    expect(page.body.links.next).toContain("page=2");
    const desc = await s.api("GET", "/v1/coupons");
    expect(desc.body.data.map((c: { uuid_code: string }) => c.uuid_code)).toEqual(["L3", "L2", "L1"]);
    const active = await s.api("GET", "/v1/coupons?active=false");
    expect(active.body.data.map((c: { uuid_code: string }) => c.uuid_code)).toEqual(["L2"]);
    expect((await s.api("GET", "/v1/coupons?limit=0")).status).toBe(422);
  });

  it("deletes on the collection path and by /{uuid_code}: 404 afterwards, the uuid_code stays taken", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "DEL1", promotion_codes: [{ code: "DELCODE" }] });
    await s.createCoupon({ uuid_code: "DEL2" });
    const deleted = await s.write("DELETE", "/v1/coupons", { uuid_code: "DEL1" });
    expect(deleted).toMatchObject({ status: 1, message: "coupon deleted", synchronization_enabled: false, synchronization_successful: false, synchronization_message: "" });
    expect(deleted.data.deleted_at).toMatch(TIMESTAMP);
    expect((await s.api("GET", "/v1/coupons/DEL1")).body).toEqual({ status: 0, message: "Coupon not found" });
    // its promotion codes are gone with it
    expect((await s.api("GET", "/v1/promotion-codes/DELCODE")).status).toBe(404);
    expect((await s.write("DELETE", "/v1/coupons/DEL2")).message).toBe("coupon deleted");
    expect((await s.api("DELETE", "/v1/coupons/DEL2")).status).toBe(404);
    expect(await listTotal(s.api, "/v1/coupons")).toBe(0);
    const again = await s.api("POST", "/v1/coupons", percentCoupon({ uuid_code: "DEL1" }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ uuid_code: ["The uuid_code has already been taken."] });
  });

  it("attributes a partner's coupon sale to the partner, who earns commission through the engine", async () => {
    const s = await couponProgram(server);
    await expectOk(s.api, "PUT", "/v1/program", { program_settings: { commission: { sale: { type: "percent", value: 20 } } } });
    await s.createCoupon({ uuid_code: "PARTNERCOUPON", partner: { id: "pid" }, promotion_codes: [{ code: "PODCAST", limit_to_specific_partner: true, coupon_specific_partners: { id: "pid" } }, { code: "PLAINCODE" }] });
    // no other attribution: an anonymous buyer (affiliate customers always have a partner)
    // a code without a partner of its own is its coupon's partner's
    for (const [key, code] of [["s1", "PODCAST"], ["s2", "partnercoupon"], ["s4", "PLAINCODE"]]) {
      const tx = await s.ok("POST", "/v1/transactions", { key, amount: 50, discount_code: code });
      expect(tx.partner).toBe("pid");
      expect(tx.rewards).toHaveLength(1);
      expect(tx.rewards[0]).toMatchObject({ partner: "pid", amount: 10 });
    }
    // an unknown code attributes nothing
    const none = await s.ok("POST", "/v1/transactions", { key: "s3", amount: 50, discount_code: "NOPE" });
    expect(none.partner).toBeNull();
    expect(none.rewards).toEqual([]);
  });

  it("is for Affiliate programs only", async () => {
    for (const type of ["Referral", "Newsletter"] as const) {
      const { key } = await server.program(type);
      const res = await server.rest(key, "GET", "/v1/coupons");
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, message: `Coupons is not available for ${type} programs` });
      const codes = await server.rest(key, "POST", "/v1/promotion-codes", { coupon_uuid: "X" });
      expect(codes.body.message).toBe(`Promotion codes is not available for ${type} programs`);
    }
  });
});
