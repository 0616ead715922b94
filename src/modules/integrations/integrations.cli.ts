// The integration:* commands of the CLI (src/cli.ts): connect, list, disconnect. What they
// print names the provider, its status and settings; never a credential.
import type { App } from "../../core/app.js";
import { serviceContext } from "../../core/context.js";
import type { CliCommand } from "../../core/module.js";
import type { Program } from "../../generated/prisma/client.js";
import { findProgram } from "../programs/programs.service.js";
import { connectIntegration, disconnectIntegration, listIntegrations, type IntegrationView } from "./integrations.service.js";

/** the secrets integration:connect may read from standard input, in the order it reads them */
const SECRET_OPTIONS = ["secret-key", "access-token", "consumer-key", "consumer-secret", "api-key", "webhook-secret"] as const;
const INTEGRATION_OPTIONS = ["provider", "shop-domain", "store-url", "environment", "paid-statuses", "track-all-orders", "amount-mode", ...SECRET_OPTIONS] as const;

const camel = (option: string) => option.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** one line of standard input per option: piped, or typed at a prompt on a terminal */
async function stdinLines(stdin: NodeJS.ReadableStream & { isTTY?: boolean }, options: string[]): Promise<string[]> {
  if (stdin.isTTY) {
    const { createInterface } = await import("node:readline/promises");
    const rl = createInterface({ input: stdin, output: process.stderr });
    try {
      const lines: string[] = [];
      for (const o of options) lines.push(await rl.question(`${o}: `));
      return lines;
    } finally {
      rl.close();
    }
  }
  let text = "";
  for await (const chunk of stdin) text += String(chunk);
  return text.split(/\r?\n/);
}

const describe = (i: IntegrationView) => {
  const settings = Object.entries(i.settings).map(([k, v]) => `${k}=${v}`).join(" ");
  return `${i.provider.padEnd(12)} ${i.status.padEnd(12)} since ${i.connectedAt.toISOString()}${settings ? `  ${settings}` : ""}`;
};

export async function integrationCommand(
  app: App,
  program: Program,
  command: string,
  options: Record<string, string | undefined>,
  secretOptions: readonly string[],
  stdin: NodeJS.ReadableStream & { isTTY?: boolean },
): Promise<string[]> {
  const ctx = serviceContext({ app, program });
  switch (command) {
    case "integration:list": {
      const list = await listIntegrations(ctx);
      return list.length ? list.map(describe) : [`No shop provider is connected to program ${program.id}.`];
    }
    case "integration:disconnect": {
      const off = await disconnectIntegration(ctx, options.provider ?? "");
      return [`Disconnected ${off.provider} from program ${program.id}; its credentials are erased.`];
    }
    default: {
      // a secret given as "-" comes from standard input, out of the shell's history and the process list
      const fromStdin = secretOptions.filter((o) => options[o] === "-");
      const lines = fromStdin.length ? await stdinLines(stdin, fromStdin) : [];
      const input: Record<string, string | undefined> = {};
      for (const [option, value] of Object.entries(options)) {
        if (value === undefined || option === "program") continue;
        input[camel(option)] = value === "-" && fromStdin.includes(option) ? (lines[fromStdin.indexOf(option)] ?? "").trim() : value;
      }
      const connected = await connectIntegration(ctx, input);
      return [`Connected ${connected.provider} to program ${program.id} (credentials stored encrypted).`, describe(connected)];
    }
  }
}

const integrationCommandOf = (name: string, usage: string): CliCommand => ({
  name,
  usage,
  options: ["program", ...INTEGRATION_OPTIONS],
  async run(app, { options, stdin }) {
    const program = await findProgram(app.database.prisma, options.program ?? "");
    const given = Object.fromEntries(INTEGRATION_OPTIONS.map((o) => [o, options[o]]));
    return integrationCommand(app, program, name, given, SECRET_OPTIONS, stdin);
  },
});

export const integrationCommands: CliCommand[] = [
  integrationCommandOf(
    "integration:connect",
    `  integration:connect --program ID --provider P [credentials]
                                         connect a shop provider (P: stripe, shopify, woocommerce, paddle):
                                           stripe: --secret-key   shopify: --shop-domain --access-token
                                           woocommerce: --store-url --consumer-key --consumer-secret (coupon sync)
                                             and/or --webhook-secret (orders), with [--paid-statuses processing,completed]
                                             [--track-all-orders true|false] [--amount-mode net|without_tax|total]
                                           paddle: --api-key [--environment sandbox]
                                         a secret given as - is read from standard input (one line each, in this order)`,
  ),
  integrationCommandOf("integration:list", "  integration:list --program ID          list a program's shop providers (never their credentials)"),
  integrationCommandOf(
    "integration:disconnect",
    `  integration:disconnect --program ID --provider P
                                         disconnect a shop provider and erase its credentials`,
  ),
];
