// The stats:* commands of the CLI (src/cli.ts): check the statistics against the rows, and
// rebuild them from the rows.
import type { CliCommand } from "../../core/module.js";
import { findProgram } from "../programs/programs.service.js";
import { rebuildStats, verifyStats } from "./verify.js";

const SHOWN = 200;

export const statsCommands: CliCommand[] = [
  {
    name: "stats:verify",
    usage: `  stats:verify [--program ID]           recompute the statistics from the rows and print each figure that differs
                                         (exit status 1 when any does)`,
    options: ["program"],
    async run(app, { options }) {
      const db = app.database.prisma;
      const program = options.program === undefined ? undefined : await findProgram(db, options.program);
      const diffs = await verifyStats(db, program?.id);
      const scope = program ? `program ${program.id}` : "every program";
      if (!diffs.length) return [`The statistics of ${scope} agree with the rows.`];
      const more = diffs.length > SHOWN ? [`… and ${diffs.length - SHOWN} more`] : [];
      throw new Error(
        [`${diffs.length} figure(s) of ${scope} differ from the rows:`, ...diffs.slice(0, SHOWN).map((d) => `  ${d}`), ...more, `Repair with: stats:rebuild${program ? ` --program ${program.id}` : ""}`].join("\n"),
      );
    },
  },
  {
    name: "stats:rebuild",
    usage: `  stats:rebuild [--program ID]          recompute the statistics from the rows (writes wait until it is done)`,
    options: ["program"],
    async run(app, { options }) {
      const db = app.database.prisma;
      const program = options.program === undefined ? undefined : await findProgram(db, options.program);
      const n = await rebuildStats(db, program?.id);
      return [`Rebuilt the statistics of ${program ? `program ${program.id}` : "every program"}: ${n.days} day figure(s), ${n.partners} partner figure(s), ${n.partnerDays} partner-day figure(s), ${n.buyers} customer-day(s).`];
    },
  },
];
