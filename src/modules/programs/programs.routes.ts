import type { RestRoute } from "../../core/routes.js";

export const programRoutes: RestRoute[] = [
  { method: "GET", path: "/test", field: "Query.test", tags: ["Program"], description: "Checks the API key and names its program" },
  { method: "GET", path: "/program", field: "Query.program", tags: ["Program"] },
  { method: "GET", path: "/program/overview", field: "Query.programOverview", tags: ["Program"], description: "Legacy flat form of GET /program" },
  { method: "PUT", path: "/program", field: "Mutation.updateProgram", tags: ["Program"] },
];
