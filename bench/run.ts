// npm run bench: seeds a database of its own, starts Rally and the raw baseline (each in a child
// process), checks that both answer every measured request with the same bytes, then loads each
// request on each server in turn and prints req/s, latency and SQL statements per request.
// See BENCHMARKS.md for the environment variables and what each column means.
import { fork, type ChildProcess } from "node:child_process";
import { formatFootprint, measureFootprint, rssMiB } from "./footprint.js";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import type { ChildMessage, Counts } from "./counter.js";
import { benchRequests, ingestRequest, programRequest, redeemRequest, type BenchRequest } from "./requests.js";
import { createDatabase, dropDatabase, seed } from "./seed.js";
import { couponRedemptions, formatFanOut, measureFanOut, partnerEvents } from "./subscribers.js";
import { formatWebhooks, measureWebhooks } from "./webhooks.js";
import { formatClicks, measureClicks } from "./clicks.js";
import { formatCouponSize, measureCouponSize } from "./coupon-size.js";
import { formatPartnerSize, measurePartnerSize } from "./partner-size.js";
import { formatStats, measureStats } from "./stats.js";
import { formatPageLoad, measurePageLoad } from "./page-load.js";
import { formatIngest, formatTable, type IngestRun, type Row, type Measurement } from "./table.js";

const env = process.env;
const SERVER_URL = env.BENCH_DATABASE_SERVER ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SCALE = Number(env.BENCH_SCALE ?? 1);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(env.BENCH_DURATION ?? 10);
// V8 needs long to compile a framework's hot paths on a small machine: bare Yoga answering {__typename}
// went from 990 to 1,760 req/s over its first 15 s here; each server is warmed alike
const WARMUP = Number(env.BENCH_WARMUP ?? 10);
const ONLY = env.BENCH_ONLY?.toLowerCase();
const SUBSCRIBERS = Number(env.BENCH_SUBSCRIBERS ?? 1000);
const WEBHOOKS = Number(env.BENCH_WEBHOOKS ?? 10);
const WEBHOOK_EVENTS = Number(env.BENCH_WEBHOOK_EVENTS ?? 200);
const WEBHOOK_RATE = Number(env.BENCH_WEBHOOK_RATE ?? 0);
const FANOUT_EVENTS = Number(env.BENCH_FANOUT_EVENTS ?? 20);
if (![SCALE, CONNECTIONS, DURATION, WARMUP, SUBSCRIBERS, FANOUT_EVENTS, WEBHOOKS, WEBHOOK_EVENTS].every((n) => Number.isFinite(n) && n >= 0) || SCALE <= 0 || CONNECTIONS < 1 || DURATION <= 0) {
  console.error("BENCH_SCALE, BENCH_CONNECTIONS and BENCH_DURATION must be positive numbers, BENCH_WARMUP, BENCH_SUBSCRIBERS and BENCH_FANOUT_EVENTS zero or more");
  process.exit(2);
}
const sizes = {
  partners: Math.max(10, Math.round(10_000 * SCALE)),
  customers: Math.max(50, Math.round(50_000 * SCALE)),
  transactions: Math.max(100, Math.round(100_000 * SCALE)),
};
/** transaction ingest runs at each of these client counts */
const INGEST_CONNECTIONS = (env.BENCH_INGEST_CONNECTIONS ?? "8,32").split(",").map(Number);
/** coupon redemptions run at each of these client counts */
const REDEEM_CONNECTIONS = (env.BENCH_REDEEM_CONNECTIONS ?? "32").split(",").map(Number);
/** click ingest runs at each of these client counts */
const CLICK_CONNECTIONS = (env.BENCH_CLICK_CONNECTIONS ?? "64").split(",").map(Number);
// the click run comes from one address: the per-address limit of the public endpoint would refuse it
env.TRACKING_CLICKS_PER_MINUTE ??= "0";
/** redemptions seeded on the big coupon of the coupon-size run */
const COUPON_REDEMPTIONS = Number(env.BENCH_COUPON_REDEMPTIONS ?? 100_000);
/** rewards seeded on the big partner of the partner-size run */
const PARTNER_REWARDS = Number(env.BENCH_PARTNER_REWARDS ?? 200_000);
const dbName = `${env.BENCH_DATABASE_PREFIX ?? "rally_bench"}_${process.pid}`;

interface Child {
  name: string;
  proc: ChildProcess;
  url: string;
  take(): Promise<Counts>;
}

let dbCreated = false;
const children: Child[] = [];
let current: autocannon.Instance | undefined;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    current?.stop();
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.proc.exitCode !== null || c.proc.signalCode !== null) return resolve();
            const timer = setTimeout(() => {
              c.proc.kill("SIGKILL");
              resolve();
            }, process.env.BENCH_CPU_PROF ? 60_000 : 5_000); // writing a profile on exit takes a while on a loaded machine
            c.proc.once("exit", () => {
              clearTimeout(timer);
              resolve();
            });
            if (c.proc.connected) c.proc.send({ type: "stop" });
            else c.proc.kill("SIGTERM");
          }),
      ),
    );
    if (dbCreated) await dropDatabase(SERVER_URL, dbName).catch((err) => console.error(`could not drop database ${dbName}: ${err}`));
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // a Ctrl-C reaches us twice (from the terminal, and relayed by tsx): say it once
    if (!cleaning) console.error(`\n${signal}: stopping both servers and dropping the database`);
    void cleanup().then(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

function startChild(name: string, script: string, databaseUrl: string): Promise<Child> {
  const proc = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    env: { ...env, DATABASE_URL: databaseUrl },
    // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (open in Chrome DevTools)
    execArgv: ["--import", "tsx", ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}/${name}`] : [])],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let waiting: ((c: Counts) => void)[] = [];
  return new Promise((resolve, reject) => {
    // a channel closed while stopping is expected; the exit handler below reports real failures
    proc.on("error", (err) => cleaning || console.error(`${name} server: ${err.message}`));
    proc.once("exit", (code) => reject(new Error(`${name} server exited with ${code} before it was ready`)));
    proc.on("message", (m: ChildMessage) => {
      if (m.type === "ready") {
        const child: Child = {
          name,
          proc,
          url: `http://127.0.0.1:${m.port}`,
          take: () =>
            new Promise<Counts>((r) => {
              if (!proc.connected) return r({ statements: 0, background: 0, cpuMs: 0 });
              waiting.push(r);
              proc.send({ type: "take" });
            }),
        };
        children.push(child);
        resolve(child);
      } else if (m.type === "counts") {
        const [first, ...rest] = waiting;
        waiting = rest;
        first?.(m.counts);
      }
    });
  });
}

const bodyOf = (rq: BenchRequest, n: number) => (typeof rq.body === "function" ? rq.body(n) : rq.body);

async function send(child: Child, rq: BenchRequest, body: string | undefined) {
  const res = await fetch(`${child.url}${rq.path}`, { method: rq.method, headers: rq.headers, body });
  return { status: res.status, body: await res.text() };
}

/** every request answered with the same status and bytes by both (a new row's timestamps aside) */
async function verify(rally: Child, raw: Child, requests: BenchRequest[], databaseUrl: string, programId: number): Promise<boolean> {
  let ok = true;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const rq of requests) {
      const body = bodyOf(rq, -1);
      const a = await send(rally, rq, body);
      if (rq.method === "POST" && rq.path.startsWith("/v1/customers")) {
        // the same customer again on raw: remove Rally's first
        const key = (JSON.parse(body!) as { key: string }).key;
        await db.query(`DELETE FROM "Customer" WHERE "programId" = $1 AND key = $2`, [programId, key]);
      }
      if (rq.method === "POST" && rq.path.startsWith("/v1/transactions")) {
        // the same sale again on raw: remove Rally's first, with its commission
        const key = (JSON.parse(body!) as { key: string }).key;
        await db.query(`DELETE FROM "Reward" WHERE "transactionUid" IN (SELECT uid FROM "Transaction" WHERE "programId" = $1 AND key = $2)`, [programId, key]);
        await db.query(`DELETE FROM "Transaction" WHERE "programId" = $1 AND key = $2`, [programId, key]);
      }
      const b = await send(raw, rq, body);
      const mask = (s: string) => (rq.volatile ? s.replace(rq.volatile, (m) => m.replace(/:"[^"]*"$/, ':"…"')) : s);
      if (a.status !== 200 || a.status !== b.status || mask(a.body) !== mask(b.body)) {
        ok = false;
        console.error(`\nFAIL ${rq.name}: Rally and raw answer differently`);
        console.error(`  Rally ${a.status}: ${a.body.slice(0, 1500)}`);
        console.error(`  raw   ${b.status}: ${b.body.slice(0, 1500)}`);
        const at = [...mask(a.body)].findIndex((ch, i) => ch !== mask(b.body)[i]);
        if (at >= 0) console.error(`  first difference at byte ${at}: Rally …${mask(a.body).slice(Math.max(0, at - 60), at + 60)}…\n                                raw   …${mask(b.body).slice(Math.max(0, at - 60), at + 60)}…`);
      } else {
        console.log(`  same bytes: ${rq.name} (${Buffer.byteLength(a.body)} bytes)`);
      }
    }
  } finally {
    await db.end();
  }
  return ok;
}

function load(child: Child, rq: BenchRequest, seconds: number, counter: { n: number }, connections = CONNECTIONS): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: child.url,
        connections,
        duration: seconds,
        requests: [
          {
            method: rq.method,
            path: rq.path,
            headers: rq.headers,
            ...(typeof rq.body === "function"
              ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: bodyOf(rq, counter.n++) }) }
              : rq.body !== undefined
                ? { body: rq.body }
                : {}),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    current = instance;
  });
}

async function measure(child: Child, rq: BenchRequest, counter: { n: number }, connections = CONNECTIONS): Promise<Measurement> {
  if (WARMUP > 0) await load(child, rq, WARMUP, counter, connections);
  await child.take();
  const r = await load(child, rq, DURATION, counter, connections);
  const counts = await child.take();
  const done = Math.max(1, r.requests.total);
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    statements: counts.statements / done,
    background: counts.background / done,
    cpuMs: counts.cpuMs / done,
    failures: r.non2xx + r.errors + r.timeouts,
    total: r.requests.total,
  };
}

async function main() {
  const started = Date.now();
  console.log(`seeding ${dbName}: 2 programs × ${sizes.partners} partners, ${sizes.customers} customers, ${sizes.transactions} transactions`);
  const url = await createDatabase(SERVER_URL, dbName);
  dbCreated = true;
  const seeded = await seed(url, sizes);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; starting Rally and raw`);
  const [rally, raw] = await Promise.all([startChild("Rally", "./rally-server.ts", url), startChild("raw", "./raw-server.ts", url)]);
  const runTag = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const requests = benchRequests(seeded, runTag).filter((r) => !ONLY || r.name.toLowerCase().includes(ONLY));
  const ingest = !ONLY || ONLY === "transactions";
  if (requests.length) console.log("checking that both answer with the same bytes:");
  if (!(await verify(rally, raw, requests, url, seeded.programs[0]!.id))) {
    console.error("\nbenchmark not run: Rally and the raw server must answer every measured request with the same body.");
    process.exitCode = 1;
    return;
  }
  if (requests.length) console.log(`\nloading each request for ${DURATION} s (after ${WARMUP} s warm-up), ${CONNECTIONS} connections, Rally then raw:`);
  const rows: Row[] = [];
  const counter = { n: 0 };
  for (const rq of requests) {
    if (cleaning) return;
    const r = await measure(rally, rq, counter);
    if (cleaning) return;
    const w = await measure(raw, rq, counter);
    console.log(`  ${rq.name}: Rally ${r.reqPerSec.toFixed(0)} req/s, raw ${w.reqPerSec.toFixed(0)} req/s`);
    rows.push({ name: rq.name, rally: r, raw: w });
  }
  if (rows.length) {
    console.log(`\n${formatTable(rows)}\n`);
    console.log(
      `${new Date().toISOString().slice(0, 10)}, ${sizes.partners} partners, ${sizes.customers} customers and ${sizes.transactions} transactions in each of 2 programs, ` +
        `${CONNECTIONS} connections, ${DURATION} s per request and server, node ${process.version}`,
    );
  }
  /** one request on Rally alone at each client count: rate, latency and statements (no raw baseline has it) */
  async function rallyRuns(rq: BenchRequest, title: string, clientCounts: number[], rate: string, statements: string, what: string) {
    console.log(`\n${title} (${rq.name}, ${DURATION} s after ${WARMUP} s warm-up):`);
    const runs: IngestRun[] = [];
    for (const connections of clientCounts) {
      if (cleaning) return;
      runs.push({ connections, ...(await measure(rally, rq, counter, connections)) });
    }
    console.log(`\n${formatIngest(runs, rate, statements)}\n`);
    if (runs.some((r) => r.failures)) {
      console.error(`some ${what} failed (non-2xx, errors or timeouts): see the failures column`);
      process.exitCode = 1;
    }
  }
  if (ingest && !cleaning) {
    await rallyRuns(ingestRequest(seeded, runTag), "transaction ingest on Rally, commission calculated", INGEST_CONNECTIONS, "transactions/s", "SQL / transaction", "transactions");
  }
  if ((!ONLY || ONLY === "redemptions") && !cleaning) {
    await rallyRuns(redeemRequest(seeded), "coupon redemptions on Rally, one coupon, a new sale each", REDEEM_CONNECTIONS, "redemptions/s", "SQL / redemption", "redemptions");
  }
  if ((!ONLY || ONLY === "coupons") && !cleaning && COUPON_REDEMPTIONS > 0) {
    console.log(`\ncoupons at size on Rally (${DURATION} s after ${WARMUP} s warm-up each):`);
    const a = seeded.programs[0]!;
    const size = await measureCouponSize({
      url: rally.url,
      databaseUrl: url,
      apiKey: a.key,
      programId: a.id,
      tag: a.tag,
      transactions: sizes.transactions,
      redemptions: COUPON_REDEMPTIONS,
      duration: DURATION,
      warmup: WARMUP,
    });
    console.log(`\n${formatCouponSize(size)}\n`);
    if (size.rows.some((r) => r.small.failures || r.big.failures)) process.exitCode = 1;
  }
  if ((!ONLY || ONLY === "partner-size") && !cleaning && PARTNER_REWARDS > 0) {
    console.log(`\na partner at size on Rally (${DURATION} s after ${WARMUP} s warm-up each):`);
    const a = seeded.programs[0]!;
    const size = await measurePartnerSize({ url: rally.url, databaseUrl: url, apiKey: a.key, programId: a.id, tag: a.tag, rewards: PARTNER_REWARDS, duration: DURATION, warmup: WARMUP });
    console.log(`\n${formatPartnerSize(size)}\n`);
    if (size.row.small.failures || size.row.big.failures) process.exitCode = 1;
  }
  if ((!ONLY || ONLY === "program") && !cleaning) {
    // the figures count program A's rows: the rate and the statements a request costs at this size
    const title = `program statistics on Rally, ${sizes.transactions} transactions and ${sizes.customers} customers in the program`;
    await rallyRuns(programRequest(seeded), title, [1, CONNECTIONS], "requests/s", "SQL / request", "program requests");
  }
  if ((!ONLY || ONLY === "clicks") && !cleaning) {
    console.log(`\nclick ingest on Rally (POST /t/{program}/click, a new visitor each, ${DURATION} s after ${WARMUP} s warm-up):`);
    const a = seeded.programs[0]!;
    const clicks = await measureClicks({ url: rally.url, databaseUrl: url, programId: a.id, tag: a.tag, partners: sizes.partners, connections: CLICK_CONNECTIONS, duration: DURATION, warmup: WARMUP });
    console.log(`\n${formatClicks(clicks)}\n`);
    if (clicks.stored < clicks.answered || clicks.runs.some((r) => r.failures)) process.exitCode = 1;
  }
  if ((!ONLY || ONLY === "webhooks") && !cleaning && WEBHOOKS > 0) {
    console.log(`\nwebhook delivery: ${WEBHOOKS} subscriptions of program A to partner.created, one local receiver, ${WEBHOOK_EVENTS} partners created by 4 writers${WEBHOOK_RATE > 0 ? `, paced at ${WEBHOOK_RATE} a second` : ""}:`);
    await rally.take();
    const hooks = await measureWebhooks({ url: rally.url, apiKey: seeded.programs[0]!.key, subscriptions: WEBHOOKS, events: WEBHOOK_EVENTS, rate: WEBHOOK_RATE });
    const spent = await rally.take();
    console.log(`\n${formatWebhooks(hooks)}\n`);
    // the whole run's CPU and statements (the partners' writes and their events included) over the deliveries
    const per = Math.max(1, hooks.delivered);
    console.log(`Rally, per delivery: ${(spent.cpuMs / per).toFixed(2)} ms CPU, ${((spent.statements + spent.background) / per).toFixed(2)} statements (partner writes and dispatch included)\n`);
    if (hooks.delivered < hooks.expected) {
      console.error("webhook delivery: some deliveries did not arrive within 60 s");
      process.exitCode = 1;
    }
  }
  if (ONLY === "stats" || (!ONLY && env.BENCH_STATS !== "0")) {
    // statistics at size (issue 24): programs of their own, 20,000 and 1,000,000 sales unless BENCH_STATS_SIZES says
    const statsSizes = (env.BENCH_STATS_SIZES ?? "20000,1000000").split(",").map(Number);
    console.log(`\nprogram statistics at ${statsSizes.join(" and ")} sales (${sizes.partners} partners, ${sizes.customers} customers, a year of sales each):`);
    const stats = await measureStats({ url: rally.url, databaseUrl: url, sizes: statsSizes, partners: sizes.partners, customers: sizes.customers, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP });
    console.log(`\n${formatStats(stats, CONNECTIONS)}\n`);
    if (stats.some((r) => Object.values(r.loads).some((l) => l.some((x) => x.failures)))) process.exitCode = 1;
  }
  if ((!ONLY || ONLY === "pages") && !cleaning) {
    console.log(`\npage loads: the console's overview and a partner's portal dashboard of program A in Chromium, \`node dist/main.js serve\`:`);
    console.log(`\n${formatPageLoad(await measurePageLoad(url, seeded.programs[0]!), sizes.partners)}\n`);
  }
  if (!ONLY || ONLY === "footprint") {
    const loaded = rows.length ? rssMiB(rally.proc.pid!, "VmHWM") : undefined;
    console.log("\nstart and memory, as `npm start` runs Rally (node dist/main.js):");
    console.log(`\n${formatFootprint(await measureFootprint(url), loaded)}\n`);
  }
  if (rows.some((r) => r.rally.failures || r.raw.failures)) {
    console.error("some requests failed (non-2xx, errors or timeouts): see the failures column");
    process.exitCode = 1;
  }
  if (cleaning || (ONLY && !"subscribers".includes(ONLY))) return;
  const a = seeded.programs[0]!;
  const feeds = [partnerEvents, couponRedemptions(`${a.tag}LIVE`, (n) => `${a.tag}t${n}`)];
  console.log(`\nsubscribers: ${SUBSCRIBERS} graphql-ws connections on one key of program A, ${FANOUT_EVENTS} writes with another key, for each feed:`);
  const fans = [];
  for (const feed of feeds) {
    if (cleaning) return;
    const fan = await measureFanOut({ feed, url: rally.url, apiKey: a.key, writerKey: a.otherKey, subscribers: SUBSCRIBERS, events: FANOUT_EVENTS });
    fans.push(fan);
    if (fan.failed || fan.complete < fan.connected) {
      console.error(`subscriber fan-out (${feed.name}): some connections failed or some subscribers missed events`);
      process.exitCode = 1;
    }
  }
  console.log(`\n${formatFanOut(fans)}\n`);
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
