// The partner fields only REST runs (its routes name them): the REST contract's lookups by
// id, key or email, its search, and its mutations with loose arguments and bare results.
// GraphQL has its own forms of each in partners.schema.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { given } from "../../core/input.js";
import { CommissionOverrideInput } from "../programs/commission-settings.schema.js";
import { builder } from "../../graphql/builder.js";
import { restRoute } from "../../graphql/surface.js";
import { pageArgs } from "../../graphql/connection.js";
import { ReferralLinkType } from "../referral-links/referral-links.schema.js";
import { partnerReferralLinks } from "../referral-links/partner-links.service.js";
import { PartnerConnection, PartnerInvitation, PartnerReward, PartnerType, partnerOfField } from "./partners.schema.js";
import {
  archivePartner,
  createPartner,
  deletePartner,
  invitePartner,
  restorePartner,
  rewardPartner,
  searchPartners,
  updatePartner,
} from "./partners.service.js";

const PartnerChangesInput = builder.inputType("PartnerChanges", {
  description: "The changes of a partner (REST's update)",
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
  searchPartners: t.field({
    extensions: restRoute,
    type: PartnerConnection,
    description: "Partners whose id or key contains the given text, or whose email is the given one; newest first",
    args: { ...pageArgs, ...partnerRefArgs },
    complexity: pagedComplexity,
    resolve: (_r, args, ctx, info) =>
      searchPartners(
        ctx,
        given(args),
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include,
      ),
  }),
  restPartner: t.prismaField({
    extensions: restRoute,
    type: "Partner",
    description: "One partner, by id, key or email",
    args: partnerRefArgs,
    // REST's view: the partner, its links and its figures in one statement
    resolve: (query, _r, args, ctx, info) => partnerOfField(ctx, given(args), query, info),
  }),
  partnerReferralLinks: t.field({
    extensions: restRoute,
    type: [ReferralLinkType],
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => partnerReferralLinks(ctx, { id: args.id }),
  }),
}));

builder.mutationFields((t) => ({
  createPartner: t.field({
    extensions: restRoute,
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
    extensions: restRoute,
    type: PartnerInvitation,
    args: { email: t.arg.string({ required: true }), name: t.arg.string({ required: true }), surname: t.arg.string() },
    resolve: (_r, args, ctx) => invitePartner(ctx, args),
  }),
  updatePartner: t.field({
    extensions: restRoute,
    type: PartnerType,
    args: { ...partnerRefArgs, update: t.arg({ type: PartnerChangesInput, required: true }) },
    resolve: (_r, { update, ...ref }, ctx) =>
      updatePartner(ctx, given(ref), {
        ...given(update),
        customFields: update.customFields as unknown[] | undefined,
        // null is meaningful here: it clears the partner's rates
        commission: update.commission,
      }),
  }),
  deletePartner: t.boolean({
    extensions: restRoute,
    args: partnerRefArgs,
    resolve: async (_r, args, ctx) => {
      await deletePartner(ctx, given(args));
      return true;
    },
  }),
  archivePartner: t.field({
    extensions: restRoute,
    type: PartnerType,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => archivePartner(ctx, { id: args.id }),
  }),
  restorePartner: t.field({
    extensions: restRoute,
    type: PartnerType,
    description: "Revokes the archiving of a partner",
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => restorePartner(ctx, { id: args.id }),
  }),
  rewardPartner: t.field({
    extensions: restRoute,
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
