import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };
const couponSummer: ExampleRequest = { method: "POST", path: "/coupons", body: { uuid_code: "SUMMER", name: "Summer sale", coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", partner: { key: "ada-l" }, promotion_codes: [{ code: "ADA10" }] } };

const tags = ["Promotion codes"];

export const promotionCodeRoutes: RestRoute[] = forFeature("promotionCodes", [
  {
    method: "POST",
    path: "/promotion-codes",
    field: "Mutation.createPromotionCode",
    example: { body: { coupon_uuid: "SUMMER", code: "ADA15" }, given: [partnerAda, couponSummer] },
    envelope: "message",
    tags,
    description: "Adds a code to the coupon named by coupon_uuid (or coupon_id)",
  },
  {
    method: "GET",
    path: "/promotion-codes",
    field: "Query.promotionCodes",
    example: { path: "/promotion-codes?coupon_uuid=SUMMER", given: [partnerAda, couponSummer] },
    envelope: "list",
    tags,
    description: "Filter: coupon_uuid; sort asc|desc",
  },
  {
    method: "GET",
    path: "/promotion-codes/{code}",
    field: "Query.restPromotionCode",
    description: "One promotion code by its code",
    example: { path: "/promotion-codes/ADA10", given: [partnerAda, couponSummer] },
    tags,
  },
  {
    method: "GET",
    path: "/promotion-codes/{code}/redemptions",
    field: "Query.promotionCodeRedemptions",
    example: { path: "/promotion-codes/ADA10/redemptions", given: [partnerAda, couponSummer] },
    envelope: "list",
    tags,
    description: "All of the code's redemptions ({redeemed_at, transaction_key}), newest first; sort asc|desc. additional_info holds only the most recent ones",
  },
  {
    method: "PUT",
    path: "/promotion-codes",
    field: "Mutation.updatePromotionCode",
    example: { body: { code: "ADA10", update: { metadata: { campaign: "newsletter" } } }, given: [partnerAda, couponSummer] },
    envelope: "message",
    tags,
    description: "Changes limit_to_specific_partner with coupon_specific_partners, metadata (merged); redeem with transaction_key records a redemption",
    aliases: [{ path: "/promotion-codes/{code}" }],
  },
  {
    method: "DELETE",
    path: "/promotion-codes",
    field: "Mutation.deletePromotionCode",
    example: { body: { code: "ADA10", coupon: { uuid_code: "SUMMER" } }, given: [partnerAda, couponSummer] },
    envelope: "message",
    tags,
    description: "Deletes the code permanently (code and coupon.uuid_code)",
    aliases: [{ path: "/promotion-codes/{code}" }],
  },
]);
