// The newsletter:* commands of the CLI: connect (secrets may come from standard input), sync
// (runs to its end here, printing progress a page at a time), status, disconnect. Nothing
// printed carries a credential.
import type { App } from "../../core/app.js";
import { serviceContext } from "../../core/context.js";
import type { CliCommand } from "../../core/module.js";
import { findProgram } from "../programs/programs.service.js";
import { connectNewsletter, disconnectNewsletter, findNewsletterConnection, openNewsletter, webhookUrl, type ConnectionView } from "./connections.service.js";
import { claimSync, runSync } from "./sync.service.js";

const OPTIONS = ["program", "provider", "api-key", "list-id", "group-id", "signing-secret", "publication-id", "restart"] as const;
const SECRETS = ["api-key", "signing-secret"];
const camel = (option: string) => option.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

async function readStdin(stdin: NodeJS.ReadableStream): Promise<string[]> {
  let text = "";
  for await (const chunk of stdin) text += String(chunk);
  return text.split(/\r?\n/);
}

const describe = (c: ConnectionView) =>
  `${c.provider} ${c.status}; sync ${c.syncState} (${c.syncSeen} read, ${c.syncImported} new)${c.syncMessage ? `: ${c.syncMessage}` : ""}; writes ${c.pushState}${c.pushMessage ? `: ${c.pushMessage}` : ""}`;

async function run(app: App, name: string, options: Record<string, string | undefined>, stdin: NodeJS.ReadableStream): Promise<string[]> {
  const program = await findProgram(app.database.prisma, options.program ?? "");
  const ctx = serviceContext({ app, program });
  switch (name) {
    case "newsletter:status": {
      const c = await findNewsletterConnection(ctx);
      return [c ? describe(c) : `Program ${program.id} has no email service connected (esp_type custom).`];
    }
    case "newsletter:disconnect":
      return [`Disconnected ${(await disconnectNewsletter(ctx)).provider} from program ${program.id}; its credentials are erased.`];
    case "newsletter:sync": {
      await claimSync(ctx, { restart: options.restart === "true" });
      const lines: string[] = [];
      const result = await runSync(app, program.id, (p) => process.stderr.write(`  ${p.seen} read, ${p.imported} new\n`));
      lines.push(result.state === "done" ? `Synced ${result.seen} subscribers (${result.imported} new).` : `Sync failed after ${result.seen} subscribers: ${result.message}. Run it again to resume.`);
      return lines;
    }
    default: {
      // a secret given as "-" is read from standard input, one line each, in the order of the options
      const fromStdin = SECRETS.filter((o) => options[o] === "-");
      const lines = fromStdin.length ? await readStdin(stdin) : [];
      const input: Record<string, string> = {};
      for (const o of OPTIONS) {
        const v = options[o];
        if (v === undefined || o === "program" || o === "restart") continue;
        input[camel(o)] = v === "-" && fromStdin.includes(o) ? (lines[fromStdin.indexOf(o)] ?? "").trim() : v;
      }
      const c = await connectNewsletter(ctx, input);
      const open = await openNewsletter(ctx);
      return [`Connected ${c.provider} to program ${program.id} (credentials stored encrypted).`, `Webhook URL: ${open ? webhookUrl(app, c.id, open.secrets.webhookToken) : "-"}`];
    }
  }
}

const command = (name: string, usage: string): CliCommand => ({
  name,
  usage,
  options: OPTIONS,
  run: (app, { options, stdin }) => run(app, name, options, stdin),
});

export const newsletterCommands: CliCommand[] = [
  command(
    "newsletter:connect",
    `  newsletter:connect --program ID --provider P --api-key KEY [settings]
                                         connect a newsletter program's email service (P: mailchimp, mailerlite, kit, beehiiv):
                                           mailchimp: --list-id   mailerlite: [--group-id] [--signing-secret]
                                           beehiiv: --publication-id; a secret given as - is read from standard input`,
  ),
  command("newsletter:sync", "  newsletter:sync --program ID [--restart true]   sync the service's subscribers in (resumes a stopped run)"),
  command("newsletter:status", "  newsletter:status --program ID        the connection, its sync and its writes"),
  command("newsletter:disconnect", "  newsletter:disconnect --program ID    disconnect the email service and erase its credentials"),
];
