// The command line (src/main.ts) as a user runs it: `tsx src/main.ts ...` in a child process on
// the run's database (the PostgreSQL test database, or on the embedded run a data folder of the
// test file's own), with what it printed and its exit code. Each start costs seconds.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase, type Database } from "../../src/db/client.js";
import { testDatabaseUrl } from "./database.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const root = resolve(import.meta.dirname, "../..");
const tsx = join(root, "node_modules/.bin/tsx");

/** a runner whose commands share one database; env is added to every command's environment */
export function cliRunner(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `rally-${name}-`));
  return {
    /** the database the commands use, opened from the test (close it after) */
    openDatabase: async (): Promise<Database> => {
      const databaseUrl = await testDatabaseUrl();
      return openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    },
    async run(args: string[], opts: { env?: Record<string, string>; stdin?: string } = {}): Promise<CliResult> {
      const databaseUrl = await testDatabaseUrl();
      return new Promise((done) => {
        const child = spawn(tsx, ["src/main.ts", ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", PUBLIC_URL: "", MIGRATE_ON_START: "true", ...env, ...opts.env },
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (c) => (stdout += c));
        child.stderr.on("data", (c) => (stderr += c));
        const timer = setTimeout(() => child.kill(), 50_000);
        child.on("close", (code) => {
          clearTimeout(timer);
          done({ code: code ?? -1, stdout, stderr });
        });
        child.stdin.end(opts.stdin ?? "");
      });
    },
  };
}
