import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { PartnerRefInput } from "../../graphql/inputs.js";
import { referralUrl } from "./referral-links.service.js";
import { createReferralLink, deleteReferralLink, findReferralLink, updateReferralLinkKey } from "./partner-links.service.js";

/** the fields of a link whoever owns it (spec 2.8), on each owner's link type */
export function addLinkFields(type: typeof ReferralLinkType) {
  builder.prismaObjectFields(type, (t) => ({
    id: t.exposeString("id"),
    key: t.exposeString("key"),
    url: t.string({ resolve: (link, _a, ctx) => referralUrl(ctx.program, link) }),
    default: t.exposeBoolean("isDefault"),
    isAdditional: t.exposeBoolean("isAdditional"),
    directTracking: t.exposeBoolean("directTracking"),
    directTrackingRedirect: t.exposeBoolean("directTrackingRedirect"),
    directTrackingRedirectUrl: t.exposeString("directTrackingRedirectUrl", { nullable: true }),
  }));
}

/** the arguments of a new link besides its owner */
export const newLinkArgs = builder.args((t) => ({
  key: t.string({ description: "Generated when omitted; unique in the program" }),
  destinationUrl: t.string({ description: "Landing page of this link (an http(s) URL); the program website when omitted" }),
  isAdditional: t.boolean({ description: "Default false" }),
  directTracking: t.boolean(),
  directTrackingRedirect: t.boolean(),
  directTrackingRedirectUrl: t.string({ description: "An http(s) URL" }),
}));

export const ReferralLinkType = builder.prismaObject("ReferralLink", {
  name: "ReferralLink",
  fields: (t) => ({
    partner: t.relation("partner", { nullable: true, extensions: graphqlOnly }),
  }),
});
addLinkFields(ReferralLinkType);

builder.queryFields((t) => ({
  referralLink: t.prismaField({
    type: ReferralLinkType,
    description: "A partner referral link by id or key, or a partner's default link",
    args: { id: t.arg.string(), key: t.arg.string(), partner: t.arg({ type: PartnerRefInput }) },
    resolve: (query, _r, args, ctx) =>
      findReferralLink(ctx, { id: args.id ?? undefined, key: args.key ?? undefined, partner: args.partner ? given(args.partner) : undefined }, query),
  }),
}));

builder.mutationFields((t) => ({
  createReferralLink: t.prismaField({
    type: ReferralLinkType,
    description: "An additional referral link for a partner",
    args: { partner: t.arg({ type: PartnerRefInput, required: true }), ...newLinkArgs },
    resolve: (query, _r, { partner, ...rest }, ctx) => createReferralLink(ctx, { ...given(rest), partner: given(partner) }, query),
  }),
  updateReferralLink: t.prismaField({
    type: ReferralLinkType,
    description: "Changes a link's key",
    args: { id: t.arg.string({ required: true }), key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => updateReferralLinkKey(ctx, args.id, args.key, query),
  }),
  deleteReferralLink: t.boolean({
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteReferralLink(ctx, args.id);
      return true;
    },
  }),
}));
