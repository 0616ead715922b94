// The partners module as the composition layer takes it (core/module.ts).
import "./partners.schema.js";
import type { RallyModule } from "../../core/module.js";
import { partnerRoutes } from "./partners.routes.js";

export const partnersModule: RallyModule = {
  name: "partners",
  restRoutes: partnerRoutes,
  features: ["partners", "partnerInvites"],
};
