// The woocommerce module as the composition layer takes it (core/module.ts).
import "./woocommerce.schema.js";
import type { RallyModule } from "../../core/module.js";
import { woocommerceRoutes } from "./woocommerce.routes.js";
import { woocommerceHttpRoutes } from "./webhook.route.js";

export const woocommerceModule: RallyModule = {
  name: "woocommerce",
  restRoutes: woocommerceRoutes,
  httpRoutes: woocommerceHttpRoutes,
  features: ["customers", "transactions"],
};
