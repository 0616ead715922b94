// Coupons at size (issue 24): two coupons of program A, `${tag}SMALL` with 10 redemptions and
// `${tag}BIG` with 100,000 (BENCH_COUPON_REDEMPTIONS), seeded in bulk SQL; then, on each,
// GET /v1/coupons/{uuid_code} at one client, and one more redemption at a time (a seeded sale
// each), side by side with the growth factor from the small coupon to the big one. The goal is
// at most x2: a read and a redemption touch the most recent redemptions only.
import autocannon from "autocannon";
import pg from "pg";
import { RECENT_REDEMPTIONS } from "../src/modules/coupons/coupon.view.js";

export interface CouponSizeOptions extends OneClient {
  databaseUrl: string;
  programId: number;
  tag: string;
  /** the seeded sales are `${tag}t1` … `${tag}t${transactions}` */
  transactions: number;
  redemptions: number;
}

export interface Run {
  perSecond: number;
  p50: number;
  /** mean latency, ms: autocannon's p50 is whole milliseconds, too coarse for a read under one */
  mean: number;
  failures: number;
}

/** what loading a path at one client needs */
export interface OneClient {
  url: string;
  apiKey: string;
  duration: number;
  warmup: number;
}

export interface CouponSizeRow {
  request: string;
  small: Run;
  big: Run;
}

export interface CouponSize {
  redemptions: number;
  seedSeconds: number;
  rows: CouponSizeRow[];
}

async function seedCoupon(db: pg.Client, o: CouponSizeOptions, name: string, count: number) {
  const uid = `${o.tag}co${name}`;
  await db.query(
    `INSERT INTO "Coupon" (uid, "programId", code, name, "discountType", "discountAmount", "durationType", "partnerUid", "timesRedeemed", "createdAt", "updatedAt")
     VALUES ($3, $1, $2 || $4, 'Bench ' || $4, 'percent', 10, 'once', $2 || 'pu1', $5, timestamp '2026-01-01', timestamp '2026-01-01')`,
    [o.programId, o.tag, uid, name, count],
  );
  // one a second before now, so the redemptions the run adds are the newest; keys no seeded sale has
  await db.query(
    `INSERT INTO "Redemption" (id, "programId", "couponUid", "transactionKey", "redeemedAt")
     SELECT $2 || 'r' || i, $1, $2, 'seeded-' || i, now()::timestamp(3) - make_interval(secs => $3 - i)
       FROM generate_series(1, $3) AS i`,
    [o.programId, uid, count],
  );
  // and its most recent ones in its row, as each redemption's statement keeps them
  await db.query(
    `UPDATE "Coupon" SET "recentRedemptions" = (
       SELECT COALESCE(jsonb_agg(jsonb_build_object('id', id, 'redeemed_at', to_char("redeemedAt", 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'transaction_key', "transactionKey") ORDER BY "redeemedAt", id), '[]')
         FROM (SELECT * FROM "Redemption" WHERE "couponUid" = $1 ORDER BY "redeemedAt" DESC, id DESC LIMIT $2) recent)
      WHERE uid = $1`,
    [uid, RECENT_REDEMPTIONS],
  );
}

function load(o: OneClient, request: autocannon.Request, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: o.url, connections: 1, duration: seconds, headers: { authorization: `Bearer ${o.apiKey}`, accept: "application/json", "content-type": "application/json" }, requests: [request] },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** one client on the request (a fresh one for the warm-up and the measurement): its rate, p50 and failures */
export async function measure(o: OneClient, request: () => autocannon.Request): Promise<Run> {
  if (o.warmup > 0) await load(o, request(), o.warmup);
  const r = await load(o, request(), o.duration);
  return { perSecond: r.requests.average, p50: r.latency.p50, mean: r.latency.average, failures: r.non2xx + r.errors + r.timeouts };
}

export async function measureCouponSize(o: CouponSizeOptions): Promise<CouponSize> {
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    await seedCoupon(db, o, "SMALL", 10);
    await seedCoupon(db, o, "BIG", o.redemptions);
    await db.query(`ANALYZE "Redemption"`);
  } finally {
    await db.end();
  }
  const seedSeconds = (Date.now() - started) / 1000;
  const rows: CouponSizeRow[] = [];
  const read = (code: string) => () => ({ method: "GET", path: `/v1/coupons/${o.tag}${code}` }) as autocannon.Request;
  rows.push({ request: "GET /v1/coupons/{uuid_code}", small: await measure(o, read("SMALL")), big: await measure(o, read("BIG")) });
  // each coupon redeems the seeded sales in turn, a new one each request
  const redeem = (code: string) => () => {
    let n = 0;
    return {
      method: "PUT",
      path: `/v1/coupons/${o.tag}${code}`,
      setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify({ redeem: true, transaction_key: `${o.tag}t${1 + (n++ % o.transactions)}` }) }),
    } as autocannon.Request;
  };
  rows.push({ request: "PUT /v1/coupons/{uuid_code} (redeem)", small: await measure(o, redeem("SMALL")), big: await measure(o, redeem("BIG")) });
  return { redemptions: o.redemptions, seedSeconds, rows };
}

/**
 * a table of requests measured at two sizes, with the growth between them: of the p50 when both
 * are 5 ms or more, else of the mean latency (a p50 of whole milliseconds cannot show a sub-millisecond read's growth)
 */
export function formatGrowth(smallHead: string, bigHead: string, rows: readonly { request: string; small: Run; big: Run }[]): string {
  const head = ["request, 1 client", `${smallHead}: req/s, p50 ms`, `${bigHead}: req/s, p50 ms`, "growth", "failures"];
  const lines = rows.map((r) => [
    `\`${r.request}\``,
    `${r.small.perSecond.toFixed(0)}, ${r.small.p50.toFixed(1)}`,
    `${r.big.perSecond.toFixed(0)}, ${r.big.p50.toFixed(1)}`,
    r.small.p50 >= 5 && r.big.p50 >= 5
      ? `x${(r.big.p50 / r.small.p50).toFixed(2)} (req/s x${(r.small.perSecond / Math.max(r.big.perSecond, 0.01)).toFixed(2)})`
      : `x${(r.big.mean / Math.max(r.small.mean, 0.001)).toFixed(2)} of the mean, ${r.small.mean.toFixed(2)} → ${r.big.mean.toFixed(2)} ms (req/s x${(r.small.perSecond / Math.max(r.big.perSecond, 0.01)).toFixed(2)})`,
    `${r.small.failures} / ${r.big.failures}`,
  ]);
  return [head, head.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

export function formatCouponSize(b: CouponSize): string {
  return `${formatGrowth("10 redemptions", `${b.redemptions} redemptions`, b.rows)}\n\n${b.redemptions} redemptions seeded in ${b.seedSeconds.toFixed(1)} s (bulk SQL)`;
}
