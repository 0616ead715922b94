// The webhook events themselves are the modules' (each declares the events it writes; see
// core/events.ts); this one is the webhooks module's own.

/** sent on request to one subscription, whatever it names */
export const TEST_EVENT = "webhook.test";
