// Requests per bucket per minute (a fixed window): one bucket per API key, and one per client
// address for requests without a valid key. In-process by default; with Redis the count is
// shared, so several instances enforce one limit together. When Redis does not answer (within
// REDIS_COMMAND_TIMEOUT_MS), requests go through unlimited: an outage of the counters must not
// become an outage of the API. That is logged once an outage, when it starts.
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { RateLimitPort } from "../core/app.js";

export type RateLimiter = RateLimitPort;

const WINDOW_MS = 60_000;
const ALLOWED = { allowed: true, retryAfter: 0 } as const;

/** one round trip, atomic: a window that was counted always expires */
const COUNT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export function createRateLimiter(redis?: Redis, logger?: Logger): RateLimiter {
  if (redis) {
    let failing = false;
    return {
      async hit(bucket, perMinute) {
        if (perMinute <= 0) return ALLOWED;
        let count: number, ttl: number;
        try {
          [count, ttl] = (await redis.eval(COUNT_SCRIPT, 1, `rally:rate:${bucket}`, WINDOW_MS)) as [number, number];
        } catch (err) {
          if (!failing) logger?.warn({ error: (err as Error).message }, "rate limits not enforced: Redis did not answer");
          failing = true;
          return ALLOWED;
        }
        failing = false;
        if (count <= perMinute) return ALLOWED;
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((ttl > 0 ? ttl : WINDOW_MS) / 1000)) };
      },
    };
  }
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(bucket, perMinute) {
      if (perMinute <= 0) return ALLOWED;
      const now = Date.now();
      let w = windows.get(bucket);
      if (!w || now - w.start >= WINDOW_MS) {
        if (windows.size > 100_000) windows.clear(); // bounded memory; at worst a window restarts
        w = { start: now, count: 0 };
        windows.set(bucket, w);
      }
      w.count++;
      if (w.count <= perMinute) return ALLOWED;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000)) };
    },
  };
}
