// The auth module as the composition layer takes it (core/module.ts).
import type { RallyModule } from "../../core/module.js";
import { apiKeyCommands } from "./auth.cli.js";

export const authModule: RallyModule = {
  name: "auth",
  commands: apiKeyCommands,
};
