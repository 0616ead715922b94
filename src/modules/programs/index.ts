// The programs module as the composition layer takes it (core/module.ts).
import "./programs.schema.js";
import type { RallyModule } from "../../core/module.js";
import { programRoutes } from "./programs.routes.js";
import { programCommands } from "./programs.cli.js";

export const programsModule: RallyModule = {
  name: "programs",
  restRoutes: programRoutes,
  commands: programCommands,
};
