// Customer referral links as REST shows them (refer-a-friend programs): the
// partner link's fields plus the customer who shares the link, and the REST contract's root
// fields. GraphQL shows every link as the ReferralLink node (referral-links.schema.ts).
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { CustomerRefInput } from "../../graphql/inputs.js";
import { restRoute } from "../../graphql/surface.js";
import { ReferringCustomer } from "../customers/customers.schema.js";
import { referralUrl } from "./referral-links.service.js";
import { newLinkArgs } from "./referral-links.schema.js";
import {
  createCustomerReferralLink,
  customerReferralLinks,
  deleteCustomerReferralLink,
  findCustomerReferralLink,
  updateCustomerReferralLinkKey,
} from "./customer-links.service.js";

export const CustomerReferralLinkType = builder.prismaObject("ReferralLink", {
  variant: "CustomerReferralLink",
  description: "A referral link a customer shares (refer-a-friend programs)",
  fields: (t) => ({
    id: t.exposeString("id"),
    key: t.exposeString("key"),
    url: t.string({ resolve: (link, _a, ctx) => referralUrl(ctx.program, link) }),
    default: t.exposeBoolean("isDefault"),
    isAdditional: t.exposeBoolean("isAdditional"),
    directTracking: t.exposeBoolean("directTracking"),
    directTrackingRedirect: t.exposeBoolean("directTrackingRedirect"),
    directTrackingRedirectUrl: t.exposeString("directTrackingRedirectUrl", { nullable: true }),
    customer: t.relation("customer", { type: ReferringCustomer, onNull: "error", description: "The customer who shares the link" }),
  }),
});

builder.queryFields((t) => ({
  customerReferralLink: t.prismaField({
    extensions: restRoute,
    type: CustomerReferralLinkType,
    description: "A customer referral link by id or key, or a customer's default link",
    args: { id: t.arg.string(), key: t.arg.string(), customer: t.arg({ type: CustomerRefInput }) },
    resolve: (query, _r, args, ctx) =>
      findCustomerReferralLink(ctx, { id: args.id ?? undefined, key: args.key ?? undefined, customer: args.customer ? given(args.customer) : undefined }, query),
  }),
  customerReferralLinks: t.prismaField({
    extensions: restRoute,
    type: [CustomerReferralLinkType],
    description: "A customer's referral links (by the customer's id, key or email), the default first",
    args: { id: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => customerReferralLinks(ctx, { id: args.id }, query),
  }),
}));

builder.mutationFields((t) => ({
  createCustomerReferralLink: t.prismaField({
    extensions: restRoute,
    type: CustomerReferralLinkType,
    description: "An additional referral link for a customer",
    args: { customer: t.arg({ type: CustomerRefInput, required: true }), ...newLinkArgs },
    resolve: (query, _r, { customer, ...rest }, ctx) => createCustomerReferralLink(ctx, { ...given(rest), customer: given(customer) }, query),
  }),
  updateCustomerReferralLink: t.prismaField({
    extensions: restRoute,
    type: CustomerReferralLinkType,
    description: "Changes a customer link's key",
    args: { id: t.arg.string({ required: true }), key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => updateCustomerReferralLinkKey(ctx, args.id, args.key, query),
  }),
  deleteCustomerReferralLink: t.boolean({
    extensions: restRoute,
    description: "Deletes a customer link; a customer's only link stays",
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteCustomerReferralLink(ctx, args.id);
      return true;
    },
  }),
}));
