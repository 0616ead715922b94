import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Promotion codes"];

export const promotionCodeRoutes: RestRoute[] = forFeature("promotionCodes", [
  { method: "POST", path: "/promotion-codes", field: "Mutation.createPromotionCode", envelope: "message", tags, description: "Adds a code to the coupon named by coupon_uuid (or coupon_id)" },
  { method: "GET", path: "/promotion-codes", field: "Query.promotionCodes", envelope: "list", tags, description: "Filter: coupon_uuid; sort asc|desc" },
  { method: "GET", path: "/promotion-codes/{code}", field: "Query.restPromotionCode", tags },
  {
    method: "PUT",
    path: "/promotion-codes",
    field: "Mutation.updatePromotionCode",
    envelope: "message",
    tags,
    description: "Changes limit_to_specific_partner with coupon_specific_partners, metadata (merged); redeem with transaction_key records a redemption",
    aliases: [{ path: "/promotion-codes/{code}" }],
  },
  {
    method: "DELETE",
    path: "/promotion-codes",
    field: "Mutation.deletePromotionCode",
    envelope: "message",
    tags,
    description: "Deletes the code permanently (code and coupon.uuid_code)",
    aliases: [{ path: "/promotion-codes/{code}" }],
  },
]);
