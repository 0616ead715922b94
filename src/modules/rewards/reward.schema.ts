// The Reward node on GraphQL; REST shows its fields under the names of reward.view.ts (its
// REST-only fields carry those names: the amount as a number beside its currency code, the
// earners and the transaction as their ids and keys).
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { MoneyType, moneyOrNull, PointsType, pointsOrNull } from "../../graphql/money.js";
import { inProgram, nodeId } from "../../graphql/node.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { rewardApprovedAt, rewardStatus } from "./reward.view.js";

const ProductTypeData = builder.objectRef<{ productId: string | null; productType: string | null }>("RewardProduct").implement({
  description: "The product rule that set the reward's rate, if one did",
  fields: (t) => ({
    productId: t.exposeString("productId", { nullable: true, description: "The product id the rule matched; null when it matched by type" }),
    productType: t.exposeString("productType", { nullable: true, description: "The product type the rule matched; null when it matched by id" }),
  }),
});

export const RewardStatusEnum = valueEnum("RewardStatus", "Where a reward stands on its way to being paid", {
  pending: "Earned, waiting for its hold period to pass or for the program's approval",
  in_review: "Held back by a fraud rule until the program approves or rejects it",
  approved: "Approved: it will be paid out",
  paid: "Paid out",
  rejected: "Rejected: it will never be paid",
});

export const RewardKindEnum = valueEnum("RewardKind", "What a reward was earned for", {
  commission: "A commission on a transaction",
  bonus: "A one-off bonus the program gave",
  lead: "A reward for a lead",
  referral: "Refer-a-friend: a reward for a referral, to the referrer or the friend",
  milestone: "Newsletter: a milestone reached by referring subscribers",
});

export const RewardType = builder.prismaNode("Reward", {
  name: "Reward",
  description: "A commission or reward: what a partner, customer or subscriber earned",
  id: nodeId("id"),
  findUnique: inProgram("id"),
  fields: (t) => ({
    key: t.exposeString("id", { description: "The reward's own key in the program" }),
    kind: t.field({ type: RewardKindEnum, description: "What it was earned for", resolve: (r) => r.kind }),
    action: t.exposeString("action", { description: "The transaction action it was earned on (sale, signup, refund, ...)" }),
    status: t.field({
      type: RewardStatusEnum,
      description: "Its status now: a pending reward whose hold has passed is approved",
      resolve: (r, _a, ctx) => rewardStatus(r, ctx.app.now()),
    }),
    amountDecimal: t.expose("amount", { type: "Decimal", extensions: restOnly("amount") }),
    amount: t.field({
      type: MoneyType,
      nullable: true,
      description: "What it is worth when it is money; null for a reward in points (see points)",
      extensions: graphqlOnly,
      resolve: (r) => moneyOrNull(r.amount, r.currency, r.isCurrency),
    }),
    points: t.field({
      type: PointsType,
      nullable: true,
      description: "What it is worth when it is points (a unit that is no currency); null for money (see amount)",
      extensions: graphqlOnly,
      resolve: (r) => pointsOrNull(r.amount, r.currency, r.isCurrency),
    }),
    amountUnits: t.exposeString("currency", { extensions: restOnly("amount_units") }),
    isCurrency: t.exposeBoolean("isCurrency", { description: "false when the reward is not money but a unit such as points" }),
    partnerRef: t.string({ nullable: true, extensions: restOnly("partner"), select: { partner: { select: { id: true } } }, resolve: (r) => r.partner?.id ?? null }),
    customerRef: t.string({ nullable: true, extensions: restOnly("customer"), select: { customer: { select: { key: true } } }, resolve: (r) => r.customer?.key ?? null }),
    subscriberRef: t.string({ nullable: true, extensions: restOnly("subscriber"), select: { subscriber: { select: { id: true } } }, resolve: (r) => r.subscriber?.id ?? null }),
    transactionRef: t.string({ nullable: true, extensions: restOnly("transaction"), select: { transaction: { select: { key: true } } }, resolve: (r) => r.transaction?.key ?? null }),
    partner: t.relation("partner", { nullable: true, description: "The partner who earned it; null when a customer or subscriber did", extensions: graphqlOnly }),
    customer: t.relation("customer", { nullable: true, description: "The customer who earned it (refer-a-friend); null when a partner or subscriber did", extensions: graphqlOnly }),
    subscriber: t.relation("subscriber", { nullable: true, description: "The subscriber who earned it (newsletter); null when a partner or customer did", extensions: graphqlOnly }),
    transaction: t.relation("transaction", { nullable: true, description: "The transaction it was earned on; null for bonuses, leads and milestones", extensions: graphqlOnly }),
    tier: t.exposeInt("tier", { description: "1: the attributed partner; 2 and up: the partners who referred it" }),
    note: t.exposeString("note", { description: "A bonus's note, a milestone's name, or the side of a referral that earned it" }),
    reviewReason: t.exposeString("reviewReason", { nullable: true, description: "Why a fraud rule held it back, or why it was rejected" }),
    holdUntil: t.expose("holdUntil", { type: "DateTime", nullable: true, description: "When its hold period ends (a pending reward is approved then)" }),
    approvedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When it became approved (a hold that has passed counts from its end)",
      resolve: (r, _a, ctx) => rewardApprovedAt(r, ctx.app.now()),
    }),
    rejectedAt: t.expose("rejectedAt", { type: "DateTime", nullable: true, description: "When it was rejected" }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true, description: "When it was paid out" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was earned" }),
    productTypeData: t.field({
      type: ProductTypeData,
      description: "The product rule that set its rate",
      resolve: (r) => ({ productId: r.productId, productType: r.productType }),
    }),
  }),
});
