// Partner referral links (affiliate programs, spec 4.8, compat.md 5): additional links,
// lookup, key changes and deletion. Every query is scoped by the key's program.
import type { ServiceContext } from "../../context.js";
import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.js";
import { inTransaction } from "../../context.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../graphql/errors.js";
import { randomKey } from "../../lib/ids.js";
import { parseInput } from "../../lib/validate.js";
import { requireFeature } from "../programs/program-types.js";
import { findPartner } from "../partners/partners.service.js";
import { identifier, type PartnerRef } from "../partners/partner-input.js";
import { linkKeyTaken } from "./referral-links.service.js";



const linkSchema = z.object({
  key: identifier("key").optional(),
  destinationUrl: z.url("The destination_url must be a valid URL.").max(2048).optional(),
  directTracking: z.boolean().optional(),
  directTrackingRedirect: z.boolean().optional(),
  directTrackingRedirectUrl: z.url("The direct_tracking_redirect_url must be a valid URL.").max(2048).optional(),
});

export type NewReferralLink = z.input<typeof linkSchema> & { partner?: PartnerRef };

const partnerLinks = (ctx: ServiceContext): Prisma.ReferralLinkWhereInput => ({
  programId: ctx.program.id,
  partner: { status: { not: "deleted" } },
});

export async function findReferralLink(ctx: ServiceContext, ref: { id?: string; key?: string; partner?: PartnerRef }) {
  requireFeature(ctx.program, "referralLinks");
  let where: Prisma.ReferralLinkWhereInput;
  if (ref.id) where = { id: ref.id };
  else if (ref.key) where = { key: ref.key };
  else if (ref.partner && (ref.partner.id || ref.partner.key || ref.partner.email)) {
    const partner = await findPartner(ctx, ref.partner);
    where = { partnerUid: partner.uid };
  } else throw new ValidationError({ key: ["One of key, partner.id, partner.key or partner.email is required."] });
  const link = await ctx.db.referralLink.findFirst({ where: { ...partnerLinks(ctx), ...where }, orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }] });
  if (!link) throw new NotFoundError("Referral link");
  return link;
}

export async function createReferralLink(ctx: ServiceContext, input: NewReferralLink) {
  requireFeature(ctx.program, "referralLinks");
  if (!input.partner || !(input.partner.id || input.partner.key || input.partner.email)) {
    throw ValidationError.field("partner", "A partner id, key or email is required.");
  }
  const data = parseInput(linkSchema, { ...input, partner: undefined });
  const partner = await findPartner(ctx, input.partner);
  const key = data.key ?? randomKey(10);
  if (await linkKeyTaken(ctx, key)) throw ValidationError.field("key", "Key already exists");
  return ctx.db.referralLink.create({
    data: {
      programId: ctx.program.id,
      partnerUid: partner.uid,
      key,
      isDefault: false,
      isAdditional: true,
      destinationUrl: data.destinationUrl,
      directTracking: data.directTracking ?? false,
      directTrackingRedirect: data.directTrackingRedirect ?? false,
      directTrackingRedirectUrl: data.directTrackingRedirectUrl,
      createdAt: ctx.now(),
    },
  });
}

export async function updateReferralLinkKey(ctx: ServiceContext, id: string, key: string | null | undefined) {
  const link = await findReferralLink(ctx, { id });
  const data = parseInput(z.object({ key: identifier("key") }), { key: key ?? undefined });
  if (data.key === link.key) return link;
  if (await linkKeyTaken(ctx, data.key, link.id)) throw ValidationError.field("key", "Key already exists");
  return ctx.db.referralLink.update({ where: { id: link.id }, data: { key: data.key } });
}

/** a partner keeps at least one link; deleting the default promotes the oldest other link */
export async function deleteReferralLink(ctx: ServiceContext, id: string) {
  const link = await findReferralLink(ctx, { id });
  await inTransaction(ctx, async (tx) => {
    const others = await tx.db.referralLink.findMany({ where: { partnerUid: link.partnerUid, id: { not: link.id } }, orderBy: { createdAt: "asc" } });
    if (others.length === 0) throw new BadRequestError("The only referral link of a partner cannot be deleted");
    await tx.db.referralLink.delete({ where: { id: link.id } });
    if (link.isDefault) await tx.db.referralLink.update({ where: { id: others[0]!.id }, data: { isDefault: true } });
  });
}
