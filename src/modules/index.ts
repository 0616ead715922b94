// Every domain module, in one list: its GraphQL types and fields (the schema files register
// them on the builder when imported) and its REST routes. Adding a resource adds a line here.
import "./programs/programs.schema.js";
import "./referral-links/referral-links.schema.js";
import "./partners/partners.schema.js";
import "./customers/customers.schema.js";
import "./referral-links/customer-links.schema.js";
import "./subscribers/subscribers.schema.js";
import "./leads/leads.schema.js";
import "./leads/lead-feed.schema.js";
import "./rewards/reward.schema.js";
import "./transactions/transactions.schema.js";
import "./rewards/rewards.schema.js";
import "./integrations/integrations.schema.js";
import "./coupons/coupons.schema.js";
import "./coupons/redemption-feed.schema.js";
import "./webhooks/webhooks.schema.js";
import "./webhooks/deliveries.schema.js";
import "./payouts/payouts.schema.js";
import "./woocommerce/woocommerce.schema.js";
import type { RestRoute } from "../core/routes.js";
import { customerRoutes } from "./customers/customers.routes.js";
import { leadRoutes } from "./leads/leads.routes.js";
import { partnerRoutes } from "./partners/partners.routes.js";
import { programRoutes } from "./programs/programs.routes.js";
import { customerReferralLinkRoutes, referralLinkRoutes } from "./referral-links/referral-links.routes.js";
import { subscriberRoutes } from "./subscribers/subscribers.routes.js";
import { transactionRoutes } from "./transactions/transactions.routes.js";
import { rewardRoutes } from "./rewards/rewards.routes.js";
import { integrationRoutes } from "./integrations/integrations.routes.js";
import { couponRoutes } from "./coupons/coupons.routes.js";
import { promotionCodeRoutes } from "./promotion-codes/promotion-codes.routes.js";
import { webhookRoutes } from "./webhooks/webhooks.routes.js";
import { payoutRoutes } from "./payouts/payouts.routes.js";
import { woocommerceRoutes } from "./woocommerce/woocommerce.routes.js";

export const restRoutes: readonly RestRoute[] = [
  ...programRoutes,
  ...partnerRoutes,
  ...customerRoutes,
  ...subscriberRoutes,
  ...leadRoutes,
  ...referralLinkRoutes,
  ...customerReferralLinkRoutes,
  ...transactionRoutes,
  ...rewardRoutes,
  ...integrationRoutes,
  ...couponRoutes,
  ...promotionCodeRoutes,
  ...webhookRoutes,
  ...payoutRoutes,
  ...woocommerceRoutes,
];
