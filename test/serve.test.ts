// `npm start` on a fresh machine: the real serve command, compiled as `npm start` runs it
// (dist/main.js, built by `npm install`; rebuilt by the test run's setup, so it is this source), on
// the embedded database, as a child process. First start: migrations, three demo programs, one key each with a curl line;
// later starts print no keys; SIGTERM stops it cleanly. About the embedded default only.
// @embedded-only: the PostgreSQL pass leaves it out
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { connect, createServer } from "node:net";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./helpers/ports.js";
import { migratedDataDir } from "./helpers/database.js";
import { testTempDir } from "./helpers/temp.js";

const root = resolve(import.meta.dirname, "..");
// the first start's folder is empty (that test is about a fresh machine: migrations, then the demo
// programs); the other starts use a copy of the run's migrated data (helpers/database.ts), which
// gives the same start (demo programs and their keys) without applying the migrations again
const dataDir = testTempDir("rally-serve");


function env(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, TEST_DATABASE: _db, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: "", LOG_LEVEL: "warn", MIGRATE_ON_START: "true", SEED_DEMO: "true", ...extra };
}

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/** starts `serve` and resolves once it listens, with everything it printed so far */
async function serve(extra: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/main.js", "serve"], { cwd: root, env: env(port, extra) });
  started.push(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((ok) => child.once("exit", (code) => ok(code)));
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`serve did not start within 60 s:\n${out}`)), 60_000);
    const check = () => {
      if (out.includes(`Rally on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`serve exited with ${code}:\n${out}`));
    });
  });
  return { child, port, output: () => out, exited };
}

/** SIGTERM, then the exit code and how long it took */
async function stop(run: Running) {
  const t = Date.now();
  run.child.kill("SIGTERM");
  const code = await run.exited;
  return { code, ms: Date.now() - t };
}


afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

describe.skipIf(process.env.TEST_DATABASE === "postgres")("serve on the embedded database", () => {
  const keys: { type: string; key: string }[] = [];

  it("first start: prints one key a demo program, each with a working curl line; SIGTERM exits 0", async () => {
    const run = await serve();
    const out = run.output();
    const demo = [...out.matchAll(/^\s*(Affiliate|Referral|Newsletter)\s+Demo .+\n\s+key:\s+(rk_\S+)\n\s+try:\s+(curl .+)$/gm)];
    expect(demo.map((m) => m[1]), out).toEqual(["Affiliate", "Referral", "Newsletter"]);
    // no INTEGRATIONS_ENCRYPTION_KEY on the embedded database: the generated key, and where it is
    expect(out).toContain(`INTEGRATIONS_ENCRYPTION_KEY is not set: shop-provider credentials and webhook secrets are encrypted under a key Rally generated once and keeps in ${dataDir}`);

    for (const [, type, key, curl] of demo) {
      expect(curl).toBe(`curl -H "Authorization: Bearer ${key}" http://127.0.0.1:${run.port}/v1/test`);
      // what that curl line does
      const res = await fetch(`http://127.0.0.1:${run.port}/v1/test`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { status: number; data: { program: { type: string } } };
      expect(body.status).toBe(1);
      expect(body.data.program.type).toBe(type);
      keys.push({ type: type!, key: key! });
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(3);

    // the Affiliate program's partner portal, which the page serves
    const portals = [...out.matchAll(/^\s+portal:\s+(\S+)$/gm)].map((m) => m[1]!);
    expect(portals, out).toEqual([expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:${run.port}/portal/[A-Za-z0-9_-]+$`))]);
    const portal = await fetch(portals[0]!);
    expect(portal.status).toBe(200);
    expect(portal.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const shell = await portal.text();
    expect(shell).toContain('data-name="Demo Affiliate program"');
    // and the script the page loads is there (npm install and npm run build build it)
    const script = /<script type="module" src="([^"]+)"/.exec(shell)?.[1];
    expect((await fetch(`http://127.0.0.1:${run.port}${script}`)).status).toBe(200);

    // the console's address, whose page the server serves
    const consoleUrl = /^\s+Operator console: (\S+) /m.exec(out)?.[1];
    expect(consoleUrl, out).toBe(`http://127.0.0.1:${run.port}/console`);
    const consolePage = await fetch(consoleUrl!);
    expect(consolePage.status).toBe(200);
    expect(await consolePage.text()).toMatch(/<script type="module" src="\/assets\/console-/);

    // and the first operator's one-time console link, which signs in once
    const link = /Console: operator owner@rally\.localhost \(owner of the demo programs\)\. One-time sign-in link, valid 24 h:\n\s+(\S+)/.exec(out);
    expect(link?.[1], out).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${run.port}/auth/operator/link\\?token=`));
    const signIn = () =>
      fetch(`http://127.0.0.1:${run.port}/auth/operator/link`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://127.0.0.1:${run.port}` },
        body: JSON.stringify({ token: new URL(link![1]!).searchParams.get("token") }),
      });
    const first = await signIn();
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toMatch(/^rally_operator=/);
    expect((await signIn()).status).toBe(401);

    const { code, ms } = await stop(run);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(existsSync(join(dataDir, "rally.pid"))).toBe(false);
  }, 120_000);

  it("second start on the same data: no keys printed, the first keys still work; the CLI may not share the folder", async () => {
    expect(keys).toHaveLength(3);
    const run = await serve();
    expect(run.output()).not.toMatch(/rk_/);
    expect(run.output()).not.toContain("Demo");

    const res = await fetch(`http://127.0.0.1:${run.port}/v1/test`, { headers: { authorization: `Bearer ${keys[0]!.key}` } });
    expect(res.status).toBe(200);

    // a second process on one PGlite folder would lose writes: the CLI refuses while serve runs
    const cli = await new Promise<{ code: number; stderr: string }>((ok) =>
      execFile(process.execPath, ["dist/main.js", "program:list"], { cwd: root, env: env(run.port), timeout: 30_000 }, (err, _o, stderr) =>
        ok({ code: err ? Number(err.code) : 0, stderr }),
      ),
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`The embedded database in ${dataDir} is in use`);

    const { code, ms } = await stop(run);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  }, 120_000);
});

/** runs `serve` that is expected to fail at start: its exit code and what it printed on stderr */
function failedStart(port: number, extra: Record<string, string>) {
  return new Promise<{ code: number; stderr: string }>((ok) =>
    execFile(process.execPath, ["dist/main.js", "serve"], { cwd: root, env: env(port, extra), timeout: 60_000 }, (err, _o, stderr) =>
      ok({ code: err ? Number(err.code) : 0, stderr }),
    ),
  );
}

const lines = (text: string) => text.split("\n").filter((l) => l.trim() && !l.includes("ExperimentalWarning") && !l.includes("--trace-warnings"));

describe.skipIf(process.env.TEST_DATABASE === "postgres")("serve fails to start in one line that says what to set", () => {
  it("a port in use", async () => {
    const taken = createServer();
    await new Promise<void>((ok) => taken.listen(0, "127.0.0.1", ok));
    const { port } = taken.address() as { port: number };
    try {
      const { code, stderr } = await failedStart(port, { DATA_DIR: migratedDataDir("rally-port") });
      expect(code).toBe(1);
      expect(lines(stderr), stderr).toEqual([`Port ${port} is already in use on 127.0.0.1: stop the other process, or set PORT to a free port.`]);
    } finally {
      await new Promise((ok) => taken.close(ok));
    }
  }, 90_000);

  it("a PostgreSQL server that does not answer, and a database that does not exist", async () => {
    const port = await freePort();
    const closed = await freePort(); // nothing listens there
    const down = await failedStart(port, { DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/rally` });
    expect(down.code).toBe(1);
    expect(lines(down.stderr), down.stderr).toEqual([`Cannot use the PostgreSQL database at 127.0.0.1:${closed}/rally (DATABASE_URL): no server answers at 127.0.0.1:${closed}.`]);

    const missing = await failedStart(port, { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/rally_no_such_database" });
    expect(missing.code).toBe(1);
    expect(lines(missing.stderr), missing.stderr).toEqual([
      'Cannot use the PostgreSQL database at 127.0.0.1:5432/rally_no_such_database (DATABASE_URL): the database "rally_no_such_database" does not exist (create it, or name another).',
    ]);
  }, 90_000);
});

describe.skipIf(process.env.TEST_DATABASE === "postgres")("shutdown", () => {
  const keyOf = (run: Running) => /key:\s+(rk_\S+)/.exec(run.output())![1]!;

  /** a live SSE subscription; resolves `completed` once the server sent "event: complete" and ended the response */
  async function openSse(run: Running) {
    const res = await fetch(`http://127.0.0.1:${run.port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", authorization: `Bearer ${keyOf(run)}` },
      body: JSON.stringify({ query: "subscription { events { type } }" }),
    });
    expect(res.status).toBe(200);
    const completed = (async () => {
      let text = "";
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) text += Buffer.from(chunk).toString();
      return /^event: complete$/m.test(text);
    })().catch(() => false);
    return { completed, cancel: () => res.body?.cancel().catch(() => undefined) };
  }

  /** a live graphql-ws subscription; resolves `closed` with the socket's close code */
  async function openSocket(run: Running) {
    let closed!: (code: number) => void;
    const closedCode = new Promise<number>((ok) => (closed = ok));
    const client = createClient({
      url: `ws://127.0.0.1:${run.port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${keyOf(run)}` },
      retryAttempts: 0,
      on: { closed: (e) => closed((e as { code: number }).code) },
    });
    const connected = new Promise<void>((ok) => client.on("connected", () => ok()));
    client.subscribe({ query: "subscription { events { type } }" }, { next: () => {}, error: () => {}, complete: () => {} });
    await connected;
    return { closed: closedCode, dispose: () => client.dispose() };
  }

  /** a request whose body never finishes arriving: what a graceful shutdown waits for */
  async function halfSentRequest(run: Running) {
    const socket = connect(run.port, "127.0.0.1");
    await new Promise<void>((ok) => socket.once("connect", ok));
    socket.on("error", () => undefined);
    socket.write(`POST /v1/partners HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"em`);
    await new Promise((ok) => setTimeout(ok, 200));
    return socket;
  }

  it("ends open SSE and graphql-ws streams and exits 0 at once, however long SHUTDOWN_TIMEOUT_MS is", async () => {
    const run = await serve({ DATA_DIR: migratedDataDir("rally-stop"), SHUTDOWN_TIMEOUT_MS: "30000" });
    const sse = await openSse(run);
    const socket = await openSocket(run);
    const { code, ms } = await stop(run);
    expect(code, run.output()).toBe(0);
    expect(ms).toBeLessThan(3_000);
    expect(await sse.completed).toBe(true);
    expect(await socket.closed).toBe(1001); // going away: a client reconnects elsewhere
    await socket.dispose();
  }, 120_000);

  it("within SHUTDOWN_TIMEOUT_MS even while a client never finishes its request", async () => {
    const run = await serve({ DATA_DIR: migratedDataDir("rally-stop"), SHUTDOWN_TIMEOUT_MS: "1500" });
    const socket = await halfSentRequest(run);
    const { code, ms } = await stop(run);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(6_000);
    socket.destroy();
  }, 120_000);

  it("at once on a second signal, with exit code 1", async () => {
    const run = await serve({ DATA_DIR: migratedDataDir("rally-stop"), SHUTDOWN_TIMEOUT_MS: "60000" });
    const socket = await halfSentRequest(run);
    run.child.kill("SIGTERM");
    // the unfinished request holds the graceful shutdown: still running a second later
    await new Promise((ok) => setTimeout(ok, 1_000));
    expect(run.child.exitCode).toBeNull();
    const { code, ms } = await stop(run);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(3_000);
    socket.destroy();
  }, 120_000);
});

describe.skipIf(process.env.TEST_DATABASE === "postgres")("serve against a database server that never answers", () => {
  it("gives up within DATABASE_CONNECT_TIMEOUT_MS, in one line naming the database", async () => {
    // accepts connections and never says a word: a firewall that drops, a wedged server
    const mute = createServer(() => undefined);
    await new Promise<void>((ok) => mute.listen(0, "127.0.0.1", ok));
    const { port: mutePort } = mute.address() as { port: number };
    try {
      const started = Date.now();
      const { code, stderr } = await failedStart(await freePort(), { DATABASE_URL: `postgres://postgres@127.0.0.1:${mutePort}/rally`, DATABASE_CONNECT_TIMEOUT_MS: "1000" });
      expect(code).toBe(1);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(lines(stderr), stderr).toEqual([`Cannot use the PostgreSQL database at 127.0.0.1:${mutePort}/rally (DATABASE_URL): no answer within 1000 ms (DATABASE_CONNECT_TIMEOUT_MS).`]);
    } finally {
      mute.close();
    }
  }, 90_000);
});

describe.skipIf(process.env.TEST_DATABASE === "postgres")("serve with a Redis that does not answer", () => {
  it("stops within seconds, in one line naming REDIS_URL, without a stack per reconnection", async () => {
    const redisPort = await freePort(); // nothing listens there
    const started = Date.now();
    const { code, stderr } = await failedStart(await freePort(), { DATA_DIR: migratedDataDir("rally-redis"), REDIS_URL: `redis://127.0.0.1:${redisPort}` });
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(lines(stderr), stderr).toEqual([`Cannot use Redis at 127.0.0.1:${redisPort} (REDIS_URL): connect ECONNREFUSED 127.0.0.1:${redisPort}.`]);
  }, 90_000);
});

describe("npm run cli: the built executable", () => {
  const cli = (args: string[], extra: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
      execFile(process.execPath, ["dist/main.js", ...args], { cwd: root, env: env(0, extra), timeout: 60_000 }, (err, stdout, stderr) =>
        done({ code: err ? Number(err.code) : 0, stdout, stderr }),
      ),
    );

  it("exits with the command's code and writes to its own streams", async () => {
    const unknown = await cli(["program:destroy"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "program:destroy"');
    const misconfigured = await cli(["program:list"], { PORT: "abc" });
    expect(misconfigured.code).toBe(1);
    expect(misconfigured.stderr).toMatch(/^\s*PORT: /m);
    const listed = await cli(["program:list"], { DATA_DIR: migratedDataDir("rally-cli"), SEED_DEMO: "false" });
    expect(listed).toMatchObject({ code: 0, stderr: "" });
  }, 120_000);
});
