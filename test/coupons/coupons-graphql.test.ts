// Coupons and promotion codes over GraphQL as a console uses them (typed documents from
// test/graphql/coupons.graphql): nodes with global ids, references as objects, enums and Money,
// nullable lookups, filters, and mutations answering a payload with userErrors.
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CouponCreateDocument,
  CouponDeleteDocument,
  CouponNodeDocument,
  CouponOneDocument,
  CouponPartnerDocument,
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
import { couponProgram } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** the global id of the seeded partner pid */
async function partnerId(key: string) {
  return (await server.gql(key, CouponPartnerDocument, { externalId: "pid" })).data!.partner!.id;
}

describe("coupons over GraphQL", () => {
  it("creates, finds, lists, updates, redeems and deletes a coupon", async () => {
    const s = await couponProgram(server);
    const pid = await partnerId(s.key);
    const created = await server.gql(s.key, CouponCreateDocument, {
      input: { uuidCode: "GQL", discountType: "PERCENT", discountAmount: 25, durationType: "DAYS", durationValue: 7, redemptionLimit: 3, partnerId: pid, promotionCodes: [{ code: "GQLCODE" }], metadata: { k: "v" } },
    });
    expect(created.errors).toBeUndefined();
    const coupon = created.data!.couponCreate.coupon!;
    expect(created.data!.couponCreate.userErrors).toEqual([]);
    expect(coupon).toMatchObject({
      uuidCode: "GQL",
      discountType: "PERCENT",
      discountPercent: "25",
      discountAmount: null,
      durationType: "DAYS",
      durationValue: 7,
      expiresOn: null,
      redemptionLimit: 3,
      metadata: { k: "v" },
      redemptions: { totalCount: 0, edges: [] },
      partner: { id: pid, externalId: "pid" },
      syncProvider: null,
      promotionCodes: { totalCount: 1, edges: [{ node: { code: "GQLCODE" } }] },
    });
    expect(coupon.number).toBe((await s.getCoupon("GQL")).id);

    // found by either id, and as a node
    const byCode = await server.gql(s.key, CouponOneDocument, { by: { uuidCode: "GQL" } });
    expect(byCode.data!.coupon!.id).toBe(coupon.id);
    const byId = await server.gql(s.key, CouponOneDocument, { by: { id: coupon.id } });
    expect(byId.data!.coupon!.uuidCode).toBe("GQL");
    const node = await server.gql(s.key, CouponNodeDocument, { id: coupon.id });
    expect(node.data!.node).toEqual({ __typename: "Coupon", id: coupon.id, uuidCode: "GQL" });
    // an unknown one is null, not an error
    const none = await server.gql(s.key, CouponOneDocument, { by: { uuidCode: "NOPE" } });
    expect(none.errors).toBeUndefined();
    expect(none.data!.coupon).toBeNull();

    // a fixed discount is Money in the program's currency
    const fixed = await server.gql(s.key, CouponCreateDocument, { input: { uuidCode: "FIXED", discountType: "STATIC", discountAmount: 9.5, durationType: "ONCE" } });
    expect(fixed.data!.couponCreate.coupon).toMatchObject({ discountPercent: null, discountAmount: { amount: "9.5", currency: "USD" }, durationValue: null, partner: null });

    const updated = await server.gql(s.key, CouponUpdateDocument, { input: { id: coupon.id, name: "Renamed", active: false } });
    expect(updated.data!.couponUpdate).toMatchObject({ userErrors: [], coupon: { name: "Renamed", active: false } });
    const inactive = await server.gql(s.key, CouponsPageDocument, { filter: { active: false } });
    expect(inactive.data!.coupons.edges.map((e) => e.node.uuidCode)).toEqual(["GQL"]);
    const byPartner = await server.gql(s.key, CouponsPageDocument, { filter: { partnerId: pid } });
    expect(byPartner.data!.coupons.edges.map((e) => e.node.uuidCode)).toEqual(["GQL"]);
    const searched = await server.gql(s.key, CouponsPageDocument, { filter: { search: "fix" } });
    expect(searched.data!.coupons.edges.map((e) => e.node.uuidCode)).toEqual(["FIXED"]);
    const page = await server.gql(s.key, CouponsPageDocument, { first: 1 });
    expect(page.data!.coupons).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    const next = await server.gql(s.key, CouponsPageDocument, { first: 1, after: page.data!.coupons.pageInfo.endCursor });
    expect(next.data!.coupons.pageInfo.hasNextPage).toBe(false);
    expect(next.data!.coupons.edges[0]!.node.id).not.toBe(page.data!.coupons.edges[0]!.node.id);
    await server.gql(s.key, CouponUpdateDocument, { input: { id: coupon.id, active: true } });

    await s.sale("gql-order");
    const unknown = await server.gql(s.key, CouponRedeemDocument, { input: { id: coupon.id, transactionKey: "nope" } });
    expect(unknown.data!.couponRedeem).toMatchObject({ recorded: false, refusal: "UNKNOWN_TRANSACTION", coupon: { timesRedeemed: 0 }, userErrors: [] });
    const redeemed = await server.gql(s.key, CouponRedeemDocument, { input: { id: coupon.id, transactionKey: "gql-order" } });
    expect(redeemed.data!.couponRedeem).toMatchObject({ recorded: true, refusal: null, coupon: { timesRedeemed: 1, redemptions: { edges: [{ node: { transactionKey: "gql-order" } }] } } });
    const again = await server.gql(s.key, CouponRedeemDocument, { input: { id: coupon.id, transactionKey: "gql-order" } });
    expect(again.data!.couponRedeem).toMatchObject({ recorded: false, refusal: "ALREADY_RECORDED" });
    // the redemption is an object with its sale
    const read = await server.gql(s.key, CouponOneDocument, { by: { id: coupon.id } });
    expect(read.data!.coupon!.redemptions).toEqual({
      totalCount: 1,
      edges: [{ node: { id: expect.any(String), transactionKey: "gql-order", redeemedAt: expect.any(String), transaction: { key: "gql-order" } } }],
    });

    const deleted = await server.gql(s.key, CouponDeleteDocument, { input: { id: coupon.id } });
    expect(deleted.data!.couponDelete).toEqual({ deletedId: coupon.id, userErrors: [] });
    expect((await server.gql(s.key, CouponOneDocument, { by: { id: coupon.id } })).data!.coupon).toBeNull();
    const twice = await server.gql(s.key, CouponDeleteDocument, { input: { id: coupon.id } });
    expect(twice.data!.couponDelete).toMatchObject({ deletedId: null, userErrors: [{ field: ["input", "id"] }] });
  });

  it("answers refused input as userErrors with input paths, creating nothing", async () => {
    const s = await couponProgram(server);
    const bad = await server.gql(s.key, CouponCreateDocument, { input: { discountType: "PERCENT", discountAmount: 150, durationType: "MONTHS", sync: { provider: "STRIPE" } } });
    expect(bad.errors).toBeUndefined();
    expect(bad.data!.couponCreate.coupon).toBeNull();
    expect(bad.data!.couponCreate.userErrors.map((e) => e.field).sort()).toEqual([
      ["input", "discountAmount"],
      ["input", "durationValue"],
      ["input", "sync", "provider"],
    ]);
    const taken = await server.gql(s.key, CouponCreateDocument, { input: { uuidCode: "T", discountType: "PERCENT", discountAmount: 5, durationType: "ONCE" } });
    expect(taken.data!.couponCreate.userErrors).toEqual([]);
    const twice = await server.gql(s.key, CouponCreateDocument, { input: { uuidCode: "T", discountType: "PERCENT", discountAmount: 5, durationType: "ONCE" } });
    expect(twice.data!.couponCreate.userErrors).toMatchObject([{ field: ["input", "uuidCode"], code: "TAKEN" }]);
    const noPartner = await server.gql(s.key, CouponCreateDocument, { input: { discountType: "PERCENT", discountAmount: 5, durationType: "ONCE", partnerId: "bm9wZQ==" } });
    expect(noPartner.data!.couponCreate.userErrors).toMatchObject([{ field: ["input", "partnerId"], code: "INVALID" }]);
    expect((await server.gql(s.key, CouponsPageDocument, {})).data!.coupons.totalCount).toBe(1);
  });

  it("creates, finds, lists, updates, redeems and deletes promotion codes", async () => {
    const s = await couponProgram(server);
    const pid = await partnerId(s.key);
    const base = (await server.gql(s.key, CouponCreateDocument, { input: { uuidCode: "BASE", discountType: "PERCENT", discountAmount: 10, durationType: "ONCE" } })).data!.couponCreate.coupon!;
    const created = await server.gql(s.key, PromotionCodeCreateDocument, { input: { couponId: base.id, code: "PG1", partnerId: pid, minimumOrderValue: 20 } });
    expect(created.errors).toBeUndefined();
    const code = created.data!.promotionCodeCreate.promotionCode!;
    expect(code).toMatchObject({ code: "PG1", coupon: { id: base.id, uuidCode: "BASE" }, partner: { id: pid, externalId: "pid" }, customer: null, minimumOrder: { amount: "20", currency: "USD" }, expiresOn: null });
    const one = await server.gql(s.key, PromotionCodeOneDocument, { by: { code: "PG1" } });
    expect(one.data!.promotionCode!.id).toBe(code.id);
    expect((await server.gql(s.key, PromotionCodeOneDocument, { by: { id: code.id } })).data!.promotionCode!.code).toBe("PG1");
    expect((await server.gql(s.key, CouponNodeDocument, { id: code.id })).data!.node).toEqual({ __typename: "PromotionCode", id: code.id, code: "PG1" });
    expect((await server.gql(s.key, PromotionCodeOneDocument, { by: { code: "NOPE" } })).data!.promotionCode).toBeNull();

    const updated = await server.gql(s.key, PromotionCodeUpdateDocument, { input: { id: code.id, partnerId: null, metadata: { a: 1 } } });
    expect(updated.data!.promotionCodeUpdate).toMatchObject({ userErrors: [], promotionCode: { partner: null, metadata: { a: 1 } } });
    const refused = await server.gql(s.key, PromotionCodeCreateDocument, { input: { couponId: base.id, code: "PG1", expiresOn: null } });
    expect(refused.data!.promotionCodeCreate).toMatchObject({ promotionCode: null, userErrors: [{ field: ["input", "code"], code: "TAKEN" }] });

    await s.sale("pg-order");
    const redeemed = await server.gql(s.key, PromotionCodeRedeemDocument, { input: { id: code.id, transactionKey: "pg-order" } });
    expect(redeemed.data!.promotionCodeRedeem).toMatchObject({ recorded: true, refusal: null, promotionCode: { timesRedeemed: 1, redemptions: { edges: [{ node: { transactionKey: "pg-order" } }] } } });
    const list = await server.gql(s.key, PromotionCodesPageDocument, { filter: { couponId: base.id } });
    expect(list.data!.promotionCodes).toMatchObject({ totalCount: 1, edges: [{ node: { code: "PG1", coupon: { uuidCode: "BASE" } } }] });
    const deleted = await server.gql(s.key, PromotionCodeDeleteDocument, { input: { id: code.id } });
    expect(deleted.data!.promotionCodeDelete).toEqual({ deletedId: code.id, userErrors: [] });
    expect((await server.gql(s.key, PromotionCodesPageDocument, {})).data!.promotionCodes.totalCount).toBe(0);
  });

  it("keeps other program types out", async () => {
    const { key } = await server.program("Referral");
    const res = await server.gql(key, CouponsPageDocument, {});
    expect(res.errors![0]!.message).toBe("Coupons is not available for Referral programs");
  });
});
