// Folders tests write (data folders, mail files): each inside the run's own folder, which the
// run's setup makes and its teardown removes (global-setup.ts), so runs leave nothing behind in
// the system's temporary folder (a PGlite data folder is about 30 MB).
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

/** a new empty folder of this run, named after the prefix */
export function testTempDir(prefix: string): string {
  return mkdtempSync(join(inject("tempRoot"), `${prefix}-`));
}
