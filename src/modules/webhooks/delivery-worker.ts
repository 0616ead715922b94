// The delivery worker: claims due deliveries (fairly across programs, claim.ts) and sends them.
// The rows are the truth: a claim moves the delivery's nextAttemptAt past the attempt's longest
// possible duration (a lease) with FOR UPDATE SKIP LOCKED, so no other instance takes it
// meanwhile; the outcome is written after the attempt (successes in batches, successes.ts; the
// claim answers the event and the webhook with the rows, so an attempt reads nothing itself). A process that dies mid-attempt leaves
// the lease to lapse, and the delivery is attempted again. Attempts run as a pool: a slot that
// frees is filled at once, so one slow endpoint holds only its own slot, never a whole batch.
// Every time is the app's clock, so tests move time themselves.
import type { Logger } from "pino";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { send, type SendOutcome } from "./sender.js";
import { signedHeaders } from "./signing.js";
import { signingSecrets } from "./secret-storage.js";
import type { Keyring } from "../../core/keyring.js";
import { deliveryBody, eventIdOf } from "./payload.js";
import { addMs } from "./time.js";
import { coalescedRunner } from "../../core/coalesced-runner.js";
import { insertEvents } from "../../events/outbox.js";
import { webhookView } from "./webhook.view.js";
import { claimDue, type Claimed } from "./claim.js";
import { createSuccessWriter } from "./successes.js";
import type { WebhookCounters, WebhookPort } from "../../core/app.js";

export type { WebhookCounters };

export interface WebhookWorker extends WebhookPort {
  /** sends what is due now, and what that makes due at once; resolves when done (tests, shutdown) */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface WorkerOptions {
  database: Database;
  config: Config;
  logger: Logger;
  now: () => Date;
  keyring: () => Promise<Keyring>;
  /** where it counts its outcomes (the app's webhook port, shown on /metrics); default: its own */
  counters?: WebhookCounters;
  /** an event was written (webhook.disabled): the dispatcher claims it at once */
  wroteEvent?: (id: bigint) => void;
}

/** the delay before the retry after the n-th failed attempt (1-based), or undefined when no retry is left */
export function retryDelayMs(config: Pick<Config, "WEBHOOK_RETRY_SCHEDULE" | "WEBHOOK_RETRY_JITTER">, failedAttempts: number, random = Math.random): number | undefined {
  const seconds = config.WEBHOOK_RETRY_SCHEDULE[failedAttempts - 1];
  if (seconds === undefined) return undefined;
  return Math.round(seconds * 1000 * (1 + config.WEBHOOK_RETRY_JITTER * random()));
}

export function createWebhookWorker(opts: WorkerOptions): WebhookWorker {
  const { database, config, logger, now } = opts;
  const prisma = database.prisma;
  const counters: WebhookCounters = opts.counters ?? { delivered: 0, failed: 0, retried: 0, gaveUp: 0, disabled: 0 };
  // an attempt, redirects included, lasts at most the timeout; the lease outlasts it (and the
  // outcome's write) with a margin for clocks that differ between instances
  const leaseMs = config.WEBHOOK_TIMEOUT_MS * 2 + 5_000;

  // this process's attempts in flight, in all and per program
  const active = new Set<Promise<void>>();
  // successes sent whose batch has not committed yet (they hold no slot)
  const recording = new Set<Promise<void>>();
  const busy = new Map<number, number>();
  const perProgram = Math.min(config.WEBHOOK_CONCURRENCY_PER_PROGRAM, config.WEBHOOK_CONCURRENCY);
  const successes = createSuccessWriter(prisma, now);

  // beyond its share, a program may take slots no other program's due delivery wants, up to all
  // but one share: the next program with something due still finds a share free at once
  const spareCap = config.WEBHOOK_CONCURRENCY - perProgram;

  function claim(limit: number, cap = perProgram): Promise<Claimed[]> {
    const at = now();
    return claimDue(prisma, { at, leaseUntil: addMs(at, leaseMs), limit, perProgram: cap, busy });
  }

  async function attempt(c: Claimed): Promise<void> {
    const { event, subscription: sub } = c;
    const attemptedAt = now();
    const body = deliveryBody(event, sub);
    const secrets = signingSecrets(await opts.keyring(), sub, attemptedAt);
    // never sent unsigned: a secret no known key opens fails the attempt, and says why
    const outcome = secrets
      ? await send(sub.url, signedHeaders(secrets, eventIdOf(event.id), Math.floor(attemptedAt.getTime() / 1000), body), body, {
          timeoutMs: config.WEBHOOK_TIMEOUT_MS,
          allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
        })
      : { statusCode: null, error: "the signing secret does not open with the encryption key (INTEGRATIONS_ENCRYPTION_KEY changed?): rotate the secret", durationMs: 0, responseBody: null };
    await record(c, sub.uid, attemptedAt, outcome);
  }

  async function record(c: Claimed, subscriptionUid: string, attemptedAt: Date, o: SendOutcome) {
    const attempts = c.attemptCount + 1;
    if (o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300 && !o.error) {
      // with the successes that finish meanwhile, in one statement (successes.ts). The slot
      // frees now, not when that commits: the lease keeps the delivery from being claimed
      // again until then, and a process that dies first still leaves it to be sent again
      const written = successes.record({ deliveryId: c.id, attemptedAt, statusCode: o.statusCode, durationMs: o.durationMs, responseBody: o.responseBody, attempts });
      track(recording, c, written.then(() => void counters.delivered++));
      return;
    }
    let disabledEvent: bigint | undefined;
    const at = now();
    await prisma.$transaction(async (tx) => {
      await tx.deliveryAttempt.create({
        data: { deliveryId: c.id, attemptedAt, statusCode: o.statusCode, error: o.error, durationMs: o.durationMs, responseBody: o.responseBody },
      });
      counters.failed++;
      const gone = o.statusCode === 410;
      const delay = gone ? undefined : retryDelayMs(config, attempts);
      if (delay === undefined) counters.gaveUp++;
      else counters.retried++;
      await tx.webhookDelivery.update({
        where: { id: c.id },
        data: { status: delay === undefined ? "failed" : "pending", attemptCount: attempts, lastAttemptAt: attemptedAt, nextAttemptAt: delay === undefined ? at : addMs(at, delay) },
      });
      const [sub] = await tx.$queryRawUnsafe<{ consecutiveFailures: number; failingSince: Date; isActive: boolean }[]>(
        `UPDATE "WebhookSubscription" SET "consecutiveFailures" = "consecutiveFailures" + 1, "failingSince" = COALESCE("failingSince", $2::timestamp(3))
          WHERE uid = $1 RETURNING "consecutiveFailures", "failingSince", "isActive"`,
        subscriptionUid,
        attemptedAt.toISOString(),
      );
      if (!sub?.isActive) return;
      let reason: string | undefined;
      if (gone) reason = "The endpoint answered 410 Gone.";
      else if (at.getTime() - sub.failingSince.getTime() >= config.WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000) {
        reason = `Every attempt failed for ${config.WEBHOOK_DISABLE_AFTER_HOURS} hours.`;
      } else if (config.WEBHOOK_DISABLE_AFTER_FAILURES > 0 && sub.consecutiveFailures >= config.WEBHOOK_DISABLE_AFTER_FAILURES) {
        reason = `${sub.consecutiveFailures} attempts in a row failed.`;
      }
      if (reason) {
        counters.disabled++;
        const row = await tx.webhookSubscription.update({ where: { uid: subscriptionUid }, data: { isActive: false, disabledAt: at, disabledReason: reason } });
        // the program hears of it (the events feed), written with the change as every event is
        [disabledEvent] = await insertEvents(tx, { programId: row.programId, instanceId: "", createdAt: at }, [
          ["webhook.disabled", { type: "webhook" as const, id: row.key, view: webhookView(row) }],
        ]);
      }
    });
    if (disabledEvent !== undefined) opts.wroteEvent?.(disabledEvent);
  }

  /** work of one delivery, kept in `into` until it settles; a failure to record it is logged, never thrown */
  function track(into: Set<Promise<void>>, c: Claimed, work: Promise<void>): Promise<void> {
    const run = work
      .catch((err) => {
        // deleted with its webhook meanwhile: nothing to record
        if ((err as { code?: string }).code === "P2003" || (err as { code?: string }).code === "P2025") return;
        // else the lease lapses and the delivery is attempted again
        if (!runner.closed) logger.error({ err, delivery: c.id }, "webhook attempt could not be recorded");
      })
      .finally(() => into.delete(run));
    into.add(run);
    return run;
  }

  function start(c: Claimed) {
    busy.set(c.programId, (busy.get(c.programId) ?? 0) + 1);
    void track(active, c, attempt(c)).finally(() => {
      const n = (busy.get(c.programId) ?? 1) - 1;
      if (n > 0) busy.set(c.programId, n);
      else busy.delete(c.programId);
      runner.wake(); // a slot is free: fill it
    });
  }

  // one claiming pass at a time; a wake during one runs it again
  const runner = coalescedRunner(async () => {
    try {
      while (!runner.closed) {
        const free = config.WEBHOOK_CONCURRENCY - active.size;
        if (free <= 0) break;
        // started even if closing meanwhile: close() waits for them, rather than leave them leased
        const batch = await claim(free);
        for (const c of batch) start(c);
        if (batch.length < free) {
          // every program with something due has its share: the spare slots, a share kept free
          const spare = free - batch.length - perProgram;
          if (spare > 0 && spareCap > perProgram) for (const c of await claim(spare, spareCap)) start(c);
          break;
        }
      }
    } catch (err) {
      if (!runner.closed) logger.error({ err }, "webhook delivery failed; will retry");
    }
  });
  const wake = runner.wake;

  const timer = setInterval(wake, config.WEBHOOK_POLL_MS);
  timer.unref();

  return {
    wake,
    counters,
    async flush() {
      // until a pass finds nothing more due and nothing is in flight
      for (;;) {
        wake();
        await runner.idle();
        if (!active.size && !recording.size) return;
        await Promise.all([...active, ...recording]);
      }
    },
    async close() {
      clearInterval(timer);
      await runner.close();
      await Promise.all(active);
      await Promise.all(recording);
    },
  };
}
