// Program statistics at size (issue 24): two more affiliate programs, each with the same
// partners and customers and a year of sales (20,000 and 1,000,000 by default), seeded in bulk
// SQL with triggers off (foreign keys and statistics: minutes saved at a million rows), then
// the program's statistics rebuilt from the rows as stats:rebuild (and the migration) do.
// GET /v1/program and /v1/program/overview are loaded on each (one client, then the bench's
// connections); the growth factor is large p50 over small p50. Beside it, what the same figures
// cost recomputed from the rows (stats:verify's statement), the way the reads were made before.
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../src/db/client.js";
import { createProgram } from "../src/modules/programs/programs.service.js";
import { issueApiKey } from "../src/modules/auth/api-keys.service.js";
import { dayFiguresFromRows } from "../src/modules/stats/figures-sql.js";
import { rebuildStats } from "../src/modules/stats/verify.js";

export interface StatsBenchOptions {
  url: string;
  databaseUrl: string;
  /** sales of the small and of the large program */
  sizes: number[];
  partners: number;
  customers: number;
  connections: number;
  duration: number;
  warmup: number;
}

interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface StatsRun {
  sales: number;
  seedSeconds: number;
  /** stats:rebuild of the program */
  rebuildSeconds: number;
  /** request name -> [one client, the bench's connections] */
  loads: Record<string, [Load, Load]>;
  /** ms of the statistics recomputed from the rows (median of 3) */
  fromRows: number;
}

const YEAR_MS = 365 * 86_400_000;
const CHUNK = 200_000;

/** partners, customers, and `sales` sales over the last year, each with a commission (mostly approved, some paid or held) */
async function seedProgram(client: pg.Client, programId: number, tag: string, partners: number, customers: number, sales: number) {
  const end = new Date();
  const start = new Date(end.getTime() - YEAR_MS);
  // the n-th of `count` spread over the year
  const at = (count: number) => `timestamp '${start.toISOString()}' + (n::float8 / ${count}) * interval '365 days'`;
  await client.query(
    `INSERT INTO "Partner" (uid, "programId", id, key, email, "passwordHash", status, "createdAt", "updatedAt")
     SELECT $2 || 'pu' || n, $1, $2 || 'p' || n, $2 || 'pk' || n, $2 || 'partner' || n || '@bench.example', 'x', 'active', ${at(partners)}, ${at(partners)}
       FROM generate_series(1, $3::int) AS n`,
    [programId, tag, partners],
  );
  await client.query(
    `INSERT INTO "Customer" (uid, "programId", id, key, email, "partnerUid", "createdAt", "updatedAt")
     SELECT $2 || 'cu' || n, $1, $2 || 'c' || n, $2 || 'ck' || n, $2 || 'customer' || n || '@bench.example', $2 || 'pu' || (1 + n % $3::int), ${at(customers)}, ${at(customers)}
       FROM generate_series(1, $4::int) AS n`,
    [programId, tag, partners, customers],
  );
  for (let lo = 1; lo <= sales; lo += CHUNK) {
    const hi = Math.min(sales, lo + CHUNK - 1);
    // sale n: customer 1 + n mod customers, attributed to that customer's partner
    await client.query(
      `INSERT INTO "Transaction" (uid, "programId", key, action, amount, currency, "customerUid", "partnerUid", "occurredAt", "createdAt", "updatedAt")
       SELECT $2 || 'tu' || n, $1, $2 || 't' || n, 'sale', 10 + n % 90, 'USD', $2 || 'cu' || (1 + n % $4::int), $2 || 'pu' || (1 + (1 + n % $4::int) % $3::int),
              ${at(sales)}, ${at(sales)}, ${at(sales)}
         FROM generate_series($5::int, $6::int) AS n`,
      [programId, tag, partners, customers, lo, hi],
    );
    await client.query(
      `INSERT INTO "Reward" (id, "programId", kind, status, amount, currency, "partnerUid", "transactionUid", action, "earnedAt", "createdAt", "updatedAt")
       SELECT $2 || 'rw' || n, $1, 'commission', (CASE n % 10 WHEN 0 THEN 'paid' WHEN 1 THEN 'pending' ELSE 'approved' END)::"RewardStatus",
              (10 + n % 90) * 0.2, 'USD', $2 || 'pu' || (1 + (1 + n % $4::int) % $3::int), $2 || 'tu' || n, 'sale', ${at(sales)}, ${at(sales)}, ${at(sales)}
         FROM generate_series($5::int, $6::int) AS n`,
      [programId, tag, partners, customers, lo, hi],
    );
  }
}

function load(url: string, path: string, key: string, connections: number, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${url}${path}`, connections, duration: seconds, headers: { authorization: `Bearer ${key}`, accept: "application/json" } },
      (err, r) => (err ? reject(err) : resolve({ reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts })),
    );
  });
}

export async function measureStats(o: StatsBenchOptions): Promise<StatsRun[]> {
  const db = await openDatabase({ databaseUrl: o.databaseUrl });
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  const runs: StatsRun[] = [];
  try {
    for (const sales of o.sizes) {
      const started = Date.now();
      const tag = `st${sales}x`;
      const program = await createProgram(db.prisma, { name: `Stats ${sales}`, type: "Affiliate", website: "https://shop.example" });
      await client.query("SET session_replication_role = replica");
      await seedProgram(client, program.id, tag, o.partners, o.customers, sales);
      await client.query("SET session_replication_role = DEFAULT");
      const seedSeconds = (Date.now() - started) / 1000;
      const rebuilding = Date.now();
      await rebuildStats(db.prisma, program.id);
      const rebuildSeconds = (Date.now() - rebuilding) / 1000;
      await client.query("ANALYZE");
      const { key } = await issueApiKey(db.prisma, program.id, "bench stats");
      console.log(`  seeded ${sales} sales (program ${program.id}) in ${seedSeconds.toFixed(1)} s, statistics rebuilt in ${rebuildSeconds.toFixed(1)} s`);
      const loads: StatsRun["loads"] = {};
      for (const path of ["/v1/program", "/v1/program/overview"]) {
        if (o.warmup > 0) await load(o.url, path, key, o.connections, o.warmup);
        loads[`GET ${path}`] = [await load(o.url, path, key, 1, o.duration), await load(o.url, path, key, o.connections, o.duration)];
      }
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        await client.query(`SELECT metric, key, currency, sum(n), sum(total) FROM (${dayFiguresFromRows(program.id)}) f GROUP BY 1, 2, 3`);
        times.push(performance.now() - t0);
      }
      runs.push({ sales, seedSeconds, rebuildSeconds, loads, fromRows: times.sort((a, b) => a - b)[1]! });
    }
  } finally {
    await client.end();
    await db.close();
  }
  return runs;
}

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });

export function formatStats(runs: StatsRun[], connections: number): string {
  const [small, large] = [runs[0]!, runs[runs.length - 1]!];
  const lines = [
    `| request | p50 at ${fmt(small.sales)} sales | p50 at ${fmt(large.sales)} sales | growth | req/s at ${fmt(small.sales)}, ${connections} clients | req/s at ${fmt(large.sales)}, ${connections} clients | failures |`,
    "|---|---|---|---|---|---|---|",
  ];
  for (const name of Object.keys(small.loads)) {
    const [s1, sN] = small.loads[name]!;
    const [l1, lN] = large.loads[name]!;
    lines.push(
      `| ${name} | ${s1.p50} ms | ${l1.p50} ms | x${(Math.max(l1.p50, 1) / Math.max(s1.p50, 1)).toFixed(2)} | ${fmt(sN.reqPerSec)} | ${fmt(lN.reqPerSec)} | ${s1.failures + sN.failures + l1.failures + lN.failures} |`,
    );
  }
  lines.push(
    `| the same figures recomputed from the rows (one statement, as reads were made before) | ${fmt(small.fromRows)} ms | ${fmt(large.fromRows)} ms | x${(large.fromRows / Math.max(small.fromRows, 1)).toFixed(1)} | | | |`,
  );
  return lines.join("\n");
}
