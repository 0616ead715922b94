-- Statistics per partner and day (src/modules/stats), for a partner's figures over a range and
-- its time series. Printed by scripts/stats-triggers.ts StatPartnerDay: the trigger functions
-- now keep StatPartnerDay in the statements that keep StatPartner, then its figures of the
-- existing rows are filled in.
-- CreateTable
CREATE TABLE "StatPartnerDay" (
    "partnerUid" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "metric" TEXT NOT NULL,
    "key" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL DEFAULT '',
    "slot" SMALLINT NOT NULL DEFAULT 0,
    "n" INTEGER NOT NULL DEFAULT 0,
    "total" DECIMAL(19,4) NOT NULL DEFAULT 0,

    CONSTRAINT "StatPartnerDay_pkey" PRIMARY KEY ("partnerUid","day","metric","key","currency","slot")
);

CREATE OR REPLACE FUNCTION "stat_transaction_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  cs text[]\073
  ps text[]\073
  ds date[]\073
  pids int[]\073
  ns int[]\073
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''sale'', '''', currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount - "refundedAmount"))
      FROM (SELECT 1 AS s, * FROM nt) d WHERE action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount - "refundedAmount")) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, currency AS currency, sum(s)::int AS n, sum(s * (amount - "refundedAmount")) AS total
                  FROM (SELECT 1 AS s, * FROM nt) t WHERE "partnerUid" IS NOT NULL AND action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (amount - "refundedAmount")) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''sale'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''sale'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  SELECT array_agg(c ORDER BY c, p, dd), array_agg(p ORDER BY c, p, dd), array_agg(dd ORDER BY c, p, dd), array_agg(pid ORDER BY c, p, dd), array_agg(n ORDER BY c, p, dd)
      INTO cs, ps, ds, pids, ns
      FROM (SELECT "customerUid" AS c, coalesce("partnerUid", '''') AS p, "createdAt"::date AS dd, "programId" AS pid, sum(s)::int AS n
              FROM (SELECT 1 AS s, * FROM nt) d WHERE "customerUid" IS NOT NULL AND action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
             GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0) q\073
  IF cs IS NULL THEN RETURN NULL\073
  END IF\073
  IF cardinality(cs) > 64 THEN
    PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(''stat-program-'' || pid, 24) AS k FROM unnest(pids) AS pid ORDER BY 1) l\073
  ELSE
    PERFORM pg_advisory_xact_lock_shared(k) FROM (SELECT DISTINCT hashtextextended(''stat-program-'' || pid, 24) AS k FROM unnest(pids) AS pid ORDER BY 1) l\073
  PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(c, 24) AS k FROM unnest(cs) AS c ORDER BY 1) l\073
  END IF\073
  WITH d AS (SELECT * FROM unnest(pids, cs, ps, ds, ns) AS t(pid, c, p, day, n)),
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
         bp AS (SELECT c, p, min(day) AS f FROM b WHERE p <> '''' GROUP BY 1, 2),
         ap AS (SELECT c, p, min(day) AS f FROM a WHERE p <> '''' GROUP BY 1, 2),
         pp AS (SELECT bp.p, bp.f, -1 AS dn FROM bp LEFT JOIN ap USING (c, p) WHERE ap.f IS DISTINCT FROM bp.f
                UNION ALL SELECT ap.p, ap.f, 1 FROM ap LEFT JOIN bp USING (c, p) WHERE bp.f IS DISTINCT FROM ap.f),
         w AS (INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
               SELECT pid, f, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM payer GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
               ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n),
         wp AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
                SELECT p, f, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM pp GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
                ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT p, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM pp GROUP BY 1 HAVING sum(dn) <> 0 ORDER BY 1
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_transaction_insert" AFTER INSERT ON "Transaction" REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_transaction_insert"();

CREATE OR REPLACE FUNCTION "stat_transaction_update"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  cs text[]\073
  ps text[]\073
  ds date[]\073
  pids int[]\073
  ns int[]\073
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''sale'', '''', currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount - "refundedAmount"))
      FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) d WHERE action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount - "refundedAmount")) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, currency AS currency, sum(s)::int AS n, sum(s * (amount - "refundedAmount")) AS total
                  FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) t WHERE "partnerUid" IS NOT NULL AND action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (amount - "refundedAmount")) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''sale'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''sale'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  SELECT array_agg(c ORDER BY c, p, dd), array_agg(p ORDER BY c, p, dd), array_agg(dd ORDER BY c, p, dd), array_agg(pid ORDER BY c, p, dd), array_agg(n ORDER BY c, p, dd)
      INTO cs, ps, ds, pids, ns
      FROM (SELECT "customerUid" AS c, coalesce("partnerUid", '''') AS p, "createdAt"::date AS dd, "programId" AS pid, sum(s)::int AS n
              FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) d WHERE "customerUid" IS NOT NULL AND action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
             GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0) q\073
  IF cs IS NULL THEN RETURN NULL\073
  END IF\073
  IF cardinality(cs) > 64 THEN
    PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(''stat-program-'' || pid, 24) AS k FROM unnest(pids) AS pid ORDER BY 1) l\073
  ELSE
    PERFORM pg_advisory_xact_lock_shared(k) FROM (SELECT DISTINCT hashtextextended(''stat-program-'' || pid, 24) AS k FROM unnest(pids) AS pid ORDER BY 1) l\073
  PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(c, 24) AS k FROM unnest(cs) AS c ORDER BY 1) l\073
  END IF\073
  WITH d AS (SELECT * FROM unnest(pids, cs, ps, ds, ns) AS t(pid, c, p, day, n)),
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
         bp AS (SELECT c, p, min(day) AS f FROM b WHERE p <> '''' GROUP BY 1, 2),
         ap AS (SELECT c, p, min(day) AS f FROM a WHERE p <> '''' GROUP BY 1, 2),
         pp AS (SELECT bp.p, bp.f, -1 AS dn FROM bp LEFT JOIN ap USING (c, p) WHERE ap.f IS DISTINCT FROM bp.f
                UNION ALL SELECT ap.p, ap.f, 1 FROM ap LEFT JOIN bp USING (c, p) WHERE bp.f IS DISTINCT FROM ap.f),
         w AS (INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
               SELECT pid, f, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM payer GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
               ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n),
         wp AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
                SELECT p, f, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM pp GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
                ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT p, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM pp GROUP BY 1 HAVING sum(dn) <> 0 ORDER BY 1
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_transaction_update" AFTER UPDATE ON "Transaction" REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_transaction_update"();

CREATE OR REPLACE FUNCTION "stat_transaction_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  cs text[]\073
  ps text[]\073
  ds date[]\073
  pids int[]\073
  ns int[]\073
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''sale'', '''', currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount - "refundedAmount"))
      FROM (SELECT -1 AS s, * FROM ot) d WHERE action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount - "refundedAmount")) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, currency AS currency, sum(s)::int AS n, sum(s * (amount - "refundedAmount")) AS total
                  FROM (SELECT -1 AS s, * FROM ot) t WHERE "partnerUid" IS NOT NULL AND action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (amount - "refundedAmount")) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''sale'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''sale'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  SELECT array_agg(c ORDER BY c, p, dd), array_agg(p ORDER BY c, p, dd), array_agg(dd ORDER BY c, p, dd), array_agg(pid ORDER BY c, p, dd), array_agg(n ORDER BY c, p, dd)
      INTO cs, ps, ds, pids, ns
      FROM (SELECT "customerUid" AS c, coalesce("partnerUid", '''') AS p, "createdAt"::date AS dd, "programId" AS pid, sum(s)::int AS n
              FROM (SELECT -1 AS s, * FROM ot) d WHERE "customerUid" IS NOT NULL AND action = ''sale'' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"
             GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0) q\073
  IF cs IS NULL THEN RETURN NULL\073
  END IF\073
  IF cardinality(cs) > 64 THEN
    PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(''stat-program-'' || pid, 24) AS k FROM unnest(pids) AS pid ORDER BY 1) l\073
  ELSE
    PERFORM pg_advisory_xact_lock_shared(k) FROM (SELECT DISTINCT hashtextextended(''stat-program-'' || pid, 24) AS k FROM unnest(pids) AS pid ORDER BY 1) l\073
  PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(c, 24) AS k FROM unnest(cs) AS c ORDER BY 1) l\073
  END IF\073
  WITH d AS (SELECT * FROM unnest(pids, cs, ps, ds, ns) AS t(pid, c, p, day, n)),
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
         bp AS (SELECT c, p, min(day) AS f FROM b WHERE p <> '''' GROUP BY 1, 2),
         ap AS (SELECT c, p, min(day) AS f FROM a WHERE p <> '''' GROUP BY 1, 2),
         pp AS (SELECT bp.p, bp.f, -1 AS dn FROM bp LEFT JOIN ap USING (c, p) WHERE ap.f IS DISTINCT FROM bp.f
                UNION ALL SELECT ap.p, ap.f, 1 FROM ap LEFT JOIN bp USING (c, p) WHERE bp.f IS DISTINCT FROM ap.f),
         w AS (INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
               SELECT pid, f, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM payer GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
               ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n),
         wp AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
                SELECT p, f, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM pp GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
                ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT p, ''payer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(dn)::int, 0 FROM pp GROUP BY 1 HAVING sum(dn) <> 0 ORDER BY 1
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_transaction_delete" AFTER DELETE ON "Transaction" REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION "stat_transaction_delete"();

CREATE OR REPLACE FUNCTION "stat_customer_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''customer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT 1 AS s, * FROM nt) d WHERE "deletedAt" IS NULL
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, '''' AS currency, sum(s)::int AS n, sum(s * (0)) AS total
                  FROM (SELECT 1 AS s, * FROM nt) t WHERE "partnerUid" IS NOT NULL AND "deletedAt" IS NULL
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''signup'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''signup'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_customer_insert" AFTER INSERT ON "Customer" REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_customer_insert"();

CREATE OR REPLACE FUNCTION "stat_customer_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''customer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) d WHERE "deletedAt" IS NULL
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, '''' AS currency, sum(s)::int AS n, sum(s * (0)) AS total
                  FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) t WHERE "partnerUid" IS NOT NULL AND "deletedAt" IS NULL
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''signup'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''signup'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_customer_update" AFTER UPDATE ON "Customer" REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_customer_update"();

CREATE OR REPLACE FUNCTION "stat_customer_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''customer'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT -1 AS s, * FROM ot) d WHERE "deletedAt" IS NULL
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, '''' AS currency, sum(s)::int AS n, sum(s * (0)) AS total
                  FROM (SELECT -1 AS s, * FROM ot) t WHERE "partnerUid" IS NOT NULL AND "deletedAt" IS NULL
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''signup'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''signup'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_customer_delete" AFTER DELETE ON "Customer" REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION "stat_customer_delete"();

CREATE OR REPLACE FUNCTION "stat_partner_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''partner'', status::text, '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT 1 AS s, * FROM nt) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_partner_insert" AFTER INSERT ON "Partner" REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_partner_insert"();

CREATE OR REPLACE FUNCTION "stat_partner_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''partner'', status::text, '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_partner_update" AFTER UPDATE ON "Partner" REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_partner_update"();

CREATE OR REPLACE FUNCTION "stat_partner_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''partner'', status::text, '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT -1 AS s, * FROM ot) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_partner_delete" AFTER DELETE ON "Partner" REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION "stat_partner_delete"();

CREATE OR REPLACE FUNCTION "stat_click_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''click'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT 1 AS s, * FROM nt) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, '''' AS currency, sum(s)::int AS n, sum(s * (0)) AS total
                  FROM (SELECT 1 AS s, * FROM nt) t WHERE "partnerUid" IS NOT NULL AND true
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''click'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''click'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_click_insert" AFTER INSERT ON "Click" REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_click_insert"();

CREATE OR REPLACE FUNCTION "stat_click_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''click'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, '''' AS currency, sum(s)::int AS n, sum(s * (0)) AS total
                  FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) t WHERE "partnerUid" IS NOT NULL AND true
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''click'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''click'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_click_update" AFTER UPDATE ON "Click" REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_click_update"();

CREATE OR REPLACE FUNCTION "stat_click_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''click'', '''', '''', (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (0))
      FROM (SELECT -1 AS s, * FROM ot) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, '''' AS key, '''' AS currency, sum(s)::int AS n, sum(s * (0)) AS total
                  FROM (SELECT -1 AS s, * FROM ot) t WHERE "partnerUid" IS NOT NULL AND true
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (0)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''click'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''click'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_click_delete" AFTER DELETE ON "Click" REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION "stat_click_delete"();

CREATE OR REPLACE FUNCTION "stat_reward_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''reward'', status::text || CASE WHEN "payoutRequestId" IS NULL THEN '''' ELSE '':requested'' END, currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount))
      FROM (SELECT 1 AS s, * FROM nt) d WHERE "isCurrency" AND "archivedAt" IS NULL
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, status::text AS key, currency AS currency, sum(s)::int AS n, sum(s * (amount)) AS total
                  FROM (SELECT 1 AS s, * FROM nt) t WHERE "partnerUid" IS NOT NULL AND "isCurrency" AND "archivedAt" IS NULL
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''reward'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''reward'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_reward_insert" AFTER INSERT ON "Reward" REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_reward_insert"();

CREATE OR REPLACE FUNCTION "stat_reward_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''reward'', status::text || CASE WHEN "payoutRequestId" IS NULL THEN '''' ELSE '':requested'' END, currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount))
      FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) d WHERE "isCurrency" AND "archivedAt" IS NULL
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, status::text AS key, currency AS currency, sum(s)::int AS n, sum(s * (amount)) AS total
                  FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) t WHERE "partnerUid" IS NOT NULL AND "isCurrency" AND "archivedAt" IS NULL
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''reward'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''reward'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_reward_update" AFTER UPDATE ON "Reward" REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_reward_update"();

CREATE OR REPLACE FUNCTION "stat_reward_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''reward'', status::text || CASE WHEN "payoutRequestId" IS NULL THEN '''' ELSE '':requested'' END, currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount))
      FROM (SELECT -1 AS s, * FROM ot) d WHERE "isCurrency" AND "archivedAt" IS NULL
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  WITH d AS (SELECT "partnerUid", "createdAt"::date AS day, status::text AS key, currency AS currency, sum(s)::int AS n, sum(s * (amount)) AS total
                  FROM (SELECT -1 AS s, * FROM ot) t WHERE "partnerUid" IS NOT NULL AND "isCurrency" AND "archivedAt" IS NULL
                 GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0),
         w AS (INSERT INTO "StatPartnerDay" AS x ("partnerUid", day, metric, key, currency, slot, n, total)
               SELECT "partnerUid", day, ''reward'', key, currency, (1 + pg_backend_pid() % 63)::smallint, n, total FROM d ORDER BY 1, 2, 4, 5
               ON CONFLICT ("partnerUid", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total)
    INSERT INTO "StatPartner" AS x ("partnerUid", metric, key, currency, slot, n, total)
    SELECT "partnerUid", ''reward'', key, currency, (1 + pg_backend_pid() % 63)::smallint, sum(n)::int, sum(total) FROM d
     GROUP BY 1, 3, 4 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1, 3, 4
    ON CONFLICT ("partnerUid", metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_reward_delete" AFTER DELETE ON "Reward" REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION "stat_reward_delete"();

CREATE OR REPLACE FUNCTION "stat_payoutrequest_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''payout'', status::text, currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount))
      FROM (SELECT 1 AS s, * FROM nt) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_payoutrequest_insert" AFTER INSERT ON "PayoutRequest" REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_payoutrequest_insert"();

CREATE OR REPLACE FUNCTION "stat_payoutrequest_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''payout'', status::text, currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount))
      FROM (SELECT 1 AS s, * FROM nt UNION ALL SELECT -1, * FROM ot) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_payoutrequest_update" AFTER UPDATE ON "PayoutRequest" REFERENCING OLD TABLE AS ot NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION "stat_payoutrequest_update"();

CREATE OR REPLACE FUNCTION "stat_payoutrequest_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "StatDay" AS x ("programId", day, metric, key, currency, slot, n, total)
    SELECT "programId", "createdAt"::date, ''payout'', status::text, currency, (1 + pg_backend_pid() % 63)::smallint, sum(s)::int, sum(s * (amount))
      FROM (SELECT -1 AS s, * FROM ot) d WHERE true
     GROUP BY 1, 2, 4, 5 HAVING sum(s) <> 0 OR sum(s * (amount)) <> 0 ORDER BY 1, 2, 4, 5
    ON CONFLICT ("programId", day, metric, key, currency, slot) DO UPDATE SET n = x.n + excluded.n, total = x.total + excluded.total\073
  RETURN NULL\073
END
';

CREATE OR REPLACE TRIGGER "stat_payoutrequest_delete" AFTER DELETE ON "PayoutRequest" REFERENCING OLD TABLE AS ot FOR EACH STATEMENT EXECUTE FUNCTION "stat_payoutrequest_delete"();

-- the figures of the rows written before this migration

INSERT INTO "StatPartnerDay" ("partnerUid", day, metric, key, currency, n, total) SELECT * FROM (SELECT "partnerUid", "createdAt"::date AS day, 'sale'::text AS metric, '' AS key, currency AS currency, count(*)::int AS n, sum(amount - "refundedAmount")::numeric(19, 4) AS total
      FROM "Transaction" WHERE "partnerUid" IS NOT NULL AND action = 'sale' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount" GROUP BY 1, 2, 4, 5
    UNION ALL SELECT "partnerUid", "createdAt"::date AS day, 'signup'::text AS metric, '' AS key, '' AS currency, count(*)::int AS n, sum(0)::numeric(19, 4) AS total
      FROM "Customer" WHERE "partnerUid" IS NOT NULL AND "deletedAt" IS NULL GROUP BY 1, 2, 4, 5
    UNION ALL SELECT "partnerUid", "createdAt"::date AS day, 'click'::text AS metric, '' AS key, '' AS currency, count(*)::int AS n, sum(0)::numeric(19, 4) AS total
      FROM "Click" WHERE "partnerUid" IS NOT NULL AND true GROUP BY 1, 2, 4, 5
    UNION ALL SELECT "partnerUid", "createdAt"::date AS day, 'reward'::text AS metric, status::text AS key, currency AS currency, count(*)::int AS n, sum(amount)::numeric(19, 4) AS total
      FROM "Reward" WHERE "partnerUid" IS NOT NULL AND "isCurrency" AND "archivedAt" IS NULL GROUP BY 1, 2, 4, 5
    UNION ALL SELECT "partnerUid", f, 'payer', '', '', count(*)::int, 0::numeric(19, 4)
      FROM (SELECT "customerUid", "partnerUid", min(day) AS f FROM (SELECT "programId", "customerUid", coalesce("partnerUid", '') AS "partnerUid", "createdAt"::date AS day, count(*)::int AS n
    FROM "Transaction" WHERE "customerUid" IS NOT NULL AND action = 'sale' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount" GROUP BY 1, 2, 3, 4) b WHERE "partnerUid" <> '' GROUP BY 1, 2) c GROUP BY 1, 2) f;
