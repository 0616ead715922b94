// Prisma migrations (prisma/migrations/<name>/migration.sql, recorded in _prisma_migrations),
// applied through the WASM schema engine so no native engine is needed. A machine with
// internet can still run `prisma migrate deploy` on the same folder.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Database } from "./client.js";
import { noFilters, openSchemaEngine, type MigrationList } from "./schema-engine.js";

export const projectRoot = resolve(import.meta.dirname, "../..");
export const migrationsDir = resolve(projectRoot, "prisma/migrations");
export const schemaPath = resolve(projectRoot, "prisma/schema.prisma");

export function readSchema(): string {
  return readFileSync(schemaPath, "utf8");
}

export function loadMigrationList(dir = migrationsDir): MigrationList {
  const lockPath = resolve(dir, "migration_lock.toml");
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(resolve(dir, d.name, "migration.sql")))
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : 'provider = "postgresql"\n',
    },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: readFileSync(resolve(dir, name, "migration.sql"), "utf8") },
      },
    })) as MigrationList["migrationDirectories"],
  };
}

/** Names of migrations on disk that the database has not finished applying. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const onDisk = loadMigrationList().migrationDirectories.map((m) => m.path);
  const table = await db.prisma.$queryRawUnsafe<{ exists: boolean }[]>(
    `SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS "exists"`,
  );
  if (!table[0]?.exists) return onDisk;
  const rows = await db.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Set(rows.map((r) => r.migration_name));
  return onDisk.filter((name) => !applied.has(name));
}

/** Applies pending migrations; returns the names applied. Loads the engine only when needed. */
export async function applyMigrations(db: Database): Promise<string[]> {
  if ((await pendingMigrations(db)).length === 0) return [];
  const engine = await openSchemaEngine(db.adapterFactory, readSchema());
  const { appliedMigrationNames } = await engine.applyMigrations({
    migrationsList: loadMigrationList(),
    filters: noFilters,
  });
  return appliedMigrationNames;
}

/** SQL that would bring a database built from the migrations to schema.prisma; empty when in sync. */
export async function migrationDrift(db: Database): Promise<string> {
  const schema = readSchema();
  const engine = await openSchemaEngine(db.adapterFactory, schema);
  const { stdout } = await engine.diff({
    from: { tag: "migrations", ...loadMigrationList() },
    to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
    script: true,
    exitCode: null,
    filters: noFilters,
  });
  const sql = (stdout ?? "").trim();
  return sql === "-- This is an empty migration." ? "" : sql;
}

/**
 * SQL that would bring this database's schema to schema.prisma; empty when they agree. On a
 * database the migrations built, it proves them as `migrationDrift` does, without building a
 * shadow database of its own (a new PGlite and every migration again: seconds of CPU).
 */
export async function databaseDrift(db: Database, schema = readSchema()): Promise<string> {
  const engine = await openSchemaEngine(db.adapterFactory, schema);
  const files = [{ path: "schema.prisma", content: schema }];
  const { stdout } = await engine.diff({
    from: { tag: "schemaDatasource", files, configDir: projectRoot },
    to: { tag: "schemaDatamodel", files },
    script: true,
    exitCode: null,
    filters: noFilters,
  });
  const sql = (stdout ?? "").trim();
  return sql === "-- This is an empty migration." ? "" : sql;
}

