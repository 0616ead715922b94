import type { RestRoute } from "../../core/routes.js";

const tags = ["Webhooks"];

export const webhookRoutes: RestRoute[] = [
  { method: "GET", path: "/webhooks", field: "Query.webhooks", envelope: "list", tags, description: "limit 10-100 (default 10), page, sort asc|desc" },
  {
    method: "POST",
    path: "/webhooks",
    field: "Mutation.createWebhook",
    tags,
    description: "Answers the webhook with signature, its signing secret, shown only here (and on rotation). Events must be of the program's type",
  },
  { method: "GET", path: "/webhooks/{key}", field: "Query.restWebhook", tags },
  { method: "PUT", path: "/webhooks/{key}", field: "Mutation.updateWebhook", tags, aliases: [{ path: "/webhooks" }] },
  { method: "DELETE", path: "/webhooks/{key}", field: "Mutation.deleteWebhook", envelope: "ack", tags, aliases: [{ path: "/webhooks" }] },
  {
    method: "POST",
    path: "/webhooks/{key}/rotate-secret",
    field: "Mutation.rotateWebhookSecret",
    tags,
    description: "A new signing secret (signature); the previous one keeps signing beside it for 24 hours",
  },
  {
    method: "GET",
    path: "/webhooks/{key}/deliveries",
    field: "Query.restWebhookDeliveries",
    envelope: "list",
    tags,
    description: "The delivery log, newest first: status, attempts (time, response status, latency, the first 2 KB of the answer), next retry. Filter: status",
  },
  { method: "GET", path: "/webhooks/{key}/stats", field: "Query.webhookStats", tags, description: "Deliveries delivered, failed and pending, and failed attempts" },
  {
    method: "POST",
    path: "/webhooks/{key}/redeliver",
    field: "Mutation.redeliverWebhook",
    tags,
    description: "{event_id} sends one event again; {since} every failed delivery created since then. Answers the number queued",
  },
  {
    method: "POST",
    path: "/webhooks/{key}/replay",
    field: "Mutation.replayWebhookEvents",
    tags,
    description: "{since}: queues the program's events since then (at most 30 days back) that this webhook listens to and has not had, such as those written while it was disabled; at most 10,000 a call. Answers the number queued",
  },
  { method: "POST", path: "/webhooks/{key}/test", field: "Mutation.sendWebhookTest", tags, description: "Sends a webhook.test event; answers its delivery" },
];
