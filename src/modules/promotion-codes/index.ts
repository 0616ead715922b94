// The promotion-codes module as the composition layer takes it (core/module.ts).
import "./promotion-codes.schema.js";
import "./promotion-codes.rest-fields.js";
import type { RallyModule } from "../../core/module.js";
import { promotionCodeRoutes } from "./promotion-codes.routes.js";

export const promotionCodesModule: RallyModule = {
  name: "promotion-codes",
  restRoutes: promotionCodeRoutes,
  features: ["promotionCodes"],
};
