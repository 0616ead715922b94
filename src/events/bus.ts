// Pub/sub (in-process, or Redis when REDIS_URL is set so every instance hears every change)
// and the dispatcher that moves committed outbox events onto it. Claiming rows with
// FOR UPDATE SKIP LOCKED lets several instances dispatch without publishing an event twice.
import { createPubSub, type PubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Database } from "../db/client.js";

export interface PublishedEvent {
  id: string;
  programId: number;
  type: string;
  resourceType: string;
  resourceId: string;
  payload: unknown;
  createdAt: string;
}

type Topics = { [topic: `program:${number}`]: [PublishedEvent] };

export interface EventBus {
  pubsub: PubSub<Topics>;
  /** the Redis connection for commands (publishing, shared counters) when REDIS_URL is set */
  redis?: Redis;
  /** a transaction with events has committed: dispatch soon */
  wake(): void;
  /** dispatches what is pending now; resolves when done (tests, shutdown) */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function programTopic(programId: number) {
  return `program:${programId}` as const;
}

export function createEventBus(opts: { database: Database; logger: Logger; redisUrl?: string; pollMs?: number }): EventBus {
  const { database, logger } = opts;
  let redis: Redis[] = [];
  let pubsub: PubSub<Topics>;
  if (opts.redisUrl) {
    redis = [new Redis(opts.redisUrl), new Redis(opts.redisUrl)];
    pubsub = createPubSub<Topics>({
      eventTarget: createRedisEventTarget({ publishClient: redis[0]!, subscribeClient: redis[1]! }),
    });
  } else {
    pubsub = createPubSub<Topics>();
  }

  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function dispatchBatch(): Promise<number> {
    return database.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRawUnsafe<
        { id: bigint; programId: number; type: string; resourceType: string; resourceId: string; payload: unknown; createdAt: Date }[]
      >(
        `SELECT id, "programId", type, "resourceType", "resourceId", payload, "createdAt"
           FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length === 0) return 0;
      await tx.outboxEvent.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { dispatchedAt: new Date() } });
      for (const r of rows) {
        pubsub.publish(programTopic(r.programId), {
          id: String(r.id),
          programId: r.programId,
          type: r.type,
          resourceType: r.resourceType,
          resourceId: r.resourceId,
          payload: r.payload,
          createdAt: r.createdAt.toISOString(),
        });
      }
      return rows.length;
    });
  }

  async function drain() {
    do {
      again = false;
      try {
        while ((await dispatchBatch()) === 100);
      } catch (err) {
        if (!closed) logger.error({ err }, "event dispatch failed; will retry");
      }
    } while (again && !closed);
  }

  function wake() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => (running = null));
  }

  // events committed by another instance, or left behind by a crash, are picked up by polling
  const timer = setInterval(wake, opts.pollMs ?? 1000);
  timer.unref();

  return {
    pubsub,
    redis: redis[0],
    wake,
    async flush() {
      wake();
      while (running) await running;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      if (running) await running;
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
}
