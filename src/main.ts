// Rally's command line: serve, migrate, and program / API key administration. Works on the
// embedded database and on a PostgreSQL server (DATABASE_URL) alike.
import { parseArgs } from "node:util";
import { createApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { startServer } from "./server.js";
import { issueApiKey, listApiKeys, revokeApiKey } from "./modules/auth/api-keys.service.js";
import { createProgram, findProgram, listPrograms, seedDemoPrograms } from "./modules/programs/programs.service.js";
import { AppError } from "./graphql/errors.js";

const USAGE = `Usage: npm run cli -- <command> [options]

  serve                                  start the server (npm start)
  migrate                                apply pending database migrations
  program:create --name N --type T [--website URL] [--currency USD]
                                         create a program (T: Affiliate, Referral, Newsletter) and print its first API key
  program:list                           list programs
  key:issue --program ID [--name N]      issue an API key for a program (id or public id); printed once
  key:list [--program ID]                list API keys (prefixes only)
  key:revoke KEY_ID_OR_PREFIX            revoke an API key
`;

function curlLine(config: Config, key: string) {
  return `curl -H "Authorization: Bearer ${key}" ${config.publicUrl}/v1/test`;
}

async function serve(config: Config) {
  const app = await createApp(config);
  if (config.SEED_DEMO) {
    const demo = await seedDemoPrograms(app.database.prisma, config.publicUrl);
    if (demo.length) {
      console.log("\nFresh database: created demo programs. Each API key is shown only this once:\n");
      for (const { program, key } of demo) {
        console.log(`  ${program.type.padEnd(10)} ${program.name} (id ${program.id})\n    key:  ${key}\n    try:  ${curlLine(config, key)}\n`);
      }
    }
  }
  const server = await startServer(app);
  app.logger.info({ url: server.url, database: app.database.describe }, "Rally is listening");
  console.log(`Rally on ${server.url}  (GraphQL ${server.url}/graphql, REST ${server.url}/v1, docs ${server.url}/v1/docs)`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, "shutting down");
    await server.close();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

async function run(argv: string[]) {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      type: { type: "string" },
      website: { type: "string" },
      currency: { type: "string" },
      program: { type: "string" },
    },
  });
  const config = loadConfig();
  if (command === "serve") return serve(config);
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return;
  }
  const app = await createApp({ ...config, LOG_LEVEL: config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL });
  const db = app.database.prisma;
  try {
    switch (command) {
      case "migrate":
        console.log("Database is up to date.");
        break;
      case "program:create": {
        const program = await createProgram(db, {
          name: values.name ?? "",
          type: (values.type ?? "") as never,
          website: values.website,
          currency: values.currency,
        });
        const { key } = await issueApiKey(db, program.id, "cli");
        console.log(`Created ${program.type} program "${program.name}" (id ${program.id}, public id ${program.publicId}).`);
        console.log(`API key (shown once): ${key}\n${curlLine(config, key)}`);
        break;
      }
      case "program:list":
        for (const p of await listPrograms(db)) {
          console.log(`${String(p.id).padStart(4)}  ${p.type.padEnd(10)} ${p.publicId}  ${p.name}  (${p._count.apiKeys} active keys)`);
        }
        break;
      case "key:issue": {
        const program = await findProgram(db, values.program ?? "");
        const { key, apiKey } = await issueApiKey(db, program.id, values.name ?? "");
        console.log(`API key ${apiKey.prefix}… for program ${program.id} (shown once): ${key}`);
        break;
      }
      case "key:list": {
        const programId = values.program ? (await findProgram(db, values.program)).id : undefined;
        for (const k of await listApiKeys(db, programId)) {
          console.log(`${k.id}  ${k.prefix}…  program ${k.programId}  ${k.revokedAt ? "revoked" : "active"}  ${k.name}`);
        }
        break;
      }
      case "key:revoke": {
        const count = await revokeApiKey(db, positionals[0] ?? "");
        if (!count) throw new Error(`no active API key with id or prefix "${positionals[0] ?? ""}"`);
        console.log(`Revoked ${count} key(s).`);
        break;
      }
      default:
        console.error(`Unknown command "${command}".\n\n${USAGE}`);
        process.exitCode = 2;
    }
  } finally {
    await app.close();
  }
}

run(process.argv.slice(2)).catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else if (err instanceof AppError) console.error(`${err.message}${err.extensions.errors ? "\n" + JSON.stringify(err.extensions.errors, null, 2) : ""}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
