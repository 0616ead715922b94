// The sync in: every subscriber of the service's audience into the program, a page at a time.
// Resumable: the cursor of the next page is written with each page's rows, so a run that
// stops (a failure, a restart) starts again where it stopped, and a finished one starts over.
// Safe to re-run: a member is matched by the service's id (Rally's subscriber id) and by
// email, so each subscriber is created once. Pages go in as bulk inserts (subscribers, their
// default links, their refs); refs whose referrer may come on a later page are resolved in
// three statements at the end. Imported subscribers write no events (a first sync of a large
// audience would send a webhook each) and grant no milestones; a sign-up by webhook does both.
import type { App } from "../../core/app.js";
import { serviceContext, type ServiceContext } from "../../core/context.js";
import { AppError, NotFoundError } from "../../core/errors.js";
import { cuid, randomKey } from "../../core/ids.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { errorMessage, openClient, openNewsletter, viewSelect, type ConnectionView } from "./connections.service.js";
import type { EspMember } from "./esp.js";
import { checkMember } from "./member-input.js";
import { queueAllFieldWrites } from "./push-queue.js";

/** a run that has not written progress for this long is taken as stopped, and may be resumed */
const STALE_MS = 120_000;

export interface SyncProgress {
  state: string;
  seen: number;
  imported: number;
  message: string | null;
}

/**
 * Marks the sync as running (resuming where it stopped, or from the start after a finished
 * one); refused while another run is under way. Answers the connection as it now is.
 */
export async function claimSync(ctx: ServiceContext, opts: { restart?: boolean } = {}): Promise<ConnectionView> {
  const open = await openNewsletter(ctx);
  if (!open) throw new NotFoundError("Newsletter connection");
  const { row } = open;
  const now = ctx.now();
  if (row.syncState === "running" && now.getTime() - row.updatedAt.getTime() < STALE_MS) throw new AppError("A sync of this program is already running.", "SYNC_RUNNING", 409);
  const fromStart = opts.restart || row.syncState !== "failed" && row.syncState !== "running" || !row.syncCursor;
  const data: Prisma.NewsletterConnectionUpdateInput = fromStart
    ? { syncState: "running", syncCursor: null, syncSeen: 0, syncImported: 0, syncMessage: null, syncStartedAt: now, syncFinishedAt: null }
    : { syncState: "running", syncMessage: null, syncFinishedAt: null };
  // only the row as read: two claims at once, one wins
  const claimed = await ctx.db.newsletterConnection.updateMany({ where: { id: row.id, updatedAt: row.updatedAt }, data });
  if (claimed.count === 0) throw new AppError("A sync of this program is already running.", "SYNC_RUNNING", 409);
  return ctx.db.newsletterConnection.findUniqueOrThrow({ where: { id: row.id }, select: viewSelect });
}

/** runs a claimed sync to its end (or its failure, recorded on the connection); `onPage` reports progress */
export async function runSync(app: App, programId: number, onPage?: (p: SyncProgress) => void): Promise<SyncProgress> {
  const prisma = app.database.prisma;
  const program = await prisma.program.findUniqueOrThrow({ where: { id: programId } });
  const ctx = serviceContext({ app, program });
  const open = await openNewsletter(ctx);
  if (!open) throw new NotFoundError("Newsletter connection");
  const { row, settings, secrets } = open;
  let cursor = row.syncCursor;
  let seen = row.syncSeen;
  let imported = row.syncImported;
  try {
    const client = await openClient(app, row.provider, settings, secrets);
    for (;;) {
      const page = await client.listPage(cursor);
      const added = await prisma.$transaction(
        async (db) => {
          const n = await importMembers({ ...ctx, db }, row.id, page.members);
          await db.newsletterConnection.update({ where: { id: row.id }, data: { syncCursor: page.next, syncSeen: { increment: page.members.length }, syncImported: { increment: n } } });
          return n;
        },
        { timeout: 60_000, maxWait: 20_000 },
      );
      seen += page.members.length;
      imported += added;
      cursor = page.next;
      onPage?.({ state: "running", seen, imported, message: null });
      if (!cursor) break;
    }
    await prisma.$transaction(async (db) => {
      await resolvePendingRefs(db, programId, row.id);
      // every subscriber's share link, portal link and referral count go out to the service
      await queueAllFieldWrites(db, programId, ctx.now());
      await db.newsletterConnection.update({ where: { id: row.id }, data: { syncState: "done", syncCursor: null, syncFinishedAt: ctx.now(), syncMessage: `Synced ${seen} subscribers (${imported} new).` } });
    }, { timeout: 60_000, maxWait: 20_000 });
    return { state: "done", seen, imported, message: null };
  } catch (err) {
    const message = errorMessage(err, secrets);
    app.logger.warn({ programId, provider: row.provider, message }, "newsletter sync failed");
    await prisma.newsletterConnection.update({ where: { id: row.id }, data: { syncState: "failed", syncMessage: message } });
    return { state: "failed", seen, imported, message };
  }
}

/** one page in: new members created with their default links, known ones' subscription followed; answers how many were new */
async function importMembers(ctx: ServiceContext, connectionId: string, members: EspMember[]): Promise<number> {
  const programId = ctx.program.id;
  // one member a page per email (a service listing one twice would not make two subscribers)
  const byEmail = new Map<string, EspMember>();
  // a member Rally cannot store (its id or email no subscriber's) is left out, not the page
  for (const reported of members) {
    const checked = checkMember(reported);
    if ("member" in checked && !byEmail.has(checked.member.email)) byEmail.set(checked.member.email, checked.member);
  }
  const list = [...byEmail.values()];
  if (!list.length) return 0;
  const known = await ctx.db.subscriber.findMany({
    where: { programId, OR: [{ id: { in: list.map((m) => m.espId) } }, { email: { in: list.map((m) => m.email) } }] },
    select: { uid: true, id: true, email: true, status: true },
  });
  const knownIds = new Map(known.map((k) => [k.id, k]));
  const knownEmails = new Map(known.map((k) => [k.email, k]));
  const fresh: EspMember[] = [];
  const toSuspend: string[] = [];
  const toActivate: string[] = [];
  for (const m of list) {
    const k = knownIds.get(m.espId) ?? knownEmails.get(m.email);
    if (!k) fresh.push(m);
    else if (!m.subscribed && k.status === "active") toSuspend.push(k.uid);
    else if (m.subscribed && k.status === "suspended") toActivate.push(k.uid);
  }
  if (toSuspend.length) await ctx.db.subscriber.updateMany({ where: { uid: { in: toSuspend } }, data: { status: "suspended" } });
  if (toActivate.length) await ctx.db.subscriber.updateMany({ where: { uid: { in: toActivate } }, data: { status: "active" } });
  if (!fresh.length) return 0;
  const now = ctx.now();
  const rows = fresh.map((m) => ({
    uid: cuid(),
    programId,
    id: m.espId,
    email: m.email,
    name: m.name,
    status: m.subscribed ? ("active" as const) : ("suspended" as const),
    createdAt: now,
    updatedAt: now,
  }));
  await ctx.db.subscriber.createMany({ data: rows });
  await ctx.db.referralLink.createMany({ data: rows.map((r) => ({ programId, subscriberUid: r.uid, key: randomKey(12), isDefault: true, createdAt: now })) });
  const refs = rows.flatMap((r, i) => (fresh[i]!.ref ? [{ subscriberUid: r.uid, connectionId, ref: fresh[i]!.ref! }] : []));
  if (refs.length) await ctx.db.newsletterPendingRef.createMany({ data: refs, skipDuplicates: true });
  return rows.length;
}

/**
 * A ref names the referrer by its link key (the share link's parameter), else by its id at the
 * service, else by its email: one statement each, in that order, never the subscriber itself.
 */
async function resolvePendingRefs(db: Pick<Prisma.TransactionClient, "$executeRaw" | "newsletterPendingRef">, programId: number, connectionId: string) {
  await db.$executeRaw`
    UPDATE "Subscriber" s SET "referringSubscriberUid" = l."subscriberUid"
      FROM "NewsletterPendingRef" p JOIN "ReferralLink" l ON l."programId" = ${programId} AND l.key = p.ref
     WHERE p."connectionId" = ${connectionId} AND s.uid = p."subscriberUid" AND s."referringSubscriberUid" IS NULL
       AND l."subscriberUid" IS NOT NULL AND l."subscriberUid" <> s.uid`;
  await db.$executeRaw`
    UPDATE "Subscriber" s SET "referringSubscriberUid" = r.uid
      FROM "NewsletterPendingRef" p JOIN "Subscriber" r ON r."programId" = ${programId} AND r.id = p.ref
     WHERE p."connectionId" = ${connectionId} AND s.uid = p."subscriberUid" AND s."referringSubscriberUid" IS NULL AND r.uid <> s.uid`;
  await db.$executeRaw`
    UPDATE "Subscriber" s SET "referringSubscriberUid" = r.uid
      FROM "NewsletterPendingRef" p JOIN "Subscriber" r ON r."programId" = ${programId} AND r.email = lower(p.ref)
     WHERE p."connectionId" = ${connectionId} AND s.uid = p."subscriberUid" AND s."referringSubscriberUid" IS NULL AND r.uid <> s.uid`;
  await db.newsletterPendingRef.deleteMany({ where: { connectionId } });
}
