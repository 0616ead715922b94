// The executable: runs the command line (cli.ts) with this process's environment and streams.
import { processIo, run } from "./cli.js";

// exit explicitly: PGlite's runtime resets process.exitCode when it closes
run(process.argv.slice(2), processIo()).then((code) => {
  if (code !== undefined) process.exit(code);
});
