// Writers spread a day's figure (StatDay, StatPartnerDay) over slots (figures-sql.ts) so that concurrent sales do not
// wait on one row; once the day has passed, its slots are folded into slot 0, so a read over a
// year sums about one row per figure and day. Rows a writer holds are skipped (SKIP LOCKED),
// never waited for, and folded on a later pass: a pass cannot deadlock with the sales.
import type { App } from "../../core/app.js";
import type { Db } from "../../db/client.js";
import { everyInterval } from "../../core/interval-job.js";

const BATCH = 5000;

/** the tables of figures per day, by the columns that name a figure (slot aside) */
const DAY_TABLES = [
  { table: "StatDay", columns: `"programId", day, metric, key, currency` },
  { table: "StatPartnerDay", columns: `"partnerUid", day, metric, key, currency` },
] as const;

/** folds the slots of past days into slot 0; resolves with how many rows it folded */
export async function compactStats(db: Db, today: Date): Promise<number> {
  const day = today.toISOString().slice(0, 10);
  let total = 0;
  for (const { table, columns } of DAY_TABLES) {
    for (;;) {
      const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
        `WITH moved AS (DELETE FROM "${table}" WHERE ctid = ANY(ARRAY(SELECT ctid FROM "${table}" WHERE slot <> 0 AND day < $1::date LIMIT ${BATCH} FOR UPDATE SKIP LOCKED))
                        RETURNING ${columns}, n, total),
              folded AS (INSERT INTO "${table}" AS x (${columns}, slot, n, total)
                         SELECT ${columns}, 0, sum(n), sum(total) FROM moved GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
                         ON CONFLICT (${columns}, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
         SELECT count(*)::int AS n FROM moved`,
        day,
      );
      total += row!.n;
      if (row!.n < BATCH) break;
    }
  }
  return total;
}

/** compacts every intervalMs until stopped; a pass never overlaps the previous one */
export function startStatsCompaction(app: App, intervalMs: number): { stop(): Promise<void> } {
  return everyInterval(intervalMs, () => compactStats(app.database.prisma, app.now()), (err) => app.logger.error({ err }, "statistics compaction failed; will retry"));
}
