// How a partner is shown: the one view of the resource. Event payloads
// are this view; the GraphQL fields that REST shows resolve through the same helpers, and a
// test holds every event payload to the GET response of its partner.
import { Prisma, type Partner, type Program, type ReferralLink } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import type { DbTx } from "../../db/client.js";
import { moneyWire } from "../../core/money.js";
import { isoMicro } from "../../core/time.js";
import { partnerCommissionView } from "../programs/commission-settings.js";
import { referralUrl } from "../referral-links/referral-links.service.js";
import { EMPTY_FIGURES, figuresOfRow, withFigures, type FiguresColumns, type PartnerFigures } from "./partner-figures.js";

/** a partner's links, the default first */
export const partnerLinksInclude = { referralLinks: { orderBy: [{ isDefault: "desc" as const }, { createdAt: "asc" as const }] } };

export const tagsOf = (tags: readonly string[]) => tags.map((value) => ({ value }));

/** what a partner's view needs of a link */
export type Link = Pick<ReferralLink, "key" | "destinationUrl" | "isDefault">;

export type PartnerWithLinks = Partner & { referralLinks: Link[] };

/** a partner's links beside its row `x`, as its view needs them, the default first */
const LINKS = Prisma.sql`coalesce((SELECT json_agg(json_build_object('key', l.key, 'destinationUrl', l."destinationUrl", 'isDefault', l."isDefault")
                                    ORDER BY l."isDefault" DESC, l."createdAt") FROM "ReferralLink" l WHERE l."partnerUid" = x.uid), '[]') AS "referralLinks"`;

/**
 * The program's partners that `where` (SQL over the partner's row, `x`) finds, at most three (as
 * many as a reference can name), each with its links and all-time figures: all a partner's view
 * reads, in one statement. The row comes back as Prisma's own read gives it (raw results carry
 * the same column types).
 */
export async function loadPartnerViews(db: DbTx, programId: number, where: Prisma.Sql, now: Date): Promise<{ partner: PartnerWithLinks; figures: PartnerFigures }[]> {
  const partners = Prisma.sql`SELECT x.*, ${LINKS} FROM "Partner" x WHERE x."programId" = ${programId} AND ${where} LIMIT 3`;
  const rows = await db.$queryRaw<(PartnerWithLinks & FiguresColumns)[]>(withFigures(partners, programId, now));
  return rows.map(({ figures, due, ...partner }) => ({ partner, figures: figuresOfRow({ figures, due }) }));
}

/** the default referral link's URL (the first link when none is marked default) */
export function defaultLinkUrl(program: Program, links: readonly Link[]): string | null {
  const link = links.find((l) => l.isDefault) ?? links[0];
  return link ? referralUrl(program, link) : null;
}

export const linkUrls = (program: Program, links: readonly Link[]) => links.map((l) => referralUrl(program, l));

export function figuresView(f: PartnerFigures) {
  return {
    commissions: { not_paid: f.commissions.notPaid.map(moneyWire), paid: f.commissions.paid.map(moneyWire), pending: f.commissions.pending.map(moneyWire) },
    referrals: {
      clicks: f.referrals.clicks,
      paid_accounts: f.referrals.paidAccounts,
      revenue: f.referrals.revenue.map(moneyWire),
      sales_count: f.referrals.salesCount,
      signups: f.referrals.signups,
    },
  };
}

/** the partner as GET /v1/partners/{id} shows it */
export function partnerView(program: Program, p: PartnerWithLinks, figures: PartnerFigures) {
  return {
    approved: p.approved,
    commission: partnerCommissionView(p.commission),
    ...figuresView(figures),
    created_at: isoMicro(p.createdAt),
    custom_fields: p.customFields,
    email: p.email,
    id: p.id,
    key: p.key,
    name: p.name,
    payout_gateway: p.payoutGateway,
    payout_settings: p.payoutSettings,
    referral_link: defaultLinkUrl(program, p.referralLinks),
    referral_links: linkUrls(program, p.referralLinks),
    referrals_count: figures.referrals.signups,
    status: p.status,
    surname: p.surname,
    tags: tagsOf(p.tags),
    tos: p.tos,
    updated_at: isoMicro(p.updatedAt),
  };
}

/** the view of a partner as it is now in the context's database (inside a write, the transaction's) */
export async function presentPartner(ctx: ServiceContext, partner: Partner) {
  const [read] = await loadPartnerViews(ctx.db, ctx.program.id, Prisma.sql`x.uid = ${partner.uid}`, ctx.now());
  return partnerView(ctx.program, { ...partner, referralLinks: read?.partner.referralLinks ?? [] }, read?.figures ?? EMPTY_FIGURES);
}

/** the event resource of a partner */
export async function partnerEvent(ctx: ServiceContext, partner: Partner) {
  return { type: "partner" as const, id: partner.id, view: await presentPartner(ctx, partner) };
}

/** the event resource of a partner just created: its one link and no figures yet, so nothing to read */
export function newPartnerEvent(program: Program, partner: Partner, link: ReferralLink) {
  return { type: "partner" as const, id: partner.id, view: partnerView(program, { ...partner, referralLinks: [link] }, EMPTY_FIGURES) };
}
