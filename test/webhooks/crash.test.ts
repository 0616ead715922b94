// A server killed with SIGKILL during a burst of 500 events loses none: the real `serve`
// command runs as a child process, sending to a local receiver that answers slowly enough that
// attempts are in flight at the kill. After a restart on the same database, every partner the
// API committed has had its partner.created received at least once.
import { spawn, execFile, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedDataDir, testDatabaseUrl } from "../helpers/database.js";
import { freePort } from "../helpers/ports.js";

const root = resolve(import.meta.dirname, "../..");
// on the embedded run, a copy of the run's migrated data: the first command does not spend its time migrating
const dataDir = migratedDataDir("rally-crash");
let databaseUrl = "";
beforeAll(async () => {
  databaseUrl = await testDatabaseUrl();
});
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});

function env(port: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _u, TEST_DATABASE: _t, ...rest } = process.env;
  return {
    ...rest,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: "",
    LOG_LEVEL: "error",
    MIGRATE_ON_START: "true",
    SEED_DEMO: "false",
    RATE_LIMIT_PER_MINUTE: "0",
    WEBHOOK_ALLOW_PRIVATE: "true",
    WEBHOOK_TIMEOUT_MS: "1000",
    WEBHOOK_RETRY_SCHEDULE: "1,1,1,1,1,1,1,1,1,1",
  };
}

// the built executable, as users run it (the test run's setup compiles it from this source)
const cli = ["dist/main.js"];


async function serve() {
  const port = await freePort();
  const child = spawn(process.execPath, [...cli, "serve"], { cwd: root, env: env(port) });
  children.push(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`serve did not start:\n${out}`)), 90_000);
    child.stdout!.on("data", () => out.includes(`Rally on http://127.0.0.1:${port}`) && (clearTimeout(timer), ok()));
    child.once("exit", (code) => (clearTimeout(timer), fail(new Error(`serve exited with ${code}:\n${out}`))));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

describe("a server killed during a burst", () => {
  it("delivers every committed event after a restart", async () => {
    // the program and its key, made by the CLI before the server holds the data folder
    const created = await new Promise<string>((ok, fail) =>
      execFile(process.execPath, [...cli, "program:create", "--name", "Crash", "--type", "Affiliate"], { cwd: root, env: env(0), timeout: 90_000 }, (err, out, errOut) =>
        err ? fail(new Error(`${out}${errOut}`)) : ok(out),
      ),
    );
    const key = /API key \(shown once\): (\S+)/.exec(created)![1]!;

    const received = new Map<string, number>();
    const receiver = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const body = JSON.parse(raw);
        received.set(body.data.id, (received.get(body.data.id) ?? 0) + 1);
        setTimeout(() => res.end("ok"), 5);
      });
    });
    await new Promise<void>((ok) => receiver.listen(0, "127.0.0.1", ok));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crash`;

    const first = await serve();
    const call = (base: string, method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await call(first.url, "POST", "/v1/webhooks", { key: "crash", name: "crash", url: hookUrl, events: ["partner.created"] })).status).toBe(200);

    // 500 partners, 10 at a time; the server dies when half have been acknowledged (a request
    // that failed before the kill, such as a kept-alive connection the server closed on a loaded
    // machine, is not one of them: only acknowledged ones are counted as committed below)
    let acknowledged = 0;
    let next = 0;
    const exited = new Promise((ok) => first.child.once("exit", ok));
    const worker = async () => {
      while (next < 500) {
        const i = next++;
        let ok = false;
        try {
          const res = await call(first.url, "POST", "/v1/partners", { email: `p${i}@example.com`, id: `p${i}` });
          await res.text();
          ok = res.ok;
        } catch {
          /* the server is gone */
        }
        if (ok && ++acknowledged === 250) first.child.kill("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill("SIGKILL"); // fewer than 250 acknowledged: fails below
    await exited;
    expect(received.size).toBeLessThan(500);

    const second = await serve();
    const committed: string[] = [];
    for (let page = 1; ; page++) {
      const res = await (await call(second.url, "GET", `/v1/partners?limit=250&page=${page}`)).json();
      committed.push(...res.data.map((p: { id: string }) => p.id));
      if (!res.links.next) break;
    }
    expect(committed.length).toBeGreaterThanOrEqual(250);
    // waits for delivery to catch up (an attempt cut off by the kill is retried once its claim lapses)
    const deadline = Date.now() + 90_000;
    while (committed.some((id) => !received.has(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(committed.filter((id) => !received.has(id))).toEqual([]);
    // nothing was sent that was not committed
    expect([...received.keys()].filter((id) => !committed.includes(id))).toEqual([]);
    second.child.kill("SIGTERM");
    await new Promise((ok) => second.child.once("exit", ok));
    receiver.close();
  }, 300_000);
});
