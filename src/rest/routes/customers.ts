import type { RestRoute } from "../routes.js";

export const customerRoutes: RestRoute[] = [];
