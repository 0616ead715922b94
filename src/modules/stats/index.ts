// The statistics module (core/module.ts): the figures kept beside the writes by database
// triggers (figures-sql.ts), read by the programs and partners modules, and the commands that
// check and rebuild them.
import type { RallyModule } from "../../core/module.js";
import { statsCommands } from "./stats.cli.js";
import { startStatsCompaction } from "./compact.js";

export const statsModule: RallyModule = {
  name: "stats",
  commands: statsCommands,
  // folds the figures of past days into one row each, every STATS_COMPACT_MS
  jobs: [{ name: "stats.compact", start: (app) => startStatsCompaction(app, app.config.STATS_COMPACT_MS) }],
};
