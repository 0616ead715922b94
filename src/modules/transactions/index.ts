// The transactions module as the composition layer takes it (core/module.ts).
import "./transactions.schema.js";
import "./transactions.rest-fields.js";
import { declareEvents, type NamesOf, SALES_TYPES } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { transactionRoutes } from "./transactions.routes.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  "transaction.created": SALES_TYPES,
  "transaction.updated": SALES_TYPES,
  "transaction.deleted": SALES_TYPES,
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const transactionsModule: RallyModule = {
  name: "transactions",
  events,
  restRoutes: transactionRoutes,
  features: ["transactions"],
};
