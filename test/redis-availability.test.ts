// Redis going away (REDIS_URL set): the API keeps answering at once (rate limits go unenforced,
// never a request held waiting for Redis), the outage is logged once and without stacks, the
// readiness check reports it, and everything recovers when Redis is back. Also: rate-limit
// counters are named by the key itself, so two databases on one Redis never share them.
// Runs its own throwaway redis-server on a free port, so it can kill it.
import { spawn, type ChildProcess } from "node:child_process";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { createPartner, waitLive, wsStream } from "./helpers/streams.js";
import { freePort } from "./helpers/ports.js";


async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((ok, fail) => {
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      if (out.includes("Ready to accept connections")) ok();
    });
    child.once("exit", (code) => fail(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((ok) => child.once("exit", ok));
  child.kill("SIGKILL");
  await exited;
}

async function until(ok: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

let port: number;
let redis: ChildProcess;
const logs: string[] = [];
let server: TestServer;

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis(port);
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(line) });
  server = await startTestServer({ env: { REDIS_URL: `redis://127.0.0.1:${port}` }, logger });
});
afterAll(async () => {
  await server?.close();
  if (redis) await stopRedis(redis);
});

describe("when Redis goes away and comes back", () => {
  it("the API answers at once, the outage is logged once without a stack, readiness reports it; live events resume", async () => {
    const { key } = await server.program("Affiliate");
    const stream = wsStream(server, key);
    await waitLive(server, key, stream);
    const ready = () => fetch(`${server.url}/health/ready`).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> }));
    expect(await ready()).toEqual({ status: 200, body: { status: "ok", database: "ok", redis: "ok" } });

    await stopRedis(redis);
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      const res = await server.rest(key, "GET", "/v1/test");
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await ready()).toEqual({ status: 503, body: { status: "unavailable", database: "ok", redis: "unavailable" } });
    expect((await fetch(`${server.url}/health`)).status).toBe(200); // liveness does not depend on Redis

    const outage = logs.filter((l) => l.includes("Redis unavailable"));
    expect(outage, logs.join("")).toHaveLength(1);
    expect(logs.filter((l) => l.includes("rate limits not enforced: Redis did not answer"))).toHaveLength(1);
    expect(logs.join("")).not.toMatch(/"stack"|\n\s+at /);

    redis = await startRedis(port);
    expect(await until(async () => (await ready()).status === 200)).toBe(true);
    expect(await until(async () => logs.some((l) => l.includes("Redis is back")))).toBe(true);

    // the subscription made before the outage hears changes again (pub/sub resubscribed)
    const after = await createPartner(server, key, "after the outage");
    expect(await until(async () => stream.events.some((e) => e.resourceId === after.id))).toBe(true);
    stream.close();
  }, 60_000);
});

describe.skipIf(Boolean(inject("databaseUrl")))("rate-limit counters on a shared Redis", () => {
  it("two keys with the same id in two databases do not share a count", async () => {
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: "2" };
    const [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
    try {
      const first = await a.program("Affiliate");
      const second = await b.program("Affiliate");
      // ids are the database's: another database may well hold the same one
      await b.app.database.prisma.apiKey.update({ where: { id: second.apiKey.id }, data: { id: first.apiKey.id } });
      expect((await a.rest(first.key, "GET", "/v1/test")).status).toBe(200);
      expect((await a.rest(first.key, "GET", "/v1/test")).status).toBe(200);
      expect((await a.rest(first.key, "GET", "/v1/test")).status).toBe(429);
      expect((await b.rest(second.key, "GET", "/v1/test")).status).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);
});
