// Recording transactions: one, or a batch, in one database transaction with its rewards and
// events. The key is unique within the program (deliberate difference): the same
// key again creates nothing and answers the transaction it names, under any concurrency. Two
// requests racing with one key both find nothing and both insert; the unique index lets one
// commit and fails the other with P2002, which then runs again and finds the winner's row.
import type { Customer, Transaction } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { parseInput } from "../../core/input.js";
import { recordEvents } from "../../events/outbox.js";
import { requireFeature } from "../../core/features.js";
import { attribute, type Attribution } from "./attribution.js";
import { rewardTransaction, type RewardSource } from "./commission.js";
import { isPlainSale, recordPlainSale } from "./plain-sale.js";
import { recordRefund } from "./refunds.js";
import { resolveBuyer } from "./transaction-customer.js";
import { isRefund, optionsSchema, transactionItemSchema, unitsOf, type TransactionInput, type TransactionItem } from "./transaction-input.js";
import { transactionEvent, transactionEventOf, transactionViewInclude, withView, type TransactionQuery, type TransactionWithView } from "./transaction.view.js";

export interface BatchInput {
  customer?: TransactionInput["customer"];
  options?: TransactionInput["options"];
  transactions?: TransactionInput[];
}

const MAX_BATCH = 100;
/** how often a write that lost a unique-index race runs again; each retry finds more rows */
const RACE_RETRIES = 3;

const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";

/** what one item of a request becomes: its checked fields, under the field path it was sent at */
function parseItem(input: TransactionInput, prefix: string): TransactionItem {
  return parseInput(transactionItemSchema, input, prefix);
}

export async function createTransaction(ctx: ServiceContext, input: TransactionInput, query?: TransactionQuery): Promise<TransactionWithView> {
  requireFeature(ctx.program, "transactions");
  const item = parseItem(input, "");
  // the common sale in one statement (plain-sale.ts); a taken key is answered below
  const plain = isPlainSale(ctx, item) ? await recordPlainSale(ctx, item, query) : undefined;
  if (plain) return plain;
  const [row] = await recordAll(ctx, [item], query);
  return row!;
}

/** the batch form: {customer, options, transactions: [...]}; the shared customer and options apply to items without their own */
export async function createTransactions(ctx: ServiceContext, input: BatchInput, query?: TransactionQuery): Promise<TransactionWithView[]> {
  requireFeature(ctx.program, "transactions");
  const list = input.transactions ?? [];
  if (!list.length) throw ValidationError.field("transactions", "The transactions field must list at least one transaction.");
  if (list.length > MAX_BATCH) throw ValidationError.field("transactions", `At most ${MAX_BATCH} transactions at once.`);
  const options = input.options ? parseInput(optionsSchema, input.options, "options") : {};
  const items = list.map((t, i) => parseItem({ ...t, customer: t.customer ?? input.customer }, `transactions.${i}`));
  return recordAll(
    ctx,
    items.map((item) => ({ ...item, options: { ...options, ...item.options } })),
    query,
  );
}

/**
 * Records one transaction inside the caller's database transaction, with the same checks,
 * rewards and events as POST /v1/transactions: how a converted lead records its sale.
 */
export async function recordTransactionIn(tx: ServiceContext, input: TransactionInput, source?: RewardSource): Promise<Transaction> {
  const uid = await recordOne(tx, parseItem(input, ""), "", source);
  return tx.db.transaction.findUniqueOrThrow({ where: { uid } });
}

/**
 * Records a sale inside the caller's database transaction when its caller has already decided
 * who it is attributed to (a shop order: its referral key, then its coupon, then its customer),
 * with metadata saying how. Null when the key is taken (nothing written).
 */
export async function recordAttributedSale(
  tx: ServiceContext,
  input: TransactionInput,
  buyer: Customer | null,
  who: Attribution,
  metadata: Record<string, unknown>,
): Promise<Transaction | null> {
  requireFeature(tx.program, "transactions");
  const item = parseItem(input, "");
  if (isRefund(item)) throw ValidationError.field("amount", "A sale's amount must not be negative.");
  return recordSale(tx, item, buyer, undefined, { who, metadata });
}

/** one database transaction for all items; a lost key race runs it again (the winner's rows are then found) */
async function recordAll(ctx: ServiceContext, items: TransactionItem[], query: TransactionQuery = { include: transactionViewInclude }): Promise<TransactionWithView[]> {
  const pathOf = (i: number) => (items.length > 1 ? `transactions.${i}.` : "");
  for (let attempt = 0; ; attempt++) {
    try {
      // a sale's reads come before the database transaction, so it holds its connection (and
      // its row locks) for the writes only; what may create a customer, and refunds, read inside
      const known: (Known | undefined)[] = [];
      for (const [i, item] of items.entries()) known.push(await readsBefore(ctx, item, pathOf(i)));
      const uids = await inTransaction(ctx, async (tx) => {
        const out: string[] = [];
        for (const [i, item] of items.entries()) out.push(await recordOne(tx, item, pathOf(i), undefined, known[i]));
        return out;
      });
      // read after the commit, shaped as asked: a repeated key answers exactly what the first post did
      const rows = (await ctx.db.transaction.findMany({ ...query, where: { uid: { in: uids }, programId: ctx.program.id } })) as TransactionWithView[];
      return uids.map((uid) => rows.find((r) => r.uid === uid)!);
    } catch (e) {
      if (attempt < RACE_RETRIES && (isUniqueViolation(e) || (e instanceof ValidationError && (await lostRace(ctx, items))))) continue;
      throw e;
    }
  }
}

/**
 * A parallel request committed one of these keys while this one ran: whatever failed here
 * (the customers service turns its own lost race, on a new customer's key, into a 422) is
 * then answered by running again, which finds the committed rows.
 */
async function lostRace(ctx: ServiceContext, items: TransactionItem[]): Promise<boolean> {
  const found = await ctx.db.transaction.count({ where: { programId: ctx.program.id, key: { in: items.map((i) => i.key) } } });
  return found > 0;
}

/** what a plain sale reads before it writes: its buyer and whom it is attributed to */
interface Known {
  buyer: Customer | null;
  who: Attribution;
}

/** a plain sale's reads (no customer to create, not a refund); undefined for the others, which read inside */
async function readsBefore(ctx: ServiceContext, item: TransactionItem, path: string): Promise<Known | undefined> {
  if (item.options.createCustomer || isRefund(item)) return undefined;
  const buyer = await resolveBuyer(ctx, item.customer, false, item.discountCode).catch(prefixed(path));
  return { buyer, who: await attribute(ctx, buyer, item.discountCode) };
}

/** records one item (or finds the transaction its key names) and answers its uid */
async function recordOne(ctx: ServiceContext, item: TransactionItem, path: string, source?: RewardSource, known?: Known): Promise<string> {
  // a sale finds a taken key at its insert (ON CONFLICT); what may create a customer, or refunds, look first
  if (item.options.createCustomer || isRefund(item)) {
    const existing = await takenKey(ctx, item, path);
    if (existing) return existing;
  }
  const buyer = known ? known.buyer : await resolveBuyer(ctx, item.customer, item.options.createCustomer ?? false, item.discountCode).catch(prefixed(path));
  if (isRefund(item)) return (await recordRefund(ctx, item, buyer, path)).uid;
  const sale = await recordSale(ctx, item, buyer, source, known && { who: known.who });
  return sale?.uid ?? (await takenKey(ctx, item, path))!;
}

/** the transaction the item's key already names; a deleted one keeps its key */
async function takenKey(ctx: ServiceContext, item: TransactionItem, path: string): Promise<string | null> {
  const existing = await ctx.db.transaction.findUnique({ where: { programId_key: { programId: ctx.program.id, key: item.key } }, select: { uid: true, deletedAt: true } });
  if (existing?.deletedAt) throw ValidationError.field(`${path}key`, "A deleted transaction has this key; keys are never reused.");
  return existing?.uid ?? null;
}

/** a field error of an item of a batch names the item: transactions.2.customer */
function prefixed(path: string) {
  return (e: unknown): never => {
    if (path && e instanceof ValidationError && e.fieldErrors) {
      throw new ValidationError(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [`${path}${k}`, v])));
    }
    throw e;
  };
}

/** the sale, its rewards and events; null when its key is taken (nothing written) */
async function recordSale(
  ctx: ServiceContext,
  item: TransactionItem,
  buyer: Customer | null,
  source?: RewardSource,
  decided?: { who: Attribution; metadata?: Record<string, unknown> },
): Promise<Transaction | null> {
  const who = decided?.who ?? (await attribute(ctx, buyer, item.discountCode));
  const now = ctx.now();
  // INSERT ... ON CONFLICT DO NOTHING: a key another request holds waits for it, then yields to it
  const [transaction] = await ctx.db.transaction.createManyAndReturn({
    skipDuplicates: true,
    data: {
      programId: ctx.program.id,
      key: item.key,
      action: item.action,
      amount: item.amount,
      currency: unitsOf(item, ctx.program.currency),
      isCurrency: item.isCurrency,
      credit: item.credit,
      customerUid: buyer?.uid,
      partnerUid: who.partner?.uid,
      referringCustomerUid: who.referringCustomerUid,
      productIds: item.productId,
      productTypes: item.productType,
      grossAmount: item.grossAmount,
      discountAmount: item.discountAmount,
      discountCode: item.discountCode,
      rewardable: item.rewardable,
      referralUrl: item.options.referralUrl,
      ...(decided?.metadata ? { metadata: decided.metadata as Prisma.InputJsonValue } : {}),
      occurredAt: item.createdAt ?? now,
      createdAt: now,
    },
  });
  if (!transaction) return null;
  const rewarded = await rewardTransaction(ctx, transaction, buyer, who.partner, item, source);
  // the view from what this request wrote and read; a read only for a referrer it did not read
  const referrer = who.referringCustomerUid ? (rewarded.referrer ?? null) : undefined;
  const view =
    referrer === null
      ? await transactionEvent(ctx, transaction)
      : transactionEventOf(ctx, withView(transaction, { partner: who.partner, customer: buyer, referringCustomer: referrer ?? null, refundOf: null }, rewarded.rewards));
  await recordEvents(ctx, [["transaction.created", view], ...(await rewarded.events())]);
  return transaction;
}
