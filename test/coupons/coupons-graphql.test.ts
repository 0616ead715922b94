// Coupons and promotion codes over GraphQL (typed documents from test/graphql/coupons.graphql):
// the same services as REST, so the same fields, rules and errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CouponCreateDocument,
  CouponDeleteDocument,
  CouponOneDocument,
  CouponRedeemDocument,
  CouponsPageDocument,
  CouponUpdateDocument,
  PromotionCodeCreateDocument,
  PromotionCodeDeleteDocument,
  PromotionCodeOneDocument,
  PromotionCodeRedeemDocument,
  PromotionCodesPageDocument,
  PromotionCodeUpdateDocument,
} from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { snakeCase } from "../../src/core/case.js";
import { couponProgram } from "./support.js";

/** GraphQL's fields under REST's names */
const restNames = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [snakeCase(k), v]));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("coupons over GraphQL", () => {
  it("creates, reads, lists, updates, redeems and deletes a coupon, showing what REST shows", async () => {
    const s = await couponProgram(server);
    const created = await server.gql(s.key, CouponCreateDocument, { uuidCode: "GQL", type: "percent", amount: 25, duration: "days", durationValue: 7, codes: [{ code: "GQLCODE" }], metadata: { k: "v" } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCoupon).toMatchObject({ message: "coupon created", synchronizationEnabled: false, synchronizationSuccessful: false, synchronizationMessage: "" });
    expect(created.data!.createCoupon.data).toMatchObject({ uuidCode: "GQL", couponDiscountAmount: 25, couponDurationValue: 7, metadata: { k: "v" }, additionalInfo: [] });

    const rest = await s.getCoupon("GQL");
    const one = await server.gql(s.key, CouponOneDocument, { uuidCode: "GQL" });
    const { promotionCodes, ...fields } = one.data!.coupon;
    expect(promotionCodes).toEqual({ totalCount: 1, edges: [{ node: { code: "GQLCODE" } }] });
    // the same values as REST, under camelCase names
    expect(restNames(fields)).toEqual(rest);

    const updated = await server.gql(s.key, CouponUpdateDocument, { uuidCode: "GQL", update: { name: "Renamed", active: false } });
    expect(updated.data!.updateCoupon).toMatchObject({ message: "coupon updated", redemption: null, data: { name: "Renamed", active: false } });
    const inactive = await server.gql(s.key, CouponsPageDocument, { active: false });
    expect(inactive.data!.coupons.edges.map((e) => e.node.uuidCode)).toEqual(["GQL"]);
    await server.gql(s.key, CouponUpdateDocument, { uuidCode: "GQL", update: { active: true } });

    await s.sale("gql-order");
    const unknown = await server.gql(s.key, CouponRedeemDocument, { uuidCode: "GQL", transactionKey: "nope" });
    expect(unknown.data!.redeemCoupon).toMatchObject({ redemption: "unknown_transaction", data: { timesRedeemed: 0 } });
    const redeemed = await server.gql(s.key, CouponRedeemDocument, { uuidCode: "GQL", transactionKey: "gql-order" });
    expect(redeemed.data!.redeemCoupon).toMatchObject({ redemption: null, data: { timesRedeemed: 1 } });
    const again = await server.gql(s.key, CouponRedeemDocument, { uuidCode: "GQL", transactionKey: "gql-order" });
    expect(again.data!.redeemCoupon.redemption).toBe("already_recorded");

    const deleted = await server.gql(s.key, CouponDeleteDocument, { uuidCode: "GQL" });
    expect(deleted.data!.deleteCoupon).toMatchObject({ message: "coupon deleted", data: { uuidCode: "GQL" } });
    const gone = await server.gql(s.key, CouponOneDocument, { uuidCode: "GQL" });
    expect(gone.errors![0]!.message).toBe("Coupon not found");
  });

  it("answers validation errors with the field paths REST uses", async () => {
    const s = await couponProgram(server);
    const bad = await server.gql(s.key, CouponCreateDocument, { type: "percent", amount: 150, duration: "months", sync: { provider: "stripe" } });
    expect(bad.errors).toHaveLength(1);
    expect(bad.errors![0]!.extensions).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(Object.keys(bad.errors![0]!.extensions!.errors).sort()).toEqual(["coupon_discount_amount", "coupon_duration_value", "sync.provider"]);
    expect((await server.gql(s.key, CouponsPageDocument, {})).data!.coupons.totalCount).toBe(0);
  });

  it("creates, reads, lists, updates, redeems and deletes promotion codes", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "BASE" });
    const created = await server.gql(s.key, PromotionCodeCreateDocument, { couponUuid: "BASE", code: "PG1", limitToSpecificPartner: true, couponSpecificPartners: { id: "pid" } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createPromotionCode).toMatchObject({ message: "promotion code created", data: { code: "PG1", couponUuid: "BASE", limitToSpecificPartner: true, couponSpecificPartners: { id: "pid" } } });
    const one = await server.gql(s.key, PromotionCodeOneDocument, { code: "PG1" });
    expect(restNames(one.data!.promotionCode)).toEqual(await s.getCode("PG1"));
    const updated = await server.gql(s.key, PromotionCodeUpdateDocument, { code: "PG1", update: { limitToSpecificPartner: false, metadata: { a: 1 } } });
    expect(updated.data!.updatePromotionCode).toMatchObject({ message: "promotion code updated", data: { limitToSpecificPartner: false, couponSpecificPartners: [], metadata: { a: 1 } } });
    await s.sale("pg-order");
    const redeemed = await server.gql(s.key, PromotionCodeRedeemDocument, { code: "PG1", transactionKey: "pg-order" });
    expect(redeemed.data!.redeemPromotionCode).toMatchObject({ redemption: null, data: { timesRedeemed: 1, additionalInfo: { redemptions: [{ transaction_key: "pg-order" }] } } });
    const list = await server.gql(s.key, PromotionCodesPageDocument, { couponUuid: "BASE" });
    expect(list.data!.promotionCodes).toMatchObject({ totalCount: 1, edges: [{ node: { code: "PG1", couponUuid: "BASE" } }] });
    const deleted = await server.gql(s.key, PromotionCodeDeleteDocument, { code: "PG1", uuidCode: "BASE" });
    expect(deleted.data!.deletePromotionCode).toMatchObject({ message: "promotion code deleted", data: { code: "PG1" } });
    expect((await server.gql(s.key, PromotionCodesPageDocument, {})).data!.promotionCodes.totalCount).toBe(0);
  });

  it("keeps other program types out", async () => {
    const { key } = await server.program("Referral");
    const res = await server.gql(key, CouponsPageDocument, {});
    expect(res.errors![0]!.message).toBe("Coupons is not available for Referral programs");
  });
});
