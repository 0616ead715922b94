// Customer referral links on GraphQL (and, through the route table, on REST): the partner
// link's fields plus the customer who shares the link.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { CustomerRefInput } from "../../graphql/inputs.js";
import { ReferringCustomer } from "../customers/customers.schema.js";
import { addLinkFields, newLinkArgs } from "./referral-links.schema.js";
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
    customer: t.relation("customer", { type: ReferringCustomer, onNull: "error", description: "The customer who shares the link" }),
  }),
});
addLinkFields(CustomerReferralLinkType);

builder.queryFields((t) => ({
  customerReferralLink: t.prismaField({
    type: CustomerReferralLinkType,
    description: "A customer referral link by id or key, or a customer's default link",
    args: { id: t.arg.string(), key: t.arg.string(), customer: t.arg({ type: CustomerRefInput }) },
    resolve: (query, _r, args, ctx) =>
      findCustomerReferralLink(ctx, { id: args.id ?? undefined, key: args.key ?? undefined, customer: args.customer ? given(args.customer) : undefined }, query),
  }),
  customerReferralLinks: t.prismaField({
    type: [CustomerReferralLinkType],
    description: "A customer's referral links (by the customer's id, key or email), the default first",
    args: { id: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => customerReferralLinks(ctx, { id: args.id }, query),
  }),
}));

builder.mutationFields((t) => ({
  createCustomerReferralLink: t.prismaField({
    type: CustomerReferralLinkType,
    description: "An additional referral link for a customer",
    args: { customer: t.arg({ type: CustomerRefInput, required: true }), ...newLinkArgs },
    resolve: (query, _r, { customer, ...rest }, ctx) => createCustomerReferralLink(ctx, { ...given(rest), customer: given(customer) }, query),
  }),
  updateCustomerReferralLink: t.prismaField({
    type: CustomerReferralLinkType,
    description: "Changes a customer link's key",
    args: { id: t.arg.string({ required: true }), key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => updateCustomerReferralLinkKey(ctx, args.id, args.key, query),
  }),
  deleteCustomerReferralLink: t.boolean({
    description: "Deletes a customer link; a customer's only link stays",
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteCustomerReferralLink(ctx, args.id);
      return true;
    },
  }),
}));
