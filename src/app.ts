// Builds the application's collaborators from configuration: database (migrated), mailer,
// event bus, rate limiter, logger. The HTTP server and the CLI share it.
import pino, { type Logger } from "pino";
import type { Config } from "./config.js";
import { openDatabase, type Database, type DatabaseOptions } from "./db/client.js";
import { applyMigrations } from "./db/migrations.js";
import { createEventBus, type EventBus } from "./events/bus.js";
import { createMailer, type Mailer } from "./modules/emails/mailer.js";
import { createRateLimiter, type RateLimiter } from "./http/rate-limit.js";
import { ApiKeyCache } from "./modules/auth/api-keys.service.js";
import { startRewardSweep } from "./modules/rewards/reward-sweep.js";

export interface App {
  config: Config;
  database: Database;
  mailer: Mailer;
  events: EventBus;
  rateLimiter: RateLimiter;
  apiKeys: ApiKeyCache;
  logger: Logger;
  now: () => Date;
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
}

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({ level: config.LOG_LEVEL, base: undefined });
}

export async function createApp(config: Config, opts: AppOptions = {}): Promise<App & { close(): Promise<void> }> {
  const logger = opts.logger ?? createLogger(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, ...opts.database });
  if (opts.migrate ?? config.MIGRATE_ON_START) {
    const applied = await applyMigrations(database);
    if (applied.length) logger.info({ applied }, "migrations applied");
  }
  const events = await createEventBus({
    database,
    logger,
    redisUrl: config.REDIS_URL,
    sweepMs: config.OUTBOX_SWEEP_MS,
    listenUrl: database.kind === "postgres" && (opts.listen ?? true) ? config.DATABASE_URL : undefined,
  });
  await events.listening;
  const mailer = createMailer(config, logger);
  const app: App = {
    config,
    database,
    events,
    rateLimiter: createRateLimiter(events.redis),
    apiKeys: new ApiKeyCache(config.API_KEY_CACHE_MS),
    mailer,
    logger,
    now: opts.now ?? (() => new Date()),
  };
  const rewardSweep = opts.sweepRewards === false ? undefined : startRewardSweep(app, config.REWARD_SWEEP_MS);
  return {
    ...app,
    async close() {
      await rewardSweep?.stop();
      await events.close();
      mailer.close();
      await database.close();
    },
  };
}
