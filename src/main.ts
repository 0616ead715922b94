// The executable: runs the command line (cli.ts) with this process's environment and streams.
import module from "node:module";

// Node 22.1 and later can keep the modules' compiled code on disk (in the system's temporary
// folder): a command or a start after the first compiles none of it again. Node 20 has no such
// cache (nor the function, hence the optional call); this runs before the command line loads.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { processIo, run } = await import("./cli.js");

// exit explicitly: PGlite's runtime resets process.exitCode when it closes
run(process.argv.slice(2), processIo()).then((code) => {
  if (code !== undefined) process.exit(code);
});
