// A program's shop-provider connections: connect (credentials sealed, see secrets.ts),
// disconnect (credentials wiped), list. Reads never select the credentials column; only the
// coupon sync opens them, for the program of its own context.
import type { ServiceContext } from "../../core/context.js";
import { NotFoundError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { checkDestination } from "../webhooks/webhook-input.js";
import type { IntegrationStatus, SyncProvider } from "../../generated/prisma/client.js";
import { connectionParts, PROVIDERS, type ConnectInput } from "./connection-input.js";
import { sealWith, unsealWith } from "./secrets.js";

/** a connection as every read shows it: no credentials, not even sealed */
export interface IntegrationView {
  /** the row's primary key (GraphQL's global id carries it) */
  id: string;
  provider: SyncProvider;
  status: IntegrationStatus;
  connectedAt: Date;
  updatedAt: Date;
  settings: Record<string, string>;
}

const viewSelect = { id: true, provider: true, status: true, connectedAt: true, updatedAt: true, settings: true } as const;

const asView = (row: { id: string; provider: SyncProvider; status: IntegrationStatus; connectedAt: Date; updatedAt: Date; settings: unknown }): IntegrationView => ({
  ...row,
  settings: (row.settings ?? {}) as Record<string, string>,
});

/** connects a provider, or replaces the credentials and settings of its existing connection */
export async function connectIntegration(ctx: ServiceContext, input: ConnectInput): Promise<IntegrationView> {
  // WooCommerce is connected in parts (REST credentials for coupons, a webhook secret for orders): what is not given stays
  const previous = input.provider === "woocommerce" ? await openConnection(ctx, "woocommerce") : undefined;
  const { provider, settings, secrets } = connectionParts(input, previous);
  if (provider === "woocommerce" && input.storeUrl !== undefined) await checkStoreUrl(ctx, settings.storeUrl);
  const programId = ctx.program.id;
  const credentials = { ...(await sealWith(ctx.app, programId, provider, secrets)) };
  const now = ctx.now();
  const row = await ctx.db.integration.upsert({
    where: { programId_provider: { programId, provider } },
    create: { programId, provider, status: "connected", settings, credentials, connectedAt: now },
    update: { status: "connected", settings, credentials, connectedAt: now },
    select: viewSelect,
  });
  ctx.app.logger.info({ programId, provider }, "shop provider connected");
  return asView(row);
}

/** the store URL is where the coupon sync sends requests: not to private or loopback addresses (the webhooks' SSRF rule) */
async function checkStoreUrl(ctx: ServiceContext, storeUrl: string | undefined) {
  const errors: FieldErrors = {};
  await checkDestination(storeUrl, ctx.app.config.WEBHOOK_ALLOW_PRIVATE, errors);
  if (errors.url) throw ValidationError.field("store_url", errors.url[0]!.replace("The url", "The store URL"));
}

/** disconnects a provider: its credentials are erased; coupons synced to it keep their provider (one-way) */
export async function disconnectIntegration(ctx: ServiceContext, provider: string): Promise<IntegrationView> {
  if (!(PROVIDERS as readonly string[]).includes(provider)) throw ValidationError.field("provider", `The provider must be one of ${PROVIDERS.join(", ")}.`);
  const programId = ctx.program.id;
  const where = { programId_provider: { programId, provider: provider as SyncProvider } };
  const existing = await ctx.db.integration.findUnique({ where, select: { id: true } });
  if (!existing) throw new NotFoundError("Integration");
  const row = await ctx.db.integration.update({ where, data: { status: "disconnected", credentials: {} }, select: viewSelect });
  ctx.app.logger.info({ programId, provider }, "shop provider disconnected");
  return asView(row);
}

export async function listIntegrations(ctx: ServiceContext, filter: { ids?: string[] } = {}): Promise<IntegrationView[]> {
  const rows = await ctx.db.integration.findMany({ where: { programId: ctx.program.id, id: filter.ids ? { in: filter.ids } : undefined }, select: viewSelect, orderBy: { provider: "asc" } });
  return rows.map(asView);
}

/** the open connection of this context's program to the provider, or undefined */
export async function openConnection(ctx: ServiceContext, provider: SyncProvider): Promise<{ settings: Record<string, string>; secrets: Record<string, string> } | undefined> {
  const row = await ctx.db.integration.findUnique({
    where: { programId_provider: { programId: ctx.program.id, provider } },
    select: { status: true, settings: true, credentials: true },
  });
  if (!row || row.status !== "connected") return undefined;
  const secrets = await unsealWith(ctx.app, ctx.program.id, provider, row.credentials);
  return secrets ? { settings: (row.settings ?? {}) as Record<string, string>, secrets } : undefined;
}
