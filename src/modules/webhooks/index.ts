// The webhooks module as the composition layer takes it (core/module.ts).
import "./webhooks.schema.js";
import "./deliveries.schema.js";
import type { RallyModule } from "../../core/module.js";
import { webhookRoutes } from "./webhooks.routes.js";

export const webhooksModule: RallyModule = {
  name: "webhooks",
  restRoutes: webhookRoutes,
};
