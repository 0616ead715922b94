import type { RestRoute } from "../routes.js";

export const leadRoutes: RestRoute[] = [];
