// The two Redis connections (commands, and pub/sub subscriptions) when REDIS_URL is set. Redis
// must answer at start: a mistyped or unreachable REDIS_URL stops `serve` with one line. Later
// outages are survived: commands fail at once instead of queueing (a rate-limit check then
// lets the request through, rate-limit.ts), both connections reconnect by themselves (pub/sub
// subscriptions are renewed), and the outage is logged once when it starts and once when it ends,
// never a stack per reconnection attempt.
import type { Redis } from "ioredis";
import type { Logger } from "pino";

export interface RedisOptions {
  url: string;
  logger: Logger;
  /** at start, how long to wait for both connections */
  connectTimeoutMs: number;
  /** a command not answered within this fails (a Redis that hangs never holds a request long) */
  commandTimeoutMs: number;
}

export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

/** where Redis lives, without credentials */
export function redisAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 6379}`;
  } catch {
    return "the configured address";
  }
}

/** retry soon after a drop, then every few seconds at most */
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 5000);

export async function connectRedis(opts: RedisOptions): Promise<RedisConnections> {
  const { Redis } = await import("ioredis");
  const where = redisAddress(opts.url);
  const common = { lazyConnect: true, connectTimeout: opts.connectTimeoutMs, retryStrategy };
  // no offline queue: while disconnected a command fails at once rather than wait for a reconnection
  const commands = new Redis(opts.url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: opts.commandTimeoutMs });
  // subscriptions made while disconnected wait for the reconnection, which renews all of them
  const subscriber = new Redis(opts.url, { ...common, maxRetriesPerRequest: null, autoResubscribe: true });
  const clients = [commands, subscriber];

  let lastError: Error | undefined;
  let started = false;
  const down = new Set<Redis>();
  for (const client of clients) {
    // a listener on "error" also keeps ioredis from printing each failed attempt with its stack
    client.on("error", (err: Error) => {
      lastError = err;
      if (!started || down.has(client)) return;
      if (!down.size) opts.logger.error({ redis: where, error: err.message }, "Redis unavailable: rate limits are not enforced and live events are not relayed until it is back; reconnecting");
      down.add(client);
    });
    client.on("ready", () => {
      if (!down.delete(client) || down.size) return;
      opts.logger.info({ redis: where }, "Redis is back");
    });
  }

  const close = async () => {
    // QUIT would wait for a reconnection that may never come
    await Promise.all(clients.map(async (c) => (c.status === "ready" ? c.quit().catch(() => c.disconnect()) : c.disconnect())));
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all(clients.map((c) => c.connect())),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${opts.connectTimeoutMs} ms`)), opts.connectTimeoutMs);
      }),
    ]);
  } catch (err) {
    clients.forEach((c) => c.disconnect());
    const reason = lastError?.message ?? (err as Error).message;
    throw new RedisUnavailableError(`Cannot use Redis at ${where} (REDIS_URL): ${reason}.`);
  } finally {
    clearTimeout(timer);
  }
  started = true;
  return { commands, subscriber, close };
}

/** Redis did not answer at start: its message is the one line `serve` prints */
export class RedisUnavailableError extends Error {}
