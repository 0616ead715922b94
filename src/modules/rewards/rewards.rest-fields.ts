// The reward fields only REST runs (its routes name them): the lookup by key and the approve
// and reject mutations with loose arguments and bare results. GraphQL has its own forms of
// each in rewards.schema.ts.
import { builder } from "../../graphql/builder.js";
import { restRoute } from "../../graphql/surface.js";
import { RewardType } from "./reward.schema.js";
import { approveReward, findReward, rejectReward } from "./rewards.service.js";

builder.queryFields((t) => ({
  restReward: t.prismaField({
    extensions: restRoute,
    type: RewardType,
    description: "One reward, by its key",
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => findReward(ctx, args.key, query.include),
  }),
}));

builder.mutationFields((t) => ({
  approveReward: t.field({
    extensions: restRoute,
    type: RewardType,
    description: "Approves a pending or in-review reward, or one a fraud rule rejected (reward.approved); 400 from any other status",
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => approveReward(ctx, args.key),
  }),
  rejectReward: t.field({
    extensions: restRoute,
    type: RewardType,
    description: "Rejects a reward that is not paid (pending, in review or approved), with an optional reason; 400 otherwise",
    args: { key: t.arg.string({ required: true }), reason: t.arg.string({ description: "Shown as review_reason" }) },
    resolve: (_r, args, ctx) => rejectReward(ctx, args.key, args.reason),
  }),
}));
