import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };
const couponSummer: ExampleRequest = { method: "POST", path: "/coupons", body: { uuid_code: "SUMMER", name: "Summer sale", coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", partner: { key: "ada-l" }, promotion_codes: [{ code: "ADA10" }] } };

const tags = ["Coupons"];

export const couponRoutes: RestRoute[] = forFeature("coupons", [
  {
    method: "POST",
    path: "/coupons",
    field: "Mutation.createCoupon",
    example: { body: { uuid_code: "SUMMER", name: "Summer sale", coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", partner: { key: "ada-l" }, promotion_codes: [{ code: "ADA10" }] }, given: [partnerAda] },
    envelope: "message",
    tags,
    description:
      "Creates a coupon with its promotion_codes (one database transaction). With sync.provider (connected: else 422), the coupon is pushed " +
      "after it is saved; a provider that fails leaves it saved with synchronization_successful false and the provider's message",
  },
  {
    method: "GET",
    path: "/coupons",
    field: "Query.coupons",
    example: { path: "/coupons?active=true", given: [partnerAda, couponSummer] },
    envelope: "list",
    tags,
    description: "Filters: active (true|false); sort asc|desc",
  },
  {
    method: "GET",
    path: "/coupons/{uuid_code}",
    field: "Query.restCoupon",
    description: "One coupon by its uuid_code, with its promotion codes",
    example: { path: "/coupons/SUMMER", given: [partnerAda, couponSummer] },
    tags,
  },
  {
    method: "PUT",
    path: "/coupons",
    field: "Mutation.updateCoupon",
    example: { body: { uuid_code: "SUMMER", update: { name: "Summer sale 2026" } }, given: [partnerAda, couponSummer] },
    envelope: "message",
    tags,
    description:
      "Changes name, active, metadata (merged), partner; redeem with transaction_key records a redemption (a repeated or unknown key, " +
      "or one the coupon's restrictions refuse, changes nothing); sync.provider only when the coupon has none (one-way)",
    aliases: [{ path: "/coupons/{uuid_code}" }],
  },
  {
    method: "DELETE",
    path: "/coupons",
    field: "Mutation.deleteCoupon",
    example: { body: { uuid_code: "SUMMER" }, given: [partnerAda, couponSummer] },
    envelope: "message",
    tags,
    description: "Deletes the coupon (soft: 404 afterwards, its uuid_code stays taken) and its promotion codes with it",
    aliases: [{ path: "/coupons/{uuid_code}" }],
  },
  {
    method: "GET",
    path: "/coupons/{uuid_code}/promotion-codes",
    field: "Query.couponPromotionCodes",
    example: { path: "/coupons/SUMMER/promotion-codes", given: [partnerAda, couponSummer] },
    envelope: "list",
    tags,
    description: "The coupon's promotion codes, newest first",
  },
  {
    method: "GET",
    path: "/coupons/{uuid_code}/redemptions",
    field: "Query.couponRedemptions",
    example: { path: "/coupons/SUMMER/redemptions", given: [partnerAda, couponSummer] },
    envelope: "list",
    tags,
    description: "All of the coupon's redemptions ({redeemed_at, transaction_key}), newest first; sort asc|desc. additional_info holds only the most recent ones",
  },
]);
