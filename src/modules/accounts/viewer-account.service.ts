// What a partner signed in to the portal changes of its own account: its name, its email
// notices, its password, its payout method, a payout request, the key of one of its links.
// Each goes through the service the program's key uses (the same rules, the same events);
// only the password has rules of its own, as a partner proves who it is where a key need not.
import { z } from "zod";
import type { ServiceContext } from "../../core/context.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { parseInput } from "../../core/input.js";
import { hashPassword, PASSWORD_MESSAGE, PASSWORD_RULE, verifyPassword } from "../../core/passwords.js";
import { personNameField } from "../../core/fields.js";
import type { Partner } from "../../generated/prisma/client.js";
import { updatePartner } from "../partners/partners.service.js";
import { createPayoutRequest } from "../payouts/payouts.service.js";
import { findReferralLink, updateReferralLinkKey } from "../referral-links/partner-links.service.js";

/** a session this young may set a password without the current one: a partner who signs in by code has none it knows */
export const FRESH_SESSION_MS = 15 * 60_000;

const profileSchema = z.object({
  name: personNameField("name").optional(),
  surname: personNameField("surname").optional(),
  emailNotifications: z.boolean().optional(),
});

export async function updateViewerProfile(ctx: ServiceContext, partnerUid: string, input: { name?: string; surname?: string; emailNotifications?: boolean }): Promise<Partner> {
  const data = parseInput(profileSchema, input);
  if (data.name !== undefined || data.surname !== undefined) await updatePartner(ctx, { uid: partnerUid }, { name: data.name, surname: data.surname });
  if (data.emailNotifications !== undefined) await ctx.db.partner.update({ where: { uid: partnerUid }, data: { emailNotifications: data.emailNotifications } });
  return ctx.db.partner.findUniqueOrThrow({ where: { uid: partnerUid } });
}

const passwordSchema = z.object({
  currentPassword: z.string().max(200).optional(),
  newPassword: z.string({ error: "The new password is required." }).max(200).regex(PASSWORD_RULE, PASSWORD_MESSAGE),
});

/**
 * A new password, proven by the current one (or by a session started in the last minutes), ends
 * every other session of the partner: whoever else held one is signed out; this one stays.
 */
export async function changeViewerPassword(ctx: ServiceContext, partnerUid: string, sessionId: string, input: { currentPassword?: string; newPassword?: string }): Promise<Partner> {
  const data = parseInput(passwordSchema, input, "");
  const partner = await ctx.db.partner.findUniqueOrThrow({ where: { uid: partnerUid } });
  if (data.currentPassword) {
    if (!partner.passwordHash || !(await verifyPassword(data.currentPassword, partner.passwordHash))) throw ValidationError.field("current_password", "The current password is not right.");
  } else {
    const session = await ctx.db.session.findUnique({ where: { id: sessionId }, select: { createdAt: true } });
    if (!session || ctx.now().getTime() - session.createdAt.getTime() > FRESH_SESSION_MS) {
      throw ValidationError.field("current_password", "Enter your current password, or sign in again (by code) to set one without it.");
    }
  }
  const passwordHash = await hashPassword(data.newPassword);
  await ctx.db.partner.update({ where: { uid: partnerUid }, data: { passwordHash } });
  await ctx.db.session.updateMany({ where: { partnerUid, revokedAt: null, id: { not: sessionId } }, data: { revokedAt: ctx.now() } });
  return ctx.db.partner.findUniqueOrThrow({ where: { uid: partnerUid } });
}

/** the saved payout method, checked per gateway as the program's own partner updates are */
export async function setViewerPayoutMethod(ctx: ServiceContext, partnerUid: string, choice: { gateway: string; settings: Record<string, unknown> } | undefined): Promise<Partner> {
  if (!choice) throw ValidationError.field("payout_gateway", "Choose a payout method.");
  return updatePartner(ctx, { uid: partnerUid }, { payoutGateway: choice.gateway, payoutSettings: choice.settings });
}

/** the whole payable balance in the program's currency, to the saved method; the program's threshold applies */
export async function requestViewerPayout(ctx: ServiceContext, partner: Partner, amount?: string | number) {
  if (!partner.payoutGateway) throw ValidationError.field("payout_method", "Save a payout method first.");
  return createPayoutRequest(ctx, { partner: { uid: partner.uid }, amount });
}

/** a new key for one of the partner's own links; its default link carries the partner's key, which is the program's to change */
export async function renameViewerLink(ctx: ServiceContext, partnerUid: string, linkId: string, key: string | undefined) {
  // found by id in the program, so its owner is checked here: another partner's link is none of this one's
  const link = !linkId ? null : await findReferralLink(ctx, { id: linkId }).catch((err: unknown) => {
    if (err instanceof NotFoundError) return null;
    throw err;
  });
  if (!link || link.partnerUid !== partnerUid) throw ValidationError.field("id", "You have no such link.");
  if (link.isDefault) throw new BadRequestError("The default link keeps the key the program gave you.");
  return updateReferralLinkKey(ctx, link.id, key);
}
