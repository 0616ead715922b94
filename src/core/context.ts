// What a service takes: the program, a client or transaction, a clock and the app's
// collaborators. Services never see HTTP or GraphQL, so they can be tested directly.
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
  const result = await prisma.$transaction((tx) => fn({ ...ctx, db: tx }), { timeout: 20_000, maxWait: 20_000 });
  ctx.app.events.wake();
  return result;
}
