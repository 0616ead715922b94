// The writes out: drains the rows push-queue.ts wrote, a connection at a time, in batches as
// large as the service takes, no faster than its published rate limit (per process), each
// batch retried with backoff on a 429 (after its Retry-After), a 5xx or no answer. A write the
// service refuses outright (another 4xx), or one that failed every retry, is dropped. Either
// way the connection shows the outcome and the service's message (pushState, pushMessage).
// Rows are claimed by moving their dueAt past a lease with FOR UPDATE SKIP LOCKED, so two
// instances never send the same write, and a process that dies leaves them to the next.
import type { App } from "../../core/app.js";
import { everyInterval } from "../../core/interval-job.js";
import { Prisma, type NewsletterPush, type Program } from "../../generated/prisma/client.js";
import { countSubscriberReferrals, subscriberPortalLink, subscriberShareLink } from "../subscribers/subscriber.view.js";
import { errorMessage, openClient, openRow } from "./connections.service.js";
import { ADAPTERS } from "./adapters.js";
import { EspError, type EspClient, type FieldValues } from "./esp.js";

/** retries after a failed batch: 1 s, then doubling, at most 10 minutes; dropped after the last */
const MAX_ATTEMPTS = 8;
const backoffMs = (attempts: number) => Math.min(1000 * 2 ** (attempts - 1), 600_000);
const LEASE_MS = 60_000;

/** when each connection may send its next request (this process's share of the service's limit) */
const nextSlot = new Map<string, number>();

async function waitForSlot(connectionId: string, perMinute: number) {
  const gap = 60_000 / perMinute;
  const at = nextSlot.get(connectionId) ?? 0;
  const now = Date.now();
  nextSlot.set(connectionId, Math.max(now, at) + gap);
  if (at > now) await new Promise((r) => setTimeout(r, at - now));
}

const retryable = (err: unknown) => !(err instanceof EspError) || err.status === 429 || err.status === 0 || err.status >= 500;

export interface PushScope {
  /** one program only (tests sharing a database) */
  programId?: number;
}

/** sends what is due now, every connection's; resolves with how many writes were done */
export async function pushDue(app: App, scope: PushScope = {}): Promise<number> {
  const prisma = app.database.prisma;
  const now = app.now();
  const inScope = scope.programId === undefined ? Prisma.empty : Prisma.sql`AND c."programId" = ${scope.programId}`;
  const due = await prisma.$queryRaw<{ connectionId: string }[]>`
    SELECT DISTINCT p."connectionId" FROM "NewsletterPush" p JOIN "NewsletterConnection" c ON c.id = p."connectionId"
     WHERE p."dueAt" <= ${now.toISOString()}::timestamp(3) ${inScope} LIMIT 50`;
  let done = 0;
  for (const { connectionId } of due) done += await drainConnection(app, connectionId);
  return done;
}

async function claim(app: App, connectionId: string, kind: string, limit: number): Promise<NewsletterPush[]> {
  const now = app.now();
  return app.database.prisma.$queryRaw<NewsletterPush[]>`
    UPDATE "NewsletterPush" SET "dueAt" = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamp(3)
     WHERE id IN (SELECT id FROM "NewsletterPush" WHERE "connectionId" = ${connectionId} AND kind = ${kind} AND "dueAt" <= ${now.toISOString()}::timestamp(3)
                   ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING *`;
}

async function drainConnection(app: App, connectionId: string): Promise<number> {
  const prisma = app.database.prisma;
  const row = await prisma.newsletterConnection.findUnique({ where: { id: connectionId } });
  const open = row ? await openRow(app, row) : undefined;
  if (!row || !open) {
    await prisma.newsletterPush.deleteMany({ where: { connectionId } });
    return 0;
  }
  const adapter = await ADAPTERS[row.provider]();
  const program = await prisma.program.findUniqueOrThrow({ where: { id: row.programId } });
  let client: EspClient;
  try {
    client = await openClient(app, row.provider, open.settings, open.secrets);
  } catch (err) {
    await record(app, connectionId, "failed", errorMessage(err, open.secrets));
    return 0;
  }
  let done = 0;
  for (const kind of ["fields", "tag"] as const) {
    for (;;) {
      const batch = await claim(app, connectionId, kind, kind === "fields" ? client.batchSize : 1);
      if (!batch.length) break;
      await waitForSlot(connectionId, adapter.requestsPerMinute);
      try {
        const values = kind === "fields" ? await fieldValues(app, program, batch) : [];
        if (values.length) await client.upsertFields(values);
        else await client.addTag({ email: batch[0]!.email, espId: batch[0]!.espId ?? "" }, batch[0]!.tag);
        await prisma.newsletterPush.deleteMany({ where: { id: { in: batch.map((b) => b.id) } } });
        await record(app, connectionId, "ok", `Wrote ${kind === "fields" ? `the fields of ${batch.length} subscribers` : `the tag ${batch[0]!.tag}`}.`);
        done += batch.length;
      } catch (err) {
        const message = errorMessage(err, open.secrets);
        await failed(app, batch, err, message);
        await record(app, connectionId, "failed", message);
        app.logger.warn({ programId: row.programId, provider: row.provider, message }, "write to the email service failed");
        // the service is failing: the rest waits for the next pass
        if (retryable(err)) return done;
      }
    }
  }
  return done;
}

async function failed(app: App, batch: NewsletterPush[], err: unknown, message: string) {
  const prisma = app.database.prisma;
  const ids = batch.map((b) => b.id);
  const attempts = Math.max(...batch.map((b) => b.attempts)) + 1;
  if (!retryable(err) || attempts >= MAX_ATTEMPTS) {
    await prisma.newsletterPush.deleteMany({ where: { id: { in: ids } } });
    return;
  }
  const wait = Math.max(backoffMs(attempts), err instanceof EspError && err.retryAfterMs ? err.retryAfterMs : 0);
  await prisma.newsletterPush.updateMany({ where: { id: { in: ids } }, data: { attempts, dueAt: new Date(app.now().getTime() + wait), lastError: message } });
}

const record = (app: App, id: string, pushState: string, pushMessage: string) =>
  app.database.prisma.newsletterConnection.update({ where: { id }, data: { pushState, pushMessage, pushAt: app.now() } });

/** the fields of the subscribers the batch names, as the API shows them; a subscriber deleted since is left out */
async function fieldValues(app: App, program: Program, batch: NewsletterPush[]): Promise<FieldValues[]> {
  const prisma = app.database.prisma;
  const subscribers = await prisma.subscriber.findMany({
    where: { programId: program.id, email: { in: batch.map((b) => b.email) } },
    include: { referralLinks: { where: { isDefault: true }, take: 1 } },
  });
  const counts = await countSubscriberReferrals(prisma, program.id, subscribers.map((s) => s.uid));
  return subscribers.map((s) => ({
    email: s.email,
    espId: s.id,
    shareLink: subscriberShareLink(program, s.referralLinks) ?? "",
    portalLink: subscriberPortalLink(app, program, s.id) ?? "",
    referralsCount: counts.get(s.uid) ?? 0,
  }));
}

export function startPushWorker(app: App) {
  return everyInterval(app.config.NEWSLETTER_PUSH_MS, () => pushDue(app), (err) => app.logger.error({ err }, "newsletter push failed; will retry"));
}
