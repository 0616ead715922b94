// What a service takes: the program, a client or transaction, a clock and the app's
// collaborators. Services never see HTTP or GraphQL, so they can be tested directly.
import { AsyncLocalStorage } from "node:async_hooks";
import type { App } from "./app.js";
import type { DbTx } from "../db/client.js";
import type { Program } from "../generated/prisma/client.js";

export interface ServiceContext {
  app: App;
  db: DbTx;
  program: Program;
  now: () => Date;
}

export function serviceContext(ctx: { app: App; program: Program }, db?: DbTx): ServiceContext {
  return { app: ctx.app, db: db ?? ctx.app.database.prisma, program: ctx.program, now: ctx.app.now };
}

/**
 * Runs fn in one database transaction, so a change and its outbox events commit together;
 * wakes the event dispatcher after the commit. A context that is already inside a transaction
 * joins it: a service that writes in its own transaction (creating a customer) can then be
 * part of a larger one (recording a transaction that creates its customer), all or nothing.
 */
export async function inTransaction<T>(ctx: ServiceContext, fn: (tx: ServiceContext) => Promise<T>): Promise<T> {
  const prisma = ctx.app.database.prisma;
  if (ctx.db !== prisma) return fn(ctx);
  const rider = riders.getStore();
  // one transaction carries it: a second one opened meanwhile (or after it committed) does not
  const ride = rider?.state === "waiting" ? rider : undefined;
  if (ride) ride.state = "riding";
  let result: T;
  try {
    result = await prisma.$transaction(
      async (tx) => {
        const value = await fn({ ...ctx, db: tx });
        // last, so it sees what fn wrote; it commits (or rolls back) with it
        if (ride) await ride.write(tx);
        return value;
      },
      { timeout: 20_000, maxWait: 20_000 },
    );
  } catch (err) {
    if (ride) ride.state = "waiting";
    throw err;
  }
  if (ride) ride.state = "committed";
  ctx.app.events.wake();
  return result;
}

/**
 * Runs a write that is one statement, atomic on its own, without a transaction around it (no
 * BEGIN and COMMIT round trips), unless a rider waits for one (an operator's audited mutation):
 * then inside one, so the rider commits with the write as with any other. `alone` tells fn it
 * runs outside every transaction, so it may share its statement with other requests' writes.
 * fn tells the dispatcher the events it wrote (events.wrote); they are woken after the commit.
 */
export async function atomicWrite<T>(ctx: ServiceContext, fn: (tx: ServiceContext, alone: boolean) => Promise<T>): Promise<T> {
  const own = ctx.db === ctx.app.database.prisma;
  if (own && riders.getStore()?.state === "waiting") return inTransaction(ctx, (tx) => fn(tx, false));
  const result = await fn(ctx, own);
  // committed already unless the caller holds a transaction (which wakes it at its commit)
  if (own) ctx.app.events.wake();
  return result;
}

/** a write that commits with the first transaction the code it wraps opens (withTransactionRider) */
export interface TransactionRider {
  write(db: DbTx): Promise<void>;
  /** waiting for a transaction; riding one now; committed with one; closed (the wrapped code ended: work it left behind carries nothing) */
  state: "waiting" | "riding" | "committed" | "closed";
}

const riders = new AsyncLocalStorage<TransactionRider>();

/**
 * Runs fn; the first transaction it opens through inTransaction also runs the rider's write, in
 * the same commit. The audit log rides this way on the mutation it records, so a mutation's
 * change is never committed without its entry (accounts/audit.wrap.ts).
 * `rider.state` tells afterwards whether that happened ("committed").
 */
export function withTransactionRider<T>(rider: TransactionRider, fn: () => Promise<T>): Promise<T> {
  return riders.run(rider, fn);
}
