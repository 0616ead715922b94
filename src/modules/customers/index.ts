// The customers module as the composition layer takes it (core/module.ts).
import "./customers.schema.js";
import "./customers.rest-fields.js";
import { declareEvents, type NamesOf, SALES_TYPES } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { customerRoutes } from "./customers.routes.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  "customer.created": SALES_TYPES,
  "customer.updated": SALES_TYPES,
  "customer.deleted": SALES_TYPES,
  "customer.credited": SALES_TYPES,
  "customer.rewarded": SALES_TYPES,
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const customersModule: RallyModule = {
  name: "customers",
  events,
  restRoutes: customerRoutes,
  features: ["customers", "customerReferrals", "customerBalance", "customerInvites", "customerStats"],
};
