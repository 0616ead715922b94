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

/** rows per statement (each column is one array parameter, so the statement text never changes) */
const MAX_BATCH = 1000;

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

export function createClickWriter(app: Pick<App, "database" | "logger" | "config">): ClickWriter {
  let queue: Pending[] = [];
  const pause = app.config.CLICK_BATCH_MS;
  const runner = coalescedRunner(async () => {
    if (!queue.length) return;
    if (pause > 0 && queue.length < MAX_BATCH) await new Promise((r) => setTimeout(r, pause));
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      try {
        await app.database.prisma.$executeRawUnsafe(INSERT, ...columnsOf(batch.map((p) => p.row)));
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
