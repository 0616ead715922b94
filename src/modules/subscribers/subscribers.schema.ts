// Subscribers of newsletter programs on GraphQL: the Subscriber node (REST shows the same type
// under its REST names), the list and lookup a console uses, and the mutations with one input
// and a payload. The REST contract's own root fields are in subscribers.rest-fields.ts.
// Resolvers are thin; the rules are in subscribers.service.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { ValidationError } from "../../core/errors.js";
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { graphqlOnly, restAsText, restOnly } from "../../graphql/surface.js";
import { MoneyType } from "../../graphql/money.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { DateRangeInput, pagedComplexity } from "../../graphql/inputs.js";
import { valueEnum } from "../../graphql/enums.js";
import { inProgram, nodeId, primaryKeyOf, restIdExtensions } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType } from "../../graphql/payload.js";
import { rewardStatus } from "../rewards/reward.view.js";
import { RewardStatusEnum } from "../rewards/reward.schema.js";
import { countSubscriberReferrals, statusLabel, subscriberPortalLink, subscriberShareLink } from "./subscriber.view.js";
import { SUBSCRIBER_STATUSES } from "./subscriber-input.js";
import { createSubscriber, deleteSubscriber, findSubscriber, listSubscribers, updateSubscriber } from "./subscribers.service.js";

/** how many subscribers each subscriber of a request referred, one statement a page */
const referralCounts = (ctx: GraphQLContext) =>
  ctx.loaders.get<string, number>("subscriberReferralCounts", async (uids) => {
    const counts = await countSubscriberReferrals(ctx.prisma, ctx.program.id, uids);
    return uids.map((uid) => counts.get(uid) ?? 0);
  });

const SubscriberReward = builder.prismaObject("Reward", {
  variant: "SubscriberReward",
  description: "A reward earned by a subscriber: a milestone reached, or an amount",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The reward's id" }),
    name: t.exposeString("note", { description: "A milestone's name (empty for other rewards)" }),
    referrals: t.exposeInt("milestoneReferrals", { nullable: true, description: "The confirmed referrals a milestone was granted at (null for other rewards)" }),
    amount: t.expose("amount", { type: "Decimal", description: "In major units of currency; 1 for a milestone", extensions: restOnly("amount") }),
    currency: t.exposeString("currency", { description: "A currency code, or milestone", extensions: restOnly("currency") }),
    value: t.field({
      type: MoneyType,
      nullable: true,
      extensions: graphqlOnly,
      description: "What it is worth; null for a milestone, which is no amount",
      resolve: (r) => (r.kind === "milestone" || !r.isCurrency ? null : { amount: r.amount, currency: r.currency }),
    }),
    // REST had the status as a string before GraphQL had the enum
    status: t.field({ type: RewardStatusEnum, extensions: restAsText, description: "Where the reward stands", resolve: (r, _a, ctx) => rewardStatus(r, ctx.app.now()) }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was granted" }),
  }),
});

const defaultLink = { referralLinks: { where: { isDefault: true }, take: 1 } };

type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SubscriberStatusEnum = valueEnum("SubscriberStatus", "Where a subscriber stands in the newsletter program", {
  active: "Subscribed: its referrals count",
  rejected: "Refused by the program",
  suspended: "Set aside for now",
} satisfies Record<SubscriberStatus, string>);

export const SubscriberType = builder.prismaNode("Subscriber", {
  name: "Subscriber",
  description: "A subscriber of a newsletter program",
  id: nodeId("uid"),
  findUnique: inProgram("uid"),
  fields: (t) => ({
    externalId: t.exposeString("id", {
      description: "The subscriber's id in the program: generated, or the id of an email-service provider",
      extensions: restIdExtensions,
    }),
    name: t.exposeString("name", { description: "Name" }),
    email: t.exposeString("email", { description: "Email address, unique in the program" }),
    isReferred: t.boolean({ description: "Whether another subscriber referred this one", resolve: (s) => s.referringSubscriberUid !== null }),
    tos: t.exposeBoolean("tos", { description: "Whether the subscriber accepted the program's terms" }),
    marketingConsent: t.exposeBoolean("marketingConsent", { description: "Whether the subscriber agreed to marketing messages" }),
    statusLabel: t.string({
      description: "Active, Rejected or Suspended (input takes the lower-case value)",
      extensions: restOnly("status"),
      resolve: (s) => statusLabel(s.status),
    }),
    status: t.expose("status", { type: SubscriberStatusEnum, description: "Where the subscriber stands", extensions: graphqlOnly }),
    approved: t.exposeBoolean("approved", { description: "Whether the program approved the subscriber" }),
    portalLink: t.string({
      nullable: true,
      description: "The subscriber's page on the program's partner portal; null when the program has no portal configured",
      resolve: (s, _a, ctx) => subscriberPortalLink(ctx.app, ctx.program, s.id),
    }),
    shareLink: t.string({
      nullable: true,
      description: "The subscriber's referral link (its default referral link)",
      select: defaultLink,
      resolve: (s, _a, ctx) => subscriberShareLink(ctx.program, s.referralLinks),
    }),
    referralsCount: t.int({
      description: "How many subscribers this one referred",
      complexity: 3,
      resolve: (sub, _a, ctx) => referralCounts(ctx).load(sub.uid),
    }),
    reward: t.relation("rewards", { type: SubscriberReward, description: "The rewards it earned, oldest first", query: { orderBy: { createdAt: "asc" } } }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the subscriber was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When the subscriber last changed" }),
    links: t.relation("referralLinks", { description: "The subscriber's referral links", extensions: graphqlOnly }),
  }),
});

// declared after the type because it refers to it
builder.prismaObjectField(SubscriberType, "referringSubscriber", (t) =>
  t.relation("referringSubscriber", {
    nullable: true,
    description: "The subscriber who referred this one; null when none did",
    extensions: graphqlOnly,
  }),
);

export const SubscriberConnection = pageConnection("SubscriberConnection", SubscriberType);

const SubscriberReferStatus = builder.enumType("SubscriberReferStatus", {
  description: "referred: subscribers another subscriber referred; non_referred: the others",
  values: ["referred", "non_referred"] as const,
});

const SubscriberFilter = builder.inputType("SubscriberFilter", {
  description: "Which subscribers a list shows; every field given narrows it",
  fields: (t) => ({
    referred: t.boolean({ description: "true: only subscribers another subscriber referred; false: only the others" }),
    statuses: t.field({ type: [SubscriberStatusEnum], description: "Only subscribers in one of these statuses" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only subscribers created in this range" }),
  }),
});

const SubscriberLookup = builder.inputType("SubscriberLookup", {
  description: "One way to name a subscriber: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    externalId: t.string({ description: "Its id in the program" }),
    email: t.string({ description: "Its email address" }),
  }),
});

/** a subscriber's global id as the services' reference to it */
export const subscriberRef = (id: string | number) => ({ uid: primaryKeyOf(String(id), "Subscriber") });

const notFoundAsNull = (err: unknown) => {
  if ((err as { code?: string }).code === "NOT_FOUND") return null;
  throw err;
};

builder.queryFields((t) => ({
  subscribers: t.field({
    type: SubscriberConnection,
    description: "The subscribers of a newsletter program, newest first unless `orderBy` says otherwise",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      referStatus: t.arg({ type: SubscriberReferStatus, extensions: restOnly("refer_status"), description: "Only referred, or only non-referred, subscribers" }),
      filter: t.arg({ type: SubscriberFilter, extensions: graphqlOnly, description: "Narrows the list" }),
    },
    resolve: (_r, args, ctx, info) => listSubscribers(ctx, args, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include),
  }),
  subscriber: t.prismaField({
    type: "Subscriber",
    nullable: true,
    extensions: graphqlOnly,
    description: "One subscriber of the program, by any one of its ids; null when there is none",
    args: { by: t.arg({ type: SubscriberLookup, required: true, description: "How the subscriber is named" }) },
    resolve: async (query, _r, { by }, ctx) => {
      // an external id is matched as an id only (REST's lookup also tries it as an email)
      const ref = by.id != null ? subscriberRef(by.id) : by.email != null ? { email: by.email } : null;
      if (ref) return findSubscriber(ctx, ref, query.include).catch(notFoundAsNull);
      const found = await findSubscriber(ctx, { id: by.externalId ?? "" }, query.include).catch(notFoundAsNull);
      return found && found.id === by.externalId ? found : null;
    },
  }),
}));

const SubscriberCreateInput = builder.inputType("SubscriberCreateInput", {
  description: "A new subscriber",
  fields: (t) => ({
    email: t.string({ required: true, description: "Email address, unique in the program" }),
    externalId: t.string({ description: "The subscriber's id in the program (e.g. the email-service provider's); generated when omitted" }),
    name: t.string({ description: "Name" }),
    tos: t.boolean({ description: "Whether the subscriber accepted the program's terms" }),
    marketingConsent: t.boolean({ description: "Whether the subscriber agreed to marketing messages" }),
    approved: t.boolean({ description: "Whether the program approves the subscriber; true when omitted" }),
    status: t.field({ type: SubscriberStatusEnum, description: "Where the subscriber stands; ACTIVE when omitted" }),
    referringSubscriberId: t.id({ description: "The global id of the subscriber who referred this one" }),
  }),
});

const SubscriberUpdateInput = builder.inputType("SubscriberUpdateInput", {
  description: "Changes to a subscriber: the fields given change, the others stay",
  fields: (t) => ({
    id: t.id({ required: true, description: "The subscriber's global id" }),
    name: t.string({ description: "Name" }),
    status: t.field({ type: SubscriberStatusEnum, description: "Where the subscriber stands" }),
    approved: t.boolean({ description: "Whether the program approves the subscriber" }),
  }),
});

const SubscriberDeleteInput = builder.inputType("SubscriberDeleteInput", {
  description: "The subscriber to delete",
  fields: (t) => ({ id: t.id({ required: true, description: "The subscriber's global id" }) }),
});

const SubscriberCreatePayload = payloadType("SubscriberCreatePayload", "subscriber", SubscriberType, "The new subscriber; null when the input was refused");
const SubscriberUpdatePayload = payloadType("SubscriberUpdatePayload", "subscriber", SubscriberType, "The subscriber as it is now; null when the input was refused");
const SubscriberDeletePayload = deletePayloadType("SubscriberDeletePayload");

/** the services' names of input fields that GraphQL names otherwise */
const RENAMED = { id: "externalId", referral: "referringSubscriberId" };

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  subscriberCreate: t.field({
    type: SubscriberCreatePayload,
    extensions: graphqlOnly,
    description: `Creates a subscriber with a default referral link (newsletter programs).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: SubscriberCreateInput, required: true, description: "The new subscriber" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "subscriber",
        async () => {
          const { externalId, referringSubscriberId, ...fields } = given(input);
          // the referrer by its global id: its external id is what the service's reference takes
          const referrer = referringSubscriberId ? await (async () => findSubscriber(ctx, subscriberRef(referringSubscriberId)))().catch(referrerMissing) : undefined;
          return createSubscriber(ctx, { ...fields, email: input.email, id: externalId, referral: referrer ? { id: referrer.id } : undefined });
        },
        RENAMED,
      ),
  }),
  subscriberUpdate: t.field({
    type: SubscriberUpdatePayload,
    extensions: graphqlOnly,
    description: `Changes a subscriber; activating or approving a referred one may give its referrer a milestone.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: SubscriberUpdateInput, required: true, description: "The subscriber and its changes" }) },
    resolve: (_r, { input }, ctx) =>
      payload("subscriber", () => {
        const { id: _id, ...changes } = given(input);
        return updateSubscriber(ctx, subscriberRef(input.id), changes);
      }),
  }),
  subscriberDelete: t.field({
    type: SubscriberDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a subscriber permanently, with its referral links and rewards.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: SubscriberDeleteInput, required: true, description: "The subscriber" }) },
    resolve: (_r, { input }, ctx) =>
      payload("deletedId", async () => {
        await deleteSubscriber(ctx, subscriberRef(input.id));
        return String(input.id);
      }),
  }),
}));

/** a referrer's global id that names no subscriber: the input field is at fault */
function referrerMissing(err: unknown): never {
  if ((err as { code?: string }).code === "NOT_FOUND") throw ValidationError.field("referral", "No subscriber has this id.");
  throw err;
}
