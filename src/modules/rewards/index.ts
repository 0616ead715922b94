// The rewards module as the composition layer takes it (core/module.ts).
import "./reward.schema.js";
import "./rewards.schema.js";
import "./rewards.rest-fields.js";
import { ALL_TYPES, declareEvents, type NamesOf } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { rewardRoutes } from "./rewards.routes.js";
import { startRewardSweep } from "./reward-sweep.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  "reward.created": ALL_TYPES,
  "reward.approved": ALL_TYPES,
  /** a refund changed its amount */
  "reward.updated": ALL_TYPES,
  "reward.paid": ALL_TYPES,
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const rewardsModule: RallyModule = {
  name: "rewards",
  events,
  restRoutes: rewardRoutes,
  features: ["rewards"],
  // records approval on pending rewards whose hold has passed, every REWARD_SWEEP_MS
  jobs: [{ name: "rewards.sweep", start: (app) => startRewardSweep(app, app.config.REWARD_SWEEP_MS) }],
};
