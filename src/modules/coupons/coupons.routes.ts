import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Coupons"];

export const couponRoutes: RestRoute[] = forFeature("coupons", [
  {
    method: "POST",
    path: "/coupons",
    field: "Mutation.createCoupon",
    envelope: "message",
    tags,
    description:
      "Creates a coupon with its promotion_codes (one database transaction). With sync.provider (connected: else 422), the coupon is pushed " +
      "after it is saved; a provider that fails leaves it saved with synchronization_successful false and the provider's message",
  },
  { method: "GET", path: "/coupons", field: "Query.coupons", envelope: "list", tags, description: "Filters: active (true|false); sort asc|desc" },
  { method: "GET", path: "/coupons/{uuid_code}", field: "Query.restCoupon", tags },
  {
    method: "PUT",
    path: "/coupons",
    field: "Mutation.updateCoupon",
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
    envelope: "message",
    tags,
    description: "Deletes the coupon (soft: 404 afterwards, its uuid_code stays taken) and its promotion codes with it",
    aliases: [{ path: "/coupons/{uuid_code}" }],
  },
  { method: "GET", path: "/coupons/{uuid_code}/promotion-codes", field: "Query.couponPromotionCodes", envelope: "list", tags, description: "The coupon's promotion codes, newest first" },
]);
