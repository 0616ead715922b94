// Shopify (GraphQL Admin API): one amount-off code discount (discountCodeBasicCreate) for
// the coupon, its first code created with it and the others added with
// discountRedeemCodeBulkAdd. Shopify's limits and dates belong to the discount, not to a
// code: the coupon's are sent; a promotion code's own restrictions are not expressible.
import { Decimal } from "../../../core/money.js";
import { couponExpiry, couponLimit, customerCodes, majorAmount, nothingKnown, PartialSyncError, removal, type PushResult, type SyncJob } from "./mapping.js";

export const SHOPIFY_API_VERSION = "2026-10";

const CREATE = `mutation RallyDiscountCreate($basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) { codeDiscountNode { id } userErrors { field code message } }
}`;
const UPDATE = `mutation RallyDiscountUpdate($id: ID!, $basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicUpdate(id: $id, basicCodeDiscount: $basicCodeDiscount) { codeDiscountNode { id } userErrors { field code message } }
}`;
const CODES = `query RallyDiscountCodes($id: ID!) {
  codeDiscountNode(id: $id) { codeDiscount { ... on DiscountCodeBasic { status codes(first: 250) { nodes { code } } } } }
}`;
const DELETE = `mutation RallyDiscountDelete($id: ID!) {
  discountCodeDelete(id: $id) { deletedCodeDiscountId userErrors { field code message } }
}`;
const DEACTIVATE = `mutation RallyDiscountDeactivate($id: ID!) {
  discountCodeDeactivate(id: $id) { codeDiscountNode { id } userErrors { field code message } }
}`;
const ACTIVATE = `mutation RallyDiscountActivate($id: ID!) {
  discountCodeActivate(id: $id) { codeDiscountNode { id } userErrors { field code message } }
}`;
const ADD_CODES = `mutation RallyDiscountAddCodes($discountId: ID!, $codes: [DiscountRedeemCodeInput!]!) {
  discountRedeemCodeBulkAdd(discountId: $discountId, codes: $codes) { bulkCreation { id } userErrors { field code message } }
}`;

/** a refusal in Shopify's own words (userErrors, or the GraphQL errors) */
export class ShopifyError extends Error {}

export function shopifyDiscountInput(job: SyncJob, withCode: boolean) {
  const { coupon, currency } = job;
  const limit = couponLimit(coupon);
  const expiry = couponExpiry(coupon);
  const value =
    coupon.discountType === "percent"
      ? { percentage: new Decimal(coupon.discountAmount).div(100).toNumber() }
      : { discountAmount: { amount: majorAmount(coupon.discountAmount, currency), appliesOnEachItem: false } };
  // subscriptions: a number of billing cycles (0: every cycle); a one-off coupon stays a one-time purchase discount
  const value_ = coupon.durationValue ?? 0;
  const cycles = coupon.durationType === "months" ? value_ : coupon.durationType === "years" ? value_ * 12 : coupon.durationType === "lifetime" ? 0 : undefined;
  return {
    title: coupon.name || coupon.code,
    ...(withCode ? { code: customerCodes(coupon)[0]!.code, startsAt: coupon.createdAt.toISOString(), context: { all: "ALL" } } : {}),
    endsAt: expiry ? expiry.toISOString() : null,
    usageLimit: limit,
    customerGets: {
      value,
      items: { all: true },
      ...(cycles !== undefined ? { appliesOnSubscription: true, appliesOnOneTimePurchase: true } : {}),
    },
    ...(cycles !== undefined ? { recurringCycleLimit: cycles } : {}),
  };
}

type Client = { request: (q: string, o: { variables: Record<string, unknown> }) => Promise<{ data?: any; errors?: { message?: string; graphQLErrors?: { message: string }[] } }> }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(client: Client, query: string, variables: Record<string, unknown>, field: string) {
  const res = await client.request(query, { variables });
  if (res.errors) {
    const detail = res.errors.graphQLErrors?.map((e) => e.message).join("; ");
    throw new ShopifyError(detail || res.errors.message || "Shopify refused the request");
  }
  const payload = res.data?.[field];
  const userErrors = (payload?.userErrors ?? []) as { message: string }[];
  if (userErrors.length) throw new ShopifyError(userErrors.map((e) => e.message).join("; "));
  return payload;
}

export async function pushToShopify(job: SyncJob): Promise<string | PushResult> {
  const action = removal(job.coupon);
  if (action && !job.coupon.syncExternalId) return nothingKnown("Shopify", action);
  const { createAdminApiClient } = await import("@shopify/admin-api-client");
  const override = job.config.SHOPIFY_API_URL ? new URL(job.config.SHOPIFY_API_URL) : undefined;
  const timeoutMs = job.config.PROVIDER_TIMEOUT_MS;
  const client = createAdminApiClient({
    storeDomain: job.settings.shopDomain!,
    apiVersion: SHOPIFY_API_VERSION,
    accessToken: job.secrets.accessToken!,
    retries: 0,
    // the client always builds https://<shop>/admin/api/...; a configured base URL replaces the origin
    customFetchApi: (url: string, init?: RequestInit) => {
      const target = new URL(url);
      if (override) {
        target.protocol = override.protocol;
        target.host = override.host;
        target.pathname = override.pathname.replace(/\/$/, "") + target.pathname;
      }
      return fetch(target, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    // the client warns on the console about versions; nothing of it belongs in Rally's output
    logger: () => undefined,
  }) as unknown as Client;

  const { coupon } = job;
  if (action === "delete") {
    await call(client, DELETE, { id: coupon.syncExternalId }, "discountCodeDelete");
    return { externalId: coupon.syncExternalId, message: `Deleted at Shopify: discount ${coupon.syncExternalId} and its codes.` };
  }
  if (action === "deactivate") {
    // only the deactivation: an update would send the coupon's endsAt and could undo it
    await call(client, DEACTIVATE, { id: coupon.syncExternalId }, "discountCodeDeactivate");
    return { externalId: coupon.syncExternalId, message: `Deactivated at Shopify: discount ${coupon.syncExternalId} and its codes.` };
  }
  const codes = customerCodes(coupon).map((c) => c.code);
  let id = coupon.syncExternalId;
  let existing = new Set<string>();
  if (id) {
    await call(client, UPDATE, { id, basicCodeDiscount: shopifyDiscountInput(job, false) }, "discountCodeBasicUpdate");
    const res = await client.request(CODES, { variables: { id } });
    const discount = res.data?.codeDiscountNode?.codeDiscount;
    existing = new Set(((discount?.codes?.nodes ?? []) as { code: string }[]).map((n) => n.code));
    // active again: a discount deactivated with the coupon is activated, unless the coupon's own date has passed
    const expiry = couponExpiry(coupon);
    if (discount?.status && discount.status !== "ACTIVE" && discount.status !== "SCHEDULED" && !(expiry && expiry.getTime() < Date.now())) {
      await call(client, ACTIVATE, { id }, "discountCodeActivate");
    }
  } else {
    const created = await call(client, CREATE, { basicCodeDiscount: shopifyDiscountInput(job, true) }, "discountCodeBasicCreate");
    id = created.codeDiscountNode.id as string;
    existing.add(codes[0]!);
  }
  const missing = codes.filter((c) => !existing.has(c));
  if (missing.length) {
    try {
      await call(client, ADD_CODES, { discountId: id, codes: missing.map((code) => ({ code })) }, "discountRedeemCodeBulkAdd");
    } catch (err) {
      throw new PartialSyncError(err, id);
    }
  }
  return id!;
}
