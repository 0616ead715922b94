// A coupon or promotion code of one program never reads, updates, deletes or redeems through
// another program's key, whatever codes it is given.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CouponDeleteDocument,
  CouponNodeDocument,
  CouponOneDocument,
  CouponRedeemDocument,
  CouponUpdateDocument,
  PromotionCodeCreateDocument,
  PromotionCodeDeleteDocument,
  PromotionCodeOneDocument,
  PromotionCodeRedeemDocument,
  PromotionCodesPageDocument,
  PromotionCodeUpdateDocument,
} from "../generated/graphql.js";
import { listTotal } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram, percentCoupon } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("coupon isolation across programs", () => {
  it("answers 404 to another program's key and changes nothing", async () => {
    const a = await couponProgram(server);
    const b = await couponProgram(server);
    await a.createCoupon({ uuid_code: "MINE", promotion_codes: [{ code: "MINECODE" }] });
    await a.sale("shared-key");
    await b.sale("shared-key");
    const coupon = await a.getCoupon("MINE");
    const code = await a.getCode("MINECODE");

    const attempts: [string, string, unknown?][] = [
      ["GET", "/v1/coupons/MINE"],
      ["PUT", "/v1/coupons", { uuid_code: "MINE", name: "stolen" }],
      ["PUT", "/v1/coupons/MINE", { redeem: true, transaction_key: "shared-key" }],
      ["DELETE", "/v1/coupons/MINE"],
      ["DELETE", "/v1/coupons", { uuid_code: "MINE" }],
      ["GET", "/v1/coupons/MINE/promotion-codes"],
      ["GET", "/v1/promotion-codes/MINECODE"],
      ["PUT", "/v1/promotion-codes", { code: "MINECODE", metadata: { x: 1 } }],
      ["PUT", "/v1/promotion-codes/MINECODE", { redeem: true, transaction_key: "shared-key" }],
      ["DELETE", "/v1/promotion-codes", { code: "MINECODE", coupon: { uuid_code: "MINE" } }],
      ["DELETE", "/v1/promotion-codes/MINECODE"],
      ["POST", "/v1/promotion-codes", { coupon_uuid: "MINE", code: "INTRUDER" }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await b.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await listTotal(b.api, "/v1/coupons")).toBe(0);
    expect(await listTotal(b.api, "/v1/promotion-codes")).toBe(0);
    expect(await a.getCoupon("MINE")).toEqual(coupon);
    expect(await a.getCode("MINECODE")).toEqual(code);

    // the same codes are free in the other program, and stay separate
    await b.write("POST", "/v1/coupons", percentCoupon({ uuid_code: "MINE", promotion_codes: [{ code: "MINECODE" }] }));
    await b.redeemCode("MINECODE", "shared-key");
    expect((await a.getCode("MINECODE")).times_redeemed).toBe(0);
    expect((await b.getCode("MINECODE")).times_redeemed).toBe(1);
    // a program's sale with another program's partner code attributes nothing
    await a.write("PUT", "/v1/coupons/MINE", { partner: { id: "pid" } });
    const foreign = await b.ok("POST", "/v1/transactions", { key: "anon", amount: 10, discount_code: "MINE" });
    expect(foreign.partner).toBeNull();
  });

  it("finds nothing of another program's by global id over GraphQL, and changes nothing of it", async () => {
    const a = await couponProgram(server);
    const b = await couponProgram(server);
    await a.createCoupon({ uuid_code: "OURS", promotion_codes: [{ code: "OURCODE" }] });
    await b.sale("their-key");
    const coupon = (await server.gql(a.key, CouponOneDocument, { by: { uuidCode: "OURS" } })).data!.coupon!;
    const code = (await server.gql(a.key, PromotionCodeOneDocument, { by: { code: "OURCODE" } })).data!.promotionCode!;
    const before = [await a.getCoupon("OURS"), await a.getCode("OURCODE")];

    expect((await server.gql(b.key, CouponOneDocument, { by: { id: coupon.id } })).data!.coupon).toBeNull();
    expect((await server.gql(b.key, CouponNodeDocument, { id: coupon.id })).data!.node).toBeNull();
    expect((await server.gql(b.key, PromotionCodeOneDocument, { by: { id: code.id } })).data!.promotionCode).toBeNull();
    expect((await server.gql(b.key, CouponNodeDocument, { id: code.id })).data!.node).toBeNull();
    expect((await server.gql(b.key, PromotionCodesPageDocument, { filter: { couponId: coupon.id } })).data!.promotionCodes.totalCount).toBe(0);

    const refused = [
      (await server.gql(b.key, CouponUpdateDocument, { input: { id: coupon.id, name: "stolen" } })).data!.couponUpdate,
      (await server.gql(b.key, CouponRedeemDocument, { input: { id: coupon.id, transactionKey: "their-key" } })).data!.couponRedeem,
      (await server.gql(b.key, CouponDeleteDocument, { input: { id: coupon.id } })).data!.couponDelete,
      (await server.gql(b.key, PromotionCodeCreateDocument, { input: { couponId: coupon.id, code: "INTRUDER" } })).data!.promotionCodeCreate,
      (await server.gql(b.key, PromotionCodeUpdateDocument, { input: { id: code.id, metadata: { x: 1 } } })).data!.promotionCodeUpdate,
      (await server.gql(b.key, PromotionCodeRedeemDocument, { input: { id: code.id, transactionKey: "their-key" } })).data!.promotionCodeRedeem,
      (await server.gql(b.key, PromotionCodeDeleteDocument, { input: { id: code.id } })).data!.promotionCodeDelete,
    ];
    for (const answer of refused) expect(answer.userErrors, JSON.stringify(answer)).toHaveLength(1);
    expect([await a.getCoupon("OURS"), await a.getCode("OURCODE")]).toEqual(before);
    expect(await a.prisma.promotionCode.count({ where: { code: "INTRUDER" } })).toBe(0);
  });
});
