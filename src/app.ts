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
import { startRewardSweep } from "./modules/rewards/reward-sweep.js";
import { createWebhookWorker, type WebhookWorker } from "./modules/webhooks/delivery-worker.js";
import { fanOut } from "./modules/webhooks/fan-out.js";
import { loadKeyring, type Keyring } from "./core/keyring.js";
import { sealStoredSecrets } from "./modules/webhooks/secret-storage.js";
import { createIpHasher } from "./modules/tracking/ip-hash.js";
import { webhookEvents } from "./modules/index.js";

/**
 * The application as the composition layer holds it: the ports of core/app.ts, which services
 * and modules see, with the implementations' full types (shutdown, flushing, counters, Redis).
 */
export interface App extends CoreApp {
  mailer: Mailer;
  events: EventBus;
  rateLimiter: RateLimiter;
  apiKeys: ApiKeyCache;
  webhooks: WebhookWorker;
}

export interface AppOptions {
  logger?: Logger;
  database?: Partial<DatabaseOptions>;
  migrate?: boolean;
  now?: () => Date;
  /** PostgreSQL: LISTEN for outbox writes of other processes (default true; one-shot commands need not) */
  listen?: boolean;
  /** approve rewards whose hold has passed every REWARD_SWEEP_MS (default true; one-shot commands need not) */
  sweepRewards?: boolean;
  /** send webhooks from this process (default true; one-shot commands need not: a server sends what they wrote) */
  deliverWebhooks?: boolean;
}

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({ level: config.LOG_LEVEL, base: undefined });
}

export async function createApp(config: Config, opts: AppOptions = {}): Promise<App & { close(): Promise<void> }> {
  const logger = opts.logger ?? createLogger(config);
  const now = opts.now ?? (() => new Date());
  const deliver = opts.deliverWebhooks ?? true;
  // eslint-disable-next-line prefer-const
  let webhooks: WebhookWorker | undefined;
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
  // the instances that deliver seal rows from before secrets were sealed, or sealed under a key no longer the primary one
  if (deliver) await sealStoredSecrets(database.prisma, await keyring(), logger);
  const events = await createEventBus({
    database,
    logger,
    redisUrl: config.REDIS_URL,
    redisConnectTimeoutMs: config.REDIS_CONNECT_TIMEOUT_MS,
    redisCommandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    sweepMs: config.OUTBOX_SWEEP_MS,
    onDispatch: (tx, ids) => fanOut(tx, ids, now()),
    afterDispatch: () => webhooks?.wake(),
    listenUrl: database.kind === "postgres" && (opts.listen ?? true) ? config.DATABASE_URL : undefined,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  await events.listening;
  webhooks = deliver
    ? createWebhookWorker({
        database,
        config,
        logger,
        now,
        keyring,
        wroteEvent: (id) => {
          events.wrote(id);
          events.wake();
        },
      })
    : { wake() {}, flush: async () => {}, close: async () => {}, counters: { delivered: 0, failed: 0, retried: 0, gaveUp: 0, disabled: 0 } };
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
  const rewardSweep = opts.sweepRewards === false ? undefined : startRewardSweep(app, config.REWARD_SWEEP_MS);
  return {
    ...app,
    async close() {
      await rewardSweep?.stop();
      await events.close();
      await webhooks!.close();
      mailer.close();
      await database.close();
    },
  };
}
