// Pub/sub (in-process, or Redis when REDIS_URL is set so every instance hears every change)
// and the dispatcher that moves committed outbox events onto it. Claiming rows with
// FOR UPDATE SKIP LOCKED lets several instances dispatch without publishing an event twice.
//
// The dispatcher does not poll. A write in this process wakes it after its commit
// (inTransaction); on PostgreSQL, a write anywhere else (another instance, the CLI) sends
// NOTIFY rally_outbox with its insert (outbox.ts), delivered on commit to the one connection
// each instance keeps LISTENing. A slow sweep (OUTBOX_SWEEP_MS) catches whatever was missed:
// a notification lost while the listener reconnected, rows left behind by a crash.
import { coalescedRunner } from "../core/coalesced-runner.js";
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { createPubSub, type PubSub } from "graphql-yoga";
import type { Redis } from "ioredis";
import { setMaxListeners } from "node:events";
import type { Logger } from "pino";
import type { Database } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import { Prisma } from "../generated/prisma/client.js";
import type { RedisConnections } from "./redis.js";
import type { PublishedEvent } from "../core/app.js";

export type { PublishedEvent };

/** an outbox row as it is read back */
export type OutboxRow = { id: bigint; programId: number; type: string; resourceType: string; resourceId: string; payload: unknown; detail: Record<string, unknown> | null; createdAt: Date };

/** an outbox row as subscribers get it, live or replayed */
export const publishedEvent = (r: OutboxRow): PublishedEvent => ({
  id: String(r.id),
  programId: r.programId,
  type: r.type,
  resourceType: r.resourceType,
  resourceId: r.resourceId,
  payload: r.payload,
  detail: r.detail,
  createdAt: r.createdAt.toISOString(),
});

type Topics = { [topic: `program:${number}`]: [PublishedEvent] };
/** the ids of a program's new audit entries (accounts/audit), on the same pubsub (and Redis) */
type AuditTopics = { [topic: `audit:${number}`]: [{ id: string }] };

export interface EventBus {
  /** this instance's name in outbox notifications: it ignores its own, its writes wake it directly */
  id: string;
  pubsub: PubSub<Topics>;
  /** the Redis connection for commands (publishing, shared counters) when REDIS_URL is set */
  redis?: Redis;
  /** a program's new audit entry, to every instance's auditEntryRecorded subscribers */
  publishAudit(programId: number, id: string): void;
  /** the ids of a program's new audit entries, live */
  auditEntries(programId: number): AsyncIterable<{ id: string }>;
  /** how many live subscriptions of this instance listen on a topic (program:N, audit:N): an ended stream leaves none */
  listenerCount(topic: string): number;
  /** a transaction with events has committed: dispatch soon */
  wake(): void;
  /** an event this instance wrote (maybe not committed yet): its own wakes claim it at once */
  wrote(id: bigint): void;
  /** dispatches what is pending now; resolves when done (tests, shutdown) */
  flush(): Promise<void>;
  /** tells every other instance (Redis, else PostgreSQL NOTIFY; nobody on the embedded database) */
  broadcast(channel: string, message: string): void;
  /** what another instance broadcast on the channel */
  onBroadcast(channel: string, handler: (message: string) => void): void;
  /** resolves once the PostgreSQL listener has connected (or given up its first attempt); at once without one */
  listening: Promise<void>;
  close(): Promise<void>;
}

/** the channel outbox writers notify (outbox.ts) */
export const OUTBOX_CHANNEL = "rally_outbox";
/** the channel of broadcasts between instances (a cache's entry changed elsewhere), on PostgreSQL and Redis alike */
export const BROADCAST_CHANNEL = "rally_broadcast";

/**
 * Without Redis an instance publishes only to its own subscribers, so the instance that wrote an
 * event must be the one that claims it: an instance claims its own events at once and others'
 * only once they are older than this (left by writers without a dispatcher, such as the CLI, or
 * that died). With Redis any instance may claim any event.
 */
const FOREIGN_GRACE_MS = 1000;

export function programTopic(programId: number) {
  return `program:${programId}` as const;
}

export interface EventBusOptions {
  database: Database;
  logger: Logger;
  redisUrl?: string;
  /** at start, how long Redis may take to answer (serve stops after it) */
  redisConnectTimeoutMs?: number;
  /** a Redis command not answered within it fails */
  redisCommandTimeoutMs?: number;
  /** PostgreSQL: LISTEN on this server for outbox writes made elsewhere */
  listenUrl?: string;
  /** how long the listener waits for its connection */
  connectTimeoutMs?: number;
  /** the safety sweep's interval */
  sweepMs?: number;
  /**
   * what dispatching writes beside marking the events: a data-modifying statement over the
   * claimed events (the CTE "claimed", its rows as OutboxRow), run inside the claiming statement,
   * so an event is never dispatched without what it writes (webhook fan-out: its deliveries);
   * the count of the rows it returns is passed to afterDispatch
   */
  dispatchWrites?: (now: Date) => Prisma.Sql;
  /** after a claim has committed: the events it claimed, and what dispatchWrites wrote */
  afterDispatch?: (claimed: OutboxRow[], written: number) => void;
}

/** the target with its listeners counted per topic (what listenerCount answers) */
function counted(target: EventTarget, counts: Map<string, number>): EventTarget {
  return {
    addEventListener(type, listener, options) {
      counts.set(type, (counts.get(type) ?? 0) + 1);
      target.addEventListener(type, listener, options);
    },
    removeEventListener(type, listener, options) {
      const left = (counts.get(type) ?? 1) - 1;
      if (left > 0) counts.set(type, left);
      else counts.delete(type);
      target.removeEventListener(type, listener, options);
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
  };
}

export async function createEventBus(opts: EventBusOptions): Promise<EventBus> {
  const { database, logger } = opts;
  let redis: RedisConnections | undefined;
  let pubsub: PubSub<Topics>;
  const listeners = new Map<string, number>();
  if (opts.redisUrl) {
    // loaded only when used: a single instance never pays for the Redis client at start
    const [{ connectRedis }, { createRedisEventTarget }] = await Promise.all([import("./redis.js"), import("@graphql-yoga/redis-event-target")]);
    redis = await connectRedis({ url: opts.redisUrl, logger, connectTimeoutMs: opts.redisConnectTimeoutMs ?? 5000, commandTimeoutMs: opts.redisCommandTimeoutMs ?? 1000 });
    const { commands, subscriber } = redis;
    // the event target ignores the promises of its commands: a failure while Redis is away
    // (the outage is logged once by redis.ts) must not become an unhandled rejection
    const ignore = () => undefined;
    const publishClient = { publish: (channel: string, message: string) => commands.publish(channel, message).catch(ignore) };
    const subscribeClient = {
      on: (event: string, listener: Parameters<Redis["on"]>[1]) => subscriber.on(event, listener),
      subscribe: (topic: string) => subscriber.subscribe(topic).catch(ignore),
      unsubscribe: (topic: string) => subscriber.unsubscribe(topic).catch(ignore),
    };
    pubsub = createPubSub<Topics>({
      // @graphql-yoga/redis-event-target types both clients as a whole ioredis Redis | Cluster,
      // yet calls only publish on the one and on("message"), subscribe, unsubscribe on the
      // other: its types are wider than what it uses, so these adapters are narrowed to Redis
      eventTarget: counted(createRedisEventTarget({ publishClient: publishClient as Redis, subscribeClient: subscribeClient as Redis }), listeners),
    });
  } else {
    // every live subscriber of a program listens on its topic: a thousand dashboards are normal
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    pubsub = createPubSub<Topics>({ eventTarget: counted(eventTarget, listeners) });
  }

  const shared = Boolean(opts.redisUrl);
  const graceMs = shared ? 0 : FOREIGN_GRACE_MS;

  // ids of events this instance wrote and has not claimed, with when (a rolled-back write's id
  // never appears; it is forgotten after a minute)
  const ownEvents = new Map<bigint, number>();

  /**
   * Claims and publishes up to 100 events: with a cutoff, only this instance's own events and
   * those written before the cutoff; without one, every pending event. One statement picks the
   * rows (FOR UPDATE SKIP LOCKED: each event to one instance), marks them dispatched and writes
   * what dispatching writes, so a batch is one round trip and commits whole or not at all.
   */
  async function dispatchBatch(cutoff?: Date): Promise<number> {
    const own = [...ownEvents.keys()];
    const now = new Date();
    const writes = opts.dispatchWrites?.(now) ?? Prisma.sql`SELECT 1 WHERE false`;
    const rows = await queryRows<OutboxRow & { written: number }>(database.prisma, Prisma.sql`
      WITH picked AS (
        SELECT id FROM "OutboxEvent"
         WHERE "dispatchedAt" IS NULL ${cutoff ? Prisma.sql`AND (id = ANY(${own.map(String)}::bigint[]) OR "createdAt" < ${cutoff.toISOString()}::timestamp(3))` : Prisma.empty}
         ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED
      ), claimed AS (
        UPDATE "OutboxEvent" o SET "dispatchedAt" = ${now.toISOString()}::timestamp(3) FROM picked WHERE o.id = picked.id
        RETURNING o.id, o."programId", o.type, o."resourceType", o."resourceId", o.payload, o.detail, o."createdAt"
      ), written AS (${writes})
      SELECT c.*, (SELECT count(*)::int FROM written) AS written FROM claimed c ORDER BY c.id`);
    for (const r of rows) ownEvents.delete(r.id);
    if (rows.length === 0) return 0;
    const claimed: OutboxRow[] = rows.map(({ written: _w, ...row }) => row);
    // published once the claim committed: a subscriber that saw an event and then resumes from
    // the outbox (events(after:)) finds it there, and a claim that rolls back publishes nothing
    for (const r of claimed) pubsub.publish(programTopic(r.programId), publishedEvent(r));
    opts.afterDispatch?.(claimed, rows[0]!.written);
    return rows.length;
  }

  // one dispatch pass at a time; a wake during one runs it again
  const runner = coalescedRunner(async () => {
    const now = Date.now();
    for (const [id, at] of ownEvents) if (now - at > 60_000) ownEvents.delete(id);
    const cutoff = graceMs ? new Date(now - graceMs) : undefined;
    try {
      while ((await dispatchBatch(cutoff)) === 100);
    } catch (err) {
      if (!runner.closed) logger.error({ err }, "event dispatch failed; will retry");
    }
  });
  /** a full pass: this instance's events and everything else pending (sweep, notification, flush) */
  const wake = runner.wake;

  // the safety sweep: anything no wake reached (a notification lost while reconnecting, a crash)
  const timer = setInterval(wake, opts.sweepMs ?? 30_000);
  timer.unref();

  const id = randomUUID();
  // another writer's commit: claim once its events are past the grace (its own instance claims
  // them first), and a burst of commits costs one dispatch
  let remoteWake: NodeJS.Timeout | undefined;
  function wakeLater() {
    if (remoteWake) return;
    remoteWake = setTimeout(() => {
      remoteWake = undefined;
      wake();
    }, graceMs + 20);
    remoteWake.unref();
  }
  // broadcasts: {from, channel, message}; an instance ignores its own
  const handlers = new Map<string, Set<(message: string) => void>>();
  function received(raw: string) {
    let parsed: { from?: unknown; channel?: unknown; message?: unknown };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (parsed.from === id || typeof parsed.channel !== "string" || typeof parsed.message !== "string") return;
    for (const handler of handlers.get(parsed.channel) ?? []) handler(parsed.message);
  }
  if (redis) {
    redis.subscriber.on("message", (channel: string, message: string) => channel === BROADCAST_CHANNEL && received(message));
    await redis.subscriber.subscribe(BROADCAST_CHANNEL);
  }
  function broadcast(channel: string, message: string) {
    const raw = JSON.stringify({ from: id, channel, message });
    // a lost broadcast costs only staleness within the cache's own lifetime: logged, never thrown
    const lost = (err: unknown) => logger.warn({ err, channel }, "broadcast to other instances failed");
    if (redis) redis.commands.publish(BROADCAST_CHANNEL, raw).catch(lost);
    else if (opts.listenUrl) database.prisma.$executeRaw`SELECT pg_notify(${BROADCAST_CHANNEL}, ${raw})`.catch(lost);
  }

  const onNotification = (channel: string, from: string) => (channel === BROADCAST_CHANNEL ? received(from) : from !== id && wakeLater());
  // on connecting: what was committed while not listening; after a reconnect, also what is
  // still within the grace now, later
  const onConnect = (reconnected: boolean) => {
    wake();
    if (reconnected) wakeLater();
  };
  const listener = opts.listenUrl ? createListener(opts.listenUrl, opts.connectTimeoutMs ?? 0, logger, onNotification, onConnect) : undefined;
  // what an earlier run left pending (a crash between commit and dispatch) goes out now, not at the first sweep
  if (!listener) wake();

  return {
    id,
    pubsub,
    redis: redis?.commands,
    // the pubsub's topics are plain strings at run time: one more family beside program:N
    publishAudit: (programId, entryId) => (pubsub as unknown as PubSub<AuditTopics>).publish(`audit:${programId}`, { id: entryId }),
    auditEntries: (programId) => (pubsub as unknown as PubSub<AuditTopics>).subscribe(`audit:${programId}`),
    listenerCount: (topic) => listeners.get(topic) ?? 0,
    // a commit of this instance: a pass only while it has events it wrote and has not claimed (a
    // transaction that wrote none, most of them, costs no claiming statement); what others
    // wrote comes by notification and the sweep
    wake: () => {
      if (ownEvents.size) wake();
    },
    wrote: (eventId) => void ownEvents.set(eventId, Date.now()),
    broadcast,
    onBroadcast(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
    },
    listening: listener?.ready ?? Promise.resolve(),
    async flush() {
      wake();
      await runner.idle();
    },
    async close() {
      const closing = runner.close();
      clearInterval(timer);
      clearTimeout(remoteWake);
      await listener?.close();
      await closing;
      await redis?.close();
    },
  };
}

/**
 * One dedicated connection LISTENing on the outbox channel (every notification wakes the
 * dispatcher) and the broadcast channel. When the connection drops it reconnects with backoff (0.1 s doubling to 30 s)
 * and wakes once on reconnecting, to catch up on what was committed meanwhile.
 */
function createListener(connectionString: string, connectionTimeoutMillis: number, logger: Logger, notified: (channel: string, payload: string) => void, wake: (reconnected: boolean) => void) {
  let connectedBefore = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;
  let closed = false;
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));

  async function connect() {
    retry = undefined;
    if (closed) return;
    // pg is imported only by a server on PostgreSQL (the embedded one has nothing to listen to)
    const { default: driver } = await import("pg");
    const c = new driver.Client({ connectionString, keepAlive: true, connectionTimeoutMillis });
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
    c.on("notification", (n) => notified(n.channel, n.payload ?? ""));
    try {
      await c.connect();
      await c.query(`LISTEN ${BROADCAST_CHANNEL}`);
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
    wake(connectedBefore);
    connectedBefore = true;
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
