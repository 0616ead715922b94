// The customers module as the composition layer takes it (core/module.ts).
import "./customers.schema.js";
import type { RallyModule } from "../../core/module.js";
import { customerRoutes } from "./customers.routes.js";

export const customersModule: RallyModule = {
  name: "customers",
  restRoutes: customerRoutes,
  features: ["customers", "customerReferrals", "customerBalance", "customerInvites", "customerStats"],
};
