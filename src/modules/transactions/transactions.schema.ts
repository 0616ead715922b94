// Transactions on GraphQL; REST shows the same fields under their snake_case names, and the
// event payloads are transaction.view.ts, which resolves the same way.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { given } from "../../core/input.js";
import { builder, type FieldsBuilder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { CustomerRefInput, PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { RewardType } from "../rewards/reward.schema.js";
import type { TransactionInput } from "./transaction-input.js";
import { attributionOf, customerKeyOf, referredCustomerKeyOf, transactionRewardsOrder } from "./transaction.view.js";
import {
  archiveTransaction,
  createTransaction,
  createTransactions,
  customerTransactions,
  deleteTransaction,
  findTransaction,
  listTransactions,
} from "./transactions.service.js";

const names = { customer: { select: { key: true } }, referringCustomer: { select: { key: true } } } as const;

export const TransactionType = builder.prismaObject("Transaction", {
  name: "Transaction",
  description: "A sale, signup, refund or other action a customer took; `rewards` are what it earned",
  fields: (t) => ({
    key: t.exposeString("key", { description: "Unique within the program: posting it again answers this transaction" }),
    action: t.exposeString("action", { description: "sale, signup, refund, ..." }),
    amount: t.expose("amount", { type: "Decimal" }),
    amountUnits: t.exposeString("currency"),
    isCurrency: t.exposeBoolean("isCurrency"),
    credit: t.expose("credit", { type: "Decimal", nullable: true, description: "Store credit the buyer spent on it" }),
    partner: t.string({ nullable: true, description: "The attributed partner's id", select: { partner: { select: { id: true } } }, resolve: (tr) => tr.partner?.id ?? null }),
    customer: t.string({
      nullable: true,
      description: "Affiliate: the buyer's key. Refer-a-friend: the referring customer's key (who earns)",
      select: names,
      resolve: (tr, _a, ctx) => customerKeyOf(ctx.program, tr),
    }),
    referredCustomer: t.string({ nullable: true, description: "Refer-a-friend: the buyer's key", select: names, resolve: (tr, _a, ctx) => referredCustomerKeyOf(ctx.program, tr) }),
    customerKey: t.string({ nullable: true, description: "The buyer's key", select: names, resolve: (tr) => tr.customer?.key ?? null }),
    productId: t.exposeStringList("productIds"),
    productType: t.exposeStringList("productTypes"),
    grossAmount: t.expose("grossAmount", { type: "Decimal", nullable: true }),
    discountAmount: t.expose("discountAmount", { type: "Decimal", nullable: true }),
    discountCode: t.exposeString("discountCode", { nullable: true }),
    rewardable: t.exposeBoolean("rewardable", { description: "false: recorded, never rewarded" }),
    referralUrl: t.exposeString("referralUrl", { nullable: true }),
    attribution: t.string({
      nullable: true,
      description: "How a shop integration attributed the sale it recorded: meta_data, coupon, customer, parent_order, click or none; null for sales posted through the API",
      resolve: (tr) => attributionOf(tr.metadata),
    }),
    refundOf: t.string({ nullable: true, description: "A refund: the refunded sale's key", select: { refundOf: { select: { key: true } } }, resolve: (tr) => tr.refundOf?.key ?? null }),
    refundedAmount: t.expose("refundedAmount", { type: "Decimal", description: "A sale: how much refunds have taken back" }),
    archived: t.boolean({ resolve: (tr) => tr.archivedAt !== null }),
    createdAt: t.expose("occurredAt", { type: "DateTime", description: "When it happened (created_at as sent, or when recorded)" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true }),
    rewards: t.relation("rewards", { type: RewardType, description: "What it earned", query: { orderBy: transactionRewardsOrder } }),
  }),
});

const TransactionConnection = pageConnection("TransactionConnection", TransactionType);

const TransactionCustomerInput = builder.inputType("TransactionCustomerInput", {
  description: "The buyer by key, id or email; with options.createCustomer, the fields to create it from when it is unknown",
  fields: (t) => ({
    key: t.string(),
    id: t.string(),
    email: t.string(),
    name: t.string(),
    surname: t.string(),
    partner: t.field({ type: PartnerRefInput, description: "Affiliate: the new customer's partner" }),
    referringCustomer: t.field({ type: CustomerRefInput, description: "Refer-a-friend: the new customer's referrer" }),
  }),
});

const TransactionOptionsInput = builder.inputType("TransactionOptionsInput", {
  fields: (t) => ({
    createCustomer: t.boolean({ description: "Create the customer from `customer` when it is not found" }),
    referralUrl: t.string({ description: "The URL the buyer came through (paid-ad click ids are a fraud signal)" }),
    ip: t.string({ description: "The buyer's IP address: a sale from the partner's own address is a self-referral; never stored" }),
  }),
});

/**
 * the fields of one transaction, as createTransaction's arguments and as a batch item (t.field
 * with the type named: TypeScript cannot check t.string()'s optional options while the
 * builder's kind is a type parameter)
 */
const itemFields = <Kind extends "Arg" | "InputObject">(t: FieldsBuilder<Kind>) => ({
  key: t.field({ type: "String", required: true, description: "Unique within the program" }),
  amount: t.field({ type: "Decimal", required: true, description: "Major units; negative: a refund" }),
  amountUnits: t.field({ type: "String", description: "ISO 4217 code in any letter case (default: the program's currency)" }),
  isCurrency: t.field({ type: "Boolean", description: "false: amount_units is a unit such as points" }),
  action: t.field({ type: "String", description: "sale (default), signup, refund, or another lowercase action" }),
  customer: t.field({ type: TransactionCustomerInput }),
  productId: t.field({ type: ["String"], description: "One or more product ids" }),
  productType: t.field({ type: ["String"], description: "One or more product types" }),
  createdAt: t.field({ type: "DateTime", description: "When it happened (ISO 8601 or Unix seconds); default now" }),
  discountAmount: t.field({ type: "Decimal" }),
  discountCode: t.field({ type: "String", description: "A partner's coupon or promotion code attributes the sale when the customer has no partner" }),
  grossAmount: t.field({ type: "Decimal" }),
  reward: t.field({ type: "Decimal", description: "Sets the tier-1 commission directly" }),
  rewardable: t.field({ type: "Boolean", description: "false: record it, pay nothing" }),
  credit: t.field({ type: "Decimal" }),
  refundOf: t.field({ type: "String", description: "A refund: the refunded sale's key (default: the customer's latest sale with an unrefunded amount)" }),
  options: t.field({ type: TransactionOptionsInput }),
});

const TransactionInputType = builder.inputType("TransactionInput", { fields: (t) => itemFields(t) });
const itemArgs = builder.args((t) => itemFields(t));

type Given = Record<string, unknown> | null | undefined;

/** GraphQL's nulls become "not given", nested objects included */
const customerOf = (c: Given) =>
  c ? { ...given(c), partner: c.partner ? given(c.partner as object) : undefined, referringCustomer: c.referringCustomer ? given(c.referringCustomer as object) : undefined } : undefined;
const optionsOf = (o: Given) => (o ? given(o) : undefined);

function itemOf(args: Record<string, unknown>): TransactionInput {
  const { customer, options, ...rest } = given(args) as Record<string, unknown>;
  return { ...rest, customer: customerOf(customer as Given), options: optionsOf(options as Given) } as TransactionInput;
}

builder.queryFields((t) => ({
  transactions: t.field({
    type: TransactionConnection,
    description: "Transactions of the program, newest first",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      key: t.arg.string(),
      partner: t.arg({ type: PartnerRefInput, description: "Only this partner's (id, key or email)" }),
      partnerId: t.arg.string(),
      partnerKey: t.arg.string(),
      partnerEmail: t.arg.string(),
      customer: t.arg({ type: CustomerRefInput, description: "Only this buyer's (by key)" }),
      customerKey: t.arg.string(),
    },
    resolve: (_r, args, ctx, info) =>
      listTransactions(
        ctx,
        {
          ...args,
          key: args.key ?? undefined,
          partnerId: args.partnerId ?? args.partner?.id ?? undefined,
          partnerKey: args.partnerKey ?? args.partner?.key ?? undefined,
          partnerEmail: args.partnerEmail ?? args.partner?.email ?? undefined,
          customerKey: args.customerKey ?? args.customer?.key ?? undefined,
        },
        { include: queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include },
      ),
  }),
  transaction: t.prismaField({
    type: TransactionType,
    description: "One transaction, by key",
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => findTransaction(ctx, args.key, query),
  }),
  customerTransactions: t.prismaField({
    type: [TransactionType],
    description: "Refer-a-friend: the purchases of the customers this one referred; affiliate: the customer's own",
    args: { id: t.arg.string({ required: true }) },
    resolve: (query, _r, a, ctx) => customerTransactions(ctx, { id: a.id }, query),
  }),
}));

builder.mutationFields((t) => ({
  createTransaction: t.prismaField({
    type: TransactionType,
    description: "Records a transaction and what it earns. The key is unique within the program: the same key again creates nothing and answers the existing transaction",
    args: itemArgs,
    resolve: (query, _r, args, ctx) => createTransaction(ctx, itemOf(args as Record<string, unknown>), query),
  }),
  createTransactions: t.prismaField({
    type: [TransactionType],
    description: "Records several transactions in one database transaction (all or nothing); customer and options apply to items without their own",
    args: {
      customer: t.arg({ type: TransactionCustomerInput }),
      options: t.arg({ type: TransactionOptionsInput }),
      transactions: t.arg({ type: [TransactionInputType], required: true }),
    },
    resolve: (query, _r, args, ctx) =>
      createTransactions(
        ctx,
        {
          customer: customerOf(args.customer as Given),
          options: optionsOf(args.options as Given),
          transactions: args.transactions.map((i) => itemOf(i as Record<string, unknown>)),
        },
        query,
      ),
  }),
  deleteTransaction: t.boolean({
    description: "Deletes a transaction (soft: it is 404 afterwards, its key stays taken); its unpaid rewards are rejected",
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteTransaction(ctx, args.key);
      return true;
    },
  }),
  archiveTransaction: t.prismaField({
    type: TransactionType,
    description: "Archives a transaction with its rewards",
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => archiveTransaction(ctx, args.key, true, query),
  }),
  restoreTransaction: t.prismaField({
    type: TransactionType,
    description: "Revokes the archiving of a transaction and its rewards",
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => archiveTransaction(ctx, args.key, false, query),
  }),
}));
