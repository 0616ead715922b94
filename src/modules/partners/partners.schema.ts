import { queryFromInfo } from "@pothos/plugin-prisma";
import type { GraphQLContext } from "../../graphql/context.js";
import { PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { MoneyType } from "../../graphql/money.js";
import { EMPTY_FIGURES, loadPartnerFigures, type PartnerFigures } from "./partner-figures.js";
import type { PartnerRewardRow } from "./partner-reward.view.js";
import { defaultLinkUrl, linkUrls, partnerLinksInclude, tagsOf } from "./partner.view.js";
import { given } from "../../core/input.js";
import { CommissionOverrideInput, CommissionOverrideType } from "../programs/commission-settings.schema.js";
import { partnerCommissionView } from "../programs/commission-settings.js";
import { builder } from "../../graphql/builder.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { ReferralLinkType } from "../referral-links/referral-links.schema.js";
import { partnerReferralLinks } from "../referral-links/partner-links.service.js";
import {
  archivePartner,
  createPartner,
  deletePartner,
  findPartner,
  invitePartner,
  listPartners,
  restorePartner,
  rewardPartner,
  searchPartners,
  updatePartner,
} from "./partners.service.js";

export const TagType = builder.objectRef<{ value: string }>("Tag").implement({
  fields: (t) => ({ value: t.exposeString("value") }),
});

/** the figures of the partners of one request, in one statement (a page costs what one partner does) */
const figuresOf = (ctx: GraphQLContext) =>
  ctx.loaders.get<string, PartnerFigures>("partnerFigures", async (uids) => {
    const found = await loadPartnerFigures(ctx.prisma, ctx.program.id, uids, ctx.app.now());
    return uids.map((uid) => found.get(uid) ?? EMPTY_FIGURES);
  });

const PartnerReferrals = builder.objectRef<PartnerFigures["referrals"]>("PartnerReferrals").implement({
  fields: (t) => ({
    clicks: t.exposeInt("clicks"),
    signups: t.exposeInt("signups"),
    revenue: t.field({ type: [MoneyType], resolve: (r) => r.revenue }),
    salesCount: t.exposeInt("salesCount"),
    paidAccounts: t.exposeInt("paidAccounts"),
  }),
});

const PartnerCommissions = builder.objectRef<PartnerFigures["commissions"]>("PartnerCommissions").implement({
  fields: (t) => ({
    paid: t.field({ type: [MoneyType], resolve: (c) => c.paid }),
    pending: t.field({ type: [MoneyType], resolve: (c) => c.pending }),
    notPaid: t.field({ type: [MoneyType], resolve: (c) => c.notPaid }),
  }),
});


export const PartnerType = builder.prismaObject("Partner", {
  name: "Partner",
  fields: (t) => ({
    id: t.exposeString("id"),
    key: t.exposeString("key", { description: "Referral key" }),
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    surname: t.exposeString("surname"),
    tos: t.exposeBoolean("tos"),
    approved: t.exposeBoolean("approved"),
    status: t.exposeString("status", { description: "active, pending, archived or deleted" }),
    customFields: t.expose("customFields", { type: "JSON" }),
    referralsCount: t.int({
      description: "Customers this partner referred",
      complexity: 5,
      resolve: async (p, _a, ctx) => (await figuresOf(ctx).load(p.uid)).referrals.signups,
    }),
    tags: t.field({ type: [TagType], resolve: (p) => tagsOf(p.tags) }),
    referralLink: t.string({
      nullable: true,
      description: "Default referral link",
      select: partnerLinksInclude,
      resolve: (p, _a, ctx) => defaultLinkUrl(ctx.program, p.referralLinks),
    }),
    referralLinks: t.stringList({
      description: "All referral links",
      select: partnerLinksInclude,
      resolve: (p, _a, ctx) => linkUrls(ctx.program, p.referralLinks),
    }),
    referrals: t.field({ type: PartnerReferrals, complexity: 5, resolve: async (p, _a, ctx) => (await figuresOf(ctx).load(p.uid)).referrals }),
    commission: t.field({
      type: CommissionOverrideType,
      nullable: true,
      description: "The partner's own rates over the program's (compat.md 8); null when none",
      resolve: (p) => partnerCommissionView(p.commission),
    }),
    commissions: t.field({ type: PartnerCommissions, complexity: 5, resolve: async (p, _a, ctx) => (await figuresOf(ctx).load(p.uid)).commissions }),
    payoutGateway: t.exposeString("payoutGateway", { nullable: true, description: "Saved payout method: paypal, wise, venmo, crypto or manual" }),
    payoutSettings: t.expose("payoutSettings", { type: "JSON", nullable: true, description: "What the saved payout method needs to pay the partner" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    links: t.relation("referralLinks", { description: "Referral links as objects", extensions: graphqlOnly }),
  }),
});

// declared after the type because it refers to it
builder.prismaObjectField(PartnerType, "referringPartner", (t) =>
  t.field({
    type: PartnerType,
    nullable: true,
    description: "Multi-tier programs: the partner who referred this one (null once that partner is deleted)",
    extensions: graphqlOnly,
    select: { referringPartner: true },
    resolve: (p) => (p.referringPartner && p.referringPartner.status !== "deleted" ? p.referringPartner : null),
  }),
);

const PartnerConnection = pageConnection("PartnerConnection", PartnerType);

const PartnerInvitation = builder
  .objectRef<{ email: string; name: string; surname: string; signupUrl: string | null; sent: boolean; sentAt: Date }>("PartnerInvitation")
  .implement({
    fields: (t) => ({
      email: t.exposeString("email"),
      name: t.exposeString("name"),
      surname: t.exposeString("surname"),
      signupUrl: t.exposeString("signupUrl", { nullable: true, description: "The portal's sign-up page; null when the program has no portal configured" }),
      sent: t.exposeBoolean("sent", { description: "Whether the mail transport accepted the message" }),
      sentAt: t.expose("sentAt", { type: "DateTime" }),
    }),
  });

const PartnerReward = builder.objectRef<PartnerRewardRow>("PartnerReward").implement({
  description: "A one-off reward of a partner",
  fields: (t) => ({
    id: t.string({ resolve: (r) => r.reward.id }),
    partnerId: t.string({ resolve: (r) => r.partner.id }),
    amount: t.field({ type: "Decimal", resolve: (r) => r.reward.amount }),
    amountUnits: t.string({ description: "Currency code", resolve: (r) => r.reward.currency }),
    status: t.string({ resolve: (r) => r.reward.status }),
    note: t.string({ resolve: (r) => r.reward.note }),
    date: t.field({ type: "DateTime", resolve: (r) => r.reward.earnedAt }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.reward.createdAt }),
  }),
});

const PartnerUpdateInput = builder.inputType("PartnerUpdateInput", {
  fields: (t) => ({
    email: t.string(),
    name: t.string(),
    surname: t.string(),
    password: t.string(),
    key: t.string({ description: "New referral key" }),
    tags: t.stringList({ description: "Replaces the tags; [] clears them" }),
    approved: t.boolean(),
    tos: t.boolean(),
    customFields: t.field({ type: "JSON" }),
    commission: t.field({ type: CommissionOverrideInput, description: "The partner's own rates: a rate sent replaces it, null clears it (or, for the whole, all)" }),
    payoutGateway: t.string({ description: "Saved payout method: paypal, wise, venmo, crypto or manual" }),
    payoutSettings: t.field({ type: "JSON", description: "What it needs (checked per method); sent alone, checked against the saved method" }),
    ip: t.string({ description: "The address the partner uses (its sign-up or portal request's): kept only as a keyed hash; a sale from it is a self-referral" }),
  }),
});

const partnerRefArgs = builder.args((t) => ({
  id: t.string({ description: "Partner id" }),
  key: t.string({ description: "Partner referral key" }),
  email: t.string({ description: "Partner email" }),
}));

builder.queryFields((t) => ({
  partners: t.field({
    type: PartnerConnection,
    description: "Partners of the program, newest first",
    args: { ...t.arg.connectionArgs(), ...pageArgs },
    complexity: pagedComplexity,
    resolve: (_r, args, ctx, info) =>
      listPartners(ctx, args, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include),
  }),
  searchPartners: t.field({
    type: PartnerConnection,
    description: "Partners whose id or key contains the given text, or whose email is the given one; newest first",
    args: { ...t.arg.connectionArgs(), ...pageArgs, ...partnerRefArgs },
    complexity: pagedComplexity,
    resolve: (_r, args, ctx, info) =>
      searchPartners(
        ctx,
        given(args),
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include,
      ),
  }),
  partner: t.prismaField({
    type: "Partner",
    description: "One partner, by id, key or email",
    args: partnerRefArgs,
    resolve: (query, _r, args, ctx) => findPartner(ctx, given(args), query.include),
  }),
  partnerReferralLinks: t.field({
    type: [ReferralLinkType],
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => partnerReferralLinks(ctx, { id: args.id }),
  }),
}));

builder.mutationFields((t) => ({
  createPartner: t.field({
    type: PartnerType,
    args: {
      email: t.arg.string({ required: true }),
      name: t.arg.string(),
      surname: t.arg.string(),
      password: t.arg.string({ description: "Generated when omitted; min 8 characters with a lowercase, an uppercase letter and a number" }),
      id: t.arg.string({ description: "Custom unique id; generated when omitted" }),
      key: t.arg.string({ description: "Referral key; generated when omitted" }),
      tags: t.arg.stringList(),
      tos: t.arg.boolean(),
      approved: t.arg.boolean(),
      customFields: t.arg({ type: "JSON" }),
      referringPartner: t.arg({ type: PartnerRefInput, description: "Multi-tier programs: the partner who referred this one" }),
      payoutGateway: t.arg.string({ description: "Saved payout method: paypal, wise, venmo, crypto or manual" }),
      payoutSettings: t.arg({ type: "JSON", description: "What that method needs: PayPal email or username, Wise email, Venmo username/phone/email, crypto wallet_address and type" }),
      ip: t.arg.string({ description: "The address the partner signed up from: kept only as a keyed hash; a sale from it is a self-referral" }),
    },
    resolve: (_r, args, ctx) =>
      createPartner(ctx, {
        ...given(args),
        email: args.email,
        customFields: args.customFields as unknown[] | undefined,
        referringPartner: args.referringPartner ? given(args.referringPartner) : undefined,
      }),
  }),
  invitePartner: t.field({
    type: PartnerInvitation,
    args: { email: t.arg.string({ required: true }), name: t.arg.string({ required: true }), surname: t.arg.string() },
    resolve: (_r, args, ctx) => invitePartner(ctx, args),
  }),
  updatePartner: t.field({
    type: PartnerType,
    args: { ...partnerRefArgs, update: t.arg({ type: PartnerUpdateInput, required: true }) },
    resolve: (_r, { update, ...ref }, ctx) =>
      updatePartner(ctx, given(ref), {
        ...given(update),
        customFields: update.customFields as unknown[] | undefined,
        // null is meaningful here: it clears the partner's rates
        commission: update.commission,
      }),
  }),
  deletePartner: t.boolean({
    args: partnerRefArgs,
    resolve: async (_r, args, ctx) => {
      await deletePartner(ctx, given(args));
      return true;
    },
  }),
  archivePartner: t.field({
    type: PartnerType,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => archivePartner(ctx, { id: args.id }),
  }),
  restorePartner: t.field({
    type: PartnerType,
    description: "Revokes the archiving of a partner",
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => restorePartner(ctx, { id: args.id }),
  }),
  rewardPartner: t.field({
    type: PartnerReward,
    description: "A one-off bonus for a partner",
    args: {
      id: t.arg.string({ required: true }),
      amount: t.arg({ type: "Decimal", required: true }),
      date: t.arg({ type: "DateTime" }),
      note: t.arg.string(),
    },
    resolve: (_r, { id, ...input }, ctx) => rewardPartner(ctx, { id }, input),
  }),
}));
