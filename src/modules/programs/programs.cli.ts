// The program:* commands of the CLI (src/cli.ts).
import type { App } from "../../core/app.js";
import type { CliCommand } from "../../core/module.js";
import { issueApiKey } from "../auth/api-keys.service.js";
import { createProgram, listPrograms } from "./programs.service.js";

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** a request to try the key with, printed beside it */
export function curlLine(app: Pick<App, "config">, key: string) {
  return `curl -H "Authorization: Bearer ${key}" ${app.config.publicUrl}/v1/test`;
}

export const programCommands: CliCommand[] = [
  {
    name: "program:create",
    usage: `  program:create --name N --type T [--website URL] [--currency USD]
                                         create a program (T: Affiliate, Referral, Newsletter) and print its first API key`,
    options: ["name", "type", "website", "currency"],
    async run(app, { options }) {
      const db = app.database.prisma;
      const program = await createProgram(db, {
        name: options.name ?? "",
        type: options.type ?? "",
        website: options.website,
        currency: options.currency,
      });
      const { key } = await issueApiKey(db, program.id, "cli");
      return [
        `Created ${program.type} program "${program.name}" (id ${program.id}, public id ${program.publicId}).`,
        `API key (shown once): ${key}\n${curlLine(app, key)}`,
      ];
    },
  },
  {
    name: "program:list",
    usage: "  program:list                           list programs",
    async run(app) {
      return (await listPrograms(app.database.prisma)).map(
        (p) => `${String(p.id).padStart(4)}  ${p.type.padEnd(10)} ${p.publicId}  ${p.name}  (${plural(p._count.apiKeys, "active key")})`,
      );
    },
  },
];
