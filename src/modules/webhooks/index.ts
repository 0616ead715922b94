// The webhooks module as the composition layer takes it (core/module.ts).
import "./webhooks.schema.js";
import "./deliveries.schema.js";
import "./webhooks.rest-fields.js";
import { declareEvents, type NamesOf } from "../../core/events.js";
import type { RallyModule } from "../../core/module.js";
import { webhookRoutes } from "./webhooks.routes.js";
import { createWebhookWorker } from "./delivery-worker.js";
import { sealStoredSecrets } from "./secret-storage.js";

/** the events it writes, and the program types whose webhooks may subscribe to each */
const events = declareEvents({
  // not a webhook event either: the events feed hears that delivery disabled a webhook
  "webhook.disabled": [],
  // sent on request to one webhook (deliveries.service.ts), already dispatched: in no feed, but a delivery's event
  "webhook.test": [],
});

declare module "../../core/events.js" {
  interface EventNames extends NamesOf<typeof events> {}
}

export const webhooksModule: RallyModule = {
  name: "webhooks",
  events,
  restRoutes: webhookRoutes,
  jobs: [
    {
      // sends due deliveries; the event dispatcher and the services wake it (app.webhooks.wake)
      name: "webhooks.delivery",
      async start(app) {
        // the instances that deliver seal rows from before secrets were sealed, or sealed under a key no longer the primary one
        await sealStoredSecrets(app.database.prisma, await app.keyring(), app.logger);
        const worker = createWebhookWorker({
          database: app.database,
          config: app.config,
          logger: app.logger,
          now: app.now,
          keyring: app.keyring,
          counters: app.webhooks.counters,
          wroteEvent: (id) => {
            app.events.wrote(id);
            app.events.wake();
          },
        });
        return { wake: worker.wake, flush: worker.flush, stop: worker.close };
      },
    },
  ],
};
