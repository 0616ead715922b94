// A newsletter program's connection to its email service: connect (or replace the credentials),
// disconnect (credentials erased), test, read. The API key, the webhook URL's secret and a
// signing secret are sealed as shop-provider credentials are (integrations/secrets.ts), under
// their own associated data, so a shop provider's sealed value never opens here. Reads never
// select the credentials column.
import type { App } from "../../core/app.js";
import type { ServiceContext } from "../../core/context.js";
import { NotFoundError, ValidationError } from "../../core/errors.js";
import { requireFeature } from "../../core/features.js";
import { randomId } from "../../core/ids.js";
import type { EspType, NewsletterConnection } from "../../generated/prisma/client.js";
import { providerMessage, redact } from "../integrations/coupon-sync.js";
import { sealWith, unsealWith } from "../integrations/secrets.js";
import { connectionParts, type NewsletterConnectInput } from "./connection-input.js";
import { ADAPTERS } from "./adapters.js";
import { ESP_NAMES, type ConnectionSecrets, type EspAdapter, type EspClient } from "./esp.js";

/** the connection as reads show it: every column but the credentials */
export type ConnectionView = Omit<NewsletterConnection, "credentials">;

export const viewSelect = {
  id: true,
  programId: true,
  provider: true,
  status: true,
  settings: true,
  syncState: true,
  syncCursor: true,
  syncSeen: true,
  syncImported: true,
  syncMessage: true,
  syncStartedAt: true,
  syncFinishedAt: true,
  pushState: true,
  pushMessage: true,
  pushAt: true,
  connectedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

const sealedAs = (provider: EspType) => `newsletter:${provider}`;

/** connects the program's email service, or replaces the connection (another service replaces the previous one) */
export async function connectNewsletter(ctx: ServiceContext, input: NewsletterConnectInput): Promise<ConnectionView> {
  requireFeature(ctx.program, "subscribers");
  const { provider, settings, apiKey, signingSecret } = connectionParts(input);
  const programId = ctx.program.id;
  // the webhook URL stays as it was when the same service is connected again: the service keeps calling it
  const previous = await openNewsletter(ctx).catch(() => undefined);
  const webhookToken = previous?.row.provider === provider ? previous.secrets.webhookToken : randomId(32);
  const secrets: ConnectionSecrets = { apiKey, webhookToken, ...(signingSecret ? { signingSecret } : {}) };
  const credentials = { ...(await sealWith(ctx.app, programId, sealedAs(provider), { ...secrets })) };
  // the service must answer with these credentials, and Rally's fields must exist there, before anything is stored
  try {
    const client = await openClient(ctx.app, provider, settings, secrets);
    await client.test();
    await client.ensureFields();
  } catch (err) {
    throw ValidationError.field("api_key", `${ESP_NAMES[provider]} refused the connection: ${errorMessage(err, secrets)}`);
  }
  const now = ctx.now();
  const fresh = { provider, status: "connected" as const, settings, credentials, connectedAt: now, pushState: "idle", pushMessage: null };
  const row = await ctx.db.newsletterConnection.upsert({
    where: { programId },
    create: { programId, ...fresh },
    // another service: its sync starts over
    update: previous?.row.provider === provider ? fresh : { ...fresh, syncState: "idle", syncCursor: null, syncSeen: 0, syncImported: 0, syncMessage: null, syncStartedAt: null, syncFinishedAt: null },
    select: viewSelect,
  });
  if (previous?.row.provider !== provider) await ctx.db.newsletterPush.deleteMany({ where: { connectionId: row.id } });
  ctx.app.logger.info({ programId, provider }, "email service connected");
  return row;
}

export async function disconnectNewsletter(ctx: ServiceContext): Promise<ConnectionView> {
  requireFeature(ctx.program, "subscribers");
  const existing = await ctx.db.newsletterConnection.findUnique({ where: { programId: ctx.program.id }, select: { id: true } });
  if (!existing) throw new NotFoundError("Newsletter connection");
  const row = await ctx.db.newsletterConnection.update({ where: { id: existing.id }, data: { status: "disconnected", credentials: {} }, select: viewSelect });
  // what was owed to the service is not sent any more
  await ctx.db.newsletterPush.deleteMany({ where: { connectionId: existing.id } });
  ctx.app.logger.info({ programId: ctx.program.id, provider: row.provider }, "email service disconnected");
  return row;
}

export async function findNewsletterConnection(ctx: ServiceContext): Promise<ConnectionView | null> {
  requireFeature(ctx.program, "subscribers");
  return ctx.db.newsletterConnection.findUnique({ where: { programId: ctx.program.id }, select: viewSelect });
}

/** asks the service with the stored credentials: its name for the audience, or its refusal */
export async function testNewsletter(ctx: ServiceContext): Promise<{ ok: boolean; message: string }> {
  const open = await openNewsletter(ctx);
  if (!open) throw new NotFoundError("Newsletter connection");
  try {
    const client = await openClient(ctx.app, open.row.provider, open.settings, open.secrets);
    return { ok: true, message: `Connected to ${ESP_NAMES[open.row.provider]}: ${await client.test()}.` };
  } catch (err) {
    return { ok: false, message: errorMessage(err, open.secrets) };
  }
}

/** the connected connection of the context's program with its secrets; undefined when none is connected */
export async function openNewsletter(ctx: ServiceContext): Promise<{ row: NewsletterConnection; settings: Record<string, string>; secrets: ConnectionSecrets } | undefined> {
  const row = await ctx.db.newsletterConnection.findUnique({ where: { programId: ctx.program.id } });
  return row ? openRow(ctx.app, row) : undefined;
}

export async function openRow(app: App, row: NewsletterConnection) {
  if (row.status !== "connected") return undefined;
  const secrets = (await unsealWith(app, row.programId, sealedAs(row.provider), row.credentials)) as ConnectionSecrets | undefined;
  return secrets ? { row, settings: (row.settings ?? {}) as Record<string, string>, secrets } : undefined;
}

export async function openClient(app: App, provider: EspType, settings: Record<string, string>, secrets: ConnectionSecrets): Promise<EspClient> {
  const adapter: EspAdapter = await ADAPTERS[provider]();
  return adapter.open(settings, secrets, app.config);
}

/** the webhook URL to paste into the service */
export const webhookUrl = (app: App, connectionId: string, token: string) => `${app.config.publicUrl}/v1/newsletter/${connectionId}/webhook/${token}`;

/** a service's failure in its own words (the shop providers' reading of it), never with the connection's secrets */
export const errorMessage = (err: unknown, secrets: Partial<ConnectionSecrets>): string => redact(providerMessage(err), secrets as Record<string, string>);
