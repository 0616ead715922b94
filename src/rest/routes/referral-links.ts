import type { RestRoute } from "../routes.js";

export const referralLinkRoutes: RestRoute[] = [];
