// The Reward type on GraphQL; REST shows its fields under the names of reward.view.ts.
import { builder } from "../../graphql/builder.js";
import { rewardApprovedAt, rewardStatus } from "./reward.view.js";

const ProductTypeData = builder.objectRef<{ productId: string | null; productType: string | null }>("RewardProduct").implement({
  description: "The product rule that set the reward's rate, if one did",
  fields: (t) => ({
    productId: t.exposeString("productId", { nullable: true }),
    productType: t.exposeString("productType", { nullable: true }),
  }),
});

export const RewardStatusEnum = builder.enumType("RewardStatus", {
  values: ["pending", "in_review", "approved", "paid", "rejected"] as const,
});

export const RewardKindEnum = builder.enumType("RewardKind", {
  description: "commission (on a transaction), bonus (one-off), lead, referral (refer-a-friend), milestone (newsletter)",
  values: ["commission", "bonus", "lead", "referral", "milestone"] as const,
});

export const RewardType = builder.prismaObject("Reward", {
  name: "Reward",
  description: "A commission or reward: what a partner, customer or subscriber earned",
  fields: (t) => ({
    key: t.exposeString("id"),
    kind: t.field({ type: RewardKindEnum, resolve: (r) => r.kind }),
    action: t.exposeString("action", { description: "The transaction action it was earned on (sale, signup, refund, ...)" }),
    status: t.field({ type: RewardStatusEnum, resolve: (r, _a, ctx) => rewardStatus(r, ctx.app.now()) }),
    amount: t.expose("amount", { type: "Decimal" }),
    amountUnits: t.exposeString("currency"),
    isCurrency: t.exposeBoolean("isCurrency"),
    partner: t.string({ nullable: true, description: "The partner's id", select: { partner: { select: { id: true } } }, resolve: (r) => r.partner?.id ?? null }),
    customer: t.string({ nullable: true, description: "The customer's key", select: { customer: { select: { key: true } } }, resolve: (r) => r.customer?.key ?? null }),
    subscriber: t.string({ nullable: true, description: "The subscriber's id", select: { subscriber: { select: { id: true } } }, resolve: (r) => r.subscriber?.id ?? null }),
    transaction: t.string({ nullable: true, description: "The transaction's key", select: { transaction: { select: { key: true } } }, resolve: (r) => r.transaction?.key ?? null }),
    tier: t.exposeInt("tier", { description: "1: the attributed partner; 2 and up: the partners who referred it" }),
    note: t.exposeString("note", { description: "A bonus's note, a milestone's name, or the side of a referral that earned it" }),
    reviewReason: t.exposeString("reviewReason", { nullable: true }),
    holdUntil: t.expose("holdUntil", { type: "DateTime", nullable: true }),
    approvedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When it became approved (a hold that has passed counts from its end)",
      resolve: (r, _a, ctx) => rewardApprovedAt(r, ctx.app.now()),
    }),
    rejectedAt: t.expose("rejectedAt", { type: "DateTime", nullable: true }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    productTypeData: t.field({ type: ProductTypeData, resolve: (r) => ({ productId: r.productId, productType: r.productType }) }),
  }),
});
