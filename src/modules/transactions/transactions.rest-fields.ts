// The transaction fields only REST runs (its routes name them): the REST contract's lookup by
// key, the customer's transactions, and its mutations with loose arguments and bare results.
// GraphQL has its own forms of each in transactions.schema.ts.
import { given } from "../../core/input.js";
import { builder, type FieldsBuilder } from "../../graphql/builder.js";
import { CustomerRefInput, PartnerRefInput } from "../../graphql/inputs.js";
import { restRoute } from "../../graphql/surface.js";
import type { TransactionInput } from "./transaction-input.js";
import { TransactionOptionsInput, TransactionType } from "./transactions.schema.js";
import { archiveTransaction, createTransaction, createTransactions, customerTransactions, deleteTransaction, findTransaction } from "./transactions.service.js";

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
  restTransaction: t.prismaField({
    extensions: restRoute,
    type: TransactionType,
    description: "One transaction, by key",
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => findTransaction(ctx, args.key, query),
  }),
  // GraphQL lists a customer's transactions with transactions(filter: { customerId })
  customerTransactions: t.prismaField({
    extensions: restRoute,
    type: [TransactionType],
    description: "Refer-a-friend: the purchases of the customers this one referred; affiliate: the customer's own",
    args: { id: t.arg.string({ required: true }) },
    resolve: (query, _r, a, ctx) => customerTransactions(ctx, { id: a.id }, query),
  }),
}));

builder.mutationFields((t) => ({
  createTransaction: t.prismaField({
    extensions: restRoute,
    type: TransactionType,
    description: "Records a transaction and what it earns. The key is unique within the program: the same key again creates nothing and answers the existing transaction",
    args: itemArgs,
    resolve: (query, _r, args, ctx) => createTransaction(ctx, itemOf(args as Record<string, unknown>), query),
  }),
  createTransactions: t.prismaField({
    extensions: restRoute,
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
    extensions: restRoute,
    description: "Deletes a transaction (soft: it is 404 afterwards, its key stays taken); its unpaid rewards are rejected",
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await deleteTransaction(ctx, args.key);
      return true;
    },
  }),
  archiveTransaction: t.prismaField({
    extensions: restRoute,
    type: TransactionType,
    description: "Archives a transaction with its rewards",
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => archiveTransaction(ctx, args.key, true, query),
  }),
  restoreTransaction: t.prismaField({
    extensions: restRoute,
    type: TransactionType,
    description: "Revokes the archiving of a transaction and its rewards",
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _r, args, ctx) => archiveTransaction(ctx, args.key, false, query),
  }),
}));
