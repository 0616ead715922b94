// The coupons module as the composition layer takes it (core/module.ts).
import "./coupons.schema.js";
import "./coupons.rest-fields.js";
import "./redemption-feed.schema.js";
import { AFFILIATE_TYPES, declareEvents, type NamesOf } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { couponRoutes } from "./coupons.routes.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  "coupon.redeemed": AFFILIATE_TYPES,
  "promotion_code.redeemed": AFFILIATE_TYPES,
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const couponsModule: RallyModule = {
  name: "coupons",
  events,
  restRoutes: couponRoutes,
  features: ["coupons"],
};
