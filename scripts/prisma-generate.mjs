// Runs `prisma generate` (client + Pothos types). Generation needs no schema engine, but
// Prisma's CLI checks for one at start and tries to download it; pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips that check, so this works offline.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
if (result.status === 0) readQueryCompilerWasm();
process.exit(result.status ?? 1);

/**
 * The generated client imports the query compiler's WebAssembly as a module exporting it in
 * base64 (2.3 MB): a module is never unloaded, so its source and the string stayed in the heap
 * for the process's life, twice. The client is edited to read the file and decode it instead;
 * both strings are then garbage once the module is compiled (BENCHMARKS.md, "Where the memory
 * goes"). Should a Prisma release generate something else, the client is left as generated.
 */
function readQueryCompilerWasm() {
  const file = resolve(root, "src/generated/prisma/internal/class.ts");
  const source = readFileSync(file, "utf8");
  const imported = /const \{ wasm \} = await import\("([^"]+\.wasm-base64\.mjs)"\)\n(\s*)return await decodeBase64AsWasm\(wasm\)/;
  const match = imported.exec(source);
  if (!match) {
    console.warn(`scripts/prisma-generate.mjs: ${file} does not import the query compiler as expected; left as generated`);
    return;
  }
  const [, specifier, indent] = match;
  const read = [
    "// read, not imported: see scripts/prisma-generate.mjs",
    `const path = (await import("node:module")).createRequire(import.meta.url).resolve("${specifier}")`,
    `const text = await (await import("node:fs/promises")).readFile(path, "utf8")`,
    `return await decodeBase64AsWasm(text.slice(text.indexOf('"') + 1, text.lastIndexOf('"')))`,
  ].join(`\n${indent}`);
  writeFileSync(file, source.replace(imported, read));
}
