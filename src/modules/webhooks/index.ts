// The webhooks module as the composition layer takes it (core/module.ts).
import "./webhooks.schema.js";
import "./deliveries.schema.js";
import { declareEvents, type NamesOf } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { webhookRoutes } from "./webhooks.routes.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  // not a webhook event of compat.md 6 either: the events feed hears that delivery disabled a webhook
  "webhook.disabled": [],
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const webhooksModule: RallyModule = {
  name: "webhooks",
  events,
  restRoutes: webhookRoutes,
};
