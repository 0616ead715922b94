// Rally's command line: serve, migrate, and program / API key administration. Works on the
// embedded database and on a PostgreSQL server (DATABASE_URL) alike. `run` takes its
// environment and its standard streams as arguments, so tests call it in process; main.ts is
// the executable that hands it the process's own.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createApp } from "./app.js";
import { describeDatabaseError } from "./db/errors.js";
import { applyMigrations } from "./db/migrations.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { seedDemoPrograms } from "./modules/programs/programs.service.js";
import { inviteOperator } from "./modules/accounts/operators.service.js";
import { curlLine } from "./modules/programs/programs.cli.js";
import { generatedKeySeals } from "./modules/integrations/secrets.js";
import { modules } from "./modules/index.js";
import { AppError } from "./core/errors.js";
import { allows } from "./core/features.js";
import type { CliCommand } from "./core/module.js";

/** the operator the first start makes, owner of the demo programs */
const FIRST_OPERATOR = "owner@rally.localhost";

/** what a command reads and writes besides the database */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  err(text: string): void;
  /** standard input, for secrets given as "-" */
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

export const processIo = (): CliIo => ({
  env: process.env,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  stdin: process.stdin,
});

/** the commands the modules bring (modules/index.ts), after serve and migrate, which are the CLI's own */
const COMMANDS: readonly CliCommand[] = modules.flatMap((m) => m.commands ?? []);

const USAGE = `Usage: npm run cli -- <command> [options]

  serve                                  start the server (npm start)
  migrate                                apply pending database migrations
${COMMANDS.map((c) => `${c.usage}\n`).join("")}`;

/** every command's options: parsed for any command, as values (--name value) */
const OPTIONS = [...new Set(COMMANDS.flatMap((c) => c.options ?? []))];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database belongs to one process at a time: PGlite keeps its own cache, so a
 * CLI command beside a running server (or two servers) on one folder lose each other's writes.
 */
function lockDataDir(config: Config): () => void {
  if (config.DATABASE_URL || config.DATA_DIR.startsWith("memory://")) return () => {};
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = join(config.DATA_DIR, "rally.pid");
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${config.DATA_DIR} is in use by process ${pid} (a running Rally server?). ` +
            `Stop it first, or use a PostgreSQL server (DATABASE_URL), which any number of processes can share. ` +
            `If no Rally process is running, delete ${file}.`,
        );
      }
      unlinkSync(file); // left behind by a process that died
    }
  }
  const release = () => {
    try {
      if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return () => {
    process.removeListener("exit", release);
    release();
  };
}

async function serve(config: Config, io: CliIo) {
  lockDataDir(config);
  const app = await createApp(config);
  if (generatedKeySeals(config)) {
    // generated once (and kept in the embedded database, inside the data folder): made now, so the first start says so
    await app.keyring();
    io.out(
      `INTEGRATIONS_ENCRYPTION_KEY is not set: shop-provider credentials and webhook secrets are encrypted under a key Rally generated once and keeps in ${config.DATA_DIR} with the data. Set it to keep the key apart.\n`,
    );
  }
  if (config.SEED_DEMO) {
    const demo = await seedDemoPrograms(app.database.prisma, config.publicUrl);
    if (demo.length) {
      io.out("\nFresh database: created demo programs. Each API key is shown only this once:\n");
      for (const { program, key } of demo) {
        // partners of an Affiliate program sign in to its portal, served by Rally itself
        const portal = allows(program.type, "partners") ? `    portal: ${config.publicUrl}/portal/${program.publicId}\n` : "";
        io.out(`  ${program.type.padEnd(10)} ${program.name} (id ${program.id})\n    key:  ${key}\n    try:  ${curlLine(app, key)}\n${portal}`);
      }
      // the first operator, owner of the demo programs: its link is the only way in without mail
      let url = "";
      for (const { program } of demo) url = (await inviteOperator(app, { email: FIRST_OPERATOR, program: String(program.id), role: "owner" })).url;
      io.out(
        `\n  Operator console: ${config.publicUrl}/console (activity, partners, commissions, payouts; the link below signs in)` +
          `\n  Console: operator ${FIRST_OPERATOR} (owner of the demo programs). One-time sign-in link, valid ${config.OPERATOR_LINK_HOURS} h:\n    ${url}\n  More operators: npm run cli -- operator:invite --email E --program ID --role admin\n`,
      );
    }
  }
  // imported here: the HTTP stack (Yoga, the whole schema) would slow every other command
  const { startServer } = await import("./http/server.js");
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(app);
  } catch (err) {
    await app.close();
    throw err;
  }
  app.logger.info({ url: server.url, database: app.database.describe }, "Rally is listening");
  io.out(`Rally on ${server.url}  (GraphQL ${server.url}/graphql, REST ${server.url}/v1, docs ${server.url}/v1/docs)`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // a second signal: whoever sent it will not wait any longer
      app.logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    app.logger.info({ signal }, "shutting down");
    // whatever hangs (a client that never finishes, a database that never closes), the process ends in time
    setTimeout(() => {
      app.logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, "shutdown took too long: exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    await server.close();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/** a failure at start in one line that says what is wrong and what to set */
export function startupMessage(err: unknown, config: Config): string | undefined {
  const code = (err as NodeJS.ErrnoException).code;
  const where = `${config.HOST}:${config.PORT}`;
  const { syscall, hostname } = err as { syscall?: string; hostname?: string };
  // the listening address's name did not resolve: HOST's problem, not the data folder's
  if (syscall === "getaddrinfo" && hostname === config.HOST) return `Cannot listen on ${where}: the name ${config.HOST} does not resolve here. Set HOST (127.0.0.1, or 0.0.0.0 for all interfaces).`;
  if (code === "EADDRINUSE") return `Port ${config.PORT} is already in use on ${config.HOST}: stop the other process, or set PORT to a free port.`;
  if (code === "EADDRNOTAVAIL") return `Cannot listen on ${where}: no such address here. Set HOST (127.0.0.1, or 0.0.0.0 for all interfaces).`;
  if (code === "EACCES" && (err as { syscall?: string }).syscall === "listen") return `Not allowed to listen on ${where}: set PORT to 1024 or above.`;
  return describeDatabaseError(err, config);
}

/**
 * Runs a command; resolves to the exit code, or to undefined for serve, which runs on. A
 * failure is written to io.err in one line that names what to change, and answers 1.
 */
export async function run(argv: string[], io: CliIo = processIo()): Promise<number | undefined> {
  const command = argv[0];
  if (!command || command === "help" || command === "--help") {
    io.out(USAGE);
    return 0;
  }
  if (command !== "serve" && command !== "migrate" && !COMMANDS.some((c) => c.name === command)) {
    io.err(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  let config: Config | undefined;
  try {
    config = loadConfig(io.env);
    return await runCommand(argv, config, io);
  } catch (err) {
    if (err instanceof ConfigError) io.err(err.message);
    else if (err instanceof AppError) io.err(describeAppError(err));
    else io.err((config && startupMessage(err, config)) || (err instanceof Error ? err.message : String(err)));
    return 1;
  }
}

async function runCommand(argv: string[], config: Config, io: CliIo): Promise<number | undefined> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: Object.fromEntries(OPTIONS.map((o) => [o, { type: "string" as const }])),
  });
  if (command === "serve") {
    await serve(config, io);
    return undefined;
  }
  const unlock = lockDataDir(config);
  const app = await createApp(
    { ...config, LOG_LEVEL: config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL },
    // `migrate` migrates whatever MIGRATE_ON_START says
    // a command dispatches only its own events, woken by its own writes: no listener
    // nor runs the modules' background jobs (sweeping held rewards, sending webhooks): the servers
    // do (the deliveries it writes are theirs)
    command === "migrate" ? { migrate: false, listen: false, jobs: false } : { listen: false, jobs: false },
  );
  try {
    if (command === "migrate") {
      const applied = await applyMigrations(app.database);
      io.out(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join("\n  ")}` : "Database is up to date.");
    } else {
      const run = COMMANDS.find((c) => c.name === command)!;
      const options = values as Record<string, string | undefined>;
      for (const line of await run.run(app, { options, positionals, stdin: io.stdin })) io.out(line);
    }
  } finally {
    await app.close().finally(unlock);
  }
  return 0;
}

/** a validation error as the CLI user sees it: the option named, one line each */
function describeAppError(err: AppError): string {
  const errors = err.fieldErrors;
  if (!errors) return err.message;
  // service errors name fields in snake_case (secret_key), options in kebab-case (--secret-key)
  const option = (field: string) => field.replace(/_/g, "-");
  const lines = Object.entries(errors).map(([field, messages]) => `  ${OPTIONS.includes(option(field)) ? `--${option(field)}` : field}: ${messages.join("; ")}`);
  return `Invalid input:\n${lines.join("\n")}`;
}
