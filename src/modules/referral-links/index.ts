// The referral-links module as the composition layer takes it (core/module.ts).
import "./referral-links.schema.js";
import "./referral-links.rest-fields.js";
import "./customer-links.schema.js";
import type { RallyModule } from "../../core/module.js";
import { referralLinkRoutes, customerReferralLinkRoutes } from "./referral-links.routes.js";

export const referralLinksModule: RallyModule = {
  name: "referral-links",
  restRoutes: [...referralLinkRoutes, ...customerReferralLinkRoutes],
  features: ["referralLinks", "customerReferralLinks"],
};
