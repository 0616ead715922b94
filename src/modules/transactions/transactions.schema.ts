// The transaction on GraphQL: the Transaction node (REST shows the same type under its REST
// names, through its REST-only fields; the event payloads are transaction.view.ts, which
// resolves the same way), the list and lookup a console uses, and the mutations with one input
// and a payload. The REST contract's own root fields are in transactions.rest-fields.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { Prisma } from "../../generated/prisma/client.js";
import { NotFoundError } from "../../core/errors.js";
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { valueEnum } from "../../graphql/enums.js";
import { CustomerRefInput, DateRangeInput, PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { MoneyType, moneyOrNull, PointsType, pointsOrNull } from "../../graphql/money.js";
import { nodeId, primaryKeyOf } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType, UserErrorType, type UserError } from "../../graphql/payload.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { RewardType } from "../rewards/reward.schema.js";
import { rewardViewInclude } from "../rewards/reward.view.js";
import type { TransactionInput } from "./transaction-input.js";
import { attributionOf, customerKeyOf, referredCustomerKeyOf, transactionRewardsOrder } from "./transaction.view.js";
import { archiveTransaction, createTransaction, createTransactions, deleteTransaction, findTransaction, listTransactions } from "./transactions.service.js";

// REST-only fields are named so that they sort where their REST names did (the REST
// description lists an object's fields in the order of their GraphQL names)
const names = { customer: { select: { key: true } }, referringCustomer: { select: { key: true } } } as const;

const ATTRIBUTIONS = {
  meta_data: "The order's metadata named the partner",
  coupon: "The coupon used on the order belongs to the partner",
  customer: "The buyer was already the partner's customer",
  parent_order: "The order renews one that was attributed",
  click: "A click on the partner's link came before the order",
  none: "The integration found no partner",
} as const;
type Attribution = keyof typeof ATTRIBUTIONS;

const TransactionAttributionEnum = valueEnum("TransactionAttribution", "How a shop integration attributed a sale it recorded", ATTRIBUTIONS);

// Money only when the transaction is in money; one in points answers its amounts as Points
// (`points`, `refundedPoints`), so a frontend formats every Money as a currency
const moneyOf = (amount: Prisma.Decimal | null, tr: { currency: string; isCurrency: boolean }) => (amount === null ? null : moneyOrNull(amount, tr.currency, tr.isCurrency));
const pointsOf = (amount: Prisma.Decimal, tr: { currency: string; isCurrency: boolean }) => pointsOrNull(amount, tr.currency, tr.isCurrency);

export const TransactionType = builder.prismaNode("Transaction", {
  name: "Transaction",
  description: "A sale, signup, refund or other action a customer took; `rewards` are what it earned",
  id: nodeId("uid"),
  // a deleted transaction is gone for every read, by global id too
  findUnique: (uid, ctx: GraphQLContext) => ({ uid, programId: ctx.program.id, deletedAt: null }),
  fields: (t) => ({
    key: t.exposeString("key", { description: "The client's key, unique within the program: recording it again answers this transaction" }),
    action: t.exposeString("action", { description: "What happened: sale, signup, refund, or another lowercase action the program records" }),
    amountDecimal: t.expose("amount", { type: "Decimal", extensions: restOnly("amount") }),
    amount: t.field({
      type: MoneyType,
      nullable: true,
      description: "Its amount when it is money; null for a transaction in points (see points)",
      extensions: graphqlOnly,
      resolve: (tr) => moneyOf(tr.amount, tr),
    }),
    points: t.field({
      type: PointsType,
      nullable: true,
      description: "Its amount when it is points (a unit that is no currency); null for money (see amount)",
      extensions: graphqlOnly,
      resolve: (tr) => pointsOf(tr.amount, tr),
    }),
    amountUnits: t.exposeString("currency", { extensions: restOnly("amount_units") }),
    isCurrency: t.exposeBoolean("isCurrency", { description: "false when the amount is not money but a unit such as points" }),
    creditDecimal: t.expose("credit", { type: "Decimal", nullable: true, extensions: restOnly("credit") }),
    credit: t.field({
      type: MoneyType,
      nullable: true,
      description: "Store credit the buyer spent on it; null when none or when the transaction is in points",
      extensions: graphqlOnly,
      resolve: (tr) => moneyOf(tr.credit, tr),
    }),
    partnerRef: t.string({ nullable: true, extensions: restOnly("partner"), select: { partner: { select: { id: true } } }, resolve: (tr) => tr.partner?.id ?? null }),
    partner: t.relation("partner", { nullable: true, description: "The partner it is attributed to; null when none", extensions: graphqlOnly }),
    customerByProgram: t.string({ nullable: true, extensions: restOnly("customer"), select: names, resolve: (tr, _a, ctx) => customerKeyOf(ctx.program, tr) }),
    referredCustomer: t.string({ nullable: true, extensions: restOnly("referred_customer"), select: names, resolve: (tr, _a, ctx) => referredCustomerKeyOf(ctx.program, tr) }),
    customerKey: t.string({ nullable: true, extensions: restOnly("customer_key"), select: names, resolve: (tr) => tr.customer?.key ?? null }),
    customer: t.relation("customer", { nullable: true, description: "The buyer; null when none was named", extensions: graphqlOnly }),
    referringCustomer: t.relation("referringCustomer", {
      nullable: true,
      description: "Refer-a-friend: the customer who referred the buyer when it happened (who earns); null in affiliate programs",
      extensions: graphqlOnly,
    }),
    productIds: t.exposeStringList("productIds", { description: "The ids of the products it was for", extensions: { restName: "product_id" } }),
    productTypes: t.exposeStringList("productTypes", { description: "The types of the products it was for", extensions: { restName: "product_type" } }),
    grossAmountDecimal: t.expose("grossAmount", { type: "Decimal", nullable: true, extensions: restOnly("gross_amount") }),
    grossAmount: t.field({
      type: MoneyType,
      nullable: true,
      description: "The amount before discounts; null when not sent or when the transaction is in points",
      extensions: graphqlOnly,
      resolve: (tr) => moneyOf(tr.grossAmount, tr),
    }),
    discountAmountDecimal: t.expose("discountAmount", { type: "Decimal", nullable: true, extensions: restOnly("discount_amount") }),
    discountAmount: t.field({
      type: MoneyType,
      nullable: true,
      description: "The discount given; null when not sent or when the transaction is in points",
      extensions: graphqlOnly,
      resolve: (tr) => moneyOf(tr.discountAmount, tr),
    }),
    discountCode: t.exposeString("discountCode", { nullable: true, description: "The coupon or promotion code used" }),
    rewardable: t.exposeBoolean("rewardable", { description: "false: recorded, never rewarded" }),
    referralUrl: t.exposeString("referralUrl", { nullable: true, description: "The URL the buyer came through" }),
    attributionText: t.string({ nullable: true, extensions: restOnly("attribution"), resolve: (tr) => attributionOf(tr.metadata) }),
    attribution: t.field({
      type: TransactionAttributionEnum,
      nullable: true,
      description: "How a shop integration attributed the sale it recorded; null for transactions recorded through the API",
      extensions: graphqlOnly,
      resolve: (tr) => {
        const a = attributionOf(tr.metadata);
        return a !== null && a in ATTRIBUTIONS ? (a as Attribution) : null;
      },
    }),
    refundOfKey: t.string({ nullable: true, extensions: restOnly("refund_of"), select: { refundOf: { select: { key: true } } }, resolve: (tr) => tr.refundOf?.key ?? null }),
    refundOf: t.relation("refundOf", { nullable: true, description: "A refund: the sale it refunds", extensions: graphqlOnly }),
    refundedAmountDecimal: t.expose("refundedAmount", { type: "Decimal", extensions: restOnly("refunded_amount") }),
    refundedAmount: t.field({
      type: MoneyType,
      nullable: true,
      description: "A sale: how much refunds have taken back; null for a transaction in points (see refundedPoints)",
      extensions: graphqlOnly,
      resolve: (tr) => moneyOf(tr.refundedAmount, tr),
    }),
    refundedPoints: t.field({
      type: PointsType,
      nullable: true,
      description: "A sale in points: how many refunds have taken back; null for money (see refundedAmount)",
      extensions: graphqlOnly,
      resolve: (tr) => pointsOf(tr.refundedAmount, tr),
    }),
    archived: t.boolean({ description: "Whether the program archived it (with its rewards)", resolve: (tr) => tr.archivedAt !== null }),
    createdAt: t.expose("occurredAt", { type: "DateTime", description: "When it happened (as the client sent it, or when it was recorded)" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true, extensions: restOnly("deleted_at") }),
    rewards: t.relation("rewards", { type: RewardType, description: "What it earned, in the order earned (tier 1 first, adjustments after what they adjust)", query: { orderBy: transactionRewardsOrder } }),
    refundedSaleRewards: t.field({
      type: [RewardType],
      nullable: true,
      description:
        "A refund: the rewards of the sale it refunds as they stand now (unpaid ones reduced in place); its claw-backs of paid ones are its own rewards. Null for anything else",
      select: { refundOf: { select: { rewards: { include: rewardViewInclude, orderBy: transactionRewardsOrder } } } },
      resolve: (tr) => tr.refundOf?.rewards ?? null,
    }),
  }),
});

export const TransactionConnection = pageConnection("TransactionConnection", TransactionType);

export const TransactionOptionsInput = builder.inputType("TransactionOptionsInput", {
  description: "How to record a transaction",
  fields: (t) => ({
    createCustomer: t.boolean({ description: "Create the customer from `customer` when it is not found" }),
    referralUrl: t.string({ description: "The URL the buyer came through (paid-ad click ids are a fraud signal)" }),
    ip: t.string({ description: "The buyer's IP address: a sale from the partner's own address is a self-referral; never stored" }),
  }),
});

const TransactionFilter = builder.inputType("TransactionFilter", {
  description: "Which transactions a list shows; every field given narrows it",
  fields: (t) => ({
    key: t.string({ description: "Only the transaction with this key" }),
    partnerId: t.id({ description: "Only those attributed to this partner (its global id)" }),
    customerId: t.id({ description: "Only those of this buyer (its global id)" }),
    archived: t.boolean({ description: "Only archived ones (true) or only those not archived (false)" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only those that happened in this range" }),
  }),
});

const TransactionLookup = builder.inputType("TransactionLookup", {
  description: "One way to name a transaction: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    key: t.string({ description: "Its key" }),
  }),
});

/** the primary key a global id of the given type carries; any other id matches nothing (a filter finds no rows) */
const uidOrNone = (id: string | number | null | undefined, typename: string): string | undefined => {
  if (id == null) return undefined;
  try {
    return primaryKeyOf(String(id), typename);
  } catch {
    return "";
  }
};

/** a transaction's global id as its key in the program (a deleted one, or another program's, is not found) */
async function transactionKeyOf(ctx: GraphQLContext, id: string | number): Promise<string> {
  const row = await ctx.prisma.transaction.findFirst({
    where: { uid: primaryKeyOf(String(id), "Transaction"), programId: ctx.program.id, deletedAt: null },
    select: { key: true },
  });
  if (!row) throw new NotFoundError("Transaction");
  return row.key;
}

/** a customer's global id as its key in the program */
async function customerKeyOfId(ctx: GraphQLContext, id: string | number): Promise<string> {
  const row = await ctx.prisma.customer.findFirst({ where: { uid: primaryKeyOf(String(id), "Customer"), programId: ctx.program.id }, select: { key: true } });
  if (!row) throw new NotFoundError("Customer");
  return row.key;
}

/** a partner's global id as its id in the program */
async function partnerIdOf(ctx: GraphQLContext, id: string | number): Promise<string> {
  const row = await ctx.prisma.partner.findFirst({ where: { uid: primaryKeyOf(String(id), "Partner"), programId: ctx.program.id }, select: { id: true } });
  if (!row) throw new NotFoundError("Partner");
  return row.id;
}

builder.queryFields((t) => ({
  transactions: t.field({
    type: TransactionConnection,
    description: "The program's transactions, newest first unless `orderBy` says otherwise",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      filter: t.arg({ type: TransactionFilter, extensions: graphqlOnly, description: "Narrows the list" }),
      key: t.arg.string({ extensions: restOnly("key") }),
      partner: t.arg({ type: PartnerRefInput, extensions: restOnly("partner"), description: "Only this partner's (id, key or email)" }),
      partnerId: t.arg.string({ extensions: restOnly("partner_id") }),
      partnerKey: t.arg.string({ extensions: restOnly("partner_key") }),
      partnerEmail: t.arg.string({ extensions: restOnly("partner_email") }),
      customer: t.arg({ type: CustomerRefInput, extensions: restOnly("customer"), description: "Only this buyer's (by key)" }),
      customerKey: t.arg.string({ extensions: restOnly("customer_key") }),
    },
    resolve: (_r, args, ctx, info) => {
      const f = args.filter;
      return listTransactions(
        ctx,
        {
          ...args,
          key: args.key ?? f?.key ?? undefined,
          partnerId: args.partnerId ?? args.partner?.id ?? undefined,
          partnerKey: args.partnerKey ?? args.partner?.key ?? undefined,
          partnerEmail: args.partnerEmail ?? args.partner?.email ?? undefined,
          customerKey: args.customerKey ?? args.customer?.key ?? undefined,
          partnerUid: uidOrNone(f?.partnerId, "Partner"),
          customerUid: uidOrNone(f?.customerId, "Customer"),
          archived: f?.archived ?? undefined,
          occurredAt: f?.createdAt ? { from: f.createdAt.from ?? undefined, to: f.createdAt.to ?? undefined } : undefined,
        },
        { include: queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include },
      );
    },
  }),
  transaction: t.prismaField({
    type: TransactionType,
    nullable: true,
    extensions: graphqlOnly,
    description: "One transaction of the program, by its global id or its key; null when there is none",
    args: { by: t.arg({ type: TransactionLookup, required: true, description: "How the transaction is named" }) },
    resolve: async (query, _r, { by }, ctx) => {
      try {
        const key = by.id != null ? await transactionKeyOf(ctx, by.id) : (by.key ?? undefined);
        return await findTransaction(ctx, key, query);
      } catch (err) {
        if ((err as { code?: string }).code === "NOT_FOUND") return null;
        throw err;
      }
    },
  }),
}));

const TransactionCustomerCreateInput = builder.inputType("TransactionCustomerCreateInput", {
  description: "The buyer: an existing customer by exactly one of id, key, externalId or email; with options.createCustomer, the fields to create it from when it is unknown",
  fields: (t) => ({
    id: t.id({ description: "An existing customer's global id" }),
    key: t.string({ description: "The customer's key" }),
    externalId: t.string({ description: "The customer's id in the program" }),
    email: t.string({ description: "The customer's email address" }),
    name: t.string({ description: "A new customer's first name" }),
    surname: t.string({ description: "A new customer's last name" }),
    partnerId: t.id({ description: "Affiliate: a new customer's partner (its global id); when omitted, the partner of the discount code" }),
    referringCustomerId: t.id({ description: "Refer-a-friend: the customer who referred a new customer (its global id)" }),
  }),
});

const transactionItemFields = {
  key: "The client's key, unique within the program: the same key again records nothing and answers the existing transaction",
  amount: "The amount in major units; a negative amount is a refund",
  currency: "ISO 4217 code in any letter case (a unit such as points when isCurrency is false); the program's currency when omitted",
};

const TransactionCreateInput = builder.inputType("TransactionCreateInput", {
  description: "A transaction to record",
  fields: (t) => ({
    key: t.string({ required: true, description: transactionItemFields.key }),
    amount: t.field({ type: "Decimal", required: true, description: transactionItemFields.amount }),
    currency: t.string({ description: transactionItemFields.currency }),
    isCurrency: t.boolean({ description: "false: the amount is a unit such as points, not money" }),
    action: t.string({ description: "sale (the default), signup, refund, or another lowercase action" }),
    customer: t.field({ type: TransactionCustomerCreateInput, description: "The buyer" }),
    productIds: t.stringList({ description: "The ids of the products it is for" }),
    productTypes: t.stringList({ description: "The types of the products it is for" }),
    occurredAt: t.field({ type: "DateTime", description: "When it happened; now when omitted" }),
    discountAmount: t.field({ type: "Decimal", description: "The discount given, in major units" }),
    discountCode: t.string({ description: "The coupon or promotion code used: a partner's code attributes the sale when the buyer has no partner" }),
    grossAmount: t.field({ type: "Decimal", description: "The amount before discounts, in major units" }),
    reward: t.field({ type: "Decimal", description: "Sets the tier-1 commission directly instead of the program's rates" }),
    rewardable: t.boolean({ description: "false: record it, pay nothing" }),
    credit: t.field({ type: "Decimal", description: "Store credit the buyer spent on it" }),
    refundOfId: t.id({ description: "A refund: the refunded sale's global id (the buyer's latest sale with an unrefunded amount when omitted)" }),
    options: t.field({ type: TransactionOptionsInput, description: "How to record it" }),
  }),
});

const TransactionsCreateInput = builder.inputType("TransactionsCreateInput", {
  description: "Several transactions to record together, all or none",
  fields: (t) => ({
    customer: t.field({ type: TransactionCustomerCreateInput, description: "The buyer of every transaction that names none of its own" }),
    options: t.field({ type: TransactionOptionsInput, description: "How to record every transaction that has no options of its own" }),
    transactions: t.field({ type: [TransactionCreateInput], required: true, description: "The transactions, recorded in this order" }),
  }),
});

const TransactionIdInput = (name: string, action: string) =>
  builder.inputType(name, {
    description: `The transaction to ${action}`,
    fields: (t) => ({ id: t.id({ required: true, description: "The transaction's global id" }) }),
  });

type CustomerInput = {
  id?: string | number | null;
  key?: string | null;
  externalId?: string | null;
  email?: string | null;
  name?: string | null;
  surname?: string | null;
  partnerId?: string | number | null;
  referringCustomerId?: string | number | null;
};
type ItemInput = {
  key: string;
  amount: Prisma.Decimal;
  currency?: string | null;
  productIds?: string[] | null;
  productTypes?: string[] | null;
  occurredAt?: Date | null;
  refundOfId?: string | number | null;
  customer?: CustomerInput | null;
  options?: Record<string, unknown> | null;
  [field: string]: unknown;
};

/** the buyer as the services name it: global ids become the keys and ids they stand for */
async function customerOf(ctx: GraphQLContext, c: CustomerInput | null | undefined): Promise<TransactionInput["customer"]> {
  if (!c) return undefined;
  const { id, externalId, partnerId, referringCustomerId, ...rest } = given(c);
  return {
    ...rest,
    ...(id != null ? { key: await customerKeyOfId(ctx, id) } : {}),
    ...(externalId != null ? { id: externalId } : {}),
    ...(partnerId != null ? { partner: { id: await partnerIdOf(ctx, partnerId) } } : {}),
    ...(referringCustomerId != null ? { referringCustomer: { key: await customerKeyOfId(ctx, referringCustomerId) } } : {}),
  };
}

/** one transaction as the services take it */
async function itemOf(ctx: GraphQLContext, input: ItemInput): Promise<TransactionInput> {
  const { currency, productIds, productTypes, occurredAt, refundOfId, customer, options, ...rest } = given(input);
  return {
    ...(rest as Omit<TransactionInput, "customer" | "options">),
    key: input.key,
    amount: input.amount,
    amountUnits: currency,
    productId: productIds,
    productType: productTypes,
    createdAt: occurredAt,
    refundOf: refundOfId != null ? await transactionKeyOf(ctx, refundOfId) : undefined,
    customer: await customerOf(ctx, customer),
    options: options ? given(options) : undefined,
  };
}

/** the services' names of input fields that GraphQL names otherwise */
const RENAMED = { amount_units: "currency", product_id: "productIds", product_type: "productTypes", created_at: "occurredAt", refund_of: "refundOfId" };

const TransactionsCreatePayload = builder.objectRef<{ transactions: unknown[] | null; userErrors: UserError[] }>("TransactionsCreatePayload").implement({
  description: "The answer of transactionsCreate: what it recorded, or why it recorded nothing",
  fields: (t) => ({
    transactions: t.field({
      // the rows createTransactions answers are Transaction rows (typed by the service)
      type: [TransactionType],
      nullable: true,
      description: "The transactions, in the order sent; null when the input was refused (then none was recorded)",
      resolve: (p) => p.transactions as Awaited<ReturnType<typeof createTransactions>> | null,
    }),
    userErrors: t.field({
      type: [UserErrorType],
      description: "Why the input was refused (nothing was recorded then); empty when every transaction was",
      resolve: (p) => p.userErrors,
    }),
  }),
});

const transactionResult = "The transaction as it is now; null when the input was refused";
const TransactionCreatePayload = payloadType("TransactionCreatePayload", "transaction", TransactionType, "The transaction recorded (or the one its key already named); null when the input was refused");
const TransactionArchivePayload = payloadType("TransactionArchivePayload", "transaction", TransactionType, transactionResult);
const TransactionRestorePayload = payloadType("TransactionRestorePayload", "transaction", TransactionType, transactionResult);
const TransactionDeletePayload = deletePayloadType("TransactionDeletePayload");

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  transactionCreate: t.field({
    type: TransactionCreatePayload,
    extensions: graphqlOnly,
    description: `Records a transaction and what it earns. The key is unique within the program: the same key again records nothing and answers the existing transaction.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: TransactionCreateInput, required: true, description: "The transaction" }) },
    resolve: (_r, { input }, ctx, info) =>
      payload("transaction", async () => createTransaction(ctx, await itemOf(ctx, input), { include: queryFromInfo({ context: ctx, info, path: ["transaction"] }).include }), RENAMED),
  }),
  transactionsCreate: t.field({
    type: TransactionsCreatePayload,
    extensions: graphqlOnly,
    description: `Records several transactions in one database transaction: all of them, or none when one is refused.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: TransactionsCreateInput, required: true, description: "The transactions" }) },
    resolve: (_r, { input }, ctx, info) =>
      payload(
        "transactions",
        async () => {
          const items: TransactionInput[] = [];
          for (const item of input.transactions) items.push(await itemOf(ctx, item));
          return createTransactions(
            ctx,
            { customer: await customerOf(ctx, input.customer), options: input.options ? given(input.options) : undefined, transactions: items },
            { include: queryFromInfo({ context: ctx, info, path: ["transactions"] }).include },
          );
        },
        RENAMED,
      ),
  }),
  transactionDelete: t.field({
    type: TransactionDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a transaction: it is found no more, its key stays taken, and what it earned and was not paid yet is rejected (paid rewards stay paid).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: TransactionIdInput("TransactionDeleteInput", "delete"), required: true, description: "The transaction" }) },
    resolve: (_r, { input }, ctx) =>
      payload("deletedId", async () => {
        await deleteTransaction(ctx, await transactionKeyOf(ctx, input.id));
        return String(input.id);
      }),
  }),
  transactionArchive: t.field({
    type: TransactionArchivePayload,
    extensions: graphqlOnly,
    description: `Archives a transaction with its rewards; an archived one is refused (NOT_ALLOWED).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: TransactionIdInput("TransactionArchiveInput", "archive"), required: true, description: "The transaction" }) },
    resolve: (_r, { input }, ctx, info) =>
      payload("transaction", async () => archiveTransaction(ctx, await transactionKeyOf(ctx, input.id), true, { include: queryFromInfo({ context: ctx, info, path: ["transaction"] }).include })),
  }),
  transactionRestore: t.field({
    type: TransactionRestorePayload,
    extensions: graphqlOnly,
    description: `Brings an archived transaction back with its rewards; one not archived is refused (NOT_ALLOWED).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: TransactionIdInput("TransactionRestoreInput", "restore"), required: true, description: "The transaction" }) },
    resolve: (_r, { input }, ctx, info) =>
      payload("transaction", async () => archiveTransaction(ctx, await transactionKeyOf(ctx, input.id), false, { include: queryFromInfo({ context: ctx, info, path: ["transaction"] }).include })),
  }),
}));
