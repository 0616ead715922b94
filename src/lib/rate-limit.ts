// Requests per API key per minute (a fixed window). In-process by default; with Redis the
// count is shared, so several instances enforce one limit together.
import type { Redis } from "ioredis";

export interface RateLimiter {
  /** counts one request; when over the limit, how many seconds until the window ends */
  hit(key: string): Promise<{ allowed: boolean; retryAfter: number }>;
}

const WINDOW_MS = 60_000;

export function createRateLimiter(perMinute: number, redis?: Redis): RateLimiter {
  if (perMinute <= 0) return { hit: async () => ({ allowed: true, retryAfter: 0 }) };
  if (redis) {
    return {
      async hit(key) {
        const k = `rally:rate:${key}`;
        const count = await redis.incr(k);
        if (count === 1) await redis.pexpire(k, WINDOW_MS);
        if (count <= perMinute) return { allowed: true, retryAfter: 0 };
        const ttl = await redis.pttl(k);
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((ttl > 0 ? ttl : WINDOW_MS) / 1000)) };
      },
    };
  }
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || now - w.start >= WINDOW_MS) {
        if (windows.size > 100_000) windows.clear(); // bounded memory; at worst a window restarts
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      if (w.count <= perMinute) return { allowed: true, retryAfter: 0 };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000)) };
    },
  };
}
