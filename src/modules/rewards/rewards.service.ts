// Rewards: what partners, customers and subscribers earned. List, read, and the two moves a
// program makes by hand: approve (pending, in review, or refused by a fraud rule -> approved)
// and reject (anything not yet paid -> rejected). Statuses are the effective ones (reward-status.ts). Scoped by the key's program.
import type { Prisma, Reward, RewardKind, RewardStatus } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { appErrorOf, BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { transition } from "../../core/transition.js";
import { recordEvent } from "../../events/outbox.js";
import { requireFeature } from "../../core/features.js";
import { FRAUD_RULES } from "./engine.types.js";
import { effectiveStatusWhere } from "./reward-status.js";
import { rewardEvent, rewardViewInclude, type RewardWithView } from "./reward.view.js";

export interface RewardFilters {
  partner?: { id?: string; key?: string; email?: string };
  customer?: { id?: string; key?: string };
  subscriber?: { id?: string; email?: string };
  transactionKey?: string;
  status?: RewardStatus;
  kind?: RewardKind;
  /** GraphQL's filter: any of these statuses (effective ones), kinds; the earners and the transaction by primary key */
  statuses?: RewardStatus[];
  kinds?: RewardKind[];
  partnerUid?: string;
  customerUid?: string;
  subscriberUid?: string;
  transactionUid?: string;
  createdAt?: { from?: Date; to?: Date };
}

const REJECT_REASON_MAX = 1000;

function filterWhere(ctx: ServiceContext, f: RewardFilters): Prisma.RewardWhereInput {
  const and: Prisma.RewardWhereInput[] = [{ programId: ctx.program.id }];
  const { partner, customer, subscriber } = f;
  if (partner?.id || partner?.key || partner?.email) {
    and.push({ partner: { id: partner.id, key: partner.key, email: partner.email?.trim().toLowerCase() } });
  }
  if (customer?.id || customer?.key) and.push({ customer: { id: customer.id, key: customer.key } });
  if (subscriber?.id || subscriber?.email) and.push({ subscriber: { id: subscriber.id, email: subscriber.email?.trim().toLowerCase() } });
  if (f.transactionKey) and.push({ transaction: { key: f.transactionKey } });
  if (f.status) and.push(effectiveStatusWhere([f.status], ctx.now()));
  if (f.kind) and.push({ kind: f.kind });
  if (f.statuses?.length) and.push(effectiveStatusWhere(f.statuses, ctx.now()));
  if (f.kinds?.length) and.push({ kind: { in: f.kinds } });
  if (f.partnerUid !== undefined) and.push({ partnerUid: f.partnerUid });
  if (f.customerUid !== undefined) and.push({ customerUid: f.customerUid });
  if (f.subscriberUid !== undefined) and.push({ subscriberUid: f.subscriberUid });
  if (f.transactionUid !== undefined) and.push({ transactionUid: f.transactionUid });
  if (f.createdAt?.from || f.createdAt?.to) and.push({ createdAt: { ...(f.createdAt.from ? { gte: f.createdAt.from } : {}), ...(f.createdAt.to ? { lt: f.createdAt.to } : {}) } });
  return { AND: and };
}

/** include: what GraphQL asks for with the rows (plugin-prisma), so a page is one statement */
export async function listRewards(ctx: ServiceContext, args: ListArgs & RewardFilters, include?: Prisma.RewardInclude) {
  requireFeature(ctx.program, "rewards");
  const where = filterWhere(ctx, args);
  return paginate(args, PAGE_SIZES.standard, "id", (w) =>
    Promise.all([
      ctx.db.reward.findMany({ where: w.where(where), include, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.reward.count({ where }),
    ]),
  );
}

export async function findReward(ctx: ServiceContext, key: string, include?: Prisma.RewardInclude): Promise<Reward> {
  requireFeature(ctx.program, "rewards");
  if (!key.trim()) throw ValidationError.field("key", "The key field is required.");
  const reward = await ctx.db.reward.findFirst({ where: { id: key, programId: ctx.program.id }, include });
  if (!reward) throw new NotFoundError("Reward");
  return reward;
}

const reload = (id: string) => (db: ServiceContext["db"]) => db.reward.findUniqueOrThrow({ where: { id }, include: rewardViewInclude });

/**
 * pending (also after its hold), in review, or rejected by a fraud rule (its review_reason is
 * the rule's name) -> approved, with reward.approved; once, however many ask at once. A reward
 * a person rejected with a reason of their own stays rejected.
 */
export async function approveReward(ctx: ServiceContext, key: string): Promise<RewardWithView> {
  const reward = await findReward(ctx, key);
  return transition(ctx, {
    claim: (db) =>
      db.reward.updateMany({
        where: {
          id: reward.id,
          programId: ctx.program.id,
          OR: [{ status: { in: ["pending", "in_review"] } }, { status: "rejected", reviewReason: { in: [...FRAUD_RULES] } }],
        },
        data: { status: "approved", approvedAt: ctx.now(), rejectedAt: null },
      }),
    reload: reload(reward.id),
    refused: "Only a pending or in-review reward, or one a fraud rule rejected, can be approved",
    then: (tx, row) => recordEvent(tx, "reward.approved", rewardEvent(row, tx.now())),
  });
}

/** pending, in review or approved (unpaid) -> rejected, with an optional reason; a paid reward stays paid */
export async function rejectReward(ctx: ServiceContext, key: string, reason?: string | null): Promise<RewardWithView> {
  const reward = await findReward(ctx, key);
  checkRejectReason(reason);
  const why = reason?.trim();
  // a payout request's total is its rewards': one of them is rejected by rejecting the request first
  if (reward.payoutRequestId !== null && reward.status !== "paid") {
    throw new BadRequestError(`The reward is in payout request ${reward.payoutRequestId}: reject that request first`);
  }
  return transition(ctx, {
    claim: (db) =>
      db.reward.updateMany({
        where: { id: reward.id, programId: ctx.program.id, status: { in: ["pending", "in_review", "approved"] }, payoutRequestId: null },
        data: { status: "rejected", rejectedAt: ctx.now(), ...(why ? { reviewReason: why } : {}) },
      }),
    reload: reload(reward.id),
    refused: "Only an unpaid reward that is not rejected, nor in a payout request, can be rejected",
  });
}

/** how many rewards one review in bulk may name */
export const REVIEW_BULK_MAX = 100;

export interface BulkReview {
  /** the rewards it moved, in the order asked */
  rewards: RewardWithView[];
  /** the ones it refused, by their position in the list, and why */
  refused: { index: number; error: unknown }[];
}

/**
 * Approves or rejects many rewards in one database transaction: each moves as approveReward or
 * rejectReward moves one; one refused (missing, another program's, or in a state the move does
 * not allow) changes nothing and is named by its position, and the others move together.
 * `key` turns an item into the reward's key (a global id is decoded here, so a bad one is the
 * item's refusal too).
 */
export function reviewRewards(
  ctx: ServiceContext,
  items: readonly string[],
  key: (item: string) => string,
  move: (tx: ServiceContext, key: string) => Promise<RewardWithView>,
): Promise<BulkReview> {
  if (items.length < 1 || items.length > REVIEW_BULK_MAX) throw ValidationError.field("ids", `Name between 1 and ${REVIEW_BULK_MAX} rewards.`);
  return inTransaction(ctx, async (tx) => {
    const review: BulkReview = { rewards: [], refused: [] };
    for (const [index, item] of items.entries()) {
      try {
        review.rewards.push(await move(tx, key(item)));
      } catch (err) {
        // a refusal writes nothing (the move's conditional write matched no row); anything else is no item's fault
        const status = appErrorOf(err)?.status ?? 500;
        if (status >= 500 || status === 401 || status === 403 || status === 429) throw err;
        review.refused.push({ index, error: err });
      }
    }
    return review;
  });
}

/** rejectReward's rule for the reason, checked once for a review in bulk */
export function checkRejectReason(reason: string | null | undefined) {
  if (reason && reason.trim().length > REJECT_REASON_MAX) throw ValidationError.field("reason", `The reason may not be greater than ${REJECT_REASON_MAX} characters.`);
}

