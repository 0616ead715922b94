// The subscribers module as the composition layer takes it (core/module.ts).
import "./subscribers.schema.js";
import "./subscribers.rest-fields.js";
import { declareEvents, type NamesOf } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { subscriberRoutes } from "./subscribers.routes.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  "subscriber.created": ["Newsletter"],
  "subscriber.updated": ["Newsletter"],
  "subscriber.deleted": ["Newsletter"],
  "subscriber.rewarded": ["Newsletter"],
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const subscribersModule: RallyModule = {
  name: "subscribers",
  events,
  restRoutes: subscriberRoutes,
  features: ["subscribers"],
};
