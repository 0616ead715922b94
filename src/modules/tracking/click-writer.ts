// Group commit for clicks: the clicks that arrive within CLICK_BATCH_MS (and while the
// writes in flight run) go into one multi-row INSERT; each request is answered once the batch holding its
// click has committed, so an answered click is never lost. A click already counted for the
// visitor, link and day is dropped by the unique index (ON CONFLICT DO NOTHING). A batch the
// database refuses is retried row by row, so that one bad click fails only its own request.
import type { App } from "../../core/app.js";
import { createGroupWriter, type GroupWriter } from "../../core/group-writer.js";
import { executeStatement } from "../../db/raw.js";

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

export type ClickWriter = GroupWriter<ClickRow, void>;

/** rows per statement (each column is one array parameter, so the statement text never changes) */
const MAX_BATCH = 1000;

/** batches written at once (group-writer.ts) */
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
function byUniqueKey(x: ClickRow, y: ClickRow): number {
  if (x.programId !== y.programId) return x.programId - y.programId;
  if (x.referralLinkId !== y.referralLinkId) return x.referralLinkId < y.referralLinkId ? -1 : 1;
  if (x.visitorId !== y.visitorId) return x.visitorId < y.visitorId ? -1 : 1;
  return x.createdAt.getTime() - y.createdAt.getTime();
}

export function createClickWriter(app: Pick<App, "database" | "logger" | "config">): ClickWriter {
  return createGroupWriter<ClickRow, void>(app, {
    write: async (rows) => {
      await executeStatement(app.database.prisma, { text: INSERT, values: columnsOf(rows) });
      return rows.map(() => undefined);
    },
    order: byUniqueKey,
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_IN_FLIGHT,
    pauseMs: app.config.CLICK_BATCH_MS,
    what: "click",
  });
}
