// Partner referral links (affiliate programs): the links of an owner
// (owner-links.service.ts) where the owner is a partner.
import type { ServiceContext } from "../../core/context.js";
import { findPartner } from "../partners/partners.service.js";
import type { PartnerRef } from "../partners/partner-input.js";
import { createLink, deleteLink, findLink, ownerLinks, updateLinkKey, type LinkOwnerKind, type LinkQuery, type NewLink } from "./owner-links.service.js";

export const PARTNER_LINKS: LinkOwnerKind = {
  feature: "referralLinks",
  name: "partner",
  column: "partnerUid",
  visible: { partner: { status: { not: "deleted" } } },
  find: (ctx, ref) => findPartner(ctx, ref),
  /** a link may carry only its own partner's key, even after that partner's default link was renamed */
  keyOfAnotherOwner: async (ctx, key, partnerUid) =>
    (await ctx.db.partner.findFirst({ where: { programId: ctx.program.id, key, uid: { not: partnerUid } }, select: { uid: true } })) !== null,
  lock: (db, uid) => db.$queryRaw`SELECT 1 FROM "Partner" WHERE "uid" = ${uid} FOR UPDATE`,
};

export type NewReferralLink = NewLink & { partner?: PartnerRef };

export const findReferralLink = (ctx: ServiceContext, ref: { id?: string; key?: string; partner?: PartnerRef }, query?: LinkQuery) =>
  findLink(ctx, PARTNER_LINKS, { id: ref.id, key: ref.key, owner: ref.partner }, query);

export const createReferralLink = (ctx: ServiceContext, { partner, ...input }: NewReferralLink, query?: LinkQuery) =>
  createLink(ctx, PARTNER_LINKS, partner, input, query);

export const updateReferralLinkKey = (ctx: ServiceContext, id: string, key: string | null | undefined, query?: LinkQuery) =>
  updateLinkKey(ctx, PARTNER_LINKS, id, key, query);

export const deleteReferralLink = (ctx: ServiceContext, id: string) => deleteLink(ctx, PARTNER_LINKS, id);

/** a partner's links, the default first (gated as partners are) */
export const partnerReferralLinks = (ctx: ServiceContext, ref: PartnerRef) => ownerLinks(ctx, PARTNER_LINKS, ref);
