// Every domain module, in one list: the composition layer (http/, cli.ts) takes their schemas,
// REST routes (in this order in the OpenAPI document), plain routes and CLI commands from here.
// Adding a module adds a line here. Only the composition layer (http/, app.ts, cli.ts) imports
// this file.
import { eventsFor as eventsOf, webhookEventsOf, type WebhookEvents } from "../core/events.js";
import type { RallyModule } from "../core/module.js";
import type { ProgramType } from "../generated/prisma/client.js";
import { programsModule } from "./programs/index.js";
import { authModule } from "./auth/index.js";
import { partnersModule } from "./partners/index.js";
import { customersModule } from "./customers/index.js";
import { subscribersModule } from "./subscribers/index.js";
import { leadsModule } from "./leads/index.js";
import { referralLinksModule } from "./referral-links/index.js";
import { transactionsModule } from "./transactions/index.js";
import { rewardsModule } from "./rewards/index.js";
import { integrationsModule } from "./integrations/index.js";
import { couponsModule } from "./coupons/index.js";
import { promotionCodesModule } from "./promotion-codes/index.js";
import { webhooksModule } from "./webhooks/index.js";
import { payoutsModule } from "./payouts/index.js";
import { woocommerceModule } from "./woocommerce/index.js";
import { trackingModule } from "./tracking/index.js";
import { emailsModule } from "./emails/index.js";
import { accountsModule } from "./accounts/index.js";
import { statsModule } from "./stats/index.js";
import { newsletterSyncModule } from "./newsletter-sync/index.js";

export const modules: readonly RallyModule[] = [
  programsModule,
  authModule,
  partnersModule,
  customersModule,
  subscribersModule,
  leadsModule,
  referralLinksModule,
  transactionsModule,
  rewardsModule,
  integrationsModule,
  couponsModule,
  promotionCodesModule,
  webhooksModule,
  payoutsModule,
  woocommerceModule,
  trackingModule,
  emailsModule,
  accountsModule,
  statsModule,
  newsletterSyncModule,
];

/** the webhook events programs may subscribe to: those the modules declare (handed to services as app.webhookEvents) */
export const webhookEvents: WebhookEvents = webhookEventsOf(modules.map((m) => m.events ?? {}));

/** the webhook events a program of the type may subscribe to */
export function eventsFor(type: ProgramType): string[] {
  return eventsOf(webhookEvents, type);
}
