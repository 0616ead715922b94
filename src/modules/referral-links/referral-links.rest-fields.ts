// The partner referral link fields only REST runs (its routes name them): the lookup by id,
// key or partner, and the mutations with loose arguments and bare results. GraphQL has its
// own forms of each in referral-links.schema.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { PartnerRefInput } from "../../graphql/inputs.js";
import { restRoute } from "../../graphql/surface.js";
import { newLinkArgs, ReferralLinkType } from "./referral-links.schema.js";
import { createReferralLink, deleteReferralLink, findReferralLink, updateReferralLinkKey } from "./partner-links.service.js";

builder.queryFields((t) => ({
  restReferralLink: t.prismaField({
    extensions: restRoute,
    type: ReferralLinkType,
    description: "A partner referral link by id or key, or a partner's default link",
    args: { id: t.arg.string(), key: t.arg.string(), partner: t.arg({ type: PartnerRefInput }) },
    resolve: (query, _r, args, ctx) =>
      findReferralLink(ctx, { id: args.id ?? undefined, key: args.key ?? undefined, partner: args.partner ? given(args.partner) : undefined }, query),
  }),
}));

builder.mutationFields((t) => ({
  createReferralLink: t.prismaField({
    extensions: restRoute,
    type: ReferralLinkType,
    description: "An additional referral link for a partner",
    args: { partner: t.arg({ type: PartnerRefInput, required: true }), ...newLinkArgs },
    resolve: (query, _r, { partner, ...rest }, ctx) => createReferralLink(ctx, { ...given(rest), partner: given(partner) }, query),
  }),
  updateReferralLink: t.prismaField({
    extensions: restRoute,
    type: ReferralLinkType,
    description: "Changes a link's key",
    args: { id: t.arg.string({ required: true }), key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => updateReferralLinkKey(ctx, args.id, args.key, query),
  }),
  deleteReferralLink: t.boolean({
    extensions: restRoute,
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteReferralLink(ctx, args.id);
      return true;
    },
  }),
}));
