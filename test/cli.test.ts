// The command line (src/cli.ts) as a user runs it, called in process on the run's database (a
// fresh data folder on the embedded run, the PostgreSQL test database otherwise); the steps
// build on each other, in order. The built executable's own test is in serve.test.ts.
import { describe, expect, inject, it } from "vitest";
import { type Database } from "../src/db/client.js";
import { ApiKeyCache, authenticate } from "../src/modules/auth/api-keys.service.js";
import { startupMessage } from "../src/cli.js";
import { loadConfig } from "../src/config.js";
import { cliRunner } from "./helpers/cli.js";

// an empty data folder on the embedded run: the migrate command's test applies the migrations to it
const runner = cliRunner("cli", { HOST: "127.0.0.1", PORT: "4000" }, { fresh: true });
const cli = (args: string[], env: Record<string, string> = {}) => runner.run(args, { env });
const databaseUrl = inject("databaseUrl");

/** the key's program, as the server would find it, or null for a refused key */
async function programOfKey(key: string) {
  const db: Database = await runner.openDatabase();
  try {
    return (await authenticate({ database: db, apiKeys: new ApiKeyCache(0) }, `Bearer ${key}`)).program;
  } catch {
    return null;
  } finally {
    // authenticate records lastUsedAt without awaiting it, and closing PGlite with a query in
    // flight never returns: one more query waits for it (PGlite runs them one at a time)
    await db.prisma.$queryRawUnsafe("SELECT 1");
    await db.close();
  }
}

describe("CLI", () => {
  const name = `CLI Shop ${Date.now().toString(36)}`;
  let programId: number;
  let publicId: string;
  let firstKey: string;
  let secondKey: string;

  it("migrate applies the migrations, whatever MIGRATE_ON_START says", async () => {
    const res = await cli(["migrate"], { MIGRATE_ON_START: "false" });
    expect(res.code, res.stderr).toBe(0);
    // a fresh data folder has everything to apply; the PostgreSQL test database is migrated already
    expect(res.stdout).toMatch(databaseUrl ? /up to date/ : /Applied \d+ migration\(s\)/);
  });

  it("program:create creates a program and prints its first key, which works", async () => {
    const res = await cli(["program:create", "--name", name, "--type", "Affiliate", "--website", "https://shop.example"]);
    expect(res.code, res.stderr).toBe(0);
    const created = /Created Affiliate program "(.+)" \(id (\d+), public id (\S+)\)\./.exec(res.stdout);
    expect(created, res.stdout).not.toBeNull();
    expect(created![1]).toBe(name);
    programId = Number(created![2]);
    publicId = created![3]!;
    firstKey = /API key \(shown once\): (rk_\S+)/.exec(res.stdout)![1]!;
    expect(res.stdout).toContain(`curl -H "Authorization: Bearer ${firstKey}" http://127.0.0.1:4000/v1/test`);

    const program = await programOfKey(firstKey);
    expect(program).toMatchObject({ id: programId, publicId, name, type: "Affiliate", website: "https://shop.example" });
  });

  it("program:list shows it", async () => {
    const res = await cli(["program:list"]);
    expect(res.code, res.stderr).toBe(0);
    const line = res.stdout.split("\n").find((l) => l.includes(name));
    expect(line, res.stdout).toBeDefined();
    expect(line).toMatch(new RegExp(`^\\s*${programId}\\s+Affiliate\\s+${publicId}\\s+${name}\\s+\\(1 active key\\)`));
  });

  it("key:issue prints a new key for the program (by public id)", async () => {
    const res = await cli(["key:issue", "--program", publicId, "--name", "second"]);
    expect(res.code, res.stderr).toBe(0);
    const match = /API key (rk_\w+) for program (\d+) \(shown once\): (rk_\S+)/.exec(res.stdout);
    expect(match, res.stdout).not.toBeNull();
    expect(Number(match![2])).toBe(programId);
    secondKey = match![3]!;
    expect(secondKey.startsWith(match![1]!)).toBe(true);
    expect(secondKey).not.toBe(firstKey);
    expect((await programOfKey(secondKey))?.id).toBe(programId);
  });

  it("key:revoke revokes by the prefix key:list shows, and key:list then shows it revoked", async () => {
    const before = await cli(["key:list", "--program", String(programId)]);
    expect(before.code, before.stderr).toBe(0);
    // the prefix exactly as listed (its second column) is what key:revoke takes
    const listed = before.stdout.split("\n").map((l) => l.trim().split(/\s+/)[1]).find((p) => p && secondKey.startsWith(p));
    expect(listed, before.stdout).toBe(secondKey.slice(0, 15));
    const prefix = listed!;
    const revoked = await cli(["key:revoke", prefix]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain("Revoked 1 key.");

    const list = await cli(["key:list", "--program", String(programId)]);
    expect(list.code, list.stderr).toBe(0);
    const lines = list.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.includes(prefix))).toMatch(new RegExp(`program ${programId}\\s+revoked\\s+second`));
    expect(lines.find((l) => l.includes(firstKey.slice(0, 15)))).toMatch(/\bactive\b/);
    expect(list.stdout).not.toContain(secondKey); // only prefixes are ever listed

    expect(await programOfKey(secondKey)).toBeNull();
    expect((await programOfKey(firstKey))?.id).toBe(programId);
  });

  it("an invalid program type exits 1 naming --type and the allowed types", async () => {
    const res = await cli(["program:create", "--name", "Nope", "--type", "Shop"]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("--type");
    expect(res.stderr).toMatch(/Affiliate.*Referral.*Newsletter/);
    expect(res.stdout).not.toContain("rk_");
  });

  it("invalid configuration exits 1 naming the variable", async () => {
    const res = await cli(["program:list"], { PORT: "abc" });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("Invalid configuration");
    expect(res.stderr).toMatch(/^\s*PORT: /m);
  });

  it.each([
    ["HOST", "not a host!", /HOST: must be an IP address/],
    ["DATABASE_URL", "postgres://", /DATABASE_URL: must be a postgres:\/\/ URL with a host/],
    ["DATA_DIR", "/proc/rally", /DATA_DIR: must be a folder on a real file system/],
    ["IDLE_GC_MS", "-1", /IDLE_GC_MS: /],
  ])("a bad %s exits 1 naming it, before anything starts", async (variable, value, message) => {
    const res = await cli(["program:list"], { [variable]: value });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(message);
    expect(res.stdout).toBe("");
  });

  it("a HOST whose name does not resolve is reported as HOST's problem, not the data folder's", () => {
    const config = loadConfig({ HOST: "shop-host.invalid", PORT: "4000" });
    const err = Object.assign(new Error("getaddrinfo ENOTFOUND shop-host.invalid"), { code: "ENOTFOUND", syscall: "getaddrinfo", hostname: "shop-host.invalid" });
    expect(startupMessage(err, config)).toBe("Cannot listen on shop-host.invalid:4000: the name shop-host.invalid does not resolve here. Set HOST (127.0.0.1, or 0.0.0.0 for all interfaces).");
  });

  it("an unknown command exits 2 with the usage", async () => {
    const res = await cli(["program:destroy"]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Unknown command "program:destroy"');
    expect(res.stderr).toContain("program:create --name N --type T");
  });
});
