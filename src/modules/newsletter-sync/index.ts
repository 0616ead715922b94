// The newsletter-sync module as the composition layer takes it (core/module.ts): newsletter
// programs' email services, with the webhook receiver, the CLI and the push worker.
import "./newsletter.schema.js";
import type { RallyModule } from "../../core/module.js";
import { newsletterCommands } from "./newsletter.cli.js";
import { startPushWorker } from "./push-worker.js";
import { newsletterHttpRoutes } from "./webhook.route.js";

export const newsletterSyncModule: RallyModule = {
  name: "newsletter-sync",
  httpRoutes: newsletterHttpRoutes,
  commands: newsletterCommands,
  jobs: [{ name: "newsletter-sync.push", start: startPushWorker }],
};
