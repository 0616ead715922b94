// An operator's password and emailed link over real HTTP, as the console posts them: the
// password is set (and changed, with the current one) on GraphQL, other sessions end on a
// change; POST /auth/operator/sign-in answers the same 401 for an unknown email and a wrong
// password, asks an operator with an authenticator app for its code (a field error on
// totp_code), and locks the email out after repeated failures; POST /auth/operator/link-request
// always answers 200 and emails a one-time link only to an operator, within the hourly limit.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailLines } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser, operatorBrowser, operatorLinkIn, type Browser } from "./support.js";

let server: TestServer;
let clock = Date.parse("2026-06-01T10:00:00Z");
beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date(clock),
    // the lock-out after 3 failures and 2 links an hour, so a test reaches them; the per-minute limits out of the way
    env: { SIGN_IN_LOCK_AFTER: "3", SIGN_IN_CODES_PER_HOUR: "2", SIGN_IN_ATTEMPTS_PER_MINUTE: "100", SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: "1000" },
  });
});
afterAll(() => server.close());

const PASSWORD = "Console123";
const SET = "mutation($input: OperatorPasswordSetInput!) { operatorPasswordSet(input: $input) { operator { email hasPassword } userErrors { field message code } } }";
const ME = "{ operator { email hasPassword } }";

let n = 0;
async function operator(role = "owner"): Promise<{ b: Browser; email: string; program: string }> {
  const s = await seed(server).program("Affiliate");
  const email = `op-pw${++n}@example.com`;
  return { b: await operatorBrowser(server, email, s.program.publicId, role), email, program: s.program.publicId };
}

const signIn = (body: Record<string, unknown>, b = browser(server)) => b.post("/auth/operator/sign-in", body);
const linkMails = (to: string) => mailLines(server.mailFile).filter((m) => m.to === to && m.subject === "Your sign-in link for Rally");

describe("an operator's password", () => {
  it("is set on GraphQL, then signs in (JSON and form) with a cookie that reaches the console", async () => {
    const { b, email, program } = await operator();
    expect((await b.gql(ME)).body.data.operator).toEqual({ email, hasPassword: false });
    // without one, the password path is refused as an unknown email is
    const before = await signIn({ email, password: PASSWORD });
    expect(before.status).toBe(401);
    expect((await b.gql(SET, { input: { password: PASSWORD } })).body.data.operatorPasswordSet).toEqual({ operator: { email, hasPassword: true }, userErrors: [] });

    const c = browser(server);
    const res = await signIn({ email: email.toUpperCase(), password: PASSWORD }, c);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, data: { operator: { email } } });
    expect(res.headers.get("set-cookie")).toMatch(/^rally_operator=[A-Za-z0-9_-]{40,}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const me = await c.gql("{ operator { email memberships { programPublicId role } } }");
    expect(me.body.data.operator).toEqual({ email, memberships: [{ programPublicId: program, role: "OWNER" }] });

    const form = browser(server);
    const posted = await form.postForm("/auth/operator/sign-in", { email, password: PASSWORD });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/console");
    expect((await form.gql(ME)).body.data.operator.email).toBe(email);
    // a wrong password from the form: a small page, no cookie
    const wrong = await browser(server).postForm("/auth/operator/sign-in", { email, password: "Wrong1234" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("content-type")).toMatch(/^text\/html/);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("answers an unknown email and a wrong password alike, and locks the email out after repeated failures", async () => {
    const { b, email } = await operator();
    await b.gql(SET, { input: { password: PASSWORD } });
    const unknown = await signIn({ email: "nobody-op@example.com", password: PASSWORD });
    const wrong = await signIn({ email, password: "Wrong1234" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ status: 0, message: "The email or password is not right." });
    // two more failures: the third locks it, even for the right password, known or unknown alike
    await signIn({ email, password: "Wrong1234" });
    await signIn({ email, password: "Wrong1234" });
    for (let i = 0; i < 2; i++) await signIn({ email: "nobody-op@example.com", password: PASSWORD });
    for (const who of [email, "nobody-op@example.com"]) {
      const locked = await signIn({ email: who, password: PASSWORD });
      expect(locked.status, who).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(locked.headers.get("set-cookie")).toBeNull();
    }
    // the lock ends: the right password works again
    clock += 61_000;
    expect((await signIn({ email, password: PASSWORD })).status).toBe(200);
  });

  it("asks an operator with an authenticator app for its code: a field error on totp_code until a right one", async () => {
    const { b, email } = await operator();
    await b.gql(SET, { input: { password: PASSWORD } });
    const { secret } = (await b.gql("mutation { operatorTotpSetup { setup { secret } } }")).body.data.operatorTotpSetup.setup;
    const code = () => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: clock });
    clock += 30_000;
    expect((await b.gql("mutation($c: String!) { operatorTotpEnable(input: { totpCode: $c }) { operator { totpEnabled } } }", { c: code() })).body.data.operatorTotpEnable.operator.totpEnabled).toBe(true);
    clock += 30_000;
    const missing = await signIn({ email, password: PASSWORD });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ totp_code: ["Enter the code your authenticator app shows now."] });
    expect(missing.headers.get("set-cookie")).toBeNull();
    const wrongCode = code() === "123456" ? "654321" : "123456";
    const wrong = await signIn({ email, password: PASSWORD, totp_code: wrongCode });
    expect(wrong.body.errors).toEqual({ totp_code: ["The code is not right: enter the 6 digits your authenticator app shows now."] });
    // a wrong password with a right code is still just a wrong password
    expect((await signIn({ email, password: "Wrong1234", totp_code: code() })).status).toBe(401);
    const c = browser(server);
    const ok = await signIn({ email, password: PASSWORD, totp_code: code() }, c);
    expect(ok.status).toBe(200);
    // the session proved a code: a payment file needs no other one now
    const file = await c.gql("{ payoutRequestsExport(format: PAYPAL) { contentType } }", undefined, { "x-rally-program": (await c.gql("{ operator { memberships { programPublicId } } }")).body.data.operator.memberships[0].programPublicId });
    expect(file.body).toEqual({ data: { payoutRequestsExport: { contentType: "text/csv; charset=utf-8" } } });
  });

  it("is changed only with the current one, and a change ends the operator's other sessions", async () => {
    const { b, email } = await operator("viewer");
    await b.gql(SET, { input: { password: PASSWORD } });
    const other = browser(server);
    expect((await signIn({ email, password: PASSWORD }, other)).status).toBe(200);
    const missing = await b.gql(SET, { input: { password: "Another123" } });
    expect(missing.body.data.operatorPasswordSet).toEqual({ operator: null, userErrors: [{ field: ["input", "currentPassword"], message: "Give the current password to change it.", code: "INVALID" }] });
    const wrong = await b.gql(SET, { input: { currentPassword: "Wrong1234", password: "Another123" } });
    expect(wrong.body.data.operatorPasswordSet.userErrors).toEqual([{ field: ["input", "currentPassword"], message: "The current password is not right.", code: "INVALID" }]);
    expect((await other.gql(ME)).body.data.operator.email).toBe(email);

    const changed = await b.gql(SET, { input: { currentPassword: PASSWORD, password: "Another123" } });
    expect(changed.body.data.operatorPasswordSet.userErrors).toEqual([]);
    // this session goes on; the other one ended; the old password no longer works
    expect((await b.gql(ME)).body.data.operator.email).toBe(email);
    expect((await other.gql(ME)).body.errors[0].extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect((await signIn({ email, password: PASSWORD })).status).toBe(401);
    expect((await signIn({ email, password: "Another123" })).status).toBe(200);
    // the audit log never holds it
    const entries = await server.app.database.prisma.auditEntry.findMany({ where: { action: "operatorPasswordSet", operatorEmail: email } });
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))).not.toMatch(/Another123|Console123/);
  });

  it("refuses hostile input naming the field, and changes nothing", async () => {
    const { b, email } = await operator();
    for (const password of ["short1A", "alllowercase1", "NOLOWER123", "NoDigitsHere", "Aa1".repeat(100)]) {
      const res = await b.gql(SET, { input: { password } });
      expect(res.body.data.operatorPasswordSet.operator, password).toBeNull();
      expect(res.body.data.operatorPasswordSet.userErrors[0].field).toEqual(["input", "password"]);
    }
    expect((await b.gql(ME)).body.data.operator.hasPassword).toBe(false);
    const cases: [unknown, string][] = [
      [{ password: PASSWORD }, "email"],
      [{ email: "not-an-email", password: PASSWORD }, "email"],
      [{ email: ["a@example.com"], password: PASSWORD }, "email"],
      [{ email }, "password"],
      [{ email, password: "x".repeat(201) }, "password"],
      [{ email, password: { $ne: "" } }, "password"],
      [{ email, password: PASSWORD, totp_code: "1".repeat(50) }, "totp_code"],
    ];
    for (const [body, field] of cases) {
      const res = await signIn(body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const notJson = await fetch(`${server.url}/auth/operator/sign-in`, { method: "POST", headers: { "content-type": "application/json", origin: "http://rally.test" }, body: "{nope" });
    expect(notJson.status).toBe(400);
    // a page of another site may not sign anyone in
    const foreign = await browser(server, { origin: "https://evil.example" }).post("/auth/operator/sign-in", { email, password: PASSWORD });
    expect(foreign.status).toBe(403);
    expect((await browser(server, { origin: "https://evil.example" }).post("/auth/operator/link-request", { email })).status).toBe(403);
    expect(await server.app.database.prisma.session.count({ where: { operator: { email }, revokedAt: null } })).toBe(1);
  });
});

describe("an operator's emailed link", () => {
  it("is sent only to an operator, answered alike for anyone, signs in once, and a newer one voids the older", async () => {
    const { email, program } = await operator();
    const unknown = await browser(server).post("/auth/operator/link-request", { email: "stranger-op@example.com" });
    const known = await browser(server).post("/auth/operator/link-request", { email });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ status: 1, data: { message: "If the email belongs to an operator, a sign-in link is on its way to it." } });
    await server.app.events.flush();
    expect(linkMails("stranger-op@example.com")).toHaveLength(0);
    const first = operatorLinkIn(linkMails(email)[0]!.text)!;
    // a form post works too, answering a page
    const again = await browser(server).postForm("/auth/operator/link-request", { email });
    expect(again.status).toBe(200);
    expect(again.body).toContain("If the email belongs to an operator");
    const mails = linkMails(email);
    expect(mails).toHaveLength(2);
    const second = operatorLinkIn(mails[1]!.text)!;
    expect(mails[1]!.text).toContain("within 15 minutes");

    expect((await browser(server).post("/auth/operator/link", { token: first })).status).toBe(401);
    const c = browser(server);
    const res = await c.post("/auth/operator/link", { token: second });
    expect(res.body).toEqual({ status: 1, data: { operator: { email } } });
    expect((await c.gql("{ operator { memberships { programPublicId } } }")).body.data.operator.memberships).toEqual([{ programPublicId: program }]);
    expect((await browser(server).post("/auth/operator/link", { token: second })).status).toBe(401);
  });

  it("sends no more than SIGN_IN_CODES_PER_HOUR links an hour, answering alike, and its link expires after 15 minutes", async () => {
    const { email } = await operator();
    for (let i = 0; i < 4; i++) expect((await browser(server).post("/auth/operator/link-request", { email })).status).toBe(200);
    await server.app.events.flush();
    const mails = linkMails(email);
    expect(mails).toHaveLength(2);
    const token = operatorLinkIn(mails[1]!.text)!;
    clock += 16 * 60_000;
    expect((await browser(server).post("/auth/operator/link", { token })).status).toBe(401);
    // an hour on, a link goes out again
    clock += 45 * 60_000;
    await browser(server).post("/auth/operator/link-request", { email });
    expect(linkMails(email)).toHaveLength(3);
    const bad = await browser(server).post("/auth/operator/link-request", { email: "x".repeat(300) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["email"]);
  });
});
