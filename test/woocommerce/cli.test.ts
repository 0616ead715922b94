// integration:connect --webhook-secret as a shop owner runs it: the secret read from standard
// input (out of the shell's history), the order settings as options, nothing secret printed.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { loadConfig } from "../../src/config.js";
import { unseal } from "../../src/modules/integrations/secrets.js";
import { ENCRYPTION_KEY } from "./support.js";

const root = resolve(import.meta.dirname, "../..");
const databaseUrl = inject("databaseUrl");
const dataDir = mkdtempSync(join(tmpdir(), "rally-cli-woo-"));

function cli(args: string[], stdin = ""): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(join(root, "node_modules/.bin/tsx"), ["src/main.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", MIGRATE_ON_START: "true", PUBLIC_URL: "", INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    const timer = setTimeout(() => child.kill(), 50_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code: code ?? -1, stdout, stderr });
    });
    child.stdin.end(stdin);
  });
}

describe("integration:connect for WooCommerce orders", { timeout: 60_000 }, () => {
  it("takes the webhook secret from standard input and the order settings as options", async () => {
    const created = await cli(["program:create", "--name", `CLI woo ${Date.now().toString(36)}`, "--type", "Affiliate"]);
    expect(created.code, created.stderr).toBe(0);
    const programId = Number(/\(id (\d+),/.exec(created.stdout)![1]);
    const secret = "cli-webhook-secret-abcdef";
    const res = await cli(
      ["integration:connect", "--program", String(programId), "--provider", "woocommerce", "--webhook-secret", "-", "--paid-statuses", "completed", "--track-all-orders", "false", "--amount-mode", "without_tax"],
      `${secret}\n`,
    );
    expect(res.code, res.stderr).toBe(0);
    const line = res.stdout.split("\n").find((l) => /^woocommerce\s+connected/.test(l)) ?? "";
    for (const setting of ["paidStatuses=completed", "trackAllOrders=false", "amountMode=without_tax"]) expect(line).toContain(setting);
    expect(res.stdout + res.stderr).not.toContain(secret);
    const bad = await cli(["integration:connect", "--program", String(programId), "--provider", "woocommerce", "--amount-mode", "gross"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--amount-mode: The amount mode must be one of net, without_tax, total/);

    const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    try {
      const row = await db.prisma.integration.findUniqueOrThrow({ where: { programId_provider: { programId, provider: "woocommerce" } } });
      expect(unseal(loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY }), programId, "woocommerce", row.credentials)).toEqual({ webhookSecret: secret });
    } finally {
      await db.close();
    }
  });
});
