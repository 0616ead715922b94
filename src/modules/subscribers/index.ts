// The subscribers module as the composition layer takes it (core/module.ts).
import "./subscribers.schema.js";
import type { RallyModule } from "../../core/module.js";
import { subscriberRoutes } from "./subscribers.routes.js";

export const subscribersModule: RallyModule = {
  name: "subscribers",
  restRoutes: subscriberRoutes,
  features: ["subscribers"],
};
