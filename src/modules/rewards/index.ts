// The rewards module as the composition layer takes it (core/module.ts).
import "./reward.schema.js";
import "./rewards.schema.js";
import type { RallyModule } from "../../core/module.js";
import { rewardRoutes } from "./rewards.routes.js";

export const rewardsModule: RallyModule = {
  name: "rewards",
  restRoutes: rewardRoutes,
  features: ["rewards"],
};
