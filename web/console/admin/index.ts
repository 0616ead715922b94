// The console's administration pages (coupons, webhooks, settings, keys, team, audit log).
import type { ConsolePage } from "../page.js";
import { ApiKeysPage } from "./api-keys.js";
import { AuditPage } from "./audit.js";
import { CouponsPage } from "./coupons.js";
import { SettingsPage } from "./settings.js";
import { TeamPage } from "./team.js";
import { WebhooksPage } from "./webhooks.js";
import "./admin.css";

export const adminPages: ConsolePage[] = [
  { path: "coupons", label: "coupons.nav", component: CouponsPage, needs: "coupons" },
  { path: "webhooks", label: "webhooks.nav", component: WebhooksPage },
  { path: "settings", label: "settings.nav", component: SettingsPage },
  { path: "api-keys", label: "keys.nav", component: ApiKeysPage, roles: ["OWNER"] },
  { path: "team", label: "team.nav", component: TeamPage, roles: ["OWNER"] },
  { path: "audit", label: "audit.nav", component: AuditPage },
];
