// Authenticator apps over real HTTP, on a clock the test moves: an operator sets one up and
// turns it on with a first code; sign-in then asks for a code (a missing or wrong one uses the
// link up no more than a GET does); a code works once; payout approval and payment, payment
// files and webhook-secret changes ask for a code fresh within TOTP_FRESH_MINUTES, operators
// without an app are not asked; turning it off takes a code; codes never reach the audit log.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser, inviteOperator, operatorBrowser, operatorLinkIn, type Browser } from "./support.js";

let server: TestServer;
let clock = Date.parse("2026-06-01T10:00:00Z");
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), env: { TOTP_FRESH_MINUTES: "5", SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
});
afterAll(() => server.close());

/** the next 30-second step: a new code */
const tick = (seconds = 30) => void (clock += seconds * 1000);
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: clock });

const SETUP = "mutation { operatorTotpSetup { setup { secret uri } userErrors { message } } }";
const ENABLE = "mutation($c: String!) { operatorTotpEnable(input: { totpCode: $c }) { operator { totpEnabled } userErrors { field message code } } }";
const DISABLE = "mutation($c: String!) { operatorTotpDisable(input: { totpCode: $c }) { operator { totpEnabled } userErrors { field code } } }";
const VERIFY = "mutation($c: String!) { operatorTotpVerify(input: { totpCode: $c }) { verified { at freshUntil } userErrors { field code } } }";
const ROTATE = 'mutation { webhookSecretRotate(input: { id: "V2ViaG9va1N1YnNjcmlwdGlvbjpub25l" }) { userErrors { code } } }';

let n = 0;
async function withApp(): Promise<{ b: Browser; secret: string; email: string; program: string }> {
  const s = await seed(server).program("Affiliate");
  const email = `totp${++n}@example.com`;
  const b = await operatorBrowser(server, email, s.program.publicId, "owner");
  const setup = (await b.gql(SETUP)).body.data.operatorTotpSetup.setup;
  expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Rally:totp\d+%40example\.com\?/);
  tick();
  const on = await b.gql(ENABLE, { c: codeFor(setup.secret) });
  expect(on.body.data.operatorTotpEnable).toEqual({ operator: { totpEnabled: true }, userErrors: [] });
  return { b, secret: setup.secret, email, program: s.program.publicId };
}

describe("an operator's authenticator app", () => {
  it("is turned on only by a right code, and refuses hostile codes naming the field", async () => {
    const s = await seed(server).program("Affiliate");
    const b = await operatorBrowser(server, `totp-x${++n}@example.com`, s.program.publicId, "viewer");
    const { secret } = (await b.gql(SETUP)).body.data.operatorTotpSetup.setup;
    for (const c of ["000000", "abc", "", "1".repeat(500), "12345"]) {
      const res = await b.gql(ENABLE, { c: c === "000000" && codeFor(secret) === "000000" ? "111111" : c });
      expect(res.status).toBe(200);
      expect(res.body.data.operatorTotpEnable).toMatchObject({ operator: null, userErrors: [{ field: ["input", "totpCode"], code: "INVALID" }] });
    }
    expect((await b.gql("{ operator { totpEnabled } }")).body.data.operator.totpEnabled).toBe(false);
  });

  it("is asked at sign-in: without a right code the link is not used up; with one, it signs in; a code works once", async () => {
    const { secret, email, program } = await withApp();
    const token = operatorLinkIn((await inviteOperator(server, email, program, "owner")).join("\n"))!;
    const page = await browser(server).get(`/auth/operator/link?token=${token}`);
    expect(page.body).toContain('name="totp_code"');
    const none = await browser(server).post("/auth/operator/link", { token });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("Enter the code your authenticator app shows now.");
    expect((await browser(server).post("/auth/operator/link", { token, totp_code: "12ab56" })).status).toBe(401);
    tick();
    const code = codeFor(secret);
    const b = browser(server);
    expect((await b.postForm("/auth/operator/link", { token, totp_code: code })).status).toBe(303);
    expect((await b.gql("{ operator { email totpEnabled } }", undefined, { "x-rally-program": program })).body.data.operator).toEqual({ email, totpEnabled: true });
    // the same code again, on a new link: used already
    const again = operatorLinkIn((await inviteOperator(server, email, program, "owner")).join("\n"))!;
    expect((await browser(server).post("/auth/operator/link", { token: again, totp_code: code })).status).toBe(401);
  });

  it("asks again for payout approval and payment and webhook-secret changes once the last code is older than TOTP_FRESH_MINUTES", async () => {
    const { b, secret } = await withApp();
    // just turned on: fresh, so the guard lets the request through (to the webhook it cannot find)
    expect((await b.gql(ROTATE)).body.data.webhookSecretRotate.userErrors[0].code).toBe("NOT_FOUND");
    tick(6 * 60);
    for (const query of [
      ROTATE,
      'mutation { payoutRequestApprove(input: { id: "UGF5b3V0UmVxdWVzdDox" }) { userErrors { code } } }',
      'mutation { payoutRequestMarkPaid(input: { id: "UGF5b3V0UmVxdWVzdDox" }) { userErrors { code } } }',
      "{ payoutRequestsExport(format: WISE) { csv } }",
    ]) {
      const res = await b.gql(query);
      expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(res.body)).toBe("TOTP_REQUIRED");
      expect(res.body.data ?? null).toBeNull();
    }
    // other changes are not asked
    expect((await b.gql('mutation { partnerCreate(input: { email: "p@example.com" }) { userErrors { code } } }')).body.data.partnerCreate.userErrors).toEqual([]);
    const verified = await b.gql(VERIFY, { c: codeFor(secret) });
    expect(verified.body.data.operatorTotpVerify.userErrors).toEqual([]);
    expect((await b.gql(ROTATE)).body.data.webhookSecretRotate.userErrors[0].code).toBe("NOT_FOUND");
    expect((await b.gql("{ payoutRequestsExport(format: WISE) { contentType } }")).body.data.payoutRequestsExport.contentType).toBe("text/csv; charset=utf-8");
    // the audit log kept the attempts, never the codes
    const log = await b.gql('{ auditEntries(filter: { actions: ["operatorTotpVerify", "webhookSecretRotate"] }) { edges { node { action outcome input detail } } } }');
    const entries = log.body.data.auditEntries.edges.map((e: { node: unknown }) => e.node);
    expect(entries.map((e: { action: string; outcome: string }) => `${e.action}:${e.outcome}`)).toEqual(["webhookSecretRotate:REFUSED", "operatorTotpVerify:OK", "webhookSecretRotate:REFUSED", "webhookSecretRotate:REFUSED"]);
    expect(entries[1].input).toEqual({ input: { totpCode: "[redacted]" } });
  });

  it("does not ask an operator without an app", async () => {
    const s = await seed(server).program("Affiliate");
    const b = await operatorBrowser(server, `totp-none${++n}@example.com`, s.program.publicId, "admin");
    tick(60 * 60);
    expect((await b.gql(ROTATE)).body.data.webhookSecretRotate.userErrors[0].code).toBe("NOT_FOUND");
  });

  it("is turned off only with a right code", async () => {
    const { b, secret } = await withApp();
    tick();
    expect((await b.gql(DISABLE, { c: "000000" === codeFor(secret) ? "111111" : "000000" })).body.data.operatorTotpDisable.userErrors).toEqual([{ field: ["input", "totpCode"], code: "INVALID" }]);
    tick();
    expect((await b.gql(DISABLE, { c: codeFor(secret) })).body.data.operatorTotpDisable).toEqual({ operator: { totpEnabled: false }, userErrors: [] });
  });
});
