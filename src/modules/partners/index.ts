// The partners module as the composition layer takes it (core/module.ts).
import "./partners.schema.js";
import "./partner-stats.schema.js";
import "./partners.rest-fields.js";
import "./partner-approval.schema.js";
import { AFFILIATE_TYPES, declareEvents, type NamesOf } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { partnerRoutes } from "./partners.routes.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  "partner.created": AFFILIATE_TYPES,
  "partner.updated": AFFILIATE_TYPES,
  "partner.deleted": AFFILIATE_TYPES,
  "partner.approved": AFFILIATE_TYPES,
  "partner.archived": AFFILIATE_TYPES,
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const partnersModule: RallyModule = {
  name: "partners",
  events,
  restRoutes: partnerRoutes,
  features: ["partners", "partnerInvites"],
};
