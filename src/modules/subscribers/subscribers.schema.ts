// Subscribers of newsletter programs: the Subscriber type, its queries and mutations.
// Resolvers are thin; the rules are in subscribers.service.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { pagedComplexity } from "../../graphql/inputs.js";
import { rewardStatus } from "../rewards/reward.view.js";
import { countSubscriberReferrals, statusLabel, subscriberPortalLink, subscriberShareLink } from "./subscriber.view.js";

/** how many subscribers each subscriber of a request referred, one statement a page */
const referralCounts = (ctx: GraphQLContext) =>
  ctx.loaders.get<string, number>("subscriberReferralCounts", async (uids) => {
    const counts = await countSubscriberReferrals(ctx.prisma, ctx.program.id, uids);
    return uids.map((uid) => counts.get(uid) ?? 0);
  });
import {
  createSubscriber,
  deleteSubscriber,
  findSubscriber,
  listSubscribers,
  updateSubscriber,
} from "./subscribers.service.js";

const SubscriberReward = builder.prismaObject("Reward", {
  variant: "SubscriberReward",
  description: "A reward earned by a subscriber",
  fields: (t) => ({
    id: t.exposeString("id"),
    name: t.exposeString("note", { description: "A milestone's name (empty for other rewards)" }),
    referrals: t.exposeInt("milestoneReferrals", { nullable: true, description: "The confirmed referrals a milestone was granted at (null for other rewards)" }),
    amount: t.expose("amount", { type: "Decimal", description: "In major units of currency; 1 for a milestone" }),
    currency: t.exposeString("currency", { description: "A currency code, or milestone" }),
    status: t.string({ description: "pending, in_review, approved, paid or rejected", resolve: (r, _a, ctx) => rewardStatus(r, ctx.app.now()) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const defaultLink = { referralLinks: { where: { isDefault: true }, take: 1 } };

export const SubscriberType = builder.prismaObject("Subscriber", {
  name: "Subscriber",
  description: "A subscriber of a newsletter program",
  fields: (t) => ({
    id: t.exposeString("id", { description: "Unique in the program; generated, or the id of an email-service provider" }),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    isReferred: t.boolean({ description: "Whether another subscriber referred this one", resolve: (s) => s.referringSubscriberUid !== null }),
    tos: t.exposeBoolean("tos", { description: "Terms accepted" }),
    marketingConsent: t.exposeBoolean("marketingConsent"),
    status: t.string({ description: "Active, Rejected or Suspended (input takes the lower-case value)", resolve: (s) => statusLabel(s.status) }),
    approved: t.exposeBoolean("approved"),
    portalLink: t.string({
      nullable: true,
      description:
        "The subscriber's page on the program's portal: <portal>/<program public id>/subscribers/<id>, where <portal> is the program's portal URL, else PORTAL_URL; null when neither is set",
      resolve: (s, _a, ctx) => subscriberPortalLink(ctx.app, ctx.program, s.id),
    }),
    shareLink: t.string({
      nullable: true,
      description: "The subscriber's referral link (its default referral link)",
      select: defaultLink,
      resolve: (s, _a, ctx) => subscriberShareLink(ctx.program, s.referralLinks),
    }),
    referralsCount: t.int({
      description: "Number of subscribers this one referred",
      complexity: 3,
      resolve: (sub, _a, ctx) => referralCounts(ctx).load(sub.uid),
    }),
    reward: t.relation("rewards", { type: SubscriberReward, description: "Earned rewards", query: { orderBy: { createdAt: "asc" } } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    referringSubscriber: t.relation("referringSubscriber", {
      nullable: true,
      description: "The subscriber who referred this one",
      extensions: graphqlOnly,
    }),
    links: t.relation("referralLinks", { description: "Referral links as objects", extensions: graphqlOnly }),
  }),
});

const SubscriberConnection = pageConnection("SubscriberConnection", SubscriberType);

const SubscriberReferStatus = builder.enumType("SubscriberReferStatus", {
  description: "referred: subscribers another subscriber referred; non_referred: the others",
  values: ["referred", "non_referred"] as const,
});

const SubscriberRefInput = builder.inputType("SubscriberRefInput", {
  description: "Identifies a subscriber by id or email",
  fields: (t) => ({ id: t.string(), email: t.string() }),
});

const SubscriberUpdateInput = builder.inputType("SubscriberUpdateInput", {
  fields: (t) => ({
    name: t.string(),
    status: t.string({ description: "active, rejected or suspended" }),
    approved: t.boolean(),
  }),
});

const subscriberRefArgs = builder.args((t) => ({
  id: t.string({ description: "Subscriber id, or its email (an id match wins)" }),
  identifier: t.string({ description: "Subscriber id or email, as the official PHP SDK names it" }),
  email: t.string({ description: "Subscriber email" }),
}));

builder.queryFields((t) => ({
  subscribers: t.field({
    type: SubscriberConnection,
    description: "Subscribers of the program (newsletter programs), newest first; page size 10-250, default 10",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      referStatus: t.arg({ type: SubscriberReferStatus, description: "Only referred, or only non-referred, subscribers" }),
    },
    resolve: (_r, args, ctx, info) =>
      listSubscribers(ctx, args, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include),
  }),
  subscriber: t.prismaField({
    type: "Subscriber",
    description: "One subscriber, by id or email",
    args: subscriberRefArgs,
    resolve: (query, _r, args, ctx) => findSubscriber(ctx, given(args), query.include),
  }),
}));

builder.mutationFields((t) => ({
  createSubscriber: t.field({
    type: SubscriberType,
    args: {
      email: t.arg.string({ required: true, description: "Unique in the program" }),
      id: t.arg.string({ description: "Custom unique id (e.g. the email-service provider's); generated when omitted" }),
      name: t.arg.string(),
      tos: t.arg.boolean(),
      marketingConsent: t.arg.boolean(),
      approved: t.arg.boolean({ description: "Default true" }),
      status: t.arg.string({ description: "active (default), rejected or suspended" }),
      referral: t.arg({ type: SubscriberRefInput, description: "The referring subscriber, by id or email" }),
    },
    resolve: (_r, args, ctx) =>
      createSubscriber(ctx, {
        ...given(args),
        email: args.email,
        referral: args.referral ? given(args.referral) : undefined,
      }),
  }),
  updateSubscriber: t.field({
    type: SubscriberType,
    args: { ...subscriberRefArgs, update: t.arg({ type: SubscriberUpdateInput, required: true }) },
    resolve: (_r, { update, ...ref }, ctx) => updateSubscriber(ctx, given(ref), given(update)),
  }),
  deleteSubscriber: t.boolean({
    description: "Deletes a subscriber permanently",
    args: subscriberRefArgs,
    resolve: async (_r, args, ctx) => {
      await deleteSubscriber(ctx, given(args));
      return true;
    },
  }),
}));
