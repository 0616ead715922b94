// The webhook fields only REST runs (its routes name them): lookups and moves by key, with loose
// arguments and bare results. GraphQL has its own forms in webhooks.schema.ts and
// deliveries.schema.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs } from "../../graphql/connection.js";
import { pagedComplexity } from "../../graphql/inputs.js";
import { restRoute } from "../../graphql/surface.js";
import { DeliveryConnection, DeliveryType, StatsType } from "./deliveries.schema.js";
import { deliveryStats, listDeliveries, redeliver, sendTestEvent } from "./deliveries.service.js";
import { REPLAY_MAX_DAYS, REPLAY_MAX_EVENTS, replayMissedEvents } from "./replay.service.js";
import { WebhookType, WebhookWithSecretType } from "./webhooks.schema.js";
import { createWebhook, deleteWebhook, findWebhook, rotateWebhookSecret, updateWebhook } from "./webhooks.service.js";

const WebhookChanges = builder.inputType("WebhookChanges", {
  description: "The changes of a webhook (REST's update)",
  fields: (t) => ({
    name: t.string(),
    url: t.string({ description: "http(s); checked against private and loopback destinations" }),
    isActive: t.boolean({ description: "true re-enables a disabled webhook and clears its failures" }),
    events: t.stringList({ description: "Replaces the list" }),
  }),
});

builder.queryFields((t) => ({
  restWebhook: t.field({ extensions: restRoute, type: WebhookType, args: { key: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => findWebhook(ctx, a.key) }),
  restWebhookDeliveries: t.field({
    extensions: restRoute,
    type: DeliveryConnection,
    description: "A webhook's deliveries with their attempts, newest first",
    complexity: pagedComplexity,
    args: { ...pageArgs, key: t.arg.string({ required: true }), status: t.arg.string({ description: "pending, succeeded or failed" }) },
    resolve: (_r, args, ctx) => listDeliveries(ctx, args.key, { ...args, status: args.status ?? undefined }),
  }),
  webhookStats: t.field({
    extensions: restRoute,
    type: StatsType,
    description: "Counts of a webhook's deliveries by outcome",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => deliveryStats(ctx, a.key),
  }),
}));

builder.mutationFields((t) => ({
  createWebhook: t.field({
    extensions: restRoute,
    type: WebhookWithSecretType,
    description: "Subscribes a URL to events of the program's type; answers the signing secret (signature), once",
    args: {
      key: t.arg.string({ description: "Default: generated" }),
      name: t.arg.string({ description: "Required" }),
      url: t.arg.string({ description: "Required; http(s)" }),
      isActive: t.arg.boolean({ description: "Default true" }),
      events: t.arg.stringList({ description: "Required: names of webhook events that the program's type emits (README, Webhooks)" }),
    },
    resolve: (_r, args, ctx) => createWebhook(ctx, given(args)),
  }),
  updateWebhook: t.field({
    extensions: restRoute,
    type: WebhookType,
    description: "Changes name, url, events (replaced) or is_active",
    args: { key: t.arg.string({ required: true }), update: t.arg({ type: WebhookChanges, required: true }) },
    resolve: (_r, { key, update }, ctx) => updateWebhook(ctx, key, given(update)),
  }),
  deleteWebhook: t.boolean({
    extensions: restRoute,
    description: "Deletes the webhook and its delivery log (permanent)",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => deleteWebhook(ctx, a.key),
  }),
  rotateWebhookSecret: t.field({
    extensions: restRoute,
    type: WebhookWithSecretType,
    description: "A new signing secret, answered once; the previous one keeps signing beside it (a second webhook-signature entry) for 24 hours",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => rotateWebhookSecret(ctx, a.key),
  }),
  redeliverWebhook: t.int({
    extensions: restRoute,
    description: "Sends again one event (event_id) or every failed delivery created since a time (since); answers how many were queued",
    args: { key: t.arg.string({ required: true }), eventId: t.arg.string(), since: t.arg({ type: "DateTime" }) },
    resolve: (_r, a, ctx) => redeliver(ctx, a.key, { eventId: a.eventId ?? undefined, since: a.since ?? undefined }),
  }),
  replayWebhookEvents: t.int({
    extensions: restRoute,
    description: `Delivers to this webhook the program's events created at or after since (at most ${REPLAY_MAX_DAYS} days back) whose type it listens to and that it has not had yet, such as those written while it was disabled; at most ${REPLAY_MAX_EVENTS} a call, oldest first (call again for more). Answers how many were queued`,
    args: { key: t.arg.string({ required: true }), since: t.arg({ type: "DateTime", description: "Required" }) },
    resolve: (_r, a, ctx) => replayMissedEvents(ctx, a.key, { since: a.since ?? undefined }),
  }),
  sendWebhookTest: t.field({
    extensions: restRoute,
    type: DeliveryType,
    description: "Sends a webhook.test event to this webhook (400 when it is not active)",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => sendTestEvent(ctx, a.key),
  }),
}));
