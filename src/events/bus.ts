// Pub/sub (in-process, or Redis when REDIS_URL is set so every instance hears every change)
// and the dispatcher that moves committed outbox events onto it. Claiming rows with
// FOR UPDATE SKIP LOCKED lets several instances dispatch without publishing an event twice.
//
// The dispatcher does not poll. A write in this process wakes it after its commit
// (inTransaction); on PostgreSQL, a write anywhere else (another instance, the CLI) sends
// NOTIFY rally_outbox with its insert (outbox.ts), delivered on commit to the one connection
// each instance keeps LISTENing. A slow sweep (OUTBOX_SWEEP_MS) catches whatever was missed:
// a notification lost while the listener reconnected, rows left behind by a crash.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { createPubSub, type PubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";
import { setMaxListeners } from "node:events";
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
  /** this instance's name in outbox notifications: it ignores its own, its writes wake it directly */
  id: string;
  pubsub: PubSub<Topics>;
  /** the Redis connection for commands (publishing, shared counters) when REDIS_URL is set */
  redis?: Redis;
  /** a transaction with events has committed: dispatch soon */
  wake(): void;
  /** dispatches what is pending now; resolves when done (tests, shutdown) */
  flush(): Promise<void>;
  /** resolves once the PostgreSQL listener has connected (or given up its first attempt); at once without one */
  listening: Promise<void>;
  close(): Promise<void>;
}

/** the channel outbox writers notify (outbox.ts) */
export const OUTBOX_CHANNEL = "rally_outbox";

/**
 * How long a notification from another writer waits before this instance claims events. With
 * Redis every instance's subscribers hear what any instance dispatches, so only bursts matter.
 * Without it, an instance publishes only to its own subscribers: the writer's instance, woken
 * in process, must claim its events first, and another instance steps in only for writers
 * without a dispatcher (the CLI) or that died.
 */
const remoteWakeDelayMs = (shared: boolean) => (shared ? 20 : 750);

export function programTopic(programId: number) {
  return `program:${programId}` as const;
}

export interface EventBusOptions {
  database: Database;
  logger: Logger;
  redisUrl?: string;
  /** PostgreSQL: LISTEN on this server for outbox writes made elsewhere */
  listenUrl?: string;
  /** the safety sweep's interval */
  sweepMs?: number;
}

export function createEventBus(opts: EventBusOptions): EventBus {
  const { database, logger } = opts;
  let redis: Redis[] = [];
  let pubsub: PubSub<Topics>;
  if (opts.redisUrl) {
    redis = [new Redis(opts.redisUrl), new Redis(opts.redisUrl)];
    pubsub = createPubSub<Topics>({
      eventTarget: createRedisEventTarget({ publishClient: redis[0]!, subscribeClient: redis[1]! }),
    });
  } else {
    // every live subscriber of a program listens on its topic: a thousand dashboards are normal
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    pubsub = createPubSub<Topics>({ eventTarget: eventTarget as never });
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

  // the safety sweep: anything no wake reached (a notification lost while reconnecting, a crash)
  const timer = setInterval(wake, opts.sweepMs ?? 30_000);
  timer.unref();

  const id = randomUUID();
  // another writer's commit: wait (remoteWakeDelayMs), so that its own instance claims its
  // events first and a burst of commits costs one dispatch
  let remoteWake: NodeJS.Timeout | undefined;
  function onNotification(from: string) {
    if (from === id || remoteWake) return;
    remoteWake = setTimeout(() => {
      remoteWake = undefined;
      wake();
    }, remoteWakeDelayMs(Boolean(opts.redisUrl)));
    remoteWake.unref();
  }
  const listener = opts.listenUrl ? createListener(opts.listenUrl, logger, onNotification, wake) : undefined;

  return {
    id,
    pubsub,
    redis: redis[0],
    wake,
    listening: listener?.ready ?? Promise.resolve(),
    async flush() {
      wake();
      while (running) await running;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      clearTimeout(remoteWake);
      await listener?.close();
      if (running) await running;
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
}

/**
 * One dedicated connection LISTENing on the outbox channel; every notification wakes the
 * dispatcher. When the connection drops it reconnects with backoff (0.1 s doubling to 30 s)
 * and wakes once on reconnecting, to catch up on what was committed meanwhile.
 */
function createListener(connectionString: string, logger: Logger, notified: (payload: string) => void, wake: () => void) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;
  let closed = false;
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));

  async function connect() {
    retry = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString, keepAlive: true });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      c.removeAllListeners("notification");
      c.end().catch(() => undefined);
      if (closed) return;
      logger.warn({ err, retryMs: delay }, "outbox listener disconnected; reconnecting");
      schedule();
    };
    c.on("error", onLost);
    c.on("end", () => onLost());
    c.on("notification", (n) => notified(n.payload ?? ""));
    try {
      await c.connect();
      await c.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (err) {
      ready();
      onLost(err as Error);
      return;
    }
    ready();
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    delay = 100;
    // whatever was committed while not listening (before start, or while reconnecting)
    wake();
  }

  function schedule() {
    if (closed || retry) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, 30_000);
  }

  void connect();
  return {
    ready: readyPromise,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners("notification");
        await c.end().catch(() => undefined);
      }
    },
  };
}
