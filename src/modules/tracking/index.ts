// The tracking module as the composition layer takes it (core/module.ts).
import type { RallyModule } from "../../core/module.js";
import { trackingRoutes } from "./tracking.routes.js";

export const trackingModule: RallyModule = {
  name: "tracking",
  httpRoutes: trackingRoutes,
};
