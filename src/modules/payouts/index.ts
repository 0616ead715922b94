// The payouts module as the composition layer takes it (core/module.ts).
import "./payouts.schema.js";
import type { RallyModule } from "../../core/module.js";
import { payoutRoutes } from "./payouts.routes.js";
import { payoutCommands } from "./payouts.cli.js";

export const payoutsModule: RallyModule = {
  name: "payouts",
  restRoutes: payoutRoutes,
  commands: payoutCommands,
  features: ["payouts"],
};
