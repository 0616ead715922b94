// The emails module as the composition layer takes it (core/module.ts).
import type { RallyModule } from "../../core/module.js";

export const emailsModule: RallyModule = {
  name: "emails",
};
