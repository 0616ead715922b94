// Field rules of webhook subscriptions: key characters, an http(s) url, events of the program's
// type (each refusal under its index: events.2), and the destination's addresses (SSRF).
import { z } from "zod";
import type { ProgramType } from "../../generated/prisma/client.js";
import type { FieldErrors } from "../../core/errors.js";
import { webUrlField } from "../../core/fields.js";
import { codeField } from "../coupons/coupon-input.js";
import { eventRefusal, type WebhookEvents } from "../../core/events.js";
import { checkedAddresses, DestinationRefused, DestinationUnresolved } from "../../core/destinations.js";

export const webhookSchema = z.object({
  key: codeField("key", 255).optional(),
  name: z.string({ error: "The name field is required." }).trim().min(1, "The name field is required.").max(255, "The name must be at most 255 characters."),
  url: webUrlField("url"),
  isActive: z.boolean({ error: "The is_active field must be true or false." }).optional(),
  events: z.array(z.string({ error: "An event must be a string." }), { error: "The events field must be a list of event names." }).min(1, "The events field must name at least one event.").max(50),
});

export const webhookUpdateSchema = webhookSchema.omit({ key: true }).partial();

/** adds an error for each event the program may not subscribe to */
export function checkEvents(known: WebhookEvents, type: ProgramType, events: readonly string[] | undefined, errors: FieldErrors) {
  events?.forEach((e, i) => {
    const why = eventRefusal(known, type, e);
    if (why) errors[`events.${i}`] = [why];
  });
}

/** adds an error when the url's host resolves to an address webhooks may not reach */
export async function checkDestination(url: string | undefined, allowPrivate: boolean, errors: FieldErrors) {
  if (!url || errors.url) return;
  try {
    await checkedAddresses(new URL(url), allowPrivate);
  } catch (err) {
    if (err instanceof DestinationUnresolved) return;
    if (!(err instanceof DestinationRefused)) throw err;
    errors.url = [`The url is not an allowed destination: ${err.message}.`];
  }
}
