// How a subscriber is shown: the status label, the portal and share links, and the
// one view of the resource. Event payloads are this view; the GraphQL fields that REST shows
// resolve through the same helpers, and a test holds every event payload to the GET response.
import type { App } from "../../core/app.js";
import type { ServiceContext } from "../../core/context.js";
import type { DbTx } from "../../db/client.js";
import type { Prisma, Program, ReferralLink, Subscriber } from "../../generated/prisma/client.js";
import { subscriberRewardView } from "../rewards/reward.view.js";
import { isoMicro } from "../../core/time.js";
import { partnerPortalUrl } from "../programs/program.view.js";
import { defaultLinkUrl } from "../partners/partner.view.js";

/** "active" -> "Active": input is lower case, responses show the label */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** the subscriber's page on the program's portal; null when the program has no portal configured */
export function subscriberPortalLink(app: App, program: Program, subscriberId: string): string | null {
  const portal = partnerPortalUrl(app, program);
  return portal ? `${portal}/${program.publicId}/subscribers/${encodeURIComponent(subscriberId)}` : null;
}

export const subscriberShareLink = (program: Program, links: Pick<ReferralLink, "key" | "destinationUrl" | "isDefault">[]) => defaultLinkUrl(program, links);

/** what the view needs beside the row */
export const viewInclude = {
  referralLinks: { where: { isDefault: true }, take: 1 },
  rewards: { orderBy: { createdAt: "asc" as const } },
} satisfies Prisma.SubscriberInclude;

export type SubscriberWithView = Prisma.SubscriberGetPayload<{ include: typeof viewInclude }>;

/** how many subscribers each of these subscribers referred (one statement for a page) */
export async function countSubscriberReferrals(db: DbTx, programId: number, uids: readonly string[]): Promise<Map<string, number>> {
  const rows = uids.length
    ? await db.subscriber.groupBy({ by: ["referringSubscriberUid"], where: { programId, referringSubscriberUid: { in: [...uids] } }, _count: { _all: true } })
    : [];
  return new Map(rows.map((r) => [r.referringSubscriberUid!, r._count._all]));
}

/** the subscriber as GET /v1/subscribers/{id} shows it */
export function subscriberView(ctx: Pick<ServiceContext, "app" | "program">, s: SubscriberWithView, referralsCount: number) {
  return {
    approved: s.approved,
    created_at: isoMicro(s.createdAt),
    email: s.email,
    id: s.id,
    is_referred: s.referringSubscriberUid !== null,
    marketing_consent: s.marketingConsent,
    name: s.name,
    portal_link: subscriberPortalLink(ctx.app, ctx.program, s.id),
    referrals_count: referralsCount,
    reward: s.rewards.map((r) => subscriberRewardView(r, ctx.app.now())),
    share_link: subscriberShareLink(ctx.program, s.referralLinks),
    status: statusLabel(s.status),
    tos: s.tos,
    updated_at: isoMicro(s.updatedAt),
  };
}

/** the view of a subscriber as it is now in the context's database (inside a write, the transaction's) */
export async function presentSubscriber(ctx: ServiceContext, subscriber: Subscriber) {
  const [row, counts] = await Promise.all([
    ctx.db.subscriber.findUniqueOrThrow({ where: { uid: subscriber.uid }, include: viewInclude }),
    countSubscriberReferrals(ctx.db, ctx.program.id, [subscriber.uid]),
  ]);
  return subscriberView(ctx, row, counts.get(subscriber.uid) ?? 0);
}

export async function subscriberEvent(ctx: ServiceContext, subscriber: Subscriber) {
  return { type: "subscriber" as const, id: subscriber.id, view: await presentSubscriber(ctx, subscriber) };
}
