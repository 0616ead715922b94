// The key:* commands of the CLI (src/cli.ts): API keys are issued, listed (prefixes only) and revoked here.
import type { CliCommand } from "../../core/module.js";
import { findProgram } from "../programs/programs.service.js";
import { issueApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.js";

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

export const apiKeyCommands: CliCommand[] = [
  {
    name: "key:issue",
    usage: "  key:issue --program ID [--name N]      issue an API key for a program (id or public id); printed once",
    options: ["program", "name"],
    async run(app, { options }) {
      const db = app.database.prisma;
      const program = await findProgram(db, options.program ?? "");
      const { key, apiKey } = await issueApiKey(db, program.id, options.name ?? "");
      return [`API key ${apiKey.prefix} for program ${program.id} (shown once): ${key}`];
    },
  },
  {
    name: "key:list",
    usage: "  key:list [--program ID]                list API keys (prefixes only)",
    options: ["program"],
    async run(app, { options }) {
      const db = app.database.prisma;
      const programId = options.program ? (await findProgram(db, options.program)).id : undefined;
      return (await listApiKeys(db, programId)).map((k) => `${k.id}  ${k.prefix}  program ${k.programId}  ${k.revokedAt ? "revoked" : "active"}  ${k.name}`);
    },
  },
  {
    name: "key:revoke",
    usage: "  key:revoke KEY_ID_OR_PREFIX            revoke an API key",
    async run(app, { positionals }) {
      const count = await revokeApiKey(app, positionals[0] ?? "");
      if (!count) throw new Error(`no active API key with id or prefix "${positionals[0] ?? ""}"`);
      return [`Revoked ${plural(count, "key")}.`];
    },
  },
];
