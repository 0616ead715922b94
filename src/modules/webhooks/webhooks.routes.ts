import type { RestRoute, ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const webhookOrders: ExampleRequest = { method: "POST", path: "/webhooks", body: { key: "orders", name: "Orders", url: "https://hooks.example.com/rally", events: ["transaction.created", "partner.created"] } };

const tags = ["Webhooks"];

export const webhookRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/webhooks",
    field: "Query.webhooks",
    example: { path: "/webhooks?limit=10", given: [webhookOrders] },
    envelope: "list",
    tags,
    description: "limit 10-100 (default 10), page, sort asc|desc",
  },
  {
    method: "POST",
    path: "/webhooks",
    field: "Mutation.createWebhook",
    example: { body: { key: "orders", name: "Orders", url: "https://hooks.example.com/rally", events: ["transaction.created", "partner.created"] } },
    tags,
    description: "Answers the webhook with signature, its signing secret, shown only here (and on rotation). Events must be of the program's type",
  },
  {
    method: "GET",
    path: "/webhooks/{key}",
    field: "Query.restWebhook",
    description: "One webhook by its key (never its signing secret)",
    example: { path: "/webhooks/orders", given: [webhookOrders] },
    tags,
  },
  {
    method: "PUT",
    path: "/webhooks/{key}",
    field: "Mutation.updateWebhook",
    description: "Changes a webhook's name, url, events or is_active",
    example: { path: "/webhooks/orders", body: { update: { name: "Orders and partners", is_active: false } }, given: [webhookOrders] },
    tags,
    aliases: [{ path: "/webhooks" }],
  },
  {
    method: "DELETE",
    path: "/webhooks/{key}",
    field: "Mutation.deleteWebhook",
    description: "Deletes a webhook: it sends nothing more",
    example: { path: "/webhooks/orders", given: [webhookOrders] },
    envelope: "ack",
    tags,
    aliases: [{ path: "/webhooks" }],
  },
  {
    method: "POST",
    path: "/webhooks/{key}/rotate-secret",
    field: "Mutation.rotateWebhookSecret",
    example: { path: "/webhooks/orders/rotate-secret", given: [webhookOrders] },
    tags,
    description: "A new signing secret (signature); the previous one keeps signing beside it for 24 hours",
  },
  {
    method: "GET",
    path: "/webhooks/{key}/deliveries",
    field: "Query.restWebhookDeliveries",
    example: { path: "/webhooks/orders/deliveries?limit=10", given: [webhookOrders] },
    envelope: "list",
    tags,
    description: "The delivery log, newest first: status, attempts (time, response status, latency, the first 2 KB of the answer), next retry. Filter: status",
  },
  {
    method: "GET",
    path: "/webhooks/{key}/stats",
    field: "Query.webhookStats",
    example: { path: "/webhooks/orders/stats", given: [webhookOrders] },
    tags,
    description: "Deliveries delivered, failed and pending, and failed attempts",
  },
  {
    method: "POST",
    path: "/webhooks/{key}/redeliver",
    field: "Mutation.redeliverWebhook",
    example: { path: "/webhooks/orders/redeliver", body: { since: "2026-01-01T00:00:00Z" }, given: [webhookOrders] },
    tags,
    description: "{event_id} sends one event again; {since} every failed delivery created since then. Answers the number queued",
  },
  {
    method: "POST",
    path: "/webhooks/{key}/replay",
    field: "Mutation.replayWebhookEvents",
    example: { path: "/webhooks/orders/replay", body: { since: "<0.data.created_at>" }, given: [webhookOrders] },
    tags,
    description: "{since}: queues the program's events since then (at most 30 days back) that this webhook listens to and has not had, such as those written while it was disabled; at most 10,000 a call. Answers the number queued",
  },
  {
    method: "POST",
    path: "/webhooks/{key}/test",
    field: "Mutation.sendWebhookTest",
    example: { path: "/webhooks/orders/test", given: [webhookOrders] },
    tags,
    description: "Sends a webhook.test event; answers its delivery",
  },
];
