// The leads module as the composition layer takes it (core/module.ts).
import "./leads.schema.js";
import "./leads.rest-fields.js";
import "./lead-feed.schema.js";
import { AFFILIATE_TYPES, declareEvents, type NamesOf } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { leadRoutes } from "./leads.routes.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  "lead.submitted": AFFILIATE_TYPES,
  "lead.converted": AFFILIATE_TYPES,
  "lead.rejected": AFFILIATE_TYPES,
  // not a webhook event: it feeds the leadChanged subscription (and `events`)
  "lead.deleted": [],
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const leadsModule: RallyModule = {
  name: "leads",
  events,
  restRoutes: leadRoutes,
  features: ["leads"],
};
