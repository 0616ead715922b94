// The payouts module as the composition layer takes it (core/module.ts).
import "./payouts.schema.js";
import "./payouts.rest-fields.js";
import "./payout-export.schema.js";
import { AFFILIATE_TYPES, declareEvents, type NamesOf } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { payoutRoutes } from "./payouts.routes.js";
import { payoutCommands } from "./payouts.cli.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  "payout_request.created": AFFILIATE_TYPES,
  "payout_request.approved": AFFILIATE_TYPES,
  "payout_request.rejected": AFFILIATE_TYPES,
  "payout_request.paid": AFFILIATE_TYPES,
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const payoutsModule: RallyModule = {
  name: "payouts",
  events,
  restRoutes: payoutRoutes,
  commands: payoutCommands,
  features: ["payouts"],
};
