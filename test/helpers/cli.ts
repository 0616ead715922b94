// The command line (src/cli.ts) as a user runs it, called in this process: what it printed
// and its exit code, on the run's database (this test file's PostgreSQL database, or on the
// embedded run a data folder of the test file's own). The built executable (dist/main.js) has
// its own test in serve.test.ts. On the embedded run the folder starts migrated (a copy of the
// run's migrated data), unless the test asks for an empty one (`fresh`), as the migrate command's does.
import { Readable } from "node:stream";
import { run } from "../../src/cli.js";
import { openDatabase, type Database } from "../../src/db/client.js";
import { migratedDataDir, testDatabaseUrl } from "./database.js";
import { testTempDir } from "./temp.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * a runner whose commands share one database; env is added to every command's environment;
 * fresh: on the embedded run, an empty data folder (the first command applies the migrations)
 */
export function cliRunner(name: string, env: Record<string, string> = {}, { fresh = false } = {}) {
  const dataDir = fresh ? testTempDir(`rally-${name}`) : migratedDataDir(`rally-${name}`);
  return {
    /** the database the commands use, opened from the test (close it after) */
    openDatabase: async (): Promise<Database> => {
      const databaseUrl = await testDatabaseUrl();
      return openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    },
    async run(args: string[], opts: { env?: Record<string, string>; stdin?: string } = {}): Promise<CliResult> {
      const databaseUrl = await testDatabaseUrl();
      let stdout = "";
      let stderr = "";
      const code = await run(args, {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", PUBLIC_URL: "", MIGRATE_ON_START: "true", ...env, ...opts.env },
        out: (text) => (stdout += `${text}\n`),
        err: (text) => (stderr += `${text}\n`),
        stdin: Readable.from([opts.stdin ?? ""]),
      });
      return { code: code ?? -1, stdout, stderr };
    },
  };
}
