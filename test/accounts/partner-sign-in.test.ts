// Partners sign up and sign in through /auth/partner over real HTTP, as the portal's pages do:
// sign-up under the program's portal settings, the email confirmation link, password sign-in,
// the emailed code and link (single use, 15 minutes, each new one voiding the older), the
// session cookie (its attributes, rotation, sign-out, a password change, archiving and
// deleting the partner ending it), the limits and the lock-out. Codes and links are read from
// the mail file.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { purgeExpired } from "../../src/modules/accounts/purge.js";
import { browser, codeIn, lastMailTo, mailCount, tokenIn, type Browser } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  // the lock-out after 3 failures, so a test reaches it; the per-minute limits out of its way
  server = await startTestServer({ env: { SIGN_IN_LOCK_AFTER: "3", SIGN_IN_ATTEMPTS_PER_MINUTE: "100", SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: "1000", PARTNER_SIGNUPS_PER_MINUTE: "1000" } });
});
afterAll(() => server.close());

const VIEWER = "{ viewer { externalId email approved emailVerified program { name } } }";
const PASSWORD = "Secret123";

async function programWith(portal: Record<string, unknown> = {}) {
  const s = await seed(server).program("Affiliate");
  if (Object.keys(portal).length) await ok(s.api("PUT", "/v1/program", { portal_settings: portal }));
  return s;
}

/** a program with partner ada@example.com (password Secret123), made through the API */
async function withPartner() {
  const s = await programWith();
  await ok(s.api("POST", "/v1/partners", { id: "ada", email: "ada@example.com", password: PASSWORD, name: "Ada" }));
  return { ...s, publicId: s.program.publicId };
}

async function signedIn(publicId: string, email = "ada@example.com"): Promise<Browser> {
  const b = browser(server);
  const res = await b.post("/auth/partner/sign-in", { program: publicId, email, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return b;
}

const viewerOf = async (b: Browser) => (await b.gql(VIEWER)).body;

describe("sign-up", () => {
  it("creates an unconfirmed partner, mails a link whose page uses nothing up, and whose POST confirms and signs in", async () => {
    const s = await programWith();
    const b = browser(server);
    const res = await b.post("/auth/partner/sign-up", { program: s.program.publicId, email: "New@Example.com", password: PASSWORD, name: "Nell" });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 1, data: { status: "active" } });
    expect(b.cookie).toBeUndefined();
    const partner = (await s.api("GET", "/v1/partners:search?email=new@example.com")).body.data[0];
    expect(partner).toMatchObject({ email: "new@example.com", name: "Nell", approved: true });

    // the password waits for the confirmation
    const early = await b.post("/auth/partner/sign-in", { program: s.program.publicId, email: "new@example.com", password: PASSWORD });
    expect(early.status).toBe(403);
    expect(b.cookie).toBeUndefined();

    const token = tokenIn(lastMailTo(server, "new@example.com")!.text)!;
    expect(token).toBeTruthy();
    // a mail scanner's GETs show the page and use nothing up
    for (let i = 0; i < 2; i++) {
      const page = await b.get(`/auth/partner/link?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      expect(page.body).toContain('method="post"');
      expect(page.headers.get("cache-control")).toBe("no-store");
    }
    const landed = await b.postForm("/auth/partner/link", { token });
    expect(landed.status).toBe(303);
    expect(b.cookie).toMatch(/^rally_partner=/);
    expect((await viewerOf(b)).data.viewer).toMatchObject({ email: "new@example.com", emailVerified: true, approved: true, program: { name: s.program.name } });

    // once
    const again = await browser(server).postForm("/auth/partner/link", { token });
    expect(again.status).toBe(401);
    expect(again.body).toContain("not valid");
    // and now the password works
    expect((await browser(server).post("/auth/partner/sign-in", { program: s.program.publicId, email: "new@example.com", password: PASSWORD })).status).toBe(200);
  });

  it("is refused when the program closed registration, and creates nothing", async () => {
    const s = await programWith({ registration_disabled: true });
    const res = await browser(server).post("/auth/partner/sign-up", { program: s.program.publicId, email: "x@example.com", password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 0, message: "Sign-up is closed for this program." });
    expect((await s.api("GET", "/v1/partners")).body.data).toEqual([]);
  });

  it("makes a pending partner when the program approves partners", async () => {
    const s = await programWith({ approval_required: true });
    const b = browser(server);
    const res = await b.post("/auth/partner/sign-up", { program: s.program.publicId, email: "p@example.com", password: PASSWORD });
    expect(res.body.data.status).toBe("pending");
    expect((await s.api("GET", "/v1/partners:search?email=p@example.com")).body.data[0].approved).toBe(false);
    await b.postForm("/auth/partner/link", { token: tokenIn(lastMailTo(server, "p@example.com")!.text)! });
    expect((await viewerOf(b)).data.viewer).toMatchObject({ approved: false });
  });

  it("names the field of a bad input, and answers an address already signed up as any other", async () => {
    const { publicId } = await withPartner();
    const bad = await browser(server).post("/auth/partner/sign-up", { program: publicId, email: "nope", password: "short" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "password"]);
    const mails = mailCount(server, "ada@example.com");
    const taken = await browser(server).post("/auth/partner/sign-up", { program: publicId, email: "ada@example.com", password: PASSWORD });
    expect(taken.status).toBe(202);
    expect(mailCount(server, "ada@example.com")).toBe(mails);
    const unknownProgram = await browser(server).post("/auth/partner/sign-up", { program: "nope", email: "z@example.com", password: PASSWORD });
    expect(unknownProgram.status).toBe(404);
  });

  it("refuses a request from a foreign origin", async () => {
    const s = await programWith();
    const res = await browser(server, { origin: "https://evil.example" }).post("/auth/partner/sign-up", { program: s.program.publicId, email: "e@example.com", password: PASSWORD });
    expect(res.status).toBe(403);
    expect((await s.api("GET", "/v1/partners")).body.data).toEqual([]);
  });
});

describe("password sign-in and the session cookie", () => {
  it("sets an HttpOnly, SameSite=Lax cookie for the site (no Secure over http)", async () => {
    const { publicId } = await withPartner();
    const res = await browser(server).post("/auth/partner/sign-in", { program: publicId, email: "ADA@example.com", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, data: { partner: { id: "ada", email: "ada@example.com", name: "Ada", surname: "", approved: true } } });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^rally_partner=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
  });

  it("answers a wrong password, an unknown email and an archived partner alike", async () => {
    const { publicId, api } = await withPartner();
    await ok(api("POST", "/v1/partners", { id: "old", email: "old@example.com", password: PASSWORD }));
    await ok(api("POST", "/v1/partners/old/archive"));
    const answers = await Promise.all([
      browser(server).post("/auth/partner/sign-in", { program: publicId, email: "ada@example.com", password: "Wrong1234" }),
      browser(server).post("/auth/partner/sign-in", { program: publicId, email: "nobody@example.com", password: PASSWORD }),
      browser(server).post("/auth/partner/sign-in", { program: publicId, email: "old@example.com", password: PASSWORD }),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toEqual({ status: 0, message: "The email or password is not right." });
      expect(a.headers.get("set-cookie")).toBeNull();
    }
  });

  it("a partner the API made without a password has none: refused as a wrong one; signed in by code, it sets one and uses it", async () => {
    const { publicId, api, prisma, program } = await withPartner();
    await ok(api("POST", "/v1/partners", { id: "nopw", email: "nopw@example.com" }));
    expect((await prisma.partner.findFirstOrThrow({ where: { programId: program.id, id: "nopw" } })).passwordHash).toBeNull();
    const refused = await browser(server).post("/auth/partner/sign-in", { program: publicId, email: "nopw@example.com", password: PASSWORD });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ status: 0, message: "The email or password is not right." });

    const b = browser(server);
    expect((await b.post("/auth/partner/code", { program: publicId, email: "nopw@example.com" })).status).toBe(202);
    const code = codeIn(lastMailTo(server, "nopw@example.com")!.text)!;
    expect((await b.post("/auth/partner/code/sign-in", { program: publicId, email: "nopw@example.com", code })).status).toBe(200);
    // a current password it never had is not right either; a fresh session sets one without it
    const wrong = await b.gql(`mutation { viewerPasswordChange(input: { currentPassword: "Guess1234", newPassword: "Chosen123" }) { userErrors { field } } }`);
    expect(wrong.body.data.viewerPasswordChange.userErrors[0].field).toEqual(["input", "currentPassword"]);
    const set = await b.gql(`mutation { viewerPasswordChange(input: { newPassword: "Chosen123" }) { userErrors { field } } }`);
    expect(set.body.data.viewerPasswordChange.userErrors).toEqual([]);
    expect((await browser(server).post("/auth/partner/sign-in", { program: publicId, email: "nopw@example.com", password: "Chosen123" })).status).toBe(200);
  });

  it("rotates at sign-in: the cookie held before stops working", async () => {
    const { publicId } = await withPartner();
    const b = await signedIn(publicId);
    const first = b.cookie;
    await b.post("/auth/partner/sign-in", { program: publicId, email: "ada@example.com", password: PASSWORD });
    expect(b.cookie).not.toBe(first);
    expect((await viewerOf(b)).data.viewer.externalId).toBe("ada");
    const stale = browser(server);
    stale.cookie = first;
    const res = await stale.gql(VIEWER);
    expect(res.status).toBe(401);
    expect(res.body.data).toBeUndefined();
  });

  it("ends at sign-out, and the cookie is cleared", async () => {
    const { publicId } = await withPartner();
    const b = await signedIn(publicId);
    const held = b.cookie;
    const out = await b.post("/auth/partner/sign-out", {});
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^rally_partner=; Path=\/; Max-Age=0/);
    const replay = browser(server);
    replay.cookie = held;
    expect((await replay.gql(VIEWER)).status).toBe(401);
  });

  it("ends when the program changes the partner's password, archives or deletes the partner", async () => {
    const { publicId, api } = await withPartner();
    for (const [end, path, method, body] of [
      ["password", "/v1/partners/ada", "PUT", { update: { password: "Another123" } }],
      ["archive", "/v1/partners/ada/archive", "POST", undefined],
      ["delete", "/v1/partners/ada", "DELETE", undefined],
    ] as const) {
      const password = end === "password" ? PASSWORD : "Another123";
      if (end === "delete") await ok(api("POST", "/v1/partners/ada/revoke-archive"));
      const b = browser(server);
      expect((await b.post("/auth/partner/sign-in", { program: publicId, email: "ada@example.com", password })).status, end).toBe(200);
      expect((await viewerOf(b)).data.viewer.externalId).toBe("ada");
      const res = await api(method, path, body);
      expect(res.status, end).toBe(200);
      expect((await b.gql(VIEWER)).status, end).toBe(401);
    }
  });
});

describe("emailed code and link", () => {
  it("signs in with the code, once; a newer code voids the older; an unknown email gets the same answer and no mail", async () => {
    const { publicId } = await withPartner();
    const b = browser(server);
    const asked = await b.post("/auth/partner/code", { program: publicId, email: "ada@example.com" });
    const unknown = await b.post("/auth/partner/code", { program: publicId, email: "nobody@example.com" });
    expect(asked.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(asked.body);
    expect(mailCount(server, "nobody@example.com")).toBe(0);
    const older = codeIn(lastMailTo(server, "ada@example.com")!.text)!;
    await b.post("/auth/partner/code", { program: publicId, email: "ada@example.com" });
    const newer = codeIn(lastMailTo(server, "ada@example.com")!.text)!;
    if (older !== newer) {
      const voided = await b.post("/auth/partner/code/sign-in", { program: publicId, email: "ada@example.com", code: older });
      expect(voided.status).toBe(401);
    }
    const res = await b.post("/auth/partner/code/sign-in", { program: publicId, email: "ada@example.com", code: newer });
    expect(res.status).toBe(200);
    expect((await viewerOf(b)).data.viewer.externalId).toBe("ada");
    const reused = await browser(server).post("/auth/partner/code/sign-in", { program: publicId, email: "ada@example.com", code: newer });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe("The code is not right, or no longer valid.");
  });

  it("refuses an expired code and an expired link", async () => {
    const { publicId } = await withPartner();
    await browser(server).post("/auth/partner/code", { program: publicId, email: "ada@example.com" });
    const text = lastMailTo(server, "ada@example.com")!.text;
    expect(text).toContain("within 15 minutes");
    // 15 minutes pass
    await server.app.database.prisma.signInToken.updateMany({ where: { usedAt: null, voidedAt: null, partner: { email: "ada@example.com", program: { publicId } } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await browser(server).post("/auth/partner/code/sign-in", { program: publicId, email: "ada@example.com", code: codeIn(text)! })).status).toBe(401);
    expect((await browser(server).postForm("/auth/partner/link", { token: tokenIn(text)! })).status).toBe(401);
  });

  it("signs in with the mailed link, once, by POST; the code of the same mail is then void", async () => {
    const { publicId } = await withPartner();
    await browser(server).post("/auth/partner/code", { program: publicId, email: "ada@example.com" });
    const text = lastMailTo(server, "ada@example.com")!.text;
    const b = browser(server);
    expect((await b.get(`/auth/partner/link?token=${tokenIn(text)}`)).status).toBe(200);
    const res = await b.post("/auth/partner/link", { token: tokenIn(text) });
    expect(res.status).toBe(200);
    expect((await viewerOf(b)).data.viewer.externalId).toBe("ada");
    expect((await browser(server).post("/auth/partner/link", { token: tokenIn(text) })).status).toBe(401);
    expect((await browser(server).post("/auth/partner/code/sign-in", { program: publicId, email: "ada@example.com", code: codeIn(text)! })).status).toBe(401);
  });

  it("sends at most SIGN_IN_CODES_PER_HOUR codes to one partner, answering alike past it", async () => {
    const { publicId } = await withPartner();
    const before = mailCount(server, "ada@example.com");
    for (let i = 0; i < 7; i++) expect((await browser(server).post("/auth/partner/code", { program: publicId, email: "ada@example.com" })).status).toBe(202);
    expect(mailCount(server, "ada@example.com") - before).toBe(5);
  });
});

describe("limits", () => {
  it("locks the email out after repeated failures, even for the right password, known or unknown alike", async () => {
    const { publicId } = await withPartner();
    for (const email of ["ada@example.com", "ghost@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await browser(server).post("/auth/partner/sign-in", { program: publicId, email, password: "Wrong1234" })).status).toBe(401);
      const locked = await browser(server).post("/auth/partner/sign-in", { program: publicId, email, password: PASSWORD });
      expect(locked.status, email).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(locked.headers.get("set-cookie")).toBeNull();
    }
    // a code counts as a failure too, and the lock holds it
    expect((await browser(server).post("/auth/partner/code/sign-in", { program: publicId, email: "ada@example.com", code: "000000" })).status).toBe(429);
  });

  it("limits attempts per email per minute", async () => {
    const limited = await startTestServer({ env: { SIGN_IN_ATTEMPTS_PER_MINUTE: "2", SIGN_IN_LOCK_AFTER: "100" } });
    try {
      const s = await seed(limited).program("Affiliate");
      await ok(s.api("POST", "/v1/partners", { email: "ada@example.com", password: PASSWORD }));
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await browser(limited).post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: PASSWORD })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

// last in the file: a purge a month ahead clears this file's database of every session
describe("purge", () => {
  it("deletes sessions, codes and failure counts a day past their end, and nothing that still counts", async () => {
    const { publicId, program } = await withPartner();
    const b = await signedIn(publicId);
    await browser(server).post("/auth/partner/code", { program: publicId, email: "ada@example.com" });
    await browser(server).post("/auth/partner/sign-in", { program: publicId, email: "ghost@example.com", password: "Wrong1234" });
    const prisma = server.app.database.prisma;
    const mine = { programId: program.id };
    const count = async () => [await prisma.session.count({ where: mine }), await prisma.signInToken.count({ where: mine }), await prisma.signInThrottle.count({ where: mine })];
    expect(await count()).toEqual([1, 2, 1]);
    await purgeExpired({ database: server.app.database, now: () => new Date(Date.now() + 60 * 60_000) });
    expect(await count()).toEqual([1, 2, 1]);
    expect((await viewerOf(b)).data.viewer.externalId).toBe("ada");
    // 31 days on: the session (30 days) and the codes (15 minutes) ended more than a day ago
    await purgeExpired({ database: server.app.database, now: () => new Date(Date.now() + 31 * 24 * 3_600_000) });
    expect(await count()).toEqual([0, 0, 0]);
  });
});
