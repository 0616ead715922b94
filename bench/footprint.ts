// What an operator pays to run Rally, as `npm start` runs it (node dist/main.js, compiled at
// install): the time from starting the process to its first answer, and its resident memory
// once idle, on PostgreSQL (the bench database, already migrated) and on the embedded database
// (a data folder migrated by a first start that is not timed). The idle server's one full
// collection (IDLE_GC_MS, 30 s by default) is brought forward to 1 s, and the reading is taken
// 40 s after the first answer: V8 gives the freed pages back some seconds after collecting (at
// 5-10 s an idle server on PostgreSQL still held 192 MB, 145 MB from 20 s on, embedded about
// 300 MB until 30 s), so an earlier reading overstated what an idle server holds.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

export interface Footprint {
  database: string;
  startMs: number;
  idleRssMiB: number;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, "127.0.0.1", ok));
  const { port } = probe.address() as { port: number };
  await new Promise((ok) => probe.close(ok));
  return port;
}

/** resident memory of a process, from /proc (Linux) */
export function rssMiB(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** starts `node dist/main.js serve`, polls /health; resolves with the time to the first 200, then stops it */
async function startOnce(env: Record<string, string>, idleMs: number): Promise<{ startMs: number; idleRssMiB: number }> {
  const port = await freePort();
  const { DATABASE_URL: _u, ...inherited } = process.env;
  const t0 = performance.now();
  const child = spawn(process.execPath, ["dist/main.js", "serve"], {
    cwd: root,
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "false", IDLE_GC_MS: "1000", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  try {
    let startMs = 0;
    while (!startMs) {
      if (child.exitCode !== null) throw new Error(`serve exited with ${child.exitCode} before answering`);
      if (performance.now() - t0 > 60_000) throw new Error("serve did not answer within 60 s");
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false);
      if (ok) startMs = performance.now() - t0;
      else await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, idleMs));
    return { startMs, idleRssMiB: rssMiB(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

/** how long after its first answer an idle server's memory is read */
const IDLE_READING_MS = 40_000;

export async function measureFootprint(databaseUrl: string): Promise<Footprint[]> {
  if (!existsSync(join(root, "dist/main.js"))) throw new Error("dist/main.js is missing: run `npm run build`");
  const pg = await startOnce({ DATABASE_URL: databaseUrl, MIGRATE_ON_START: "false" }, IDLE_READING_MS);
  const dataDir = mkdtempSync(join(tmpdir(), "rally-bench-embedded-"));
  try {
    await startOnce({ DATA_DIR: dataDir, MIGRATE_ON_START: "true" }, 0); // migrates the folder
    const embedded = await startOnce({ DATA_DIR: dataDir, MIGRATE_ON_START: "true" }, IDLE_READING_MS);
    return [
      { database: "PostgreSQL", ...pg },
      { database: "embedded (PGlite)", ...embedded },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatFootprint(rows: Footprint[], loadedRssMiB: number | undefined): string {
  const lines = ["| database | start to first answer | RSS idle |", "| --- | --- | --- |"];
  for (const r of rows) lines.push(`| ${r.database} | ${r.startMs.toFixed(0)} ms | ${r.idleRssMiB.toFixed(0)} MiB |`);
  if (loadedRssMiB !== undefined) {
    lines.push("", `Peak RSS of the measured Rally server under the load above (PostgreSQL; run with tsx, which adds about 80 MiB): ${loadedRssMiB.toFixed(0)} MiB`);
  }
  return lines.join("\n");
}
