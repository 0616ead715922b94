// The leads module as the composition layer takes it (core/module.ts).
import "./leads.schema.js";
import "./lead-feed.schema.js";
import type { RallyModule } from "../../core/module.js";
import { leadRoutes } from "./leads.routes.js";

export const leadsModule: RallyModule = {
  name: "leads",
  restRoutes: leadRoutes,
  features: ["leads"],
};
