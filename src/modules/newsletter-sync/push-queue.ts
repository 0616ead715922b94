// What the subscribers and milestones services call inside their write's transaction: the
// writes owed to the program's email service, as rows the push worker drains (push-worker.ts).
// One statement each, which inserts nothing when the program has no connected service, so a
// program without one pays one cheap query; the request never waits for the service.
import type { DbTx } from "../../db/client.js";

type Db = Pick<DbTx, "$executeRaw">;

/** the subscribers' fields (share link, portal link, referral count) are to be written; one pending write a subscriber */
export async function queueFieldWrites(db: Db, programId: number, subscriberUids: readonly string[], at: Date): Promise<void> {
  if (!subscriberUids.length) return;
  await db.$executeRaw`
    INSERT INTO "NewsletterPush" ("connectionId", kind, email, "espId", "dueAt", "createdAt")
    SELECT c.id, 'fields', s.email, s.id, ${at.toISOString()}::timestamp(3), ${at.toISOString()}::timestamp(3)
      FROM "NewsletterConnection" c JOIN "Subscriber" s ON s."programId" = c."programId"
     WHERE c."programId" = ${programId} AND c.status = 'connected' AND s.uid = ANY(${[...subscriberUids]}::text[])
       AND NOT EXISTS (SELECT 1 FROM "NewsletterPush" p WHERE p."connectionId" = c.id AND p.kind = 'fields' AND p.email = s.email AND p.attempts = 0)`;
}

/** every subscriber of the program (after a sync): one statement */
export async function queueAllFieldWrites(db: Db, programId: number, at: Date): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "NewsletterPush" ("connectionId", kind, email, "espId", "dueAt", "createdAt")
    SELECT c.id, 'fields', s.email, s.id, ${at.toISOString()}::timestamp(3), ${at.toISOString()}::timestamp(3)
      FROM "NewsletterConnection" c JOIN "Subscriber" s ON s."programId" = c."programId"
     WHERE c."programId" = ${programId} AND c.status = 'connected'
       AND NOT EXISTS (SELECT 1 FROM "NewsletterPush" p WHERE p."connectionId" = c.id AND p.kind = 'fields' AND p.email = s.email AND p.attempts = 0)`;
}

/** the subscriber earned milestones: each one's name is the service's tag to add */
export async function queueTags(db: Db, programId: number, subscriberUid: string, tags: readonly string[], at: Date): Promise<void> {
  for (const tag of tags)
    await db.$executeRaw`
      INSERT INTO "NewsletterPush" ("connectionId", kind, email, "espId", tag, "dueAt", "createdAt")
      SELECT c.id, 'tag', s.email, s.id, ${tag}, ${at.toISOString()}::timestamp(3), ${at.toISOString()}::timestamp(3)
        FROM "NewsletterConnection" c JOIN "Subscriber" s ON s."programId" = c."programId"
       WHERE c."programId" = ${programId} AND c.status = 'connected' AND s.uid = ${subscriberUid}`;
}
