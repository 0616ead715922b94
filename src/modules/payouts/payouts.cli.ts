// The payouts:due command of the CLI (src/cli.ts): per partner and currency, what is approved,
// unpaid and in no payout request yet, and whether it reaches the program's payout threshold.
import type { App } from "../../core/app.js";
import { currencyCode } from "../../core/currencies.js";
import { ValidationError } from "../../core/errors.js";
import { Decimal } from "../../core/money.js";
import type { CliCommand } from "../../core/module.js";
import type { Program } from "../../generated/prisma/client.js";
import { findProgram } from "../programs/programs.service.js";
import { readProgramSettings } from "../programs/program-settings.js";
import { requireFeature } from "../../core/features.js";
import { dueBalances } from "./payable-rewards.js";
import { majorUnits } from "./payout.view.js";

export async function payoutsDueCommand(app: App, program: Program, options: { currency?: string }): Promise<string[]> {
  requireFeature(program, "payouts");
  const currency = options.currency === undefined ? undefined : currencyCode(options.currency);
  if (options.currency !== undefined && !currency) throw ValidationError.field("currency", "The currency must be an ISO 4217 code such as USD.");
  const threshold = new Decimal(readProgramSettings(program.settings).payoutThreshold);
  const lines = (await dueBalances(app.database.prisma, program.id, app.now())).filter((l) => !currency || l.currency === currency);
  if (!lines.length) return [`Nothing is due in program ${program.id}${currency ? ` in ${currency}` : ""}.`];
  const rows = lines.map((l) => [
    l.partner.id,
    l.partner.email,
    `${majorUnits(l.amount, l.currency)} ${l.currency}`,
    String(l.rewards),
    l.amount.gte(threshold) && l.amount.gt(0) ? "yes" : "no",
    l.partner.payoutGateway ?? "-",
  ]);
  const head = ["PARTNER", "EMAIL", "DUE", "REWARDS", "PAYABLE", "GATEWAY"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (r: string[]) => r.map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ").trimEnd();
  const payable = lines.filter((l) => l.amount.gte(threshold) && l.amount.gt(0)).length;
  return [
    `Payout threshold ${threshold.toFixed()} (program ${program.id}); ${payable} of ${lines.length} balance(s) can be requested.`,
    format(head),
    ...rows.map(format),
  ];
}

export const payoutCommands: CliCommand[] = [
  {
    name: "payouts:due",
    usage: `  payouts:due --program ID [--currency C]
                                         what each partner is due (approved, unpaid, in no payout request)
                                         per currency, and whether it reaches the payout threshold`,
    options: ["program", "currency"],
    async run(app, { options }) {
      const program = await findProgram(app.database.prisma, options.program ?? "");
      return payoutsDueCommand(app, program, { currency: options.currency });
    },
  },
];
