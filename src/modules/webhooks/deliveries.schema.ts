// The delivery log on GraphQL: the WebhookDelivery node with its attempts, the program's
// deliveries by filter, a webhook's figures, and redelivery, replay and test events as
// mutations with one input and a payload (REST's own fields: webhooks.rest-fields.ts).
import type { DeliveryAttempt } from "../../generated/prisma/client.js";
import { builder } from "../../graphql/builder.js";
import { eventTypeEnum } from "../../graphql/event-type.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { valueEnum } from "../../graphql/enums.js";
import { DateRangeInput, pagedComplexity } from "../../graphql/inputs.js";
import { inProgram, nodeId, primaryKeyOf } from "../../graphql/node.js";
import { payload, payloadType, UserErrorType, type UserError } from "../../graphql/payload.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { deliveryStats, listProgramDeliveries, redeliver, sendTestEvent } from "./deliveries.service.js";
import { eventIdOf } from "./payload.js";
import { REPLAY_MAX_DAYS, REPLAY_MAX_EVENTS, replayMissedEvents } from "./replay.service.js";
import { WebhookIdInput, webhookKey, WebhookType } from "./webhooks.schema.js";

const AttemptType = builder.objectRef<DeliveryAttempt>("WebhookDeliveryAttempt").implement({
  description: "One try at sending a delivery",
  fields: (t) => ({
    attemptedAt: t.expose("attemptedAt", { type: "DateTime", description: "When it was tried" }),
    responseStatus: t.exposeInt("statusCode", { nullable: true, description: "The endpoint's HTTP status; null when there was none (refused, timed out)" }),
    error: t.exposeString("error", { nullable: true, description: "Why the attempt failed without a status, or a refused redirect" }),
    latencyMs: t.exposeInt("durationMs", { description: "How long the endpoint took to answer, in milliseconds" }),
    responseBody: t.exposeString("responseBody", { nullable: true, description: "The first 2 KB of the answer" }),
  }),
});

export const DeliveryStatusEnum = valueEnum("WebhookDeliveryStatus", "Where a delivery stands", {
  pending: "Waiting for its first attempt or a retry (due at nextAttemptAt)",
  succeeded: "The endpoint answered with a 2xx status",
  failed: "Given up: its retries ran out, or the endpoint answered 410 Gone",
});

export const DeliveryType = builder.prismaNode("WebhookDelivery", {
  name: "WebhookDelivery",
  description: "One event sent to one webhook, with its attempts",
  id: nodeId("id"),
  findUnique: inProgram("id"),
  fields: (t) => ({
    eventId: t.string({ description: "The event's id (evt_…), also the webhook-id header of each attempt", resolve: (d) => eventIdOf(d.eventId) }),
    event: t.field({ type: eventTypeEnum(), description: "What the event is", select: { event: { select: { type: true } } }, resolve: (d) => d.event.type }),
    status: t.expose("status", { type: DeliveryStatusEnum, description: "Where the delivery stands" }),
    attemptCount: t.exposeInt("attemptCount", { description: "How many times it was tried" }),
    nextAttemptAt: t.field({ type: "DateTime", nullable: true, description: "When it is tried next; null unless pending", resolve: (d) => (d.status === "pending" ? d.nextAttemptAt : null) }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true, description: "When it was last tried; null before its first attempt" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was queued" }),
    attempts: t.field({
      type: [AttemptType],
      description: "Its attempts, oldest first",
      select: { attempts: { orderBy: [{ attemptedAt: "asc" }, { id: "asc" }] } },
      resolve: (d) => d.attempts,
    }),
    webhook: t.relation("subscription", { description: "The webhook it is for", extensions: graphqlOnly }),
  }),
});

export const DeliveryConnection = pageConnection("WebhookDeliveryConnection", DeliveryType);

export const StatsType = builder.objectRef<Awaited<ReturnType<typeof deliveryStats>>>("WebhookDeliveryStats").implement({
  description: "Counts of a webhook's deliveries by outcome",
  fields: (t) => ({
    delivered: t.exposeInt("delivered", { description: "Deliveries the endpoint accepted" }),
    failed: t.exposeInt("failed", { description: "Deliveries given up (retries exhausted, or 410)" }),
    pending: t.exposeInt("pending", { description: "Deliveries waiting for their first attempt or a retry" }),
    failedAttempts: t.exposeInt("failedAttempts", { description: "Attempts that failed (each one retried or given up)" }),
  }),
});

builder.prismaObjectField(WebhookType, "stats", (t) =>
  t.field({
    type: StatsType,
    description: "Counts of its deliveries by outcome",
    extensions: graphqlOnly,
    complexity: 5,
    select: { key: true },
    resolve: (w, _a, ctx) => deliveryStats(ctx, w.key),
  }),
);

const WebhookDeliveryFilter = builder.inputType("WebhookDeliveryFilter", {
  description: "Which deliveries a list shows; every field given narrows it",
  fields: (t) => ({
    webhookId: t.id({ description: "Only the deliveries of this webhook (its global id)" }),
    statuses: t.field({ type: [DeliveryStatusEnum], description: "Only deliveries in one of these statuses" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only deliveries queued in this range" }),
  }),
});

builder.queryFields((t) => ({
  webhookDeliveries: t.field({
    type: DeliveryConnection,
    extensions: graphqlOnly,
    description: "The deliveries of the program's webhooks with their attempts, newest first unless `orderBy` says otherwise",
    complexity: pagedComplexity,
    args: { ...pageArgs, filter: t.arg({ type: WebhookDeliveryFilter, description: "Narrows the list" }) },
    resolve: (_r, { filter, ...args }, ctx) => {
      let subscriptionUid: string | undefined;
      if (filter?.webhookId != null) {
        try {
          subscriptionUid = primaryKeyOf(String(filter.webhookId), "Webhook");
        } catch {
          // an id of no webhook: no deliveries
          subscriptionUid = "-";
        }
      }
      return listProgramDeliveries(ctx, { subscriptionUid, statuses: filter?.statuses ?? undefined, createdAt: filter?.createdAt ?? undefined }, args);
    },
  }),
}));

/** a mutation that queued deliveries: how many */
interface QueuedPayload {
  queuedCount: number | null;
  userErrors: UserError[];
}

function queuedPayloadType(name: string) {
  return builder.objectRef<QueuedPayload>(name).implement({
    description: `The answer of ${name.replace(/Payload$/, "").replace(/^[A-Z]/, (c) => c.toLowerCase())}: how many deliveries it queued, or why it queued none`,
    fields: (t) => ({
      queuedCount: t.exposeInt("queuedCount", { nullable: true, description: "How many deliveries were queued; null when the input was refused" }),
      userErrors: t.field({
        type: [UserErrorType],
        description: "Why the input was refused (nothing was queued then); empty when the mutation did what it was asked",
        resolve: (p) => p.userErrors,
      }),
    }),
  });
}

const queued = (run: () => Promise<number>, renamed?: Record<string, string>): Promise<QueuedPayload> => payload("queuedCount", run, renamed);

const WebhookRedeliverInput = builder.inputType("WebhookRedeliverInput", {
  description: "What to send again: one event, or every failed delivery since a time (exactly one of eventId and since)",
  fields: (t) => ({
    id: t.id({ required: true, description: "The webhook's global id" }),
    eventId: t.string({ description: "The event to send again (evt_…), whatever its delivery's status" }),
    since: t.field({ type: "DateTime", description: "Send again every failed delivery queued since then" }),
  }),
});

const WebhookReplayInput = builder.inputType("WebhookReplayInput", {
  description: "Which missed events to deliver",
  fields: (t) => ({
    id: t.id({ required: true, description: "The webhook's global id" }),
    since: t.field({ type: "DateTime", required: true, description: `The time from which to deliver events (at most ${REPLAY_MAX_DAYS} days back)` }),
  }),
});

const WebhookRedeliverPayload = queuedPayloadType("WebhookRedeliverPayload");
const WebhookReplayPayload = queuedPayloadType("WebhookReplayPayload");
const WebhookTestSendPayload = payloadType("WebhookTestSendPayload", "delivery", DeliveryType, "The test event's delivery; null when the input was refused");

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  webhookRedeliver: t.field({
    type: WebhookRedeliverPayload,
    extensions: graphqlOnly,
    description: `Sends again one event, or every failed delivery queued since a time, from the first retry step.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: WebhookRedeliverInput, required: true, description: "The webhook and what to send again" }) },
    resolve: (_r, { input }, ctx) =>
      queued(async () => redeliver(ctx, await webhookKey(ctx, input.id), { eventId: input.eventId ?? undefined, since: input.since ?? undefined }), { event_id: "eventId" }),
  }),
  webhookReplay: t.field({
    type: WebhookReplayPayload,
    extensions: graphqlOnly,
    description:
      `Delivers to a webhook the program's events since a time that it listens to and has not had, such as those written while it was off; ` +
      `at most ${REPLAY_MAX_EVENTS} a call, oldest first (call again for more).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: WebhookReplayInput, required: true, description: "The webhook and the time to replay from" }) },
    resolve: (_r, { input }, ctx) => queued(async () => replayMissedEvents(ctx, await webhookKey(ctx, input.id), { since: input.since })),
  }),
  webhookTestSend: t.field({
    type: WebhookTestSendPayload,
    extensions: graphqlOnly,
    description: `Sends a webhook.test event to an active webhook.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: WebhookIdInput("WebhookTestSendInput", "send a test event to"), required: true, description: "The webhook" }) },
    resolve: (_r, { input }, ctx) => payload("delivery", async () => sendTestEvent(ctx, await webhookKey(ctx, input.id))),
  }),
}));
