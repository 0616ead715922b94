// The integrations module as the composition layer takes it (core/module.ts).
import "./integrations.schema.js";
import "./integrations.rest-fields.js";
import type { RallyModule } from "../../core/module.js";
import { integrationRoutes } from "./integrations.routes.js";
import { integrationCommands } from "./integrations.cli.js";

export const integrationsModule: RallyModule = {
  name: "integrations",
  restRoutes: integrationRoutes,
  commands: integrationCommands,
};
