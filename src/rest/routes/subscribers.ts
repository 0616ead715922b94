import type { RestRoute } from "../routes.js";

export const subscriberRoutes: RestRoute[] = [];
