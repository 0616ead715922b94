// Builds the application's collaborators from configuration: database (migrated), mailer,
// event bus, logger. Servers and the CLI share it.
import pino, { type Logger } from "pino";
import type { Config } from "./config.js";
import type { App } from "./context.js";
import { openDatabase, type DatabaseOptions } from "./db/client.js";
import { applyMigrations } from "./db/migrations.js";
import { createEventBus } from "./events/bus.js";
import { createMailer } from "./lib/mailer.js";
import { createRateLimiter } from "./lib/rate-limit.js";

export interface AppOptions {
  logger?: Logger;
  database?: Partial<DatabaseOptions>;
  migrate?: boolean;
  now?: () => Date;
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
  const events = createEventBus({ database, logger, redisUrl: config.REDIS_URL });
  const mailer = createMailer(config, logger);
  return {
    config,
    database,
    events,
    rateLimiter: createRateLimiter(config.RATE_LIMIT_PER_MINUTE, events.redis),
    mailer,
    logger,
    now: opts.now ?? (() => new Date()),
    async close() {
      await events.close();
      mailer.close();
      await database.close();
    },
  };
}
