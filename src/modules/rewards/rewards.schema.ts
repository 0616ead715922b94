// Rewards on GraphQL: the list with its filter, one reward by any of its ids, approve and
// reject with payloads, and each earner's rewards (Partner, Customer and Subscriber `rewards`,
// a connection loaded with the page that asks for it). The REST contract's own root fields are
// in rewards.rest-fields.ts. Resolvers are thin; the rules are in rewards.service.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { RewardKind, RewardStatus } from "../../generated/prisma/client.js";
import { builder } from "../../graphql/builder.js";
import { describedTotalCount, pageArgs, pageConnection } from "../../graphql/connection.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { CustomerRefInput, DateRangeInput, PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { primaryKeyOf } from "../../graphql/node.js";
import { payload, payloadType, userErrorsOf, UserErrorType, type UserError } from "../../graphql/payload.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { PartnerType } from "../partners/partners.schema.js";
import { CustomerType } from "../customers/customers.schema.js";
import { SubscriberType } from "../subscribers/subscribers.schema.js";
import { RewardKindEnum, RewardStatusEnum, RewardType } from "./reward.schema.js";
import { effectiveStatusWhere } from "./reward-status.js";
import { approveReward, checkRejectReason, findReward, listRewards, rejectReward, REVIEW_BULK_MAX, reviewRewards, type BulkReview } from "./rewards.service.js";
import type { RewardWithView } from "./reward.view.js";

export const RewardConnection = pageConnection("RewardConnection", RewardType);

/** the primary key a global id of the given type carries; any other id matches nothing (a filter finds no rows) */
export const keyOrNone = (id: string | number | null | undefined, typename: string): string | undefined => {
  if (id == null) return undefined;
  try {
    return primaryKeyOf(String(id), typename);
  } catch {
    return "";
  }
};

const RewardFilter = builder.inputType("RewardFilter", {
  description: "Which rewards a list shows; every field given narrows it",
  fields: (t) => ({
    statuses: t.field({ type: [RewardStatusEnum], description: "Only rewards whose status now is one of these (a pending reward past its hold is approved)" }),
    kinds: t.field({ type: [RewardKindEnum], description: "Only rewards of these kinds" }),
    partnerId: t.id({ description: "Only the rewards of this partner (its global id)" }),
    customerId: t.id({ description: "Only the rewards of this customer (its global id)" }),
    subscriberId: t.id({ description: "Only the rewards of this subscriber (its global id)" }),
    transactionId: t.id({ description: "Only the rewards earned on this transaction (its global id)" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only rewards earned in this range" }),
  }),
});

const RewardLookup = builder.inputType("RewardLookup", {
  description: "One way to name a reward: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    key: t.string({ description: "Its key" }),
  }),
});

const RewardSubscriberRefInput = builder.inputType("RewardSubscriberRefInput", {
  description: "Identifies a subscriber by id or email",
  fields: (t) => ({ id: t.string(), email: t.string() }),
});

/** a reward's global id as its key (a reward's key is its primary key) */
const rewardKey = (id: string | number) => primaryKeyOf(String(id), "Reward");

builder.queryFields((t) => ({
  rewards: t.field({
    type: RewardConnection,
    description: "The program's rewards, newest first unless `orderBy` says otherwise",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      filter: t.arg({ type: RewardFilter, extensions: graphqlOnly, description: "Narrows the list" }),
      partner: t.arg({ type: PartnerRefInput, extensions: restOnly("partner"), description: "Only this partner's (id, key or email)" }),
      partnerId: t.arg.string({ extensions: restOnly("partner_id") }),
      partnerKey: t.arg.string({ extensions: restOnly("partner_key") }),
      partnerEmail: t.arg.string({ extensions: restOnly("partner_email") }),
      customer: t.arg({ type: CustomerRefInput, extensions: restOnly("customer"), description: "Only this customer's (key or id)" }),
      customerKey: t.arg.string({ extensions: restOnly("customer_key") }),
      customerId: t.arg.string({ extensions: restOnly("customer_id") }),
      subscriber: t.arg({ type: RewardSubscriberRefInput, extensions: restOnly("subscriber"), description: "Only this subscriber's (id or email)" }),
      subscriberId: t.arg.string({ extensions: restOnly("subscriber_id") }),
      subscriberEmail: t.arg.string({ extensions: restOnly("subscriber_email") }),
      transactionKey: t.arg.string({ extensions: restOnly("transaction_key"), description: "Only those earned on this transaction" }),
      status: t.arg({ type: RewardStatusEnum, extensions: restOnly("status") }),
      kind: t.arg({ type: RewardKindEnum, extensions: restOnly("kind") }),
    },
    resolve: (_r, args, ctx, info) => {
      const f = args.filter;
      return listRewards(
        ctx,
        {
          ...args,
          partner: { id: args.partnerId ?? args.partner?.id ?? undefined, key: args.partnerKey ?? args.partner?.key ?? undefined, email: args.partnerEmail ?? args.partner?.email ?? undefined },
          customer: { key: args.customerKey ?? args.customer?.key ?? undefined, id: args.customerId ?? args.customer?.id ?? undefined },
          subscriber: { id: args.subscriberId ?? args.subscriber?.id ?? undefined, email: args.subscriberEmail ?? args.subscriber?.email ?? undefined },
          transactionKey: args.transactionKey ?? undefined,
          status: args.status ?? undefined,
          kind: args.kind ?? undefined,
          statuses: f?.statuses ?? undefined,
          kinds: f?.kinds ?? undefined,
          partnerUid: keyOrNone(f?.partnerId, "Partner"),
          customerUid: keyOrNone(f?.customerId, "Customer"),
          subscriberUid: keyOrNone(f?.subscriberId, "Subscriber"),
          transactionUid: keyOrNone(f?.transactionId, "Transaction"),
          createdAt: f?.createdAt ? { from: f.createdAt.from ?? undefined, to: f.createdAt.to ?? undefined } : undefined,
        },
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include,
      );
    },
  }),
  reward: t.prismaField({
    type: RewardType,
    nullable: true,
    extensions: graphqlOnly,
    description: "One reward of the program, by its global id or its key; null when there is none",
    args: { by: t.arg({ type: RewardLookup, required: true, description: "How the reward is named" }) },
    resolve: async (query, _r, { by }, ctx) => {
      let key: string;
      try {
        key = by.id != null ? rewardKey(by.id) : (by.key ?? "");
      } catch {
        return null;
      }
      if (!key.trim()) return null;
      return findReward(ctx, key, query.include).catch((err: unknown) => {
        if ((err as { code?: string }).code === "NOT_FOUND") return null;
        throw err;
      });
    },
  }),
}));

const RewardApproveInput = builder.inputType("RewardApproveInput", {
  description: "The reward to approve",
  fields: (t) => ({ id: t.id({ required: true, description: "The reward's global id" }) }),
});

const RewardRejectInput = builder.inputType("RewardRejectInput", {
  description: "The reward to reject, and why",
  fields: (t) => ({
    id: t.id({ required: true, description: "The reward's global id" }),
    reason: t.string({ description: "Why it is rejected (at most 1000 characters), shown as its reviewReason" }),
  }),
});

const rewardResult = "The reward as it is now; null when the input was refused";
const RewardApprovePayload = payloadType("RewardApprovePayload", "reward", RewardType, rewardResult);
const RewardRejectPayload = payloadType("RewardRejectPayload", "reward", RewardType, rewardResult);

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  rewardApprove: t.field({
    type: RewardApprovePayload,
    extensions: graphqlOnly,
    description: `Approves a pending or in-review reward, or one a fraud rule rejected; any other status is refused (NOT_ALLOWED).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: RewardApproveInput, required: true, description: "The reward" }) },
    resolve: (_r, { input }, ctx) => payload("reward", () => approveReward(ctx, rewardKey(input.id))),
  }),
  rewardReject: t.field({
    type: RewardRejectPayload,
    extensions: graphqlOnly,
    description: `Rejects a reward that is not paid (pending, in review or approved), with an optional reason; any other status is refused (NOT_ALLOWED).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: RewardRejectInput, required: true, description: "The reward and the reason" }) },
    resolve: (_r, { input }, ctx) => payload("reward", () => rejectReward(ctx, rewardKey(input.id), input.reason)),
  }),
}));

const RewardsApproveInput = builder.inputType("RewardsApproveInput", {
  description: "The rewards to approve together",
  fields: (t) => ({ ids: t.idList({ required: true, description: `The rewards' global ids (1 to ${REVIEW_BULK_MAX})` }) }),
});

const RewardsRejectInput = builder.inputType("RewardsRejectInput", {
  description: "The rewards to reject together, and why",
  fields: (t) => ({
    ids: t.idList({ required: true, description: `The rewards' global ids (1 to ${REVIEW_BULK_MAX})` }),
    reason: t.string({ description: "Why they are rejected (at most 1000 characters), shown as each one's reviewReason" }),
  }),
});

type BulkPayload = { rewards: RewardWithView[]; userErrors: UserError[] };

const RewardsReviewPayload = builder.objectRef<BulkPayload>("RewardsReviewPayload").implement({
  description: "The answer of rewardsApprove and rewardsReject: the rewards moved, and why each other one was not",
  fields: (t) => ({
    rewards: t.field({ type: [RewardType], description: "The rewards it moved, as they are now, in the order asked", resolve: (p) => p.rewards }),
    userErrors: t.field({
      type: [UserErrorType],
      description: "Why a reward was not moved, its field naming its place in `ids` ([\"input\", \"ids\", \"2\"]); the others moved all the same",
      resolve: (p) => p.userErrors,
    }),
  }),
});

/** a review in bulk as its payload: each refused reward a user error at its place in ids */
async function bulkPayload(run: () => Promise<BulkReview>): Promise<BulkPayload> {
  const answer = await payload("review", run);
  if (!answer.review) return { rewards: [], userErrors: answer.userErrors };
  const userErrors = answer.review.refused.flatMap(({ index, error }) =>
    (userErrorsOf(error) ?? []).map((e) => ({ ...e, field: ["input", "ids", String(index)] })),
  );
  return { rewards: answer.review.rewards, userErrors };
}

builder.mutationFields((t) => ({
  rewardsApprove: t.field({
    type: RewardsReviewPayload,
    extensions: graphqlOnly,
    description: `Approves many rewards at once, in one transaction, as rewardApprove approves one; a reward it may not approve is named in userErrors and the others are approved all the same`,
    args: { input: t.arg({ type: RewardsApproveInput, required: true, description: "The rewards" }) },
    resolve: (_r, { input }, ctx) => bulkPayload(() => reviewRewards(ctx, input.ids.map(String), rewardKey, approveReward)),
  }),
  rewardsReject: t.field({
    type: RewardsReviewPayload,
    extensions: graphqlOnly,
    description: `Rejects many rewards at once, in one transaction, as rewardReject rejects one; a reward it may not reject is named in userErrors and the others are rejected all the same`,
    args: { input: t.arg({ type: RewardsRejectInput, required: true, description: "The rewards and the reason" }) },
    resolve: (_r, { input }, ctx) =>
      bulkPayload(async () => {
        checkRejectReason(input.reason);
        return reviewRewards(ctx, input.ids.map(String), rewardKey, (tx, key) => rejectReward(tx, key, input.reason));
      }),
  }),
}));

const OWN_REWARDS_MAX = 250;

const OwnRewardFilter = builder.inputType("OwnRewardFilter", {
  description: "Which of an earner's rewards to show; every field given narrows them",
  fields: (t) => ({
    statuses: t.field({ type: [RewardStatusEnum], description: "Only rewards whose status now is one of these" }),
    kinds: t.field({ type: [RewardKindEnum], description: "Only rewards of these kinds" }),
  }),
});

type OwnRewardArgs = { filter?: { statuses?: RewardStatus[] | null; kinds?: RewardKind[] | null } | null };

/** an earner's rewards, newest first, as a connection joined into the statement that loads the earner's page */
const ownRewards = (t: any) => // eslint-disable-line @typescript-eslint/no-explicit-any -- one helper for three parent types
  t.relatedConnection(
    "rewards",
    {
      type: RewardType,
      cursor: "id",
      totalCount: true,
      defaultSize: 50,
      maxSize: OWN_REWARDS_MAX,
      description: `Rewards earned, newest first (at most ${OWN_REWARDS_MAX} a page)`,
      extensions: graphqlOnly,
      args: { filter: t.arg({ type: OwnRewardFilter, required: false, description: "Narrows the rewards" }) },
      query: (args: OwnRewardArgs, ctx: GraphQLContext) => ({
        where: {
          programId: ctx.program.id,
          ...(args.filter?.statuses?.length ? effectiveStatusWhere(args.filter.statuses, ctx.app.now()) : {}),
          ...(args.filter?.kinds?.length ? { kind: { in: args.filter.kinds } } : {}),
        },
        orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
      }),
    },
    describedTotalCount("A page of an earner's rewards"),
  );

builder.prismaObjectField(PartnerType, "rewards", ownRewards);
builder.prismaObjectField(CustomerType, "rewards", ownRewards);
builder.prismaObjectField(SubscriberType, "rewards", ownRewards);
