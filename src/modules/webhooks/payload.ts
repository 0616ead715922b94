// What a delivery sends: {event, url, webhook_key, created_at, data, event_id}, data being the
// resource as the REST API shows it (the event's payload, written from the resource's view).
// The webhook-id is the event's, so it is the same on every retry and redelivery: receivers
// deduplicate by it. Ordering is not promised; event_id and data.updated_at let receivers order.
import { isoMicro } from "../../core/time.js";

export const eventIdOf = (id: bigint | string) => `evt_${id}`;

export function deliveryBody(e: { id: bigint; type: string; payload: unknown; createdAt: Date }, s: { url: string; key: string }): string {
  return JSON.stringify({
    event: e.type,
    url: s.url,
    webhook_key: s.key,
    created_at: isoMicro(e.createdAt),
    data: e.payload,
    event_id: eventIdOf(e.id),
  });
}
