// Webhook subscriptions on GraphQL: the Webhook node (REST shows the same type under its REST
// names), the list and lookup a console uses, and the mutations with one input and a payload.
// The signing secret is only on what creation and rotation answer. The REST contract's own root
// fields are in webhooks.rest-fields.ts.
import { appErrorOf, BadRequestError, ValidationError } from "../../core/errors.js";
import { given } from "../../core/input.js";
import { screamingSnake } from "../../graphql/enums.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { pagedComplexity } from "../../graphql/inputs.js";
import { inProgram, nodeId, primaryKeyOf } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType, UserErrorType, userErrorsOf, type UserError } from "../../graphql/payload.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { eventTypeEnum } from "../../graphql/event-type.js";
import { eventsFor } from "../../core/events.js";
import type { WebhookRow, WebhookWithSecret } from "./webhook.view.js";
import { createWebhook, deleteWebhook, findWebhook, listWebhooks, rotateWebhookSecret, updateWebhook, webhookKeyOf } from "./webhooks.service.js";

const described = {
  key: "The webhook's key: unique in the program, chosen at creation or generated",
  name: "A name for people",
  url: "Where the events are sent (http or https)",
  isActive: "False when turned off, or disabled after failing (see disabledReason)",
  events: "The events it hears (of those the program's type emits)",
  disabledAt: "When delivery disabled it (the endpoint answered 410 Gone, or kept failing); null while it is not disabled",
  disabledReason: "Why delivery disabled it; null while it is not disabled",
  createdAt: "When it was created",
  updatedAt: "When it last changed",
};

export const WebhookType = builder.prismaNode("WebhookSubscription", {
  name: "Webhook",
  description: "A destination for the program's events, each request signed with its secret",
  id: nodeId("uid"),
  findUnique: inProgram("uid"),
  fields: (t) => ({
    key: t.exposeString("key", { description: described.key }),
    name: t.exposeString("name", { description: described.name }),
    url: t.exposeString("url", { description: described.url }),
    isActive: t.exposeBoolean("isActive", { description: described.isActive }),
    events: t.field({ type: [eventTypeEnum()], description: described.events, resolve: (w) => w.events }),
    disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true, description: described.disabledAt }),
    disabledReason: t.exposeString("disabledReason", { nullable: true, description: described.disabledReason }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: described.createdAt }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: described.updatedAt }),
  }),
});

/** REST's answer of creation and rotation: the webhook's fields and its secret under `signature` */
export const WebhookWithSecretType = builder.objectRef<WebhookWithSecret>("WebhookWithSignature").implement({
  description: "A webhook and its signing secret, shown only by the write that made the secret",
  fields: (t) => ({
    key: t.exposeString("key", { description: described.key }),
    name: t.exposeString("name", { description: described.name }),
    url: t.exposeString("url", { description: described.url }),
    isActive: t.exposeBoolean("isActive", { description: described.isActive }),
    events: t.field({ type: [eventTypeEnum()], description: described.events, resolve: (w) => w.events }),
    disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true, description: described.disabledAt }),
    disabledReason: t.exposeString("disabledReason", { nullable: true, description: described.disabledReason }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: described.createdAt }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: described.updatedAt }),
    signature: t.exposeString("signature", {
      description: "The signing secret (whsec_ + base64): the HMAC key of the Signature and webhook-signature headers. Shown once",
    }),
  }),
});

const WebhookConnection = pageConnection("WebhookConnection", WebhookType);

const WebhookLookup = builder.inputType("WebhookLookup", {
  description: "One way to name a webhook: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    key: t.string({ description: "Its key" }),
  }),
});

/** a webhook's global id as its key (one more read: the services find webhooks by key) */
export const webhookKey = (ctx: Parameters<typeof webhookKeyOf>[0], id: string | number) => webhookKeyOf(ctx, primaryKeyOf(String(id), "Webhook"));

builder.queryFields((t) => ({
  // a console's webhook form offers these, rather than every event and a refusal for most
  webhookEventTypes: t.field({
    type: [eventTypeEnum()],
    extensions: graphqlOnly,
    description: "The events a webhook of the program may hear: those its type emits",
    resolve: (_r, _a, ctx) => eventsFor(ctx.app.webhookEvents, ctx.program.type),
  }),
  webhooks: t.field({
    type: WebhookConnection,
    description: "The program's webhooks, newest first unless `orderBy` says otherwise (10 to 100 a page, default 10)",
    complexity: pagedComplexity,
    args: { ...pageArgs },
    resolve: (_r, args, ctx) => listWebhooks(ctx, args),
  }),
  webhook: t.field({
    type: WebhookType,
    nullable: true,
    extensions: graphqlOnly,
    description: "One webhook of the program, by its global id or its key; null when there is none",
    args: { by: t.arg({ type: WebhookLookup, required: true, description: "How the webhook is named" }) },
    resolve: async (_r, { by }, ctx) => {
      try {
        return await findWebhook(ctx, by.id != null ? await webhookKey(ctx, by.id) : (by.key ?? undefined));
      } catch (err) {
        if ((err as { code?: string }).code === "NOT_FOUND") return null;
        throw err;
      }
    },
  }),
}));

/** a write that made a signing secret: the webhook, and the secret, shown this once */
interface SecretPayload {
  webhook: WebhookRow | null;
  signingSecret: string | null;
  userErrors: UserError[];
}

function secretPayloadType(name: string, what: string) {
  return builder.objectRef<SecretPayload>(name).implement({
    description: `The answer of ${name.replace(/Payload$/, "").replace(/^[A-Z]/, (c) => c.toLowerCase())}: ${what}, or why nothing changed`,
    fields: (t) => ({
      webhook: t.field({ type: WebhookType, nullable: true, description: "The webhook; null when the input was refused", resolve: (p) => p.webhook }),
      signingSecret: t.exposeString("signingSecret", {
        nullable: true,
        description: "The signing secret (whsec_ + base64): the HMAC key of the Signature and webhook-signature headers. Shown only here, once",
      }),
      userErrors: t.field({
        type: [UserErrorType],
        description: "Why the input was refused (nothing was changed then); empty when the mutation did what it was asked",
        resolve: (p) => p.userErrors,
      }),
    }),
  });
}

/**
 * The service's refusals in GraphQL's words: an event is named by its EventType value
 * (LEAD_SUBMITTED, as the input gave it, not REST's lead.submitted), and the program's webhook
 * limit is no fault of a field of the input (REST names it `webhooks`), so it has no field.
 */
async function inGraphqlTerms<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const app = appErrorOf(err);
    if (app?.code !== "VALIDATION_FAILED" || !app.fieldErrors) throw err;
    const { webhooks, ...fields } = app.fieldErrors;
    if (webhooks?.length && !Object.keys(fields).length) throw new BadRequestError(webhooks[0]!);
    const named = (path: string, messages: string[]) => (/^events\.\d+$/.test(path) ? messages.map((m) => m.replace(/^The event (\S+?) /, (_all, name: string) => `The event ${screamingSnake(name)} `)) : messages);
    throw new ValidationError(Object.fromEntries(Object.entries(fields).map(([path, messages]) => [path, named(path, messages)])));
  }
}

async function secretPayload(run: () => Promise<WebhookWithSecret>): Promise<SecretPayload> {
  try {
    const { signature, ...webhook } = await inGraphqlTerms(run);
    return { webhook, signingSecret: signature, userErrors: [] };
  } catch (err) {
    const userErrors = userErrorsOf(err);
    if (!userErrors) throw err;
    return { webhook: null, signingSecret: null, userErrors };
  }
}

const WebhookCreateInput = builder.inputType("WebhookCreateInput", {
  description: "A new webhook",
  fields: (t) => ({
    key: t.string({ description: "Its key: letters, digits, dashes and underscores, unique in the program; generated when omitted" }),
    name: t.string({ required: true, description: described.name }),
    url: t.string({ required: true, description: "Where the events are sent (http or https; private and loopback addresses are refused)" }),
    isActive: t.boolean({ description: "Whether it receives events; true when omitted" }),
    events: t.field({ type: [eventTypeEnum()], required: true, description: "The events it hears: at least one, of those the program's type emits" }),
  }),
});

const WebhookUpdateInput = builder.inputType("WebhookUpdateInput", {
  description: "Changes to a webhook: the fields given change, the others stay",
  fields: (t) => ({
    id: t.id({ required: true, description: "The webhook's global id" }),
    name: t.string({ description: described.name }),
    url: t.string({ description: "Where the events are sent (http or https; private and loopback addresses are refused)" }),
    isActive: t.boolean({ description: "false turns it off; true turns it on again, clears its failures and sends its undelivered events" }),
    events: t.field({ type: [eventTypeEnum()], description: "Replaces the events it hears" }),
  }),
});

export const WebhookIdInput = (name: string, action: string) =>
  builder.inputType(name, {
    description: `The webhook to ${action}`,
    fields: (t) => ({ id: t.id({ required: true, description: "The webhook's global id" }) }),
  });

const WebhookCreatePayload = secretPayloadType("WebhookCreatePayload", "the new webhook and its signing secret");
const WebhookSecretRotatePayload = secretPayloadType("WebhookSecretRotatePayload", "the webhook and its new signing secret");
const WebhookUpdatePayload = payloadType("WebhookUpdatePayload", "webhook", WebhookType, "The webhook as it is now; null when the input was refused");
const WebhookDeletePayload = deletePayloadType("WebhookDeletePayload");

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  webhookCreate: t.field({
    type: WebhookCreatePayload,
    extensions: graphqlOnly,
    description: `Subscribes a URL to events of the program's type; answers its signing secret, this once.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: WebhookCreateInput, required: true, description: "The new webhook" }) },
    resolve: (_r, { input }, ctx) => secretPayload(() => createWebhook(ctx, given(input))),
  }),
  webhookUpdate: t.field({
    type: WebhookUpdatePayload,
    extensions: graphqlOnly,
    description: `Changes a webhook.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: WebhookUpdateInput, required: true, description: "The webhook and its changes" }) },
    resolve: (_r, { input }, ctx) =>
      payload("webhook", () =>
        inGraphqlTerms(async () => {
          const { id, ...changes } = given(input);
          return updateWebhook(ctx, await webhookKey(ctx, input.id), changes);
        }),
      ),
  }),
  webhookDelete: t.field({
    type: WebhookDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a webhook and its delivery log, for good.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: WebhookIdInput("WebhookDeleteInput", "delete"), required: true, description: "The webhook" }) },
    resolve: (_r, { input }, ctx) =>
      payload("deletedId", async () => {
        await deleteWebhook(ctx, await webhookKey(ctx, input.id));
        return String(input.id);
      }),
  }),
  webhookSecretRotate: t.field({
    type: WebhookSecretRotatePayload,
    extensions: graphqlOnly,
    description: `Gives a webhook a new signing secret, answered this once; the previous one keeps signing beside it (a second webhook-signature entry) for 24 hours.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: WebhookIdInput("WebhookSecretRotateInput", "give a new signing secret"), required: true, description: "The webhook" }) },
    resolve: (_r, { input }, ctx) => secretPayload(async () => rotateWebhookSecret(ctx, await webhookKey(ctx, input.id))),
  }),
}));
