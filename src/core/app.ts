// What services, resolvers and module routes see of the application: small ports, each typed
// here by what its callers use, so nothing below the composition layer imports src/app.ts. The
// implementations (src/app.ts, events/bus.ts, the mailer, the webhook worker, ...) satisfy
// these structurally.
import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import type { Program } from "../generated/prisma/client.js";
import type { WebhookEvents } from "./events.js";
import type { Keyring } from "./keyring.js";

/** an event as the dispatcher publishes it to subscribers */
export interface PublishedEvent {
  id: string;
  programId: number;
  type: string;
  resourceType: string;
  resourceId: string;
  payload: unknown;
  /** what the event concerns beyond its resource (outbox.ts EventResource.detail), or null */
  detail: Record<string, unknown> | null;
  createdAt: string;
}

export interface EventsPort {
  /** this instance's name in outbox notifications */
  id: string;
  /** the live events, one topic a program (events/bus.ts programTopic) */
  pubsub: { subscribe(topic: `program:${number}`): AsyncIterable<PublishedEvent> };
  /** a program's new audit entry (accounts/audit), to every instance's subscribers */
  publishAudit(programId: number, id: string): void;
  /** the ids of a program's new audit entries, live */
  auditEntries(programId: number): AsyncIterable<{ id: string }>;
  /** how many live subscriptions of this instance listen on a topic (program:N, audit:N): an ended stream leaves none */
  listenerCount(topic: string): number;
  /** a transaction with events has committed: dispatch soon */
  wake(): void;
  /** an event this instance wrote (maybe not committed yet) */
  wrote(id: bigint): void;
  /** tells every other instance (through Redis, else PostgreSQL NOTIFY) that something on the channel changed */
  broadcast(channel: string, message: string): void;
  /** hears what other instances broadcast on the channel */
  onBroadcast(channel: string, handler: (message: string) => void): void;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailPort {
  send(msg: MailMessage): Promise<void>;
  /** several messages in order: for each, undefined when the transport took it, else why not (never throws) */
  sendAll(msgs: readonly MailMessage[]): Promise<(Error | undefined)[]>;
}

export interface RateLimitPort {
  /** counts one request against the bucket; when over `perMinute`, how many seconds until the window ends */
  hit(bucket: string, perMinute: number): Promise<{ allowed: boolean; retryAfter: number }>;
}

/** a valid API key: its program, and names for it */
export interface Authenticated {
  program: Program;
  apiKeyId: string;
  /**
   * names the key in shared counters (Redis rate limits): part of its stored hash, unique to the
   * key itself, where ids may repeat across databases (two deployments, or test runs, on one Redis)
   */
  counterId: string;
}

export interface ApiKeyCachePort {
  get(hash: string, now: number): Authenticated | undefined;
  set(hash: string, value: Authenticated, now: number): void;
  /** forgets the keys (revoked) or every key of the program (its settings changed) */
  forget(match: { apiKeyIds?: string[]; programId?: number }): void;
  shouldTouch(id: string, now: number): boolean;
}

export interface WebhookCounters {
  delivered: number;
  failed: number;
  retried: number;
  gaveUp: number;
  disabled: number;
}

export interface WebhookPort {
  /** deliveries were written or became due: look now */
  wake(): void;
  /** this process's delivery outcomes since it started (/metrics) */
  counters: WebhookCounters;
}

/** HMAC-SHA256 of a client address (in its canonical spelling), hex */
export type IpHasher = (ip: string) => string;

export interface App {
  config: Config;
  database: Database;
  mailer: MailPort;
  events: EventsPort;
  rateLimiter: RateLimitPort;
  apiKeys: ApiKeyCachePort;
  logger: Logger;
  now: () => Date;
  /** outgoing webhook delivery (fed by the event dispatcher) */
  webhooks: WebhookPort;
  /** seals webhook signing secrets at rest; read from the database on first use (after migrations) */
  keyring: () => Promise<Keyring>;
  /** the keyed hash of visitors' and partners' addresses (clicks, self-referral, order attribution) */
  hashIp: IpHasher;
  /** the webhook events programs may subscribe to, as the modules declare them (core/events.ts) */
  webhookEvents: WebhookEvents;
}
