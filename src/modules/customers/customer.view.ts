// How a customer is shown: the one view of the resource, for both program
// types. Event payloads are this view; the GraphQL fields that REST shows resolve through the
// same helpers, and a test holds every event payload to the GET response of its customer.
import type { Customer, Prisma } from "../../generated/prisma/client.js";
import type { DbTx } from "../../db/client.js";
import type { ServiceContext } from "../../core/context.js";
import { isoMicro } from "../../core/time.js";
import { defaultLinkUrl, linkUrls, tagsOf } from "../partners/partner.view.js";

/** a customer's own links, the default first (refer-a-friend customers share them) */
export const customerLinksInclude = { referralLinks: { orderBy: [{ isDefault: "desc" as const }, { createdAt: "asc" as const }] } };

export const customerViewInclude = {
  ...customerLinksInclude,
  partner: { select: { key: true } },
  referringCustomer: true,
} satisfies Prisma.CustomerInclude;

export type CustomerWithView = Prisma.CustomerGetPayload<{ include: typeof customerViewInclude }>;

/** how many customers each of these customers referred (one statement for a page) */
export async function countReferrals(db: DbTx, programId: number, uids: readonly string[]): Promise<Map<string, number>> {
  const rows = uids.length
    ? await db.customer.groupBy({ by: ["referringCustomerUid"], where: { programId, referringCustomerUid: { in: [...uids] } }, _count: { _all: true } })
    : [];
  return new Map(rows.map((r) => [r.referringCustomerUid!, r._count._all]));
}

export const dateOfBirthOf = (c: Pick<Customer, "metadata">) => ((c.metadata ?? {}) as { dateOfBirth?: string | null }).dateOfBirth ?? null;

/** active, or deleted when archived */
export const customerStatus = (c: Pick<Customer, "deletedAt">) => (c.deletedAt ? "deleted" : "active");

export function referringCustomerView(c: Customer | null) {
  return c ? { email: c.email, id: c.id, key: c.key, name: c.name, surname: c.surname } : null;
}

/** the customer as GET /v1/customers/{key} shows it */
export function customerView(ctx: Pick<ServiceContext, "program">, c: CustomerWithView, referralsCount: number) {
  return {
    approved: c.approved,
    created_at: isoMicro(c.createdAt),
    custom_fields: c.customFields,
    deleted: c.deletedAt !== null,
    deleted_at: c.deletedAt ? isoMicro(c.deletedAt) : null,
    email: c.email,
    id: c.id,
    key: c.key,
    metadata: { date_of_birth: dateOfBirthOf(c) },
    name: c.name,
    partner: c.partner?.key ?? null,
    referral_link: defaultLinkUrl(ctx.program, c.referralLinks),
    referral_links: linkUrls(ctx.program, c.referralLinks),
    referrals_count: referralsCount,
    referring_customer: referringCustomerView(c.referringCustomer),
    status: customerStatus(c),
    surname: c.surname,
    tags: tagsOf(c.tags),
    updated_at: isoMicro(c.updatedAt),
  };
}

/** the view of a customer as it is now in the context's database (inside a write, the transaction's) */
export async function presentCustomer(ctx: ServiceContext, customer: Customer) {
  const [row, counts] = await Promise.all([
    ctx.db.customer.findUniqueOrThrow({ where: { uid: customer.uid }, include: customerViewInclude }),
    countReferrals(ctx.db, ctx.program.id, [customer.uid]),
  ]);
  return customerView(ctx, row, counts.get(customer.uid) ?? 0);
}

export async function customerEvent(ctx: ServiceContext, customer: Customer) {
  return { type: "customer" as const, id: customer.key, view: await presentCustomer(ctx, customer) };
}

/** the event of a customer whose view the writer already holds */
export const customerEventOf = (ctx: Pick<ServiceContext, "program">, c: CustomerWithView, referralsCount: number) => ({ type: "customer" as const, id: c.key, view: customerView(ctx, c, referralsCount) });
