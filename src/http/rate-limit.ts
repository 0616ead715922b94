// Requests per bucket per minute (a fixed window): one bucket per API key, and one per client
// address for requests without a valid key. In-process by default; with Redis the count is
// shared, so several instances enforce one limit together.
import type { Redis } from "ioredis";

export interface RateLimiter {
  /** counts one request against the bucket; when over `perMinute`, how many seconds until the window ends */
  hit(bucket: string, perMinute: number): Promise<{ allowed: boolean; retryAfter: number }>;
}

const WINDOW_MS = 60_000;
const ALLOWED = { allowed: true, retryAfter: 0 } as const;

export function createRateLimiter(redis?: Redis): RateLimiter {
  if (redis) {
    return {
      async hit(bucket, perMinute) {
        if (perMinute <= 0) return ALLOWED;
        const k = `rally:rate:${bucket}`;
        const count = await redis.incr(k);
        if (count === 1) await redis.pexpire(k, WINDOW_MS);
        if (count <= perMinute) return ALLOWED;
        const ttl = await redis.pttl(k);
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
