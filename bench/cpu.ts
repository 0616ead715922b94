// What one request costs Rally's process in CPU, without HTTP or a load client: each request
// is answered by the Yoga instance in this process (`yoga.fetch`), one after another (sales 32 at
// once, as under load), in blocks; each block includes the event dispatch and partner emails its
// requests caused; it prints each block's CPU per request and the lowest and median. On a shared machine the
// load-test ratios of run.ts move by tens of per cent between runs of the same code; this moves
// less, so it compares two versions of a request's code path (run it on each, in turns).
//
//   npm run bench:cpu                      # every request, 5 blocks each
//   BENCH_ONLY=limit npm run bench:cpu     # the page of 100 only
//   BENCH_ONLY=transactions npm run bench:cpu  # sales only
//
// It creates its own database on BENCH_DATABASE_SERVER (one program, 100 partners and 100
// customers made through REST), migrates it, and drops it at the end.
import { createApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createGraphQLServer } from "../src/http/yoga.js";
import { issueApiKey } from "../src/modules/auth/api-keys.service.js";
import { createProgram } from "../src/modules/programs/programs.service.js";
import { createDatabase, dropDatabase } from "./seed.js";

const env = process.env;
const SERVER_URL = env.BENCH_DATABASE_SERVER ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `${env.BENCH_DATABASE_PREFIX ?? "rally_bench"}_cpu_${process.pid}`;
const BLOCKS = 5;

const url = await createDatabase(SERVER_URL, name);
try {
  const config = loadConfig({ ...env, DATABASE_URL: url, LOG_LEVEL: "silent", SEED_DEMO: "false", RATE_LIMIT_PER_MINUTE: "1000000000", PUBLIC_URL: "http://bench.test" });
  const app = await createApp(config, { migrate: true });
  try {
    const prisma = app.database.prisma;
    const program = await createProgram(prisma, { name: "cpu", type: "Affiliate", website: "https://shop.example" });
    const { key } = await issueApiKey(prisma, program.id);
    const yoga = createGraphQLServer(app);
    const call = async (path: string, method = "GET", body?: unknown) => {
      const res = await yoga.fetch(`http://bench.test${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    };
    for (let i = 0; i < 100; i++) await call("/v1/partners", "POST", { email: `p${i}@example.com`, id: `p${i}`, key: `pk${i}`, name: "Ada", surname: "Lovelace" });
    // a customer per partner, each but the first referred by the one before (a referrer and a count to show)
    for (let i = 0; i < 100; i++) {
      await call("/v1/customers", "POST", { key: `c${i}`, email: `c${i}@example.com`, name: "Grace", partner: { key: `pk${i}` }, ...(i ? { referring_customer: { key: `c${i - 1}` } } : {}) });
    }
    // the GraphQL surface runs on Yoga's executor, not compiled: the same page there
    const graphqlCustomers = {
      query: "{ customers(first: 100) { edges { node { id key email name createdAt referralsCount referralLink partner { id key } referringCustomer { id key } } } } }",
    };
    // sales as the load test sends them: 32 at once (so they share statements, as under load), each
    // a new key, of a customer with a partner; the dispatch and partner emails they cause run in
    // the same process and count too
    let sale = 0;
    const sales32 = () =>
      Promise.all(
        Array.from({ length: 32 }, () => {
          const n = sale++;
          return call("/v1/transactions", "POST", { key: `sale-${n}`, amount: 20 + (n % 80) + 0.99, amount_units: "usd", action: "sale", customer: { key: `c${n % 100}` }, product_id: "sku-1" });
        }),
      ).then(() => undefined);
    // [label, one call, calls per block, requests per call]
    const requests: [string, () => Promise<void>, number, number][] = [
      ["GET /v1/partners/{id}", () => call("/v1/partners/p50"), 3000, 1],
      ["GET /v1/partners?limit=100", () => call("/v1/partners?limit=100"), 300, 1],
      ["GET /v1/customers?limit=100", () => call("/v1/customers?limit=100"), 300, 1],
      ["GraphQL customers(first: 100)", () => call("/graphql", "POST", graphqlCustomers), 300, 1],
      ["POST /v1/transactions, 32 at once", sales32, 100, 32],
    ];
    const only = env.BENCH_ONLY?.toLowerCase();
    for (const [label, request, n, per] of requests) {
      if (only && !label.toLowerCase().includes(only)) continue;
      for (let i = 0; i < n; i++) await request(); // JIT warm-up, compiled documents, caches
      const blocks: number[] = [];
      for (let b = 0; b < BLOCKS; b++) {
        const start = process.cpuUsage();
        for (let i = 0; i < n; i++) await request();
        await app.events.flush();
        const used = process.cpuUsage(start);
        blocks.push((used.user + used.system) / 1000 / (n * per));
      }
      const sorted = [...blocks].sort((a, b) => a - b);
      console.log(`${label}: CPU ms per request, lowest ${sorted[0]!.toFixed(2)}, median ${sorted[Math.floor(BLOCKS / 2)]!.toFixed(2)} (blocks of ${n * per}: ${blocks.map((x) => x.toFixed(2)).join(", ")})`);
    }
  } finally {
    await app.close();
  }
} finally {
  await dropDatabase(SERVER_URL, name);
}
process.exit(0);
