// Newsletter milestones: a subscriber whose confirmed referrals (referred subscribers that are
// active and approved) reach a milestone's count is granted it once, as a milestone reward
// (amount 1 of the unit "milestone", the milestone's name as note), with subscriber.rewarded.
// The referrer's row is locked first, so two referrals confirmed at once count each other;
// the unique (subscriber, milestoneReferrals) index keeps a grant single whatever happens.
import type { Subscriber } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { recordEvent } from "../../events/outbox.js";
import { commissionSettings } from "../programs/program-settings.js";
import { subscriberEvent } from "../subscribers/subscriber.view.js";
import { milestonesReached } from "./engine.js";
import { queueTags } from "../newsletter-sync/push-queue.js";

/** a referred subscriber counts once it is active and approved */
export const isConfirmed = (s: Pick<Subscriber, "status" | "approved">) => s.status === "active" && s.approved;

/** grants the milestones the subscriber has reached and not been granted; inside the write's transaction */
export async function grantMilestones(ctx: ServiceContext, referrerUid: string): Promise<void> {
  const { milestones } = commissionSettings(ctx.program);
  if (milestones.length === 0) return;
  const programId = ctx.program.id;
  // NO KEY UPDATE, not UPDATE: the new referral's insert already holds a KEY SHARE lock on the
  // referrer (its foreign key), and FOR UPDATE would deadlock two referrals confirmed at once
  const locked = await ctx.db.$queryRaw<{ uid: string }[]>`SELECT uid FROM "Subscriber" WHERE uid = ${referrerUid} AND "programId" = ${programId} FOR NO KEY UPDATE`;
  if (locked.length === 0) return;
  const referrer = await ctx.db.subscriber.findUniqueOrThrow({ where: { uid: referrerUid } });
  const [confirmed, granted] = await Promise.all([
    ctx.db.subscriber.count({ where: { programId, referringSubscriberUid: referrerUid, status: "active", approved: true } }),
    ctx.db.reward.findMany({ where: { programId, subscriberUid: referrerUid, milestoneReferrals: { not: null } }, select: { milestoneReferrals: true } }),
  ]);
  const due = milestonesReached(milestones, confirmed, new Set(granted.map((g) => g.milestoneReferrals!)));
  if (due.length === 0) return;
  const now = ctx.now();
  const created = await ctx.db.reward.createManyAndReturn({
    data: due.map((m) => ({
      programId,
      kind: "milestone" as const,
      status: "approved" as const,
      amount: 1,
      currency: "milestone",
      isCurrency: false,
      subscriberUid: referrerUid,
      milestoneReferrals: m.referrals,
      note: m.name,
      action: "referral",
      approvedAt: now,
      earnedAt: now,
      createdAt: now,
    })),
    skipDuplicates: true,
  });
  // one event a milestone, each with the subscriber as it now shows (all of them granted)
  for (let i = 0; i < created.length; i++) await recordEvent(ctx, "subscriber.rewarded", await subscriberEvent(ctx, referrer));
  // the milestone's name is the email service's tag (or group) that runs the publisher's own reward automation
  await queueTags(ctx.db, programId, referrerUid, created.map((r) => r.note), now);
}
