// Transactions: reading, listing, deleting and archiving them. Recording them is
// transaction-record.ts. Every query is scoped by the key's program; a deleted transaction is
// gone for every read (404), though its key stays taken.
import { followRewardChanges } from "../payouts/open-requests.js";
import type { Prisma, Transaction } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { NotFoundError, ValidationError } from "../../core/errors.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { transition } from "../../core/transition.js";
import { recordEvent } from "../../events/outbox.js";
import { findCustomer, type CustomerRef } from "../customers/customers.service.js";
import { requireFeature } from "../../core/features.js";
import { transactionEvent, transactionViewInclude, type TransactionQuery, type TransactionWithView } from "./transaction.view.js";

export { createTransaction, createTransactions } from "./transaction-record.js";

export interface TransactionFilters {
  key?: string;
  partnerId?: string;
  partnerKey?: string;
  partnerEmail?: string;
  customerKey?: string;
  /** GraphQL's filter: the partner and the buyer by primary key, archived or not, when it happened */
  partnerUid?: string;
  customerUid?: string;
  archived?: boolean;
  occurredAt?: { from?: Date; to?: Date };
}


const live = (ctx: ServiceContext) => ({ programId: ctx.program.id, deletedAt: null }) satisfies Prisma.TransactionWhereInput;

export async function findTransaction(ctx: ServiceContext, key: string | undefined, query: TransactionQuery = { include: transactionViewInclude }): Promise<TransactionWithView> {
  requireFeature(ctx.program, "transactions");
  if (!key?.trim()) throw ValidationError.field("key", "The key field is required.");
  const row = await ctx.db.transaction.findFirst({ ...query, where: { ...live(ctx), key } });
  if (!row) throw new NotFoundError("Transaction");
  return row as TransactionWithView;
}

export async function listTransactions(ctx: ServiceContext, args: ListArgs & TransactionFilters, query: TransactionQuery = { include: transactionViewInclude }) {
  requireFeature(ctx.program, "transactions");
  const where: Prisma.TransactionWhereInput = live(ctx);
  if (args.key) where.key = args.key;
  if (args.partnerId || args.partnerKey || args.partnerEmail) {
    where.partner = {
      ...(args.partnerId ? { id: args.partnerId } : {}),
      ...(args.partnerKey ? { key: args.partnerKey } : {}),
      ...(args.partnerEmail ? { email: args.partnerEmail.trim().toLowerCase() } : {}),
    };
  }
  if (args.customerKey) where.customer = { key: args.customerKey };
  const and: Prisma.TransactionWhereInput[] = [];
  if (args.partnerUid !== undefined) and.push({ partnerUid: args.partnerUid });
  if (args.customerUid !== undefined) and.push({ customerUid: args.customerUid });
  if (args.archived !== undefined) and.push({ archivedAt: args.archived ? { not: null } : null });
  if (args.occurredAt?.from || args.occurredAt?.to) {
    and.push({ occurredAt: { ...(args.occurredAt.from ? { gte: args.occurredAt.from } : {}), ...(args.occurredAt.to ? { lt: args.occurredAt.to } : {}) } });
  }
  if (and.length) where.AND = and;
  return paginate(args, PAGE_SIZES.standard, "uid", (w) =>
    Promise.all([
      ctx.db.transaction.findMany({ ...query, where: w.where(where), skip: w.skip, take: w.take, orderBy: w.orderBy }) as Promise<TransactionWithView[]>,
      ctx.db.transaction.count({ where }),
    ]),
  );
}

/** refer-a-friend: the purchases of the customers this one referred; affiliate: the customer's own */
export async function customerTransactions(ctx: ServiceContext, ref: CustomerRef, query: TransactionQuery = { include: transactionViewInclude }) {
  requireFeature(ctx.program, "transactions");
  const customer = await findCustomer(ctx, ref);
  const where: Prisma.TransactionWhereInput =
    ctx.program.type === "Referral" ? { ...live(ctx), referringCustomerUid: customer.uid } : { ...live(ctx), customerUid: customer.uid };
  return ctx.db.transaction.findMany({ ...query, where, orderBy: [{ createdAt: "desc" }, { uid: "desc" }] }) as Promise<TransactionWithView[]>;
}

/**
 * Soft delete: the transaction keeps its row (and its key) with deletedAt, and is 404 from then
 * on. What it earned and was not paid yet is rejected (kept, so the ledger shows what happened);
 * paid rewards stay paid: a refund, not a deletion, takes money back.
 */
export async function deleteTransaction(ctx: ServiceContext, key: string | undefined): Promise<void> {
  const found = await findTransaction(ctx, key, {});
  await inTransaction(ctx, async (tx) => {
    const now = ctx.now();
    const { count } = await tx.db.transaction.updateMany({ where: { uid: found.uid, deletedAt: null }, data: { deletedAt: now } });
    if (count === 0) throw new NotFoundError("Transaction");
    const rejected = await tx.db.reward.updateManyAndReturn({
      where: { programId: ctx.program.id, transactionUid: found.uid, status: { in: ["pending", "in_review", "approved"] } },
      data: { status: "rejected", rejectedAt: now, reviewReason: "transaction deleted" },
      select: { id: true, payoutRequestId: true },
    });
    // a payout request holding one of them lets it go (payouts/open-requests.ts)
    await followRewardChanges(tx, rejected.filter((r) => r.payoutRequestId !== null).map((r) => r.id));
    await recordEvent(tx, "transaction.deleted", await transactionEvent(tx, found));
  });
}

/** archive and its revocation: the transaction and its rewards together, each from the other state only */
export async function archiveTransaction(
  ctx: ServiceContext,
  key: string | undefined,
  archived: boolean,
  query: TransactionQuery = { include: transactionViewInclude },
): Promise<TransactionWithView> {
  const found: Transaction = await findTransaction(ctx, key, {});
  const at = archived ? ctx.now() : null;
  return transition(ctx, {
    claim: (db) => db.transaction.updateMany({ where: { uid: found.uid, deletedAt: null, archivedAt: archived ? null : { not: null } }, data: { archivedAt: at } }),
    reload: (db) => db.transaction.findUniqueOrThrow({ ...query, where: { uid: found.uid } }) as unknown as Promise<TransactionWithView>,
    refused: "Action failed",
    then: async (tx) => {
      await tx.db.reward.updateMany({ where: { programId: ctx.program.id, transactionUid: found.uid }, data: { archivedAt: at } });
      await recordEvent(tx, "transaction.updated", await transactionEvent(tx, found));
    },
  });
}
