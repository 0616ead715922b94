import type { RestRoute } from "../../core/routes.js";

export const programRoutes: RestRoute[] = [
  { method: "GET", path: "/test", field: "Query.test", tags: ["Program"], description: "Checks the API key and names its program" },
  { method: "GET", path: "/program", field: "Query.program", description: "The program of the API key: its details, program settings, portal settings and figures", tags: ["Program"] },
  { method: "GET", path: "/program/overview", field: "Query.programOverview", tags: ["Program"], description: "Legacy flat form of GET /program" },
  {
    method: "PUT",
    path: "/program",
    field: "Mutation.updateProgram",
    description: "Changes the program's name, website, currency, portal settings and program settings; unsent keys, nested ones too, keep their value",
    example: { body: { website: "https://shop.example", program_settings: { cookie_lifetime: 60, commission: { sale: { type: "percent", value: 25 } } } } },
    tags: ["Program"],
  },
];
