// integration:connect, integration:list and integration:disconnect as a user runs them: a child
// process on the run's database. Secrets never appear in what the commands print, and a secret
// given as "-" is read from standard input. Each start costs seconds: the steps build on each other.
import { describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { unseal } from "../../src/modules/integrations/secrets.js";
import { cliRunner } from "../helpers/cli.js";
import { ENCRYPTION_KEY } from "./support.js";

const runner = cliRunner("cli-int", { INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY });
const cli = runner.run;

const STRIPE_KEY = "sk_test_51CliSECRET0000000000000";
const WOO_KEY = "ck_cliSECRETkey000000";
const WOO_SECRET = "cs_cliSECRETsecret000";

async function storedSecrets(programId: number, provider: "stripe" | "woocommerce") {
  const db = await runner.openDatabase();
  try {
    const row = await db.prisma.integration.findUniqueOrThrow({ where: { programId_provider: { programId, provider } } });
    return { row, secrets: unseal(loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY }), programId, provider, row.credentials) };
  } finally {
    await db.close();
  }
}

describe("integration commands", { timeout: 60_000 }, () => {
  let programId: number;

  it("integration:connect stores a Stripe key encrypted and prints no secret", async () => {
    const created = await cli(["program:create", "--name", `CLI providers ${Date.now().toString(36)}`, "--type", "Affiliate"]);
    expect(created.code, created.stderr).toBe(0);
    programId = Number(/\(id (\d+),/.exec(created.stdout)![1]);

    const res = await cli(["integration:connect", "--program", String(programId), "--provider", "stripe", "--secret-key", STRIPE_KEY]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(`Connected stripe to program ${programId} (credentials stored encrypted).`);
    expect(res.stdout).toMatch(/stripe\s+connected\s+since \S+\s+mode=test/);
    expect(res.stdout + res.stderr).not.toContain(STRIPE_KEY);
    const { row, secrets } = await storedSecrets(programId, "stripe");
    expect(JSON.stringify(row)).not.toContain(STRIPE_KEY);
    expect(secrets).toEqual({ secretKey: STRIPE_KEY });
  });

  it("reads secrets given as - from standard input, in order; integration:list shows no secret", async () => {
    const res = await cli(
      ["integration:connect", "--program", String(programId), "--provider", "woocommerce", "--store-url", "https://shop.example", "--consumer-key", "-", "--consumer-secret", "-"],
      { stdin: `${WOO_KEY}\n${WOO_SECRET}\n` },
    );
    expect(res.code, res.stderr).toBe(0);
    expect((await storedSecrets(programId, "woocommerce")).secrets).toEqual({ consumerKey: WOO_KEY, consumerSecret: WOO_SECRET });

    const list = await cli(["integration:list", "--program", String(programId)]);
    expect(list.code, list.stderr).toBe(0);
    const lines = list.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^stripe\s+connected\s+since .+mode=test$/);
    expect(lines[1]).toMatch(/^woocommerce\s+connected\s+since .+storeUrl=https:\/\/shop\.example$/);
    for (const s of [STRIPE_KEY, WOO_KEY, WOO_SECRET]) expect(list.stdout + list.stderr).not.toContain(s);
  });

  it("a bad credential exits 1 naming the option; integration:disconnect erases the credentials", async () => {
    const bad = await cli(["integration:connect", "--program", String(programId), "--provider", "stripe", "--secret-key", "pk_test_publishable"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--secret-key: The Stripe secret key must be/);
    expect(bad.stderr).not.toContain("pk_test_publishable");

    const off = await cli(["integration:disconnect", "--program", String(programId), "--provider", "stripe"]);
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout).toContain(`Disconnected stripe from program ${programId}; its credentials are erased.`);
    const { row } = await storedSecrets(programId, "stripe");
    expect(row).toMatchObject({ status: "disconnected", credentials: {} });
  });

  // on the embedded database the generated key seals them (connections.test.ts)
  it.skipIf(!inject("databaseUrl"))("without INTEGRATIONS_ENCRYPTION_KEY on PostgreSQL it refuses, naming the variable", async () => {
    const res = await cli(["integration:connect", "--program", String(programId), "--provider", "paddle", "--api-key", "pdl_live_apikey_x"], {
      env: { INTEGRATIONS_ENCRYPTION_KEY: "" },
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("INTEGRATIONS_ENCRYPTION_KEY is not set");
  });
});
