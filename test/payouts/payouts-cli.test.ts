// payouts:due: per partner and currency, what is approved, unpaid and in no request, and
// whether it reaches the threshold. The report in-process over a test server's program, then
// the command as a user runs it (a child process on its own database).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutsDueCommand } from "../../src/modules/payouts/payouts.cli.js";
import { cliRunner } from "../helpers/cli.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { affiliate } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const programRow = (id: number) => server.app.database.prisma.program.findUniqueOrThrow({ where: { id } });

describe("payoutsDueCommand", () => {
  it("lists each partner's due balance per currency, by partner then currency, with whether it can be requested", async () => {
    const a = await affiliate(server, { threshold: 20 });
    await a.ok("POST", "/v1/partners", { email: "bob@example.com", id: "bob" });
    const bob = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: a.program.id, id: "bob" } })).uid;
    await a.reward({ amount: "12.5" });
    await a.reward({ amount: "12.5" });
    await a.reward({ amount: 1500, currency: "JPY" });
    await a.reward({ amount: "5.1", partnerUid: bob });
    await a.reward({ amount: 99, partnerUid: bob, status: "pending", holdUntil: new Date(Date.now() + 3_600_000) }); // not yet due
    const lines = await payoutsDueCommand(server.app, await programRow(a.program.id), {});
    expect(lines[0]).toBe(`Payout threshold 20 (program ${a.program.id}); 2 of 3 balance(s) can be requested.`);
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/))).toEqual([
      ["PARTNER", "EMAIL", "DUE", "REWARDS", "PAYABLE", "GATEWAY"],
      ["ann", "ann@example.com", "1500 JPY", "1", "yes", "paypal"],
      ["ann", "ann@example.com", "25.00 USD", "2", "yes", "paypal"],
      ["bob", "bob@example.com", "5.10 USD", "1", "no", "-"],
    ]);

    // what a request holds is no longer due
    await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    const usd = await payoutsDueCommand(server.app, await programRow(a.program.id), { currency: "usd" });
    expect(usd.slice(2).map((l) => l.split(/\s{2,}/)[0])).toEqual(["bob"]);
    await expect(payoutsDueCommand(server.app, await programRow(a.program.id), { currency: "dollars" })).rejects.toMatchObject({ status: 422, fieldErrors: { currency: [expect.any(String)] } });
  });

  it("says when nothing is due, and refuses a program that has no payouts", async () => {
    const a = await affiliate(server);
    expect(await payoutsDueCommand(server.app, await programRow(a.program.id), {})).toEqual([`Nothing is due in program ${a.program.id}.`]);
    const referral = await seed(server).program("Referral");
    await expect(payoutsDueCommand(server.app, referral.program, {})).rejects.toThrow("Payout requests is not available for Referral programs");
  });
});

describe("npm run cli -- payouts:due", () => {
  const cli = cliRunner("payouts-cli").run;

  it("prints the report of the program it is given, and names a bad option", { timeout: 90_000 }, async () => {
    const created = await cli(["program:create", "--name", `Payouts CLI ${Date.now().toString(36)}`, "--type", "Affiliate"]);
    expect(created.code, created.stderr).toBe(0);
    const id = /\(id (\d+),/.exec(created.stdout)![1]!;
    const due = await cli(["payouts:due", "--program", id]);
    expect(due.code, due.stderr).toBe(0);
    expect(due.stdout.trim()).toBe(`Nothing is due in program ${id}.`);
    const bad = await cli(["payouts:due", "--program", id, "--currency", "dollars"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--currency: The currency must be an ISO 4217 code/);
  });
});
