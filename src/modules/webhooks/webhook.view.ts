// How a webhook subscription is shown. The signing secret is shown once, when it is made
// (creation, rotation); reads never show it.
import type { WebhookSubscription } from "../../generated/prisma/client.js";
import { isoMicro } from "../../core/time.js";

export type WebhookRow = WebhookSubscription;

/** a write that made a secret answers it beside the subscription */
export type WebhookWithSecret = WebhookRow & { signature: string };

/** the webhook as REST shows it (the GraphQL type's fields, snake_case): the payload of webhook.disabled */
export function webhookView(w: WebhookRow) {
  return {
    key: w.key,
    name: w.name,
    url: w.url,
    is_active: w.isActive,
    events: w.events,
    disabled_at: w.disabledAt ? isoMicro(w.disabledAt) : null,
    disabled_reason: w.disabledReason,
    created_at: isoMicro(w.createdAt),
    updated_at: isoMicro(w.updatedAt),
  };
}
