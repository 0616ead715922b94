// A partner at size (issue 24): GET /v1/partners/{id} of a seeded partner of program A (a few
// rewards) beside one with BENCH_PARTNER_REWARDS rewards (200,000 by default: nine in ten
// approved, the rest pending, a hundred of them past their hold and not swept yet, which the
// read approves), seeded in bulk SQL. The read takes the figures kept beside the writes and
// finds the unswept rewards by the partner's pending index, so the goal is at most x2.
import pg from "pg";
import { formatGrowth, measure, type OneClient, type Run } from "./coupon-size.js";

export interface PartnerSizeOptions extends OneClient {
  databaseUrl: string;
  programId: number;
  tag: string;
  rewards: number;
}

export interface PartnerSize {
  rewards: number;
  seedSeconds: number;
  row: { request: string; small: Run; big: Run };
}

async function seedBigPartner(db: pg.Client, o: PartnerSizeOptions) {
  await db.query(
    `INSERT INTO "Partner" (uid, "programId", id, key, email, name, "createdAt", "updatedAt")
     VALUES ($2 || 'puBIG', $1, $2 || 'pBIG', $2 || 'pkBIG', $2 || 'big@bench.example', 'Big', timestamp '2026-01-01', timestamp '2026-01-01')`,
    [o.programId, o.tag],
  );
  // every tenth pending: the first hundred of those past their hold (due), the others held for a
  // month; the approved ones past theirs, as the sweep leaves them
  await db.query(
    `INSERT INTO "Reward" (id, "programId", kind, status, amount, currency, "partnerUid", action, "holdUntil", "earnedAt", "createdAt", "updatedAt")
     SELECT $2 || 'rBIG' || i, $1, 'commission', CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END::"RewardStatus", 1 + i % 7, 'USD', $2 || 'puBIG', 'sale',
            CASE WHEN i % 10 <> 0 THEN now()::timestamp(3) - interval '30 days' WHEN i <= 1000 THEN now()::timestamp(3) - interval '1 day' ELSE now()::timestamp(3) + interval '30 days' END,
            now()::timestamp(3), now()::timestamp(3), now()::timestamp(3)
       FROM generate_series(1, $3::int) AS i`,
    [o.programId, o.tag, o.rewards],
  );
}

export async function measurePartnerSize(o: PartnerSizeOptions): Promise<PartnerSize> {
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    await seedBigPartner(db, o);
    await db.query(`ANALYZE "Reward"`);
  } finally {
    await db.end();
  }
  const seedSeconds = (Date.now() - started) / 1000;
  const read = (id: string) => () => ({ method: "GET" as const, path: `/v1/partners/${o.tag}${id}` });
  const row = { request: "GET /v1/partners/{id}", small: await measure(o, read("p1")), big: await measure(o, read("pBIG")) };
  return { rewards: o.rewards, seedSeconds, row };
}

export function formatPartnerSize(b: PartnerSize): string {
  return `${formatGrowth("a seeded partner", `${b.rewards} rewards`, [b.row])}\n\n${b.rewards} rewards seeded in ${b.seedSeconds.toFixed(1)} s (bulk SQL)`;
}
