// What a request carries (GraphQLContext) and what a service takes (ServiceContext).
// Services never see HTTP: they get the program, a client or transaction, a clock and the
// app's collaborators, so they can be tested directly.
import type { Logger } from "pino";
import type { Config } from "./config.js";
import type { Database, DbTx } from "./db/client.js";
import type { Program } from "./generated/prisma/client.js";
import type { Mailer } from "./lib/mailer.js";
import type { EventBus } from "./events/bus.js";
import type { Loaders } from "./graphql/loaders.js";
import type { RateLimiter } from "./lib/rate-limit.js";

export interface App {
  config: Config;
  database: Database;
  mailer: Mailer;
  events: EventBus;
  rateLimiter: RateLimiter;
  logger: Logger;
  now: () => Date;
}

export interface ServiceContext {
  app: App;
  db: DbTx;
  program: Program;
  now: () => Date;
}

export interface GraphQLContext {
  app: App;
  /** the Prisma client (plugin-prisma reads it from here) */
  prisma: Database["prisma"];
  program: Program;
  apiKeyId: string;
  loaders: Loaders;
  request?: Request;
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
