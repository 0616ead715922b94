// Builds the application's collaborators from configuration: database (migrated), mailer,
// event bus, rate limiter, logger. The HTTP server and the CLI share it.
import pino, { type Logger } from "pino";
import type { Config } from "./config.js";
import type { App as CoreApp } from "./core/app.js";
import { openDatabase, type DatabaseOptions } from "./db/client.js";
import { applyMigrations } from "./db/migrations.js";
import { createEventBus, type EventBus } from "./events/bus.js";
import { createMailer, type Mailer } from "./modules/emails/mailer.js";
import { createRateLimiter, type RateLimiter } from "./http/rate-limit.js";
import { ApiKeyCache } from "./modules/auth/api-keys.service.js";
import type { WebhookCounters, WebhookPort } from "./core/app.js";
import type { RunningJob } from "./core/module.js";
import { fanOutSql } from "./modules/webhooks/fan-out.js";
import { mailedEvents, sendPartnerEmails, type MailedEvent } from "./modules/emails/partner-emails.js";
import { loadKeyring, type Keyring } from "./core/keyring.js";
import { coalescedRunner } from "./core/coalesced-runner.js";
import { createIpHasher } from "./modules/tracking/ip-hash.js";
import { modules, webhookEvents } from "./modules/index.js";

/**
 * The application as the composition layer holds it: the ports of core/app.ts, which services
 * and modules see, with the implementations' full types (shutdown, flushing, counters, Redis).
 */
export interface App extends CoreApp {
  mailer: Mailer;
  events: EventBus;
  rateLimiter: RateLimiter;
  apiKeys: ApiKeyCache;
  webhooks: WebhookPort & {
    /** every running job does what is due now (tests: deliveries sent, sweeps run) */
    flush(): Promise<void>;
  };
}

export interface AppOptions {
  logger?: Logger;
  database?: Partial<DatabaseOptions>;
  migrate?: boolean;
  now?: () => Date;
  /** PostgreSQL: LISTEN for outbox writes of other processes (default true; one-shot commands need not) */
  listen?: boolean;
  /**
   * the modules' background jobs (RallyModule.jobs) this process runs, by name: each runs unless
   * given false here; false turns every one off (one-shot commands: a server does their work)
   */
  jobs?: false | Record<string, boolean>;
  /** approve rewards whose hold has passed every REWARD_SWEEP_MS (default true): jobs["rewards.sweep"] */
  sweepRewards?: boolean;
  /** send webhooks from this process (default true; a server sends what others wrote): jobs["webhooks.delivery"] */
  deliverWebhooks?: boolean;
  /** send the partner emails events call for (default true; off where a test counts a request's own statements) */
  partnerEmails?: boolean;
}

/** partner emails mailed together at most (one read of their partners, one INSERT of their records) */
const MAIL_BATCH = 500;

/** whether the options leave the job on */
function runs(opts: AppOptions, name: string): boolean {
  if (opts.jobs === false) return false;
  if (name === "rewards.sweep" && opts.sweepRewards === false) return false;
  if (name === "webhooks.delivery" && opts.deliverWebhooks === false) return false;
  return opts.jobs?.[name] ?? true;
}

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({ level: config.LOG_LEVEL, base: undefined });
}

export async function createApp(config: Config, opts: AppOptions = {}): Promise<App & { close(): Promise<void> }> {
  const logger = opts.logger ?? createLogger(config);
  const now = opts.now ?? (() => new Date());
  // the modules' jobs once started (after the app's ports exist), in start order
  const running: RunningJob[] = [];
  const counters: WebhookCounters = { delivered: 0, failed: 0, retried: 0, gaveUp: 0, disabled: 0 };
  const webhooks: App["webhooks"] = {
    wake: () => running.forEach((j) => j.wake?.()),
    counters,
    flush: async () => {
      for (const j of running) await j.flush?.();
    },
  };
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    ...opts.database,
  });
  if (opts.migrate ?? config.MIGRATE_ON_START) {
    const applied = await applyMigrations(database);
    if (applied.length) logger.info({ applied }, "migrations applied");
  }
  let loading: Promise<Keyring> | undefined;
  const keyring = () => (loading ??= loadKeyring(config, database.prisma, logger).catch((err) => ((loading = undefined), Promise.reject(err))));
  // the partner emails of the events a dispatch claims: picked from the claimed rows, sent once
  // the claim committed, in order, one pass at a time (what is claimed meanwhile is mailed as
  // one batch by the next pass), and awaited on close
  const mailing: MailedEvent[] = [];
  let mailApp: App | undefined;
  const partnerMail = coalescedRunner(async () => {
    while (mailApp && mailing.length) {
      const batch = mailing.splice(0, MAIL_BATCH);
      if (opts.partnerEmails !== false) await sendPartnerEmails(mailApp, batch);
    }
  });
  const events = await createEventBus({
    database,
    logger,
    redisUrl: config.REDIS_URL,
    redisConnectTimeoutMs: config.REDIS_CONNECT_TIMEOUT_MS,
    redisCommandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    sweepMs: config.OUTBOX_SWEEP_MS,
    dispatchWrites: () => fanOutSql(now()),
    afterDispatch: (claimed, written) => {
      mailing.push(...mailedEvents(claimed));
      partnerMail.wake();
      if (written) webhooks.wake();
    },
    listenUrl: database.kind === "postgres" && (opts.listen ?? true) ? config.DATABASE_URL : undefined,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  await events.listening;
  // flushing the events includes the partner emails they send (tests wait for both)
  const flushDispatch = events.flush.bind(events);
  events.flush = async () => {
    await flushDispatch();
    await partnerMail.idle();
  };
  const mailer = createMailer(config, logger);
  const app: App = {
    config,
    database,
    events,
    rateLimiter: createRateLimiter(events.redis, logger),
    apiKeys: new ApiKeyCache(config.API_KEY_CACHE_MS),
    mailer,
    logger,
    now,
    webhooks,
    keyring,
    hashIp: createIpHasher(config),
    webhookEvents,
  };
  mailApp = app;
  partnerMail.wake();
  // stop taking work, let what is under way finish (jobs in the reverse of their start), then close
  const close = async () => {
    for (const j of running.splice(0).reverse()) await j.stop();
    await events.close();
    await partnerMail.idle();
    mailer.close();
    await database.close();
  };
  try {
    for (const job of modules.flatMap((m) => m.jobs ?? [])) if (runs(opts, job.name)) running.push(await job.start(app));
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { ...app, close };
}
