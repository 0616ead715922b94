// Webhook subscriptions on GraphQL; REST shows the same fields under their snake_case names.
// The signing secret (`signature`) is only on what creation and rotation answer.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { pagedComplexity } from "../../graphql/inputs.js";
import type { WebhookRow, WebhookWithSecret } from "./webhook.view.js";
import { createWebhook, deleteWebhook, findWebhook, listWebhooks, rotateWebhookSecret, updateWebhook } from "./webhooks.service.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const webhookFields = (t: any) => ({
  key: t.exposeString("key"),
  name: t.exposeString("name"),
  url: t.exposeString("url"),
  isActive: t.exposeBoolean("isActive", { description: "False when turned off, or disabled after failing (see disabled_reason)" }),
  events: t.exposeStringList("events"),
  disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true, description: "When delivery disabled it (410 Gone, or failing too long)" }),
  disabledReason: t.exposeString("disabledReason", { nullable: true }),
  createdAt: t.expose("createdAt", { type: "DateTime" }),
  updatedAt: t.expose("updatedAt", { type: "DateTime" }),
});

export const WebhookType = builder.objectRef<WebhookRow>("Webhook").implement({
  description: "A destination for the program's events (compat.md 6), signed with its secret",
  fields: (t) => webhookFields(t),
});

const WebhookWithSecretType = builder.objectRef<WebhookWithSecret>("WebhookWithSignature").implement({
  description: "A webhook and its signing secret, shown only by the write that made the secret",
  fields: (t) => ({
    ...webhookFields(t),
    signature: t.exposeString("signature", {
      description: "The signing secret (whsec_ + base64): the HMAC key of the Signature and webhook-signature headers. Shown once",
    }),
  }),
});

const WebhookConnection = pageConnection("WebhookConnection", WebhookType);

const WebhookUpdateInput = builder.inputType("WebhookUpdateInput", {
  fields: (t) => ({
    name: t.string(),
    url: t.string({ description: "http(s); checked against private and loopback destinations" }),
    isActive: t.boolean({ description: "true re-enables a disabled webhook and clears its failures" }),
    events: t.stringList({ description: "Replaces the list" }),
  }),
});

builder.queryFields((t) => ({
  webhooks: t.field({
    type: WebhookConnection,
    description: "The program's webhook subscriptions, newest first (page size 10-100, default 10)",
    complexity: pagedComplexity,
    args: { ...pageArgs },
    resolve: (_r, args, ctx) => listWebhooks(ctx, args),
  }),
  webhook: t.field({ type: WebhookType, args: { key: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => findWebhook(ctx, a.key) }),
}));

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: WebhookWithSecretType,
    description: "Subscribes a URL to events of the program's type; answers the signing secret (signature), once",
    args: {
      key: t.arg.string({ description: "Default: generated" }),
      name: t.arg.string({ description: "Required" }),
      url: t.arg.string({ description: "Required; http(s)" }),
      isActive: t.arg.boolean({ description: "Default true" }),
      events: t.arg.stringList({ description: "Required: event names of compat.md 6 that the program's type emits" }),
    },
    resolve: (_r, args, ctx) => createWebhook(ctx, given(args)),
  }),
  updateWebhook: t.field({
    type: WebhookType,
    description: "Changes name, url, events (replaced) or is_active",
    args: { key: t.arg.string({ required: true }), update: t.arg({ type: WebhookUpdateInput, required: true }) },
    resolve: (_r, { key, update }, ctx) => updateWebhook(ctx, key, given(update)),
  }),
  deleteWebhook: t.boolean({
    description: "Deletes the webhook and its delivery log (permanent)",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => deleteWebhook(ctx, a.key),
  }),
  rotateWebhookSecret: t.field({
    type: WebhookWithSecretType,
    description: "A new signing secret, answered once; the previous one keeps signing beside it (a second webhook-signature entry) for 24 hours",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => rotateWebhookSecret(ctx, a.key),
  }),
}));
