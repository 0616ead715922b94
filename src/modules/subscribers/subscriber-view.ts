// How a subscriber is shown: the status label, the portal and share links, and the whole
// resource as the REST API shows it (event payloads carry that, compat.md section 6).
import type { App } from "../../app.js";
import type { Program, ReferralLink, Reward, Subscriber } from "../../generated/prisma/client.js";
import { readPortalSettings } from "../programs/program-settings.js";
import { referralUrl } from "../referral-links/referral-links.service.js";

/** "active" -> "Active": input is lower case, responses show the label */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** the program's portal (its own portal URL, else PORTAL_URL, else <public URL>/portal) */
export function subscriberPortalLink(app: App, program: Program, subscriberId: string): string {
  const portal = readPortalSettings(program.portalSettings).partnerPortalUrl || app.config.PORTAL_URL || `${app.config.publicUrl}/portal`;
  return `${portal.replace(/\/$/, "")}/${program.publicId}/subscribers/${encodeURIComponent(subscriberId)}`;
}

export function subscriberShareLink(program: Program, links: Pick<ReferralLink, "key" | "destinationUrl" | "isDefault">[]): string | null {
  const link = links.find((l) => l.isDefault) ?? links[0];
  return link ? referralUrl(program, link) : null;
}

/** the include that subscriberView needs */
export const viewInclude = {
  referralLinks: { where: { isDefault: true }, take: 1 },
  rewards: { orderBy: { createdAt: "asc" as const } },
  _count: { select: { referrals: true } },
};

export type SubscriberWithView = Subscriber & {
  referralLinks: ReferralLink[];
  rewards: Reward[];
  _count: { referrals: number };
};

/** the subscriber as GET /v1/subscribers/{id} shows it (camelCase; the event snapshot turns it to snake_case) */
export function subscriberView(app: App, program: Program, s: SubscriberWithView) {
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    isReferred: s.referringSubscriberUid !== null,
    tos: s.tos,
    marketingConsent: s.marketingConsent,
    status: statusLabel(s.status),
    approved: s.approved,
    portalLink: subscriberPortalLink(app, program, s.id),
    shareLink: subscriberShareLink(program, s.referralLinks),
    referralsCount: s._count.referrals,
    reward: s.rewards.map((r) => ({ id: r.id, amount: r.amount, currency: r.currency, status: r.status, createdAt: r.createdAt })),
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
