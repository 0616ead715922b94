// newsletter:connect, newsletter:sync, newsletter:status and newsletter:disconnect as a user runs
// them, against a local fake of Mailchimp: the API key from standard input never printed, the
// sync run to its end with its count, the status, the credentials erased.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriberHash } from "../../src/modules/newsletter-sync/providers/mailchimp.js";
import { cliRunner } from "../helpers/cli.js";
import { ENCRYPTION_KEY } from "../integrations/support.js";
import { fakeMailchimp, type FakeMailchimp } from "./fake-mailchimp.js";

let mc: FakeMailchimp;
beforeAll(async () => {
  mc = await fakeMailchimp();
  mc.members = Array.from({ length: 30 }, (_, i) => ({ id: subscriberHash(`c${i}@example.com`), email_address: `c${i}@example.com`, status: "subscribed", full_name: "", merge_fields: {} }));
});
afterAll(() => mc?.close());

describe("newsletter commands", { timeout: 60_000 }, () => {
  it("connect (key from standard input), sync, status and disconnect, printing no secret", async () => {
    const cli = cliRunner("cli-news", { INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY, MAILCHIMP_API_URL: mc.url }).run;
    const created = await cli(["program:create", "--name", `CLI newsletter ${Date.now().toString(36)}`, "--type", "Newsletter"]);
    expect(created.code, created.stderr).toBe(0);
    const programId = /\(id (\d+),/.exec(created.stdout)![1]!;

    const connected = await cli(["newsletter:connect", "--program", programId, "--provider", "mailchimp", "--list-id", mc.listId, "--api-key", "-"], { stdin: `${mc.apiKey}\n` });
    expect(connected.code, connected.stderr).toBe(0);
    expect(connected.stdout).toContain(`Connected mailchimp to program ${programId}`);
    expect(connected.stdout).toMatch(/Webhook URL: \S+\/v1\/newsletter\/\S+\/webhook\/[A-Za-z0-9]{32}/);
    expect(connected.stdout + connected.stderr).not.toContain(mc.apiKey);

    const synced = await cli(["newsletter:sync", "--program", programId]);
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.stdout).toContain("Synced 30 subscribers (30 new).");
    const again = await cli(["newsletter:sync", "--program", programId]);
    expect(again.stdout).toContain("Synced 30 subscribers (0 new).");

    const status = await cli(["newsletter:status", "--program", programId]);
    expect(status.stdout).toMatch(/^mailchimp connected; sync done \(30 read, 0 new\)/);

    const off = await cli(["newsletter:disconnect", "--program", programId]);
    expect(off.stdout).toContain("credentials are erased");
    const bad = await cli(["newsletter:connect", "--program", programId, "--provider", "sendgrid", "--api-key", "x"]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("provider");
  });
});
