// integration:connect --webhook-secret as a shop owner runs it: the secret read from standard
// input (out of the shell's history), the order settings as options, nothing secret printed.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { unseal } from "../../src/modules/integrations/secrets.js";
import { cliRunner } from "../helpers/cli.js";
import { ENCRYPTION_KEY } from "./support.js";

const runner = cliRunner("cli-woo", { INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY });
const cli = (args: string[], stdin = "") => runner.run(args, { stdin });

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

    const db = await runner.openDatabase();
    try {
      const row = await db.prisma.integration.findUniqueOrThrow({ where: { programId_provider: { programId, provider: "woocommerce" } } });
      expect(unseal(loadConfig({ INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY }), programId, "woocommerce", row.credentials)).toEqual({ webhookSecret: secret });
    } finally {
      await db.close();
    }
  });
});
