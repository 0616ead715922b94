// Rewards on GraphQL: the list and one reward, approve and reject, and each earner's rewards
// (Partner, Customer and Subscriber `rewards`, loaded with the page that asks for them).
// Resolvers are thin; the rules are in rewards.service.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { CustomerRefInput, PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { ValidationError } from "../../core/errors.js";
import { PartnerType } from "../partners/partners.schema.js";
import { CustomerType } from "../customers/customers.schema.js";
import { SubscriberType } from "../subscribers/subscribers.schema.js";
import { RewardKindEnum, RewardStatusEnum, RewardType } from "./reward.schema.js";
import { effectiveStatusWhere } from "./reward-status.js";
import { approveReward, findReward, listRewards, rejectReward } from "./rewards.service.js";

const RewardConnection = pageConnection("RewardConnection", RewardType);

const RewardSubscriberRefInput = builder.inputType("RewardSubscriberRefInput", {
  description: "Identifies a subscriber by id or email",
  fields: (t) => ({ id: t.string(), email: t.string() }),
});

builder.queryFields((t) => ({
  rewards: t.field({
    type: RewardConnection,
    description: "Rewards of the program, newest first; status is the effective one (a pending reward past its hold is approved)",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      partner: t.arg({ type: PartnerRefInput, description: "Only this partner's (id, key or email)" }),
      partnerId: t.arg.string(),
      partnerKey: t.arg.string(),
      partnerEmail: t.arg.string(),
      customer: t.arg({ type: CustomerRefInput, description: "Only this customer's (key or id)" }),
      customerKey: t.arg.string(),
      customerId: t.arg.string(),
      subscriber: t.arg({ type: RewardSubscriberRefInput, description: "Only this subscriber's (id or email)" }),
      subscriberId: t.arg.string(),
      subscriberEmail: t.arg.string(),
      transactionKey: t.arg.string({ description: "Only those earned on this transaction" }),
      status: t.arg({ type: RewardStatusEnum }),
      kind: t.arg({ type: RewardKindEnum }),
    },
    resolve: (_r, args, ctx, info) =>
      listRewards(
        ctx,
        {
          ...args,
          partner: { id: args.partnerId ?? args.partner?.id ?? undefined, key: args.partnerKey ?? args.partner?.key ?? undefined, email: args.partnerEmail ?? args.partner?.email ?? undefined },
          customer: { key: args.customerKey ?? args.customer?.key ?? undefined, id: args.customerId ?? args.customer?.id ?? undefined },
          subscriber: { id: args.subscriberId ?? args.subscriber?.id ?? undefined, email: args.subscriberEmail ?? args.subscriber?.email ?? undefined },
          transactionKey: args.transactionKey ?? undefined,
          status: args.status ?? undefined,
          kind: args.kind ?? undefined,
        },
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include,
      ),
  }),
  reward: t.prismaField({
    type: RewardType,
    description: "One reward, by its key",
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => findReward(ctx, args.key, query.include),
  }),
}));

builder.mutationFields((t) => ({
  approveReward: t.field({
    type: RewardType,
    description: "Approves a pending or in-review reward, or one a fraud rule rejected (reward.approved); 400 from any other status",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => approveReward(ctx, args.key),
  }),
  rejectReward: t.field({
    type: RewardType,
    description: "Rejects a reward that is not paid (pending, in review or approved), with an optional reason; 400 otherwise",
    args: { key: t.arg.string({ required: true }), reason: t.arg.string({ description: "Shown as review_reason" }) },
    resolve: (_r, args, ctx) => rejectReward(ctx, args.key, args.reason),
  }),
}));

const OWN_REWARDS_MAX = 250;

/** an earner's rewards, newest first, joined into the statement that loads the earner's page */
const ownRewards = (t: any) => // eslint-disable-line @typescript-eslint/no-explicit-any
  t.relation("rewards", {
    description: `Rewards earned, newest first (at most ${OWN_REWARDS_MAX})`,
    extensions: graphqlOnly,
    args: {
      status: t.arg({ type: RewardStatusEnum, required: false }),
      limit: t.arg.int({ required: false, description: `Default 50, at most ${OWN_REWARDS_MAX}` }),
    },
    query: (args: { status?: "pending" | "in_review" | "approved" | "paid" | "rejected" | null; limit?: number | null }, ctx: GraphQLContext) => {
      const take = args.limit ?? 50;
      if (!Number.isInteger(take) || take < 1 || take > OWN_REWARDS_MAX) throw ValidationError.field("limit", `The limit must be an integer between 1 and ${OWN_REWARDS_MAX}.`);
      return {
        where: { programId: ctx.program.id, ...(args.status ? effectiveStatusWhere([args.status], ctx.app.now()) : {}) },
        orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
        take,
      };
    },
  });

builder.prismaObjectField(PartnerType, "rewards", ownRewards);
builder.prismaObjectField(CustomerType, "rewards", ownRewards);
builder.prismaObjectField(SubscriberType, "rewards", ownRewards);
