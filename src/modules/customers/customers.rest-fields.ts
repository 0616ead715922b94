// The customer fields only REST runs (its routes name them): the REST contract's lookup by
// id, key or email, the refer-a-friend reads by a path value, and its mutations with loose
// arguments and bare results. GraphQL has its own forms of each in customers.schema.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { CustomerRefInput, PartnerRefInput } from "../../graphql/inputs.js";
import { restRoute } from "../../graphql/surface.js";
import { Balance, CustomerCredit, CustomerMetadataInput, CustomerOptionsInput, CustomerInvitation, CustomerStats, CustomerType } from "./customers.schema.js";
import { archiveCustomer, createCustomer, deleteCustomer, findCustomer, updateCustomer } from "./customers.service.js";
import { creditCustomer, customerBalance, customerReferrals, customerStats, inviteCustomer } from "./customer-referrals.service.js";

const LegacyCustomerInput = builder.inputType("LegacyCustomerInput", {
  description: "Legacy nested form: {partner: {...}, customer: {key, email, ...}}",
  fields: (t) => ({ key: t.string(), id: t.string(), email: t.string(), name: t.string(), surname: t.string(), tags: t.stringList() }),
});
const CustomerChangesInput = builder.inputType("CustomerChanges", {
  description: "The changes of a customer (REST's update)",
  fields: (t) => ({
    key: t.string({ description: "New key" }),
    email: t.string(),
    name: t.string(),
    surname: t.string(),
    tags: t.stringList(),
    approved: t.boolean(),
    metadata: t.field({ type: CustomerMetadataInput }),
    customFields: t.field({ type: "JSON" }),
  }),
});

const customerRefArgs = builder.args((t) => ({
  id: t.string({ description: "Customer id (or key)" }),
  key: t.string({ description: "Customer key" }),
  email: t.string({ description: "Customer email" }),
}));

builder.queryFields((t) => ({
  restCustomer: t.prismaField({
    extensions: restRoute,
    type: CustomerType,
    description: "One customer, by id, key or email",
    args: customerRefArgs,
    resolve: (query, _r, args, ctx) => findCustomer(ctx, given(args), query.include),
  }),
  customerStats: t.field({
    extensions: restRoute,
    type: CustomerStats,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => customerStats(ctx, { id: a.id }),
  }),
  customerReferrals: t.prismaField({
    extensions: restRoute,
    type: [CustomerType],
    args: { id: t.arg.string({ required: true }) },
    resolve: (query, _r, a, ctx) => customerReferrals(ctx, { id: a.id }, query),
  }),
  customerBalance: t.field({
    extensions: restRoute,
    type: [Balance],
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => customerBalance(ctx, { id: a.id }),
  }),
}));

builder.mutationFields((t) => ({
  createCustomer: t.field({
    extensions: restRoute,
    type: CustomerType,
    args: {
      key: t.arg.string({ description: "Unique customer key; required in affiliate programs, generated otherwise" }),
      id: t.arg.string({ description: "Refer-a-friend: customer id; generated when omitted" }),
      email: t.arg.string(),
      name: t.arg.string(),
      surname: t.arg.string(),
      tags: t.arg.stringList(),
      approved: t.arg.boolean(),
      metadata: t.arg({ type: CustomerMetadataInput }),
      customFields: t.arg({ type: "JSON" }),
      partner: t.arg({ type: PartnerRefInput, description: "Affiliate: the referring partner, by key, id or email" }),
      referringCustomer: t.arg({ type: CustomerRefInput, description: "Refer-a-friend: the referring customer, by key or id" }),
      options: t.arg({ type: CustomerOptionsInput }),
      customer: t.arg({ type: LegacyCustomerInput, description: "Legacy nested form of the customer fields" }),
    },
    resolve: (_r, args, ctx) => {
      const { customer, options, partner, referringCustomer, metadata, customFields, ...fields } = args;
      return createCustomer(ctx, {
        ...given(customer),
        ...given(fields),
        metadata: metadata ? { dateOfBirth: metadata.dateOfBirth ?? null } : undefined,
        customFields: customFields as Record<string, unknown> | undefined,
        referralUrl: options?.referralUrl ?? undefined,
        partner: given(partner),
        referringCustomer: given(referringCustomer),
      });
    },
  }),
  updateCustomer: t.field({
    extensions: restRoute,
    type: CustomerType,
    args: { ...customerRefArgs, update: t.arg({ type: CustomerChangesInput, required: true }) },
    resolve: (_r, { update, ...ref }, ctx) =>
      updateCustomer(ctx, given(ref), {
        ...given(update),
        metadata: update.metadata ? { dateOfBirth: update.metadata.dateOfBirth ?? null } : undefined,
        customFields: update.customFields as Record<string, unknown> | undefined,
      }),
  }),
  deleteCustomer: t.boolean({
    extensions: restRoute,
    description: "Deletes a customer permanently",
    args: customerRefArgs,
    resolve: async (_r, args, ctx) => {
      await deleteCustomer(ctx, given(args));
      return true;
    },
  }),
  archiveCustomer: t.field({
    extensions: restRoute,
    type: CustomerType,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => archiveCustomer(ctx, { id: a.id }, true),
  }),
  restoreCustomer: t.field({
    extensions: restRoute,
    type: CustomerType,
    description: "Revokes the archiving of a customer",
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => archiveCustomer(ctx, { id: a.id }, false),
  }),
  inviteCustomer: t.field({
    extensions: restRoute,
    type: CustomerInvitation,
    args: { email: t.arg.string({ required: true }), name: t.arg.string(), personalization: t.arg({ type: "JSON" }) },
    resolve: (_r, args, ctx) => inviteCustomer(ctx, args),
  }),
  creditCustomer: t.field({
    extensions: restRoute,
    type: CustomerCredit,
    description: "Adds credit to a customer's reward balance",
    args: {
      id: t.arg.string({ required: true }),
      amount: t.arg({ type: "Decimal", required: true }),
      amountUnits: t.arg.string({ required: true, description: "Currency code (any letter case), or a unit such as points" }),
      isCurrency: t.arg.boolean({ required: true }),
    },
    resolve: (_r, { id, ...input }, ctx) => creditCustomer(ctx, { id }, input),
  }),
}));
