// Every page of the console, in the navigation's order: the program's daily work first, then
// the administration pages (web/console/admin/).
import { adminPages } from "./admin/index.js";
import type { ConsolePage } from "./page.js";
import { Activity } from "./activity.js";
import { Commissions } from "./commissions.js";
import { Overview } from "./overview.js";
import { Payouts } from "./payouts.js";
import { Partners } from "./partners.js";

export const corePages: ConsolePage[] = [
  { path: "", label: "nav.overview", component: Overview },
  { path: "activity", label: "nav.activity", component: Activity },
  { path: "partners", label: "nav.partners", component: Partners, needs: "partners" },
  { path: "commissions", label: "nav.commissions", component: Commissions },
  { path: "payouts", label: "nav.payouts", component: Payouts, needs: "payouts" },
];

export const consolePages: ConsolePage[] = [...corePages, ...adminPages];
