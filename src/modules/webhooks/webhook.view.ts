// How a webhook subscription is shown. The signing secret is shown once, when it is made
// (creation, rotation); reads never show it.
import type { WebhookSubscription } from "../../generated/prisma/client.js";

export type WebhookRow = WebhookSubscription;

/** a write that made a secret answers it beside the subscription */
export type WebhookWithSecret = WebhookRow & { signature: string };
