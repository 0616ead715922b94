// The delivery log, redelivery, test events and figures on GraphQL (REST: webhooks.routes.ts).
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { pagedComplexity } from "../../graphql/inputs.js";
import type { DeliveryAttempt } from "../../generated/prisma/client.js";
import { deliveryStats, listDeliveries, redeliver, sendTestEvent, type DeliveryWithLog } from "./deliveries.service.js";
import { eventIdOf } from "./payload.js";
import { REPLAY_MAX_DAYS, REPLAY_MAX_EVENTS, replayMissedEvents } from "./replay.service.js";

const AttemptType = builder.objectRef<DeliveryAttempt>("WebhookDeliveryAttempt").implement({
  fields: (t) => ({
    attemptedAt: t.expose("attemptedAt", { type: "DateTime" }),
    responseStatus: t.exposeInt("statusCode", { nullable: true, description: "The endpoint's HTTP status; null when there was none (refused, timed out)" }),
    error: t.exposeString("error", { nullable: true, description: "Why the attempt failed without a status, or a refused redirect" }),
    latencyMs: t.exposeInt("durationMs"),
    responseBody: t.exposeString("responseBody", { nullable: true, description: "The first 2 KB of the answer" }),
  }),
});

export const DeliveryType = builder.objectRef<DeliveryWithLog>("WebhookDelivery").implement({
  description: "One event to one webhook: pending (due at next_attempt_at), succeeded, or failed (retries exhausted, or 410)",
  fields: (t) => ({
    eventId: t.string({ description: "Also the webhook-id header", resolve: (d) => eventIdOf(d.eventId) }),
    event: t.string({ resolve: (d) => d.event.type }),
    status: t.exposeString("status"),
    attemptCount: t.exposeInt("attemptCount"),
    nextAttemptAt: t.field({ type: "DateTime", nullable: true, resolve: (d) => (d.status === "pending" ? d.nextAttemptAt : null) }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    attempts: t.field({ type: [AttemptType], resolve: (d) => d.attempts }),
  }),
});

const DeliveryConnection = pageConnection("WebhookDeliveryConnection", DeliveryType);

const StatsType = builder.objectRef<Awaited<ReturnType<typeof deliveryStats>>>("WebhookDeliveryStats").implement({
  fields: (t) => ({
    delivered: t.exposeInt("delivered"),
    failed: t.exposeInt("failed", { description: "Deliveries given up (retries exhausted, or 410)" }),
    pending: t.exposeInt("pending", { description: "Deliveries waiting for their first attempt or a retry" }),
    failedAttempts: t.exposeInt("failedAttempts", { description: "Attempts that failed (each one retried or given up)" }),
  }),
});

builder.queryFields((t) => ({
  webhookDeliveries: t.field({
    type: DeliveryConnection,
    description: "A webhook's deliveries with their attempts, newest first",
    complexity: pagedComplexity,
    args: { ...pageArgs, key: t.arg.string({ required: true }), status: t.arg.string({ description: "pending, succeeded or failed" }) },
    resolve: (_r, args, ctx) => listDeliveries(ctx, args.key, { ...args, status: args.status ?? undefined }),
  }),
  webhookStats: t.field({
    type: StatsType,
    description: "Counts of a webhook's deliveries by outcome",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => deliveryStats(ctx, a.key),
  }),
}));

builder.mutationFields((t) => ({
  redeliverWebhook: t.int({
    description: "Sends again one event (event_id) or every failed delivery created since a time (since); answers how many were queued",
    args: { key: t.arg.string({ required: true }), eventId: t.arg.string(), since: t.arg({ type: "DateTime" }) },
    resolve: (_r, a, ctx) => redeliver(ctx, a.key, { eventId: a.eventId ?? undefined, since: a.since ?? undefined }),
  }),
  replayWebhookEvents: t.int({
    description: `Delivers to this webhook the program's events created at or after since (at most ${REPLAY_MAX_DAYS} days back) whose type it listens to and that it has not had yet, such as those written while it was disabled; at most ${REPLAY_MAX_EVENTS} a call, oldest first (call again for more). Answers how many were queued`,
    args: { key: t.arg.string({ required: true }), since: t.arg({ type: "DateTime", description: "Required" }) },
    resolve: (_r, a, ctx) => replayMissedEvents(ctx, a.key, { since: a.since ?? undefined }),
  }),
  sendWebhookTest: t.field({
    type: DeliveryType,
    description: "Sends a webhook.test event to this webhook (400 when it is not active)",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => sendTestEvent(ctx, a.key),
  }),
}));
