// Rally as the benchmark runs it, in a child process: the real app and HTTP server over the
// bench database, logs silent, rate limits and the WebSocket connection limit so high they never refuse (the load comes from one key), every SQL
// statement counted where it reaches the driver (pg's Client.query, which Prisma's adapter calls), as
// the raw server counts its own: Prisma's query events (database.onQuery) cost a request time of
// their own, which a server in production never spends.
import pg from "pg";
import { createApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { startServer } from "../src/http/server.js";
import { createCounter, serveParent } from "./counter.js";

const counter = createCounter();
const query = pg.Client.prototype.query as (this: pg.Client, config: unknown, ...rest: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
  if (typeof text === "string") counter.record(text);
  return query.call(this, config, ...rest);
} as typeof pg.Client.prototype.query;
const config = loadConfig({
  ...process.env,
  PORT: "0",
  HOST: "127.0.0.1",
  LOG_LEVEL: "silent",
  MIGRATE_ON_START: "false",
  SEED_DEMO: "false",
  RATE_LIMIT_PER_MINUTE: "1000000000",
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: "1000000000",
  WS_MAX_CONNECTIONS_PER_KEY: "1000000",
  PUBLIC_URL: "http://bench.test",
  // the webhook run delivers to a receiver on this machine
  WEBHOOK_ALLOW_PRIVATE: "true",
});
const app = await createApp(config, { migrate: false });
const server = await startServer(app, { port: 0, host: "127.0.0.1" });
serveParent(counter, Number(new URL(server.url).port), async () => {
  await server.close();
  await app.close();
});
