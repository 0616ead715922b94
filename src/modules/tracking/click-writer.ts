// Group commit for clicks: the clicks that arrive within CLICK_BATCH_MS (and while a write
// runs) go into one multi-row INSERT; each request is answered once the batch holding its
// click has committed, so an answered click is never lost. A click already counted for the
// visitor, link and day is dropped by the unique index (ON CONFLICT DO NOTHING).
import type { App } from "../../app.js";
import { coalescedRunner } from "../../core/coalesced-runner.js";

export interface ClickRow {
  programId: number;
  referralLinkId: string;
  partnerUid: string | null;
  customerUid: string | null;
  subscriberUid: string | null;
  visitorId: string;
  ipHash: string;
  userAgent: string | null;
  landingUrl: string | null;
  referrer: string | null;
  paidClickId: string | null;
  createdAt: Date;
}

interface Pending {
  row: ClickRow;
  done: (err?: unknown) => void;
}

export interface ClickWriter {
  /** resolves once the click is committed (or was a duplicate of one that is) */
  write(row: ClickRow): Promise<void>;
}

/** rows per statement: 13 parameters each, well under PostgreSQL's 65,535 */
const MAX_BATCH = 1000;
const COLUMNS = `"programId", "referralLinkId", "partnerUid", "customerUid", "subscriberUid", "visitorId", "ipHash", "userAgent", "landingUrl", "referrer", "paidClickId", "day", "createdAt"`;

function insertOf(rows: ClickRow[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const values = rows.map((r) => {
    const at = params.length;
    params.push(r.programId, r.referralLinkId, r.partnerUid, r.customerUid, r.subscriberUid, r.visitorId, r.ipHash, r.userAgent, r.landingUrl, r.referrer, r.paidClickId, r.createdAt.toISOString().slice(0, 10), r.createdAt.toISOString());
    const p = (i: number) => `$${at + i}`;
    return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)}, ${p(11)}, ${p(12)}::date, ${p(13)}::timestamp)`;
  });
  return { sql: `INSERT INTO "Click" (${COLUMNS}) VALUES ${values.join(", ")} ON CONFLICT ("programId", "referralLinkId", "visitorId", "day") DO NOTHING`, params };
}

export function createClickWriter(app: Pick<App, "database" | "logger" | "config">): ClickWriter {
  let queue: Pending[] = [];
  const pause = app.config.CLICK_BATCH_MS;
  const runner = coalescedRunner(async () => {
    if (!queue.length) return;
    if (pause > 0 && queue.length < MAX_BATCH) await new Promise((r) => setTimeout(r, pause));
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      const { sql, params } = insertOf(batch.map((p) => p.row));
      try {
        await app.database.prisma.$executeRawUnsafe(sql, ...params);
        for (const p of batch) p.done();
      } catch (err) {
        app.logger.error({ err, clicks: batch.length }, "click batch failed");
        for (const p of batch) p.done(err);
      }
    }
  });
  return {
    write(row) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, done: (err) => (err ? reject(err) : resolve()) });
        runner.wake();
      });
    },
  };
}
