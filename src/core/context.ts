// What a service takes: the program, a client or transaction, a clock and the app's
// collaborators. Services never see HTTP or GraphQL, so they can be tested directly.
import type { App } from "../app.js";
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
 * wakes the event dispatcher after the commit.
 */
export async function inTransaction<T>(ctx: ServiceContext, fn: (tx: ServiceContext) => Promise<T>): Promise<T> {
  const prisma = ctx.app.database.prisma;
  const result = await prisma.$transaction((tx) => fn({ ...ctx, db: tx }), { timeout: 20_000, maxWait: 20_000 });
  ctx.app.events.wake();
  return result;
}
