// What each statistic counts, once: which rows of which table, under which metric, key,
// currency and amount. The database triggers that keep StatDay, StatPartner, StatPartnerDay
// and StatBuyer beside the writes were generated from these (scripts/stats-triggers.ts prints them for a
// migration), and stats:verify recomputes the same figures from the rows with them, so a
// definition changed here without new triggers shows up as differences.

/** a row counts when `where` holds (SQL over the counted table's columns) */
export interface DayFigure {
  table: string;
  metric: string;
  key: string;
  currency: string;
  amount: string;
  where: string;
}

export type PartnerFigure = DayFigure;

/** the sales the statistics count: neither archived nor deleted, and not refunded in full */
export const COUNTED_SALE = `action = 'sale' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"`;
const COUNTED_REWARD = `"isCurrency" AND "archivedAt" IS NULL`;
const NET = `amount - "refundedAmount"`;

/** per program, day, metric, key and currency (StatDay), besides the paying customers (payer) */
export const DAY_FIGURES: readonly DayFigure[] = [
  { table: "Transaction", metric: "sale", key: "''", currency: "currency", amount: NET, where: COUNTED_SALE },
  { table: "Customer", metric: "customer", key: "''", currency: "''", amount: "0", where: `"deletedAt" IS NULL` },
  { table: "Partner", metric: "partner", key: "status::text", currency: "''", amount: "0", where: "true" },
  { table: "Click", metric: "click", key: "''", currency: "''", amount: "0", where: "true" },
  // the key tells rewards in a payout request apart (payout breakdown: unrequested)
  {
    table: "Reward",
    metric: "reward",
    key: `status::text || CASE WHEN "payoutRequestId" IS NULL THEN '' ELSE ':requested' END`,
    currency: "currency",
    amount: "amount",
    where: COUNTED_REWARD,
  },
  { table: "PayoutRequest", metric: "payout", key: "status::text", currency: "currency", amount: "amount", where: "true" },
];

/** per partner (StatPartner) and per partner and day (StatPartnerDay), besides its paying customers (payer) */
export const PARTNER_FIGURES: readonly PartnerFigure[] = [
  { table: "Transaction", metric: "sale", key: "''", currency: "currency", amount: NET, where: COUNTED_SALE },
  { table: "Customer", metric: "signup", key: "''", currency: "''", amount: "0", where: `"deletedAt" IS NULL` },
  { table: "Click", metric: "click", key: "''", currency: "''", amount: "0", where: "true" },
  { table: "Reward", metric: "reward", key: "status::text", currency: "currency", amount: "amount", where: COUNTED_REWARD },
];

export const COUNTED_TABLES = ["Transaction", "Customer", "Partner", "Click", "Reward", "PayoutRequest"] as const;

/**
 * How many rows one busy day's figure is spread over, by database connection, so concurrent
 * writers rarely wait on one row (32 clients on 8 slots spent most of their time waiting).
 * Slot 0 is for the rows of the past days, which compact.ts folds the others into (and for the
 * rebuild): writers never take it.
 */
export const SLOTS = 63;
const SLOT = `(1 + pg_backend_pid() % ${SLOTS})::smallint`;

/**
 * The statements of one counted table's trigger: `src` yields the changed rows with a sign
 * column s (+1 new, -1 old), and each statement adds the difference to the figures, keys
 * sorted so that concurrent writers lock rows in one order.
 */
export function triggerStatements(table: string, src: string): string[] {
  const out: string[] = [];
  for (const f of DAY_FIGURES.filter((x) => x.table === table)) {
    out.push(`INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, '${f.metric}', ${f.key}, ${f.currency}, ${SLOT}, sum(s)::int, sum(s * (${f.amount}))
      FROM (${src}) d WHERE ${f.where}
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (${f.amount})) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total`);
  }
  // one statement per figure keeps both partner tables: the changes per partner and day (d)
  // go to StatPartnerDay, and their sums per partner to StatPartner
  for (const f of PARTNER_FIGURES.filter((x) => x.table === table)) {
    out.push(`WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, ${f.key} AS key, ${f.currency} AS currency, sum(s)::int AS n, sum(s * (${f.amount})) AS total
                  FROM (${src}) t WHERE "partnerUid" IS NOT NULL AND ${f.where}
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (${f.amount})) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, '${f.metric}', key, currency, ${SLOT}, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", '${f.metric}', key, currency, ${SLOT}, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total`);
  }
  return out;
}

/** above this many customer-days in one statement, the statement locks its programs rather than each customer */
const BULK = 64;

/**
 * The paying customers, for the Transaction trigger: counted sales per customer, partner and
 * day (StatBuyer), the day of each customer's first counted sale (StatDay payer, so a range
 * counts the customers who first paid in it), each partner's paying customers (StatPartner
 * payer) and the day each first paid through the partner (StatPartnerDay payer). The customers are locked first (advisory, in key order, under a
 * shared lock of their program): two sales of one customer at once must not both see it as new.
 */
export function buyerStatements(src: string): { declare: string; body: string[] } {
  return {
    declare: `cs text[]
  ps text[]
  ds date[]
  pids int[]
  ns int[]`,
    body: [
      `SELECT array_agg(c ORDER BY c, p, dd), array_agg(p ORDER BY c, p, dd), array_agg(dd ORDER BY c, p, dd), array_agg(pid ORDER BY c, p, dd), array_agg(n ORDER BY c, p, dd)
      INTO cs, ps, ds, pids, ns
      FROM (SELECT "customerUid" AS c, coalesce("partnerUid", '') AS p, "createdAt"::date AS dd, "programId" AS pid, sum(s)::int AS n
              FROM (${src}) d WHERE "customerUid" IS NOT NULL AND ${COUNTED_SALE}
             GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0) q`,
      `IF cs IS NULL THEN RETURN NULL`,
      `END IF`,
      // a bulk statement (an import, a seed) locks its programs whole: a lock per customer would overflow the lock table
      `IF cardinality(cs) > ${BULK} THEN
    PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended('stat-program-' || pid, 24) AS k FROM unnest(pids) AS pid ORDER BY 1) l`,
      `ELSE
    PERFORM pg_advisory_xact_lock_shared(k) FROM (SELECT DISTINCT hashtextextended('stat-program-' || pid, 24) AS k FROM unnest(pids) AS pid ORDER BY 1) l`,
      `PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(c, 24) AS k FROM unnest(cs) AS c ORDER BY 1) l`,
      `END IF`,
      // one statement: b is the customers' counted sales before it (its snapshot), u what the
      // upsert made of them, a the state after; first days and partner pairs that changed move
      `WITH d AS (SELECT * FROM unnest(pids, cs, ps, ds, ns) AS t(pid, c, p, day, n)),
         b AS (SELECT "programId" AS pid, "customerUid" AS c, "partnerUid" AS p, day FROM "StatBuyer" WHERE "customerUid" = ANY(cs) AND n > 0),
         u AS (INSERT INTO "StatBuyer" AS x ("programId", "customerUid", "partnerUid", day, n) SELECT pid, c, p, day, n FROM d ORDER BY c, p, day
               ON CONFLICT ("customerUid", "partnerUid", day) DO UPDATE SET n = x.n + excluded.n
               RETURNING "programId" AS pid, "customerUid" AS c, "partnerUid" AS p, day, n),
         a AS (SELECT pid, c, p, day FROM u WHERE n > 0
               UNION ALL SELECT pid, c, p, day FROM b WHERE NOT EXISTS (SELECT 1 FROM u WHERE u.c = b.c AND u.p = b.p AND u.day = b.day)),
         bf AS (SELECT c, min(pid) AS pid, min(day) AS f FROM b GROUP BY c),
         af AS (SELECT c, min(pid) AS pid, min(day) AS f FROM a GROUP BY c),
         payer AS (SELECT bf.pid, bf.f, -1 AS dn FROM bf LEFT JOIN af USING (c) WHERE af.f IS DISTINCT FROM bf.f
                   UNION ALL SELECT af.pid, af.f, 1 FROM af LEFT JOIN bf USING (c) WHERE bf.f IS DISTINCT FROM af.f),
         bp AS (SELECT c, p, min(day) AS f FROM b WHERE p <> '' GROUP BY 1, 2),
         ap AS (SELECT c, p, min(day) AS f FROM a WHERE p <> '' GROUP BY 1, 2),
         pp AS (SELECT bp.p, bp.f, -1 AS dn FROM bp LEFT JOIN ap USING (c, p) WHERE ap.f IS DISTINCT FROM bp.f
                UNION ALL SELECT ap.p, ap.f, 1 FROM ap LEFT JOIN bp USING (c, p) WHERE bp.f IS DISTINCT FROM ap.f),
         w AS (INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
               SELECT pid, f, 'payer', '', '', ${SLOT}, sum(dn)::int, 0 FROM payer GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
               ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n),
         wp AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
                SELECT p, f, 'payer', '', '', ${SLOT}, sum(dn)::int, 0 FROM pp GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
                ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT p, 'payer', '', '', ${SLOT}, sum(dn)::int, 0 FROM pp GROUP BY 1 HAVING sum(dn) <> 0 ORDER BY 1
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n`,
    ],
  };
}

const scoped = (programId: number | undefined, column = `"programId"`) => (programId === undefined ? "" : ` AND ${column} = ${Number(programId)}`);

/** the counted sales per customer, partner and day, recomputed from the rows */
export function buyersFromRows(programId?: number): string {
  return `SELECT "programId", "customerUid", coalesce("partnerUid", '') AS "partnerUid", "createdAt"::date AS day, count(*)::int AS n
    FROM "Transaction" WHERE "customerUid" IS NOT NULL AND ${COUNTED_SALE}${scoped(programId)} GROUP BY 1, 2, 3, 4`;
}

/** every StatDay figure (slots summed), recomputed from the rows: programId, day, metric, key, currency, n, total */
export function dayFiguresFromRows(programId?: number): string {
  const parts = DAY_FIGURES.map(
    (f) => `SELECT "programId", "createdAt"::date AS day, '${f.metric}'::text AS metric, ${f.key} AS key, ${f.currency} AS currency, count(*)::int AS n, sum(${f.amount})::numeric(19, 4) AS total
      FROM "${f.table}" WHERE ${f.where}${scoped(programId)} GROUP BY 1, 2, 4, 5`,
  );
  parts.push(`SELECT "programId", f AS day, 'payer', '', '', count(*)::int, 0::numeric(19, 4)
      FROM (SELECT "programId", "customerUid", min(day) AS f FROM (${buyersFromRows(programId)}) b GROUP BY 1, 2) c GROUP BY 1, 2`);
  return parts.join("\n    UNION ALL ");
}

/** every StatPartner figure (slots summed), recomputed from the rows: partnerUid, metric, key, currency, n, total */
export function partnerFiguresFromRows(programId?: number): string {
  const parts = PARTNER_FIGURES.map(
    (f) => `SELECT "partnerUid", '${f.metric}'::text AS metric, ${f.key} AS key, ${f.currency} AS currency, count(*)::int AS n, sum(${f.amount})::numeric(19, 4) AS total
      FROM "${f.table}" WHERE "partnerUid" IS NOT NULL AND ${f.where}${scoped(programId)} GROUP BY 1, 3, 4`,
  );
  parts.push(`SELECT "partnerUid", 'payer', '', '', count(DISTINCT "customerUid")::int, 0::numeric(19, 4)
      FROM (${buyersFromRows(programId)}) b WHERE "partnerUid" <> '' GROUP BY 1`);
  return parts.join("\n    UNION ALL ");
}

/** every StatPartnerDay figure (slots summed), recomputed from the rows: partnerUid, day, metric, key, currency, n, total */
export function partnerDayFiguresFromRows(programId?: number): string {
  const parts = PARTNER_FIGURES.map(
    (f) => `SELECT "partnerUid", "createdAt"::date AS day, '${f.metric}'::text AS metric, ${f.key} AS key, ${f.currency} AS currency, count(*)::int AS n, sum(${f.amount})::numeric(19, 4) AS total
      FROM "${f.table}" WHERE "partnerUid" IS NOT NULL AND ${f.where}${scoped(programId)} GROUP BY 1, 2, 4, 5`,
  );
  // a paying customer counts on the day of its first counted sale through the partner
  parts.push(`SELECT "partnerUid", f, 'payer', '', '', count(*)::int, 0::numeric(19, 4)
      FROM (SELECT "customerUid", "partnerUid", min(day) AS f FROM (${buyersFromRows(programId)}) b WHERE "partnerUid" <> '' GROUP BY 1, 2) c GROUP BY 1, 2`);
  return parts.join("\n    UNION ALL ");
}
