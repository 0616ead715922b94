import { queryFromInfo } from "@pothos/plugin-prisma";
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { CustomerRefInput, PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { MoneyType } from "../../graphql/money.js";
import { TagType } from "../partners/partners.schema.js";
import { defaultLinkUrl, linkUrls, tagsOf } from "../partners/partner.view.js";
import { countReferrals, customerLinksInclude, customerStatus, dateOfBirthOf } from "./customer.view.js";
import {
  archiveCustomer,
  createCustomer,
  deleteCustomer,
  findCustomer,
  listCustomers,
  updateCustomer,
} from "./customers.service.js";
import {
  creditCustomer,
  type BalanceLine,
  type CreditRow,
  customerBalance,
  customerReferrals,
  customerStats,
  inviteCustomer,
} from "./customer-referrals.service.js";

const CustomerMetadata = builder.objectRef<{ dateOfBirth: string | null }>("CustomerMetadata").implement({
  fields: (t) => ({
    dateOfBirth: t.field({ type: "Date", nullable: true, resolve: (m) => m.dateOfBirth }),
  }),
});

/** how many customers each customer of a request referred, one statement a page */
const referralCounts = (ctx: GraphQLContext) =>
  ctx.loaders.get<string, number>("customerReferralCounts", async (uids) => {
    const counts = await countReferrals(ctx.prisma, ctx.program.id, uids);
    return uids.map((uid) => counts.get(uid) ?? 0);
  });

export const ReferringCustomer = builder.prismaObject("Customer", {
  variant: "ReferringCustomer",
  description: "The customer who referred another",
  fields: (t) => ({
    id: t.exposeString("id"),
    key: t.exposeString("key"),
    email: t.exposeString("email", { nullable: true }),
    name: t.exposeString("name"),
    surname: t.exposeString("surname"),
  }),
});


export const CustomerType = builder.prismaObject("Customer", {
  name: "Customer",
  description: "A customer. Affiliate programs attribute it to a partner, refer-a-friend programs to a referring customer.",
  fields: (t) => ({
    key: t.exposeString("key"),
    id: t.exposeString("id"),
    partner: t.string({
      nullable: true,
      description: "Affiliate programs: referral key of the partner who referred the customer",
      select: { partner: { select: { key: true } } },
      resolve: (c) => c.partner?.key ?? null,
    }),
    deleted: t.boolean({ description: "True when archived (soft-deleted)", resolve: (c) => c.deletedAt !== null }),
    name: t.exposeString("name"),
    surname: t.exposeString("surname"),
    email: t.exposeString("email", { nullable: true }),
    status: t.string({ description: "active, or deleted when archived", resolve: customerStatus }),
    approved: t.exposeBoolean("approved"),
    tags: t.field({ type: [TagType], resolve: (c) => tagsOf(c.tags) }),
    referringCustomer: t.relation("referringCustomer", { type: ReferringCustomer, nullable: true }),
    referralsCount: t.int({
      description: "Customers this one referred",
      complexity: 3,
      resolve: (c, _a, ctx) => referralCounts(ctx).load(c.uid),
    }),
    metadata: t.field({ type: CustomerMetadata, resolve: (c) => ({ dateOfBirth: dateOfBirthOf(c) }) }),
    referralLink: t.string({
      nullable: true,
      description: "Refer-a-friend programs: the customer's default referral link",
      select: customerLinksInclude,
      resolve: (c, _a, ctx) => defaultLinkUrl(ctx.program, c.referralLinks),
    }),
    referralLinks: t.stringList({ select: customerLinksInclude, resolve: (c, _a, ctx) => linkUrls(ctx.program, c.referralLinks) }),
    customFields: t.expose("customFields", { type: "JSON" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true }),
  }),
});

const CustomerConnection = pageConnection("CustomerConnection", CustomerType);
const ReferStatus = builder.enumType("ReferStatus", { values: ["referred", "non_referred"] as const });

const CustomerMetadataInput = builder.inputType("CustomerMetadataInput", {
  fields: (t) => ({ dateOfBirth: t.field({ type: "Date" }) }),
});
const CustomerOptionsInput = builder.inputType("CustomerOptionsInput", {
  fields: (t) => ({ referralUrl: t.string({ description: "Referral URL for custom link attribution" }) }),
});
const LegacyCustomerInput = builder.inputType("LegacyCustomerInput", {
  description: "Legacy nested form: {partner: {...}, customer: {key, email, ...}}",
  fields: (t) => ({ key: t.string(), id: t.string(), email: t.string(), name: t.string(), surname: t.string(), tags: t.stringList() }),
});
const CustomerUpdateInput = builder.inputType("CustomerUpdateInput", {
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

const ShareLinks = builder.objectRef<Record<string, string>>("ShareLinks").implement({
  fields: (t) => ({
    facebook: t.exposeString("facebook"),
    twitter: t.exposeString("twitter"),
    linkedin: t.exposeString("linkedin"),
    whatsapp: t.exposeString("whatsapp"),
    email: t.exposeString("email"),
  }),
});
const CustomerStats = builder.objectRef<Awaited<ReturnType<typeof customerStats>>>("CustomerStats").implement({
  fields: (t) => ({
    referrals: t.exposeInt("referrals", { description: "Customers referred by this one" }),
    clicks: t.exposeInt("clicks", { description: "Clicks on the customer's referral links" }),
    rewards: t.field({ type: [MoneyType], resolve: (s) => s.rewards }),
    referralLink: t.exposeString("referralLink"),
    shareLinks: t.field({ type: ShareLinks, resolve: (s) => s.shareLinks }),
  }),
});
const Balance = builder.objectRef<BalanceLine>("Balance").implement({
  description: "Reward balance in one currency, or in points (a unit that is no currency) when is_currency is false",
  fields: (t) => ({
    amount: t.field({ type: "Decimal", resolve: (b) => b.amount }),
    amountUnits: t.exposeString("amountUnits"),
    isCurrency: t.exposeBoolean("isCurrency"),
  }),
});
const CreditResult = builder.objectRef<CreditRow>("CustomerCredit").implement({
  fields: (t) => ({
    id: t.string({ resolve: (r) => r.credit.id }),
    customer: t.field({ type: ReferringCustomer, description: "The customer credited", resolve: (r) => r.customer }),
    amount: t.field({ type: "Decimal", resolve: (r) => r.credit.amount }),
    amountUnits: t.string({ resolve: (r) => r.credit.currency }),
    isCurrency: t.boolean({ resolve: (r) => r.credit.isCurrency }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.credit.createdAt }),
    balance: t.field({ type: [Balance], resolve: (r) => r.balance }),
  }),
});
const CustomerInvitation = builder.objectRef<Awaited<ReturnType<typeof inviteCustomer>>>("CustomerInvitation").implement({
  fields: (t) => ({
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    sent: t.exposeBoolean("sent"),
    sentAt: t.expose("sentAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  customers: t.field({
    type: CustomerConnection,
    description: "Customers of the program, newest first",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      partner: t.arg({ type: PartnerRefInput, description: "Affiliate: only customers of this partner (id, key or email)" }),
      partnerId: t.arg.string(),
      partnerKey: t.arg.string(),
      partnerEmail: t.arg.string(),
      referStatus: t.arg({ type: ReferStatus, description: "Refer-a-friend: referred or non_referred" }),
    },
    resolve: (_r, args, ctx, info) =>
      listCustomers(
        ctx,
        {
          ...args,
          partnerId: args.partnerId ?? args.partner?.id ?? undefined,
          partnerKey: args.partnerKey ?? args.partner?.key ?? undefined,
          partnerEmail: args.partnerEmail ?? args.partner?.email ?? undefined,
          referStatus: args.referStatus ?? undefined,
        },
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include,
      ),
  }),
  customer: t.prismaField({
    type: CustomerType,
    description: "One customer, by id, key or email",
    args: customerRefArgs,
    resolve: (query, _r, args, ctx) => findCustomer(ctx, given(args), query.include),
  }),
  customerStats: t.field({ type: CustomerStats, args: { id: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => customerStats(ctx, { id: a.id }) }),
  customerReferrals: t.prismaField({
    type: [CustomerType],
    args: { id: t.arg.string({ required: true }) },
    resolve: (query, _r, a, ctx) => customerReferrals(ctx, { id: a.id }, query),
  }),
  customerBalance: t.field({ type: [Balance], args: { id: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => customerBalance(ctx, { id: a.id }) }),
}));

builder.mutationFields((t) => ({
  createCustomer: t.field({
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
    type: CustomerType,
    args: { ...customerRefArgs, update: t.arg({ type: CustomerUpdateInput, required: true }) },
    resolve: (_r, { update, ...ref }, ctx) =>
      updateCustomer(ctx, given(ref), {
        ...given(update),
        metadata: update.metadata ? { dateOfBirth: update.metadata.dateOfBirth ?? null } : undefined,
        customFields: update.customFields as Record<string, unknown> | undefined,
      }),
  }),
  deleteCustomer: t.boolean({
    description: "Deletes a customer permanently",
    args: customerRefArgs,
    resolve: async (_r, args, ctx) => {
      await deleteCustomer(ctx, given(args));
      return true;
    },
  }),
  archiveCustomer: t.field({ type: CustomerType, args: { id: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => archiveCustomer(ctx, { id: a.id }, true) }),
  restoreCustomer: t.field({
    type: CustomerType,
    description: "Revokes the archiving of a customer",
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => archiveCustomer(ctx, { id: a.id }, false),
  }),
  inviteCustomer: t.field({
    type: CustomerInvitation,
    args: { email: t.arg.string({ required: true }), name: t.arg.string(), personalization: t.arg({ type: "JSON" }) },
    resolve: (_r, args, ctx) => inviteCustomer(ctx, args),
  }),
  creditCustomer: t.field({
    type: CreditResult,
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
