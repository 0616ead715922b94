// stats:verify and stats:rebuild: the statistics kept by the triggers against the same figures
// recomputed from the rows (figures-sql.ts), in one snapshot, and a rebuild from the rows that
// holds writers off the counted tables while it runs.
import type { Db } from "../../db/client.js";
import { buyersFromRows, COUNTED_TABLES, dayFiguresFromRows, partnerDayFiguresFromRows, partnerFiguresFromRows } from "./figures-sql.js";

interface Diff {
  what: string;
  stored_n: number | null;
  stored_total: string | null;
  expected_n: number | null;
  expected_total: string | null;
}

const pid = (programId?: number) => (programId === undefined ? "" : ` AND "programId" = ${Number(programId)}`);
const ofProgram = (programId?: number) => (programId === undefined ? "" : ` AND "partnerUid" IN (SELECT uid FROM "Partner" WHERE "programId" = ${Number(programId)})`);

/** one line per figure whose stored value differs from the rows' (none: they agree) */
export async function verifyStats(db: Db, programId?: number): Promise<string[]> {
  const diffs = await db.$transaction(
    async (tx) => {
      const day = await tx.$queryRawUnsafe<Diff[]>(`
        WITH e AS (${dayFiguresFromRows(programId)}),
             s AS (SELECT "programId", day, metric, key, currency, sum(n)::int AS n, sum(total)::numeric(19, 4) AS total FROM "StatDay"
                    WHERE true${pid(programId)} GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(total) <> 0)
        SELECT format('StatDay program %s, %s, %s%s%s', coalesce(e."programId", s."programId"), coalesce(e.day, s.day), coalesce(e.metric, s.metric),
                      ' ' || nullif(coalesce(e.key, s.key), ''), ' ' || nullif(coalesce(e.currency, s.currency), '')) AS what,
               s.n AS stored_n, s.total::text AS stored_total, e.n AS expected_n, e.total::text AS expected_total
          FROM e FULL JOIN s ON e."programId" = s."programId" AND e.day = s.day AND e.metric = s.metric AND e.key = s.key AND e.currency = s.currency
         WHERE e.n IS DISTINCT FROM s.n OR e.total IS DISTINCT FROM s.total ORDER BY 1`);
      const partner = await tx.$queryRawUnsafe<Diff[]>(`
        WITH e AS (${partnerFiguresFromRows(programId)}),
             s AS (SELECT "partnerUid", metric, key, currency, sum(n)::int AS n, sum(total)::numeric(19, 4) AS total FROM "StatPartner"
                    WHERE true${ofProgram(programId)} GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0)
        SELECT format('StatPartner partner %s, %s%s%s', coalesce(e."partnerUid", s."partnerUid"), coalesce(e.metric, s.metric),
                      ' ' || nullif(coalesce(e.key, s.key), ''), ' ' || nullif(coalesce(e.currency, s.currency), '')) AS what,
               s.n AS stored_n, s.total::text AS stored_total, e.n AS expected_n, e.total::text AS expected_total
          FROM e FULL JOIN s ON e."partnerUid" = s."partnerUid" AND e.metric = s.metric AND e.key = s.key AND e.currency = s.currency
         WHERE e.n IS DISTINCT FROM s.n OR e.total IS DISTINCT FROM s.total ORDER BY 1`);
      const partnerDay = await tx.$queryRawUnsafe<Diff[]>(`
        WITH e AS (${partnerDayFiguresFromRows(programId)}),
             s AS (SELECT "partnerUid", day, metric, key, currency, sum(n)::int AS n, sum(total)::numeric(19, 4) AS total FROM "StatPartnerDay"
                    WHERE true${ofProgram(programId)} GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(total) <> 0)
        SELECT format('StatPartnerDay partner %s, %s, %s%s%s', coalesce(e."partnerUid", s."partnerUid"), coalesce(e.day, s.day), coalesce(e.metric, s.metric),
                      ' ' || nullif(coalesce(e.key, s.key), ''), ' ' || nullif(coalesce(e.currency, s.currency), '')) AS what,
               s.n AS stored_n, s.total::text AS stored_total, e.n AS expected_n, e.total::text AS expected_total
          FROM e FULL JOIN s ON e."partnerUid" = s."partnerUid" AND e.day = s.day AND e.metric = s.metric AND e.key = s.key AND e.currency = s.currency
         WHERE e.n IS DISTINCT FROM s.n OR e.total IS DISTINCT FROM s.total ORDER BY 1`);
      const buyer = await tx.$queryRawUnsafe<Diff[]>(`
        WITH e AS (${buyersFromRows(programId)}),
             s AS (SELECT * FROM "StatBuyer" WHERE n <> 0${pid(programId)})
        SELECT format('StatBuyer customer %s, partner %s, %s', coalesce(e."customerUid", s."customerUid"), nullif(coalesce(e."partnerUid", s."partnerUid"), ''), coalesce(e.day, s.day)) AS what,
               s.n AS stored_n, NULL AS stored_total, e.n AS expected_n, NULL AS expected_total
          FROM e FULL JOIN s ON e."customerUid" = s."customerUid" AND e."partnerUid" = s."partnerUid" AND e.day = s.day
         WHERE e.n IS DISTINCT FROM s.n ORDER BY 1`);
      return [...day, ...partner, ...partnerDay, ...buyer];
    },
    { isolationLevel: "RepeatableRead", timeout: 600_000, maxWait: 60_000 },
  );
  const figure = (n: number | null, total: string | null) => (n === null ? "none" : total === null ? String(n) : `${n} / ${total}`);
  return diffs.map((d) => `${d.what}: stored ${figure(d.stored_n, d.stored_total)}, from the rows ${figure(d.expected_n, d.expected_total)}`);
}

/** recomputes the statistics (of one program, or all) from the rows; writers of the counted tables wait meanwhile */
export async function rebuildStats(db: Db, programId?: number): Promise<{ days: number; partners: number; partnerDays: number; buyers: number }> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`LOCK TABLE ${COUNTED_TABLES.map((t) => `"${t}"`).join(", ")} IN SHARE MODE`);
      await tx.$executeRawUnsafe(`DELETE FROM "StatDay" WHERE true${pid(programId)}`);
      await tx.$executeRawUnsafe(`DELETE FROM "StatBuyer" WHERE true${pid(programId)}`);
      await tx.$executeRawUnsafe(`DELETE FROM "StatPartner" WHERE true${ofProgram(programId)}`);
      await tx.$executeRawUnsafe(`DELETE FROM "StatPartnerDay" WHERE true${ofProgram(programId)}`);
      const buyers = await tx.$executeRawUnsafe(`INSERT INTO "StatBuyer" ("programId", "customerUid", "partnerUid", day, n) ${buyersFromRows(programId)}`);
      const days = await tx.$executeRawUnsafe(`INSERT INTO "StatDay" ("programId", day, metric, key, currency, n, total) SELECT * FROM (${dayFiguresFromRows(programId)}) f`);
      const partners = await tx.$executeRawUnsafe(`INSERT INTO "StatPartner" ("partnerUid", metric, key, currency, n, total) SELECT * FROM (${partnerFiguresFromRows(programId)}) f`);
      const partnerDays = await tx.$executeRawUnsafe(
        `INSERT INTO "StatPartnerDay" ("partnerUid", day, metric, key, currency, n, total) SELECT * FROM (${partnerDayFiguresFromRows(programId)}) f`,
      );
      return { days, partners, partnerDays, buyers };
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
}
