// Prisma's schema engine compiled to WASM, driven through a driver adapter. It replaces the
// native engine that Prisma's CLI would download, so migrations work offline and in the
// embedded mode. The package's own entry imports the .wasm file as an ES module, which Node 20
// accepts only behind a flag; instantiating it here avoids that.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine as Engine } from "@prisma/schema-engine-wasm";

const require = createRequire(import.meta.url);
let engineModule: Promise<typeof import("@prisma/schema-engine-wasm/schema_engine_bg")> | undefined;

async function loadEngineModule() {
  const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/\.js$/, ".wasm");
  const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
    "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
  });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bg;
}

export type SchemaEngine = Engine;
export const noFilters = { externalTables: [], externalEnums: [] };

export async function openSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schema: string,
): Promise<SchemaEngine> {
  engineModule ??= loadEngineModule();
  const { SchemaEngine } = await engineModule;
  const log = () => {};
  return SchemaEngine.new(
    { datamodels: [["schema.prisma", schema]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}

export type { MigrationList };
