// How a partner is shown: the one view of the resource. Event payloads
// are this view; the GraphQL fields that REST shows resolve through the same helpers, and a
// test holds every event payload to the GET response of its partner.
import type { Partner, Program, ReferralLink } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { moneyWire } from "../../core/money.js";
import { isoMicro } from "../../core/time.js";
import { partnerCommissionView } from "../programs/commission-settings.js";
import { referralUrl } from "../referral-links/referral-links.service.js";
import { EMPTY_FIGURES, loadPartnerFigures, type PartnerFigures } from "./partner-figures.js";

/** a partner's links, the default first */
export const partnerLinksInclude = { referralLinks: { orderBy: [{ isDefault: "desc" as const }, { createdAt: "asc" as const }] } };

export const tagsOf = (tags: readonly string[]) => tags.map((value) => ({ value }));

type Link = Pick<ReferralLink, "key" | "destinationUrl" | "isDefault">;

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
export function partnerView(program: Program, p: Partner & { referralLinks: Link[] }, figures: PartnerFigures) {
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
  const [links, figures] = await Promise.all([
    ctx.db.referralLink.findMany({ where: { partnerUid: partner.uid }, orderBy: partnerLinksInclude.referralLinks.orderBy }),
    loadPartnerFigures(ctx.db, ctx.program.id, [partner.uid], ctx.now()),
  ]);
  return partnerView(ctx.program, { ...partner, referralLinks: links }, figures.get(partner.uid) ?? EMPTY_FIGURES);
}

/** the event resource of a partner */
export async function partnerEvent(ctx: ServiceContext, partner: Partner) {
  return { type: "partner" as const, id: partner.id, view: await presentPartner(ctx, partner) };
}

/** the event resource of a partner just created: its one link and no figures yet, so nothing to read */
export function newPartnerEvent(program: Program, partner: Partner, link: ReferralLink) {
  return { type: "partner" as const, id: partner.id, view: partnerView(program, { ...partner, referralLinks: [link] }, EMPTY_FIGURES) };
}
