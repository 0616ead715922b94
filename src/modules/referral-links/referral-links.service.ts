// Referral links: the URL a partner shares. The URL is the program's website (or the link's
// own destination) with the link key in the program's link parameter (?aff= by default).
import type { Program, ReferralLink } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { readProgramSettings } from "../programs/program-settings.js";

export function referralUrl(program: Program, link: Pick<ReferralLink, "key" | "destinationUrl">): string {
  const base = link.destinationUrl || program.website || "";
  const param = readProgramSettings(program.settings).linkParameter;
  const sep = base.includes("?") ? "&" : "?";
  return `${base}${sep}${param}=${encodeURIComponent(link.key)}`;
}

/** is a link key free in the program (link keys share one namespace per program) */
export async function linkKeyTaken(ctx: ServiceContext, key: string, exceptLinkId?: string): Promise<boolean> {
  const found = await ctx.db.referralLink.findFirst({
    where: { programId: ctx.program.id, key, ...(exceptLinkId ? { id: { not: exceptLinkId } } : {}) },
    select: { id: true },
  });
  return found !== null;
}

export function createDefaultPartnerLink(ctx: ServiceContext, partnerUid: string, key: string) {
  return ctx.db.referralLink.create({
    data: { programId: ctx.program.id, partnerUid, key, isDefault: true, createdAt: ctx.now() },
  });
}
