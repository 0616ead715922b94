// Partner referral links (affiliate programs, spec 4.8, compat.md 5): additional links,
// lookup, key changes and deletion. Every query is scoped by the key's program.
import type { ServiceContext } from "../../core/context.js";
import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.js";
import { uniqueViolation } from "../../core/prisma-errors.js";
import { inTransaction } from "../../core/context.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { randomKey } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { webUrlField } from "../../core/fields.js";
import { requireFeature } from "../programs/program-types.js";
import { findPartner } from "../partners/partners.service.js";
import { identifier, type PartnerRef } from "../partners/partner-input.js";
import { linkKeyTaken } from "./referral-links.service.js";

const linkSchema = z.object({
  key: identifier("key").optional(),
  destinationUrl: webUrlField("destination_url").optional(),
  isAdditional: z.boolean().optional(),
  directTracking: z.boolean().optional(),
  directTrackingRedirect: z.boolean().optional(),
  directTrackingRedirectUrl: webUrlField("direct_tracking_redirect_url").optional(),
});

/** link keys and partner keys share one namespace: a link may carry only its own partner's key */
async function keyTaken(ctx: ServiceContext, key: string, partnerUid: string | null, exceptLinkId?: string): Promise<boolean> {
  if (await linkKeyTaken(ctx, key, exceptLinkId)) return true;
  const partner = await ctx.db.partner.findFirst({
    where: { programId: ctx.program.id, key, ...(partnerUid ? { uid: { not: partnerUid } } : {}) },
    select: { uid: true },
  });
  return partner !== null;
}

/** a parallel request that took the key first (the unique index on the program's link keys) */
const keyClash = uniqueViolation({ key: ["key", "Key already exists"] });

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
  if (await keyTaken(ctx, key, partner.uid)) throw ValidationError.field("key", "Key already exists");
  return ctx.db.referralLink
    .create({
      data: {
        programId: ctx.program.id,
        partnerUid: partner.uid,
        key,
        isDefault: false,
        isAdditional: data.isAdditional ?? false,
        destinationUrl: data.destinationUrl,
        directTracking: data.directTracking ?? false,
        directTrackingRedirect: data.directTrackingRedirect ?? false,
        directTrackingRedirectUrl: data.directTrackingRedirectUrl,
        createdAt: ctx.now(),
      },
    })
    .catch(keyClash);
}

export async function updateReferralLinkKey(ctx: ServiceContext, id: string, key: string | null | undefined) {
  const link = await findReferralLink(ctx, { id });
  const data = parseInput(z.object({ key: identifier("key") }), { key: key ?? undefined });
  if (data.key === link.key) return link;
  if (await keyTaken(ctx, data.key, link.partnerUid, link.id)) throw ValidationError.field("key", "Key already exists");
  return ctx.db.referralLink.update({ where: { id: link.id }, data: { key: data.key } }).catch(keyClash);
}

/** a partner keeps at least one link; deleting the default promotes the oldest other link */
export async function deleteReferralLink(ctx: ServiceContext, id: string) {
  const found = await findReferralLink(ctx, { id });
  await inTransaction(ctx, async (tx) => {
    // one deletion at a time per partner, so that two at once cannot leave it without a link;
    // the link is read again under the lock (a parallel deletion may have removed or promoted it)
    await tx.db.$queryRaw`SELECT 1 FROM "Partner" WHERE "uid" = ${found.partnerUid} FOR UPDATE`;
    const link = await tx.db.referralLink.findUnique({ where: { id: found.id } });
    if (!link) throw new NotFoundError("Referral link");
    const others = await tx.db.referralLink.findMany({ where: { partnerUid: link.partnerUid, id: { not: link.id } }, orderBy: { createdAt: "asc" } });
    if (others.length === 0) throw new BadRequestError("The only referral link of a partner cannot be deleted");
    await tx.db.referralLink.delete({ where: { id: link.id } });
    if (link.isDefault) await tx.db.referralLink.update({ where: { id: others[0]!.id }, data: { isDefault: true } });
  });
}
