// The coupons module as the composition layer takes it (core/module.ts).
import "./coupons.schema.js";
import "./redemption-feed.schema.js";
import type { RallyModule } from "../../core/module.js";
import { couponRoutes } from "./coupons.routes.js";

export const couponsModule: RallyModule = {
  name: "coupons",
  restRoutes: couponRoutes,
  features: ["coupons"],
};
