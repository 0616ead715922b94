// Newsletter programs' email-service connection on GraphQL: the connection node (never its
// credentials; its webhook URL, which carries the connection's secret, is shown to the
// program's own callers so they can paste it into the service), connect/disconnect/test, and
// the sync; and `esp_type` on the program (both surfaces). Resolvers are thin; the rules are in
// connections.service.ts and sync.service.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { inProgram, nodeId } from "../../graphql/node.js";
import { payload, payloadType, UserErrorType, type UserError } from "../../graphql/payload.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { IntegrationStatusEnum } from "../integrations/integrations.schema.js";
import { Program } from "../programs/programs.schema.js";
import type { NewsletterConnectInput } from "./connection-input.js";
import { connectNewsletter, disconnectNewsletter, findNewsletterConnection, openRow, testNewsletter, viewSelect, webhookUrl } from "./connections.service.js";
import { claimSync, runSync } from "./sync.service.js";

export const EspTypeEnum = valueEnum("EspType", "The email service a newsletter program's subscribers live in", {
  custom: "None connected: subscribers come and go through the API only",
  mailchimp: "Mailchimp",
  mailerlite: "MailerLite",
  kit: "Kit",
  beehiiv: "beehiiv",
});

builder.prismaObjectField(Program, "espType", (t) =>
  t.field({
    type: EspTypeEnum,
    nullable: true,
    description: "Newsletter programs: the email service connected (custom when none); null for other program types",
    select: { newsletterConnection: { select: { provider: true, status: true } } },
    resolve: (p) => (p.type !== "Newsletter" ? null : p.newsletterConnection?.status === "connected" ? p.newsletterConnection.provider : "custom"),
  }),
);

const SyncStateEnum = valueEnum("NewsletterSyncState", "Where the sync from the email service stands", {
  idle: "Never run",
  running: "Under way (or stopped without finishing: running it again resumes)",
  done: "Finished",
  failed: "Stopped by the service's error (its message says which); running it again resumes where it stopped",
});

const PushStateEnum = valueEnum("NewsletterPushState", "How the last write to the email service went", {
  idle: "Nothing written yet",
  ok: "Written",
  failed: "Refused or not answered (the message says why); it is retried with backoff",
});

export const NewsletterConnectionType = builder.prismaNode("NewsletterConnection", {
  description: "A newsletter program's connection to its email service. Its credentials are never shown.",
  select: viewSelect,
  id: nodeId("id"),
  findUnique: inProgram("id"),
  fields: (t) => ({
    provider: t.field({ type: EspTypeEnum, description: "The service", resolve: (c) => c.provider }),
    status: t.expose("status", { type: IntegrationStatusEnum, description: "Whether it is connected" }),
    listId: t.string({ nullable: true, description: "Mailchimp: the audience (list) id", resolve: (c) => (c.settings as Record<string, string>).listId ?? null }),
    groupId: t.string({ nullable: true, description: "MailerLite: the group whose subscribers take part; null: all", resolve: (c) => (c.settings as Record<string, string>).groupId ?? null }),
    publicationId: t.string({ nullable: true, description: "beehiiv: the publication id", resolve: (c) => (c.settings as Record<string, string>).publicationId ?? null }),
    webhookUrl: t.string({
      nullable: true,
      description: "The address to give the service's webhook (it carries the connection's secret: keep it as you keep an API key); null when disconnected",
      resolve: async (c, _a, ctx) => {
        const row = await ctx.prisma.newsletterConnection.findUnique({ where: { id: c.id } });
        const open = row ? await openRow(ctx.app, row) : undefined;
        return open ? webhookUrl(ctx.app, c.id, open.secrets.webhookToken) : null;
      },
    }),
    syncState: t.field({ type: SyncStateEnum, description: "Where the sync stands", resolve: (c) => c.syncState as "idle" }),
    syncSeen: t.exposeInt("syncSeen", { description: "Subscribers of the service the current (or last) sync has read" }),
    syncImported: t.exposeInt("syncImported", { description: "Of those, how many were new to the program" }),
    syncMessage: t.exposeString("syncMessage", { nullable: true, description: "The outcome of the last sync, or the service's error" }),
    syncStartedAt: t.expose("syncStartedAt", { type: "DateTime", nullable: true, description: "When the current (or last) sync started" }),
    syncFinishedAt: t.expose("syncFinishedAt", { type: "DateTime", nullable: true, description: "When the last sync finished" }),
    pushState: t.field({ type: PushStateEnum, description: "How the last write to the service went", resolve: (c) => c.pushState as "idle" }),
    pushMessage: t.exposeString("pushMessage", { nullable: true, description: "What the last write did, or the service's error" }),
    pushAt: t.expose("pushAt", { type: "DateTime", nullable: true, description: "When the service was last written to" }),
    pendingWrites: t.int({ description: "Writes waiting to go to the service", resolve: (c, _a, ctx) => ctx.prisma.newsletterPush.count({ where: { connectionId: c.id } }) }),
    connectedAt: t.expose("connectedAt", { type: "DateTime", description: "When it was last connected (or its credentials replaced)" }),
  }),
});

builder.queryFields((t) => ({
  newsletterConnection: t.field({
    type: NewsletterConnectionType,
    nullable: true,
    extensions: graphqlOnly,
    description: "Newsletter programs: the connection to the email service; null when none was ever made",
    resolve: (_r, _a, ctx) => findNewsletterConnection(ctx),
  }),
}));

const MailchimpInput = builder.inputType("MailchimpConnectionInput", {
  description: "What connecting Mailchimp takes",
  fields: (t) => ({
    apiKey: t.string({ required: true, description: "An API key (it ends with the account's data center, e.g. -us21); stored encrypted, never shown" }),
    listId: t.string({ required: true, description: "The audience (list) id" }),
  }),
});
const MailerLiteInput = builder.inputType("MailerLiteConnectionInput", {
  description: "What connecting MailerLite takes",
  fields: (t) => ({
    apiKey: t.string({ required: true, description: "An API token; stored encrypted, never shown" }),
    groupId: t.string({ description: "Only this group's subscribers take part; all when omitted" }),
    signingSecret: t.string({ description: "The webhook's signing secret: each delivery's Signature header is checked against it; stored encrypted" }),
  }),
});
const KitInput = builder.inputType("KitConnectionInput", {
  description: "What connecting Kit takes",
  fields: (t) => ({ apiKey: t.string({ required: true, description: "A v4 API key; stored encrypted, never shown" }) }),
});
const BeehiivInput = builder.inputType("BeehiivConnectionInput", {
  description: "What connecting beehiiv takes",
  fields: (t) => ({
    apiKey: t.string({ required: true, description: "An API key; stored encrypted, never shown" }),
    publicationId: t.string({ required: true, description: "The publication id (pub_…)" }),
  }),
});

const NewsletterConnectInputType = builder.inputType("NewsletterConnectInput", {
  description: "The email service to connect, with what it takes: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    mailchimp: t.field({ type: MailchimpInput, description: "Connect Mailchimp" }),
    mailerlite: t.field({ type: MailerLiteInput, description: "Connect MailerLite" }),
    kit: t.field({ type: KitInput, description: "Connect Kit" }),
    beehiiv: t.field({ type: BeehiivInput, description: "Connect beehiiv" }),
  }),
});

function connectInputOf(input: typeof NewsletterConnectInputType.$inferInput): NewsletterConnectInput {
  for (const provider of ["mailchimp", "mailerlite", "kit", "beehiiv"] as const) {
    const fields = input[provider];
    if (fields) return { provider, ...given(fields as Record<string, string | null | undefined>) };
  }
  return {};
}

/** the user errors point inside the provider's input */
const renamedFor = (provider: string | undefined): Record<string, string> =>
  provider ? Object.fromEntries(["api_key", "list_id", "group_id", "signing_secret", "publication_id"].map((f) => [f, `${provider}.${f}`])) : {};

const NewsletterSyncInput = builder.inputType("NewsletterSyncInput", {
  description: "How to run the sync",
  fields: (t) => ({ restart: t.boolean({ description: "Start from the first page even if the last run stopped midway; false when omitted" }) }),
});

const ConnectPayload = payloadType("NewsletterConnectPayload", "connection", NewsletterConnectionType, "The connection as it is now; null when the input was refused");
const DisconnectPayload = payloadType("NewsletterDisconnectPayload", "connection", NewsletterConnectionType, "The connection, disconnected; null when there was none");
const SyncPayload = payloadType("NewsletterSyncPayload", "connection", NewsletterConnectionType, "The connection with its sync under way; null when it could not start");

const TestPayload = builder.objectRef<{ result: { ok: boolean; message: string } | null; userErrors: UserError[] }>("NewsletterTestPayload").implement({
  description: "What the email service answered with the stored credentials, or why it was not asked",
  fields: (t) => ({
    ok: t.boolean({ nullable: true, description: "Whether it answered and accepted them; null when there is no connection", resolve: (p) => p.result?.ok ?? null }),
    message: t.string({ nullable: true, description: "The audience's name, or the service's error", resolve: (p) => p.result?.message ?? null }),
    userErrors: t.field({ type: [UserErrorType], description: "Why the service was not asked", resolve: (p) => p.userErrors }),
  }),
});

builder.mutationFields((t) => ({
  newsletterConnect: t.field({
    type: ConnectPayload,
    extensions: graphqlOnly,
    description:
      "Connects the program's email service (or replaces its credentials; another service replaces the previous one). The service is asked first: " +
      "refused credentials store nothing. Rally's fields (share link, portal link, referral count, ref) are created there when missing.",
    args: { input: t.arg({ type: NewsletterConnectInputType, required: true, description: "The service and what it takes" }) },
    resolve: (_r, { input }, ctx) => {
      const connect = connectInputOf(input);
      return payload("connection", () => connectNewsletter(ctx, connect), renamedFor(connect.provider));
    },
  }),
  newsletterDisconnect: t.field({
    type: DisconnectPayload,
    extensions: graphqlOnly,
    description: "Disconnects the email service: its credentials are erased and writes still owed to it are dropped; subscribers stay",
    resolve: (_r, _a, ctx) => payload("connection", () => disconnectNewsletter(ctx)),
  }),
  newsletterTest: t.field({
    type: TestPayload,
    extensions: graphqlOnly,
    description: "Asks the email service with the stored credentials",
    resolve: (_r, _a, ctx) => payload("result", () => testNewsletter(ctx)),
  }),
  newsletterSync: t.field({
    type: SyncPayload,
    extensions: graphqlOnly,
    description:
      "Starts the sync of the service's subscribers into the program, in the background: `syncSeen` and `syncImported` show its progress. " +
      "A run that stopped resumes where it stopped; each subscriber is matched by the service's id and email, so a run repeated adds no one twice.",
    args: { input: t.arg({ type: NewsletterSyncInput, description: "How to run it" }) },
    resolve: (_r, { input }, ctx) =>
      payload("connection", async () => {
        const claimed = await claimSync(ctx, { restart: input?.restart ?? false });
        // the answer does not wait for the audience: the run records its own outcome on the connection
        void runSync(ctx.app, ctx.program.id).catch((err: unknown) => ctx.app.logger.error({ err }, "newsletter sync failed"));
        return claimed;
      }),
  }),
}));
