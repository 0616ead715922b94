// Group commit for clicks: the clicks that arrive within CLICK_BATCH_MS (and while the
// writes in flight run) go into one multi-row INSERT; each request is answered once the batch holding its
// click has committed, so an answered click is never lost. A click already counted for the
// visitor, link and day is dropped by the unique index (ON CONFLICT DO NOTHING). A batch the
// database refuses is retried row by row, so that one bad click fails only its own request.
import type { App } from "../../core/app.js";

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

/** rows per statement (each column is one array parameter, so the statement text never changes) */
const MAX_BATCH = 1000;

/**
 * batches written at once: the next one need not wait for the one before it to commit (its
 * latency is the window and one INSERT, not two), and PostgreSQL flushes the WAL of commits
 * that meet in one write. While all are busy, clicks queue up into one bigger batch.
 */
const MAX_IN_FLIGHT = 3;

const COLUMNS: [keyof ClickRow | "day", string][] = [
  ["programId", "int"],
  ["referralLinkId", "text"],
  ["partnerUid", "text"],
  ["customerUid", "text"],
  ["subscriberUid", "text"],
  ["visitorId", "text"],
  ["ipHash", "text"],
  ["userAgent", "text"],
  ["landingUrl", "text"],
  ["referrer", "text"],
  ["paidClickId", "text"],
  ["day", "date"],
  ["createdAt", "timestamp(3)"],
];

const INSERT = `INSERT INTO "Click" (${COLUMNS.map(([c]) => `"${c}"`).join(", ")})
  SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ")})
  ON CONFLICT ("programId", "referralLinkId", "visitorId", "day") DO NOTHING`;

function columnsOf(rows: ClickRow[]): unknown[][] {
  return COLUMNS.map(([c]) =>
    rows.map((r) => (c === "day" ? r.createdAt.toISOString().slice(0, 10) : c === "createdAt" ? r.createdAt.toISOString() : r[c])),
  );
}

/** the unique key's order: concurrent batches then take their row locks in one order and cannot deadlock */
function byUniqueKey(a: Pending, b: Pending): number {
  const x = a.row;
  const y = b.row;
  if (x.programId !== y.programId) return x.programId - y.programId;
  if (x.referralLinkId !== y.referralLinkId) return x.referralLinkId < y.referralLinkId ? -1 : 1;
  if (x.visitorId !== y.visitorId) return x.visitorId < y.visitorId ? -1 : 1;
  return x.createdAt.getTime() - y.createdAt.getTime();
}

export function createClickWriter(app: Pick<App, "database" | "logger" | "config">): ClickWriter {
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight = 0;
  const pause = app.config.CLICK_BATCH_MS;

  const write = (batch: Pending[]) => app.database.prisma.$executeRawUnsafe(INSERT, ...columnsOf(batch.map((p) => p.row)));

  /**
   * A failed batch is written again row by row, in the same order: one row the database refuses
   * fails its own request only, never the others' that happened to share its statement.
   */
  async function oneByOne(batch: Pending[]) {
    for (const p of batch) {
      try {
        await write([p]);
        p.done();
      } catch (err) {
        app.logger.error({ err }, "click not recorded");
        p.done(err);
      }
    }
  }

  async function insert(batch: Pending[]) {
    inFlight++;
    try {
      if (batch.length > 1) batch.sort(byUniqueKey);
      await write(batch);
      for (const p of batch) p.done();
    } catch (err) {
      if (batch.length > 1) {
        app.logger.warn({ err, clicks: batch.length }, "click batch failed; writing its clicks one by one");
        await oneByOne(batch);
      } else {
        app.logger.error({ err }, "click not recorded");
        batch[0]!.done(err);
      }
    } finally {
      inFlight--;
      // what queued while every connection was busy goes now, as one batch
      if (queue.length && !timer) flush();
    }
  }

  function flush() {
    timer = undefined;
    while (queue.length && inFlight < MAX_IN_FLIGHT) {
      const batch = queue.length <= MAX_BATCH ? queue : queue.slice(0, MAX_BATCH);
      queue = queue.length <= MAX_BATCH ? [] : queue.slice(MAX_BATCH);
      void insert(batch);
    }
  }

  return {
    write(row) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, done: (err) => (err ? reject(err) : resolve()) });
        if (timer || inFlight >= MAX_IN_FLIGHT) return; // a flush is due already
        if (queue.length >= MAX_BATCH || pause === 0) flush();
        else timer = setTimeout(flush, pause);
      });
    },
  };
}
