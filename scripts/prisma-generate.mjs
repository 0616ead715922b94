// Runs `prisma generate` (client + Pothos types). Generation needs no schema engine, but
// Prisma's CLI checks for one at start and tries to download it; pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips that check, so this works offline.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const bin = resolve(root, "node_modules/.bin");
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = resolve(root, "package.json");
}
const result = spawnSync(resolve(bin, "prisma"), ["generate"], { cwd: root, env, stdio: "inherit" });
process.exit(result.status ?? 1);
