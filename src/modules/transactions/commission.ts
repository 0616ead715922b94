// What a new transaction earns. The service gathers what the engine's rules need (the partner
// chain with each partner's own commission, the customer's first sale, the fraud signals),
// asks the engine (src/modules/rewards/engine.ts), and stores its drafts as rewards: commissions
// of partners in affiliate programs, referral rewards of customers in refer-a-friend programs.
import type { Customer, Prisma, Transaction } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { sameEmail } from "../../core/lookup.js";
import { fromPaidAd } from "../../core/paid-ads.js";
import type { PendingEvent } from "../../events/outbox.js";
import { customerEvent } from "../customers/customer.view.js";
import { commissionSettings } from "../programs/program-settings.js";
import { affiliateRewards, referralRewards, type CommissionSettings, type FraudSignals, type Rate, type RewardDraft } from "../rewards/engine.js";
import { rewardEvent, type RewardWithView } from "../rewards/reward.view.js";
import { storeRewards } from "../rewards/reward-store.js";
import { partnerChain, type PartnerLink } from "./attribution.js";
import type { TransactionItem } from "./transaction-input.js";

/** what earned the rewards, when not a plain transaction: a converted lead's commission is kind lead, tied to the lead */
export interface RewardSource {
  kind: "lead";
  leadId: number;
}

export interface Rewarded {
  rewards: RewardWithView[];
  /** refer-a-friend: the referring customer, when it was read */
  referrer?: Customer;
  /** the events of what was earned, to be written after the transaction's own */
  events(): Promise<PendingEvent[]>;
}

const NOTHING: Rewarded = { rewards: [], events: async () => [] };

/** the buyer's address is the one the partner uses (both compared as keyed hashes) */
const fromPartnersAddress = (ctx: ServiceContext, ip: string | undefined, partner: PartnerLink) => !!ip && !!partner.ipHash && ctx.app.hashIp(ip) === partner.ipHash;

/** the customer's other sales that count: not deleted, not archived, not refunds */
const otherSales = (t: Transaction) =>
  ({ programId: t.programId, customerUid: t.customerUid, uid: { not: t.uid }, action: "sale", deletedAt: null, archivedAt: null }) satisfies Prisma.TransactionWhereInput;

/** when the customer first bought, for the commission period; null when this sale is the first */
async function firstSaleBefore(ctx: ServiceContext, t: Transaction): Promise<Date | null> {
  if (!t.customerUid) return null;
  const first = await ctx.db.transaction.findFirst({ where: { ...otherSales(t), occurredAt: { lte: t.occurredAt } }, orderBy: { occurredAt: "asc" }, select: { occurredAt: true } });
  return first?.occurredAt ?? null;
}

/** another transaction of the customer in the velocity window before this one */
async function insideVelocityWindow(ctx: ServiceContext, settings: CommissionSettings, t: Transaction): Promise<boolean> {
  const seconds = settings.fraud.velocitySeconds;
  if (!t.customerUid || seconds <= 0) return false;
  const since = new Date(t.occurredAt.getTime() - seconds * 1000);
  const found = await ctx.db.transaction.count({
    where: { programId: t.programId, customerUid: t.customerUid, uid: { not: t.uid }, deletedAt: null, occurredAt: { gte: since, lte: t.occurredAt } },
  });
  return found > 0;
}

/** what a sale earns in an affiliate program, not stored yet: the engine's drafts, and the partner chain they name */
export async function affiliateDrafts(
  ctx: ServiceContext,
  t: Transaction,
  buyer: Customer | null,
  partner: PartnerLink | null,
  item: TransactionItem,
): Promise<{ drafts: RewardDraft[]; chain: PartnerLink[] } | null> {
  if (!partner || !t.rewardable) return null;
  const settings = commissionSettings(ctx.program);
  const levels = Math.max(1, ...settings.commission.tiers.map((tier) => tier.level));
  const [chain, customerFirstSaleAt, velocity] = await Promise.all([
    partnerChain(ctx, partner, levels),
    // a lifetime period pays every sale, whenever the first was: no need to look it up
    settings.commission.period.type === "lifetime" ? null : firstSaleBefore(ctx, t),
    insideVelocityWindow(ctx, settings, t),
  ]);
  if (!chain.length) return null;
  const signals: FraudSignals = {
    selfReferral: sameEmail(buyer?.email, chain[0]!.email) || fromPartnersAddress(ctx, item.options.ip, chain[0]!),
    insideVelocityWindow: velocity,
    // a sale sent without its referral URL came the way its buyer did (the tracking script
    // keeps the landing URL as the customer's referral URL)
    paidAds: fromPaidAd(t.referralUrl ?? buyer?.referralUrl),
  };
  const drafts = affiliateRewards(
    settings,
    {
      action: t.action,
      amount: t.amount,
      currency: t.currency,
      productIds: t.productIds,
      productTypes: t.productTypes,
      occurredAt: t.occurredAt,
      rewardOverride: item.reward,
      rewardable: t.rewardable,
      partners: chain.map((p) => ({ uid: p.uid, commission: p.commission as { sale?: Rate; signup?: Rate } | null })),
      customerFirstSaleAt,
      signals,
    },
    ctx.now(),
  );
  return { drafts, chain };
}

async function affiliateCommission(ctx: ServiceContext, t: Transaction, buyer: Customer | null, partner: PartnerLink | null, item: TransactionItem, source?: RewardSource): Promise<Rewarded> {
  const earned = await affiliateDrafts(ctx, t, buyer, partner, item);
  if (!earned) return NOTHING;
  const rewards = await storeRewards(ctx, { kind: source?.kind ?? "commission", transaction: t, leadId: source?.leadId }, earned.drafts, { partners: earned.chain });
  return { rewards, events: async () => rewards.map((r) => ["reward.created", rewardEvent(r, ctx.now())] as const) };
}

/**
 * Refer-a-friend rewards of a purchase (first_purchase, every_purchase). Signup rewards are
 * paid when the referred customer signs up (customer creation), never again for a transaction
 * a client labels signup: that would pay the same signup twice.
 */
async function referralReward(ctx: ServiceContext, t: Transaction, buyer: Customer | null): Promise<Rewarded> {
  if (!t.referringCustomerUid || !buyer || !t.rewardable || t.action !== "sale") return NOTHING;
  const settings = commissionSettings(ctx.program);
  const [earlier, referrer, velocity] = await Promise.all([
    ctx.db.transaction.count({ where: otherSales(t) }),
    ctx.db.customer.findFirst({ where: { uid: t.referringCustomerUid, programId: ctx.program.id } }),
    insideVelocityWindow(ctx, settings, t),
  ]);
  if (!referrer) return NOTHING;
  const drafts = referralRewards(
    settings,
    {
      trigger: "purchase",
      firstPurchase: earlier === 0,
      amount: t.amount,
      currency: t.currency,
      signals: { selfReferral: sameEmail(buyer.email, referrer.email), insideVelocityWindow: velocity, paidAds: fromPaidAd(t.referralUrl ?? buyer.referralUrl) },
    },
    { referrerUid: referrer.uid, referredUid: buyer.uid },
    ctx.now(),
  );
  const rewards = await storeRewards(ctx, { kind: "referral", transaction: t }, drafts, { customers: [referrer, buyer] });
  return {
    rewards,
    referrer,
    events: async () => {
      const out: PendingEvent[] = rewards.map((r) => ["reward.created", rewardEvent(r, ctx.now())] as const);
      const rewarded = [referrer, buyer].filter((c) => rewards.some((r) => r.customerUid === c.uid));
      for (const c of rewarded) out.push(["customer.rewarded", await customerEvent(ctx, c)]);
      return out;
    },
  };
}

/** stores what the transaction earns; its events come after the transaction's own */
export function rewardTransaction(ctx: ServiceContext, t: Transaction, buyer: Customer | null, partner: PartnerLink | null, item: TransactionItem, source?: RewardSource): Promise<Rewarded> {
  return ctx.program.type === "Referral" ? referralReward(ctx, t, buyer) : affiliateCommission(ctx, t, buyer, partner, item, source);
}
