// Coupons carry a numeric id, and POST /v1/promotion-codes takes it as coupon_id (as the PHP
// SDK's coupon endpoints send it) beside a uuid_code, every promotion code shows it as
// coupon_id, and the coupon paths take it where they take a uuid_code; another program's id is
// never found.
// @database-independent: runs in the PostgreSQL pass only (the resource's paths, body forms and
// envelopes; every route's round trip runs on both databases in rest-examples.test.ts)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CouponOneDocument, PromotionCodeCreateDocument } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the coupon's numeric id", () => {
  it("is shown on every coupon answer, REST and GraphQL, increasing as coupons are created", async () => {
    const s = await couponProgram(server);
    const first = (await s.createCoupon({ uuid_code: "FIRST" })).data;
    const second = (await s.createCoupon({ uuid_code: "SECOND" })).data;
    expect(first.id).toEqual(expect.any(Number));
    expect(Number.isInteger(first.id)).toBe(true);
    expect(second.id).toBeGreaterThan(first.id);
    expect((await s.getCoupon("FIRST")).id).toBe(first.id);
    expect((await s.api("GET", "/v1/coupons")).body.data.map((c: { id: number }) => c.id).sort()).toEqual([first.id, second.id].sort());
    // GraphQL shows it as number, beside the coupon's global id
    const gql = await server.gql(s.key, CouponOneDocument, { by: { uuidCode: "SECOND" } });
    expect(gql.data!.coupon!.number).toBe(second.id);
  });

  it("names the coupon as coupon_id (a number, or its digits as text) when adding a promotion code; the id wins over a uuid_code of the same digits", async () => {
    const s = await couponProgram(server);
    const base = (await s.createCoupon({ uuid_code: "BASE" })).data;
    // a uuid_code that is the other coupon's id in digits
    await s.createCoupon({ uuid_code: String(base.id) });
    const byNumber = await s.write("POST", "/v1/promotion-codes", { coupon_id: base.id, code: "BYNUM" });
    expect(byNumber).toMatchObject({ message: "promotion code created", data: { code: "BYNUM", coupon_uuid: "BASE" } });
    expect((await s.write("POST", "/v1/promotion-codes", { coupon_id: String(base.id), code: "BYTEXT" })).data.coupon_uuid).toBe("BASE");
    expect((await s.write("POST", "/v1/promotion-codes", { coupon_uuid: String(base.id), code: "BYUUID" })).data.coupon_uuid).toBe(String(base.id));
    expect((await s.write("POST", "/v1/promotion-codes", { coupon_id: "BASE", code: "BYCODE" })).data.coupon_uuid).toBe("BASE");
    // GraphQL names the coupon by its global id
    const baseId = (await server.gql(s.key, CouponOneDocument, { by: { uuidCode: "BASE" } })).data!.coupon!.id;
    const gql = await server.gql(s.key, PromotionCodeCreateDocument, { input: { couponId: baseId, code: "GQL" } });
    expect(gql.data!.promotionCodeCreate).toMatchObject({ promotionCode: { code: "GQL", coupon: { uuidCode: "BASE" } }, userErrors: [] });
  });

  it("refuses a coupon_id that is neither an id nor a uuid_code with 422 naming it, and 404s one no coupon of the program has", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "BASE" });
    for (const couponId of [1.5, "not a code!", "x".repeat(256), true]) {
      const res = await s.api("POST", "/v1/promotion-codes", { coupon_id: couponId, code: "BAD" });
      expect(res.status, JSON.stringify(couponId)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toEqual(["coupon_id"]);
    }
    const missing = await s.api("POST", "/v1/promotion-codes", { code: "BAD" });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["coupon_uuid"]);
    for (const couponId of [2_147_483_647, 99_999_999_999, 0]) {
      const res = await s.api("POST", "/v1/promotion-codes", { coupon_id: couponId, code: "NONE" });
      expect(res.status, String(couponId)).toBe(404);
      expect(res.body).toEqual({ status: 0, message: "Coupon not found" });
    }
    expect(await s.prisma.promotionCode.count({ where: { programId: s.program.id } })).toBe(0);
  });

  it("never finds another program's coupon by its id, nor a deleted coupon's", async () => {
    const a = await couponProgram(server);
    const b = await couponProgram(server);
    const mine = (await a.createCoupon({ uuid_code: "MINE" })).data;
    for (const couponId of [mine.id, String(mine.id), "MINE"]) {
      const res = await b.api("POST", "/v1/promotion-codes", { coupon_id: couponId, code: "INTRUDER" });
      expect(res.status, String(couponId)).toBe(404);
    }
    const mineId = (await server.gql(a.key, CouponOneDocument, { by: { uuidCode: "MINE" } })).data!.coupon!.id;
    const gql = await server.gql(b.key, PromotionCodeCreateDocument, { input: { couponId: mineId, code: "INTRUDER" } });
    expect(gql.data!.promotionCodeCreate).toMatchObject({ promotionCode: null, userErrors: [{ field: ["input", "couponId"], code: "INVALID" }] });
    expect(await a.prisma.promotionCode.count({ where: { code: "INTRUDER" } })).toBe(0);
    await a.write("DELETE", "/v1/coupons/MINE");
    expect((await a.api("POST", "/v1/promotion-codes", { coupon_id: mine.id, code: "LATE" })).status).toBe(404);
  });

  it("is shown on every promotion code as coupon_id, in its answers, lists and events' view", async () => {
    const s = await couponProgram(server);
    const coupon = (await s.createCoupon({ uuid_code: "SHOWN", promotion_codes: [{ code: "NESTED" }] })).data;
    const added = await s.write("POST", "/v1/promotion-codes", { coupon_id: coupon.id, code: "ADDED" });
    expect(added.data).toMatchObject({ code: "ADDED", coupon_uuid: "SHOWN", coupon_id: coupon.id });
    expect(await s.getCode("NESTED")).toMatchObject({ coupon_uuid: "SHOWN", coupon_id: coupon.id });
    const listed = (await s.api("GET", "/v1/promotion-codes")).body.data as { code: string; coupon_id: number }[];
    expect(listed.map((p) => [p.code, p.coupon_id]).sort()).toEqual([
      ["ADDED", coupon.id],
      ["NESTED", coupon.id],
    ]);
    const ofCoupon = (await s.api("GET", `/v1/coupons/${coupon.id}/promotion-codes`)).body.data as { coupon_id: number }[];
    expect(ofCoupon.map((p) => p.coupon_id)).toEqual([coupon.id, coupon.id]);
  });

  it("names the coupon in the paths taking {uuid_code}: the uuid_code first, then the numeric id", async () => {
    const s = await couponProgram(server);
    const base = (await s.createCoupon({ uuid_code: "PATHS" })).data;
    // a coupon whose uuid_code is the digits of base's id: the uuid_code wins, as before
    const digits = (await s.createCoupon({ uuid_code: String(base.id) })).data;
    expect((await s.getCoupon(String(digits.id))).uuid_code).toBe(String(base.id));
    expect(await s.getCoupon(String(base.id))).toMatchObject({ uuid_code: String(base.id) });
    // through a third coupon's id, with no uuid_code of those digits
    const third = (await s.createCoupon({ uuid_code: "THIRD" })).data;
    expect(await s.api("GET", `/v1/coupons/${third.id}`)).toMatchObject({ status: 200, body: { status: 1, data: { uuid_code: "THIRD", id: third.id } } });
    const renamed = await s.write("PUT", `/v1/coupons/${third.id}`, { name: "Renamed" });
    expect(renamed.data).toMatchObject({ uuid_code: "THIRD", name: "Renamed" });
    expect((await s.write("PUT", "/v1/coupons", { uuid_code: String(third.id), active: false })).data).toMatchObject({ uuid_code: "THIRD", active: false });
    expect((await s.write("DELETE", `/v1/coupons/${third.id}`)).message).toBe("coupon deleted");
    expect((await s.api("GET", "/v1/coupons/THIRD")).status).toBe(404);
    expect((await s.api("GET", `/v1/coupons/${third.id}`)).status).toBe(404);
  });

  it("never finds another program's coupon by its id in a path", async () => {
    const a = await couponProgram(server);
    const b = await couponProgram(server);
    const mine = (await a.createCoupon({ uuid_code: "ONLY-MINE" })).data;
    for (const [method, path] of [
      ["GET", `/v1/coupons/${mine.id}`],
      ["PUT", `/v1/coupons/${mine.id}`],
      ["DELETE", `/v1/coupons/${mine.id}`],
      ["GET", `/v1/coupons/${mine.id}/promotion-codes`],
    ] as const) {
      const res = await b.api(method, path, method === "PUT" ? { name: "x" } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await a.getCoupon("ONLY-MINE")).toMatchObject({ name: "ONLY-MINE", deleted_at: null });
  });
});
