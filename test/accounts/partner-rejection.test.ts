// Rejecting a partner's application over real HTTP: an operator (or the program's key) rejects
// with a reason on GraphQL; the partner's sessions end at once, it is told the reason by email
// and whenever it proves who it is at sign-in (password, code or link), while a wrong password
// still gets the answer anyone gets; approving clears the rejection. Bad reasons are refused,
// naming the field, and change nothing.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailLines, ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser, codeIn, lastMailTo, operatorBrowser, tokenIn } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGN_IN_ATTEMPTS_PER_MINUTE: "100", SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: "1000", PARTNER_SIGNUPS_PER_MINUTE: "1000" } });
});
afterAll(() => server.close());

const PASSWORD = "Secret123";
const REJECT = "mutation($input: PartnerRejectInput!) { partnerReject(input: $input) { partner { approved rejectedAt rejectionReason } userErrors { field message code } } }";
const APPROVE = "mutation($input: PartnerApproveInput!) { partnerApprove(input: $input) { partner { approved rejectedAt rejectionReason } userErrors { field code } } }";

/** a program that approves partners, with partner ada (confirmed, password Secret123) waiting for approval, signed in */
async function pendingAda() {
  const s = await seed(server).program("Affiliate");
  await ok(s.api("PUT", "/v1/program", { portal_settings: { approval_required: true } }));
  await ok(s.api("POST", "/v1/partners", { id: "ada", email: "ada@example.com", password: PASSWORD, name: "Ada", approved: false }));
  const uid = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, id: "ada" } })).uid;
  const partner = browser(server);
  expect((await partner.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: PASSWORD })).status).toBe(200);
  expect((await partner.gql("{ viewer { approved } }")).body).toEqual({ data: { viewer: { approved: false } } });
  return { s, id: encodeGlobalID("Partner", uid), partner };
}

describe("rejecting a partner", () => {
  it("ends its session, mails the reason, and tells it the reason at sign-in once it proves who it is", async () => {
    const { s, id, partner } = await pendingAda();
    const admin = await operatorBrowser(server, "admin-r@example.com", s.program.publicId, "admin");
    const res = await admin.gql(REJECT, { input: { id, reason: "  We only work with newsletters.  " } });
    expect(res.body.data.partnerReject).toEqual({ partner: { approved: false, rejectedAt: expect.any(String), rejectionReason: "We only work with newsletters." }, userErrors: [] });

    // the open session ended with the rejection
    expect((await partner.gql("{ viewer { approved } }")).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    await server.app.events.flush();
    const mail = mailLines(server.mailFile).filter((m) => m.to === "ada@example.com" && /turned down/.test(m.text));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("The program turned down your application: We only work with newsletters.");

    // a wrong password learns nothing: the answer anyone gets
    const wrong = await browser(server).post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: "Wrong1234" });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain("newsletters");
    // the right one is told why, and gets no cookie
    const b = browser(server);
    const right = await b.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ status: 0, message: "The program turned down your application: We only work with newsletters." });
    expect(b.cookie).toBeUndefined();

    // the emailed code and link say the same, and sign nobody in
    expect((await b.post("/auth/partner/code", { program: s.program.publicId, email: "ada@example.com" })).status).toBe(202);
    const code = codeIn(lastMailTo(server, "ada@example.com")!.text)!;
    const byCode = await b.post("/auth/partner/code/sign-in", { program: s.program.publicId, email: "ada@example.com", code });
    expect(byCode.status).toBe(403);
    expect(byCode.body.message).toContain("We only work with newsletters.");
    expect((await b.post("/auth/partner/code", { program: s.program.publicId, email: "ada@example.com" })).status).toBe(202);
    const token = tokenIn(lastMailTo(server, "ada@example.com")!.text)!;
    const page = await b.postForm("/auth/partner/link", { token });
    expect(page.status).toBe(403);
    expect(page.body).toContain("We only work with newsletters.");
    expect(b.cookie).toBeUndefined();

    // the program's key sees the rejection too
    const seen = await server.rest(s.key, "POST", "/graphql", { query: `{ node(id: "${id}") { ... on Partner { approved rejectionReason } } }` });
    expect(seen.body).toEqual({ data: { node: { approved: false, rejectionReason: "We only work with newsletters." } } });
  });

  it("approving clears the rejection: the partner signs in again", async () => {
    const { s, id } = await pendingAda();
    await ok(server.rest(s.key, "POST", "/graphql", { query: REJECT, variables: { input: { id, reason: "Not now" } } }));
    const approved = await server.rest(s.key, "POST", "/graphql", { query: APPROVE, variables: { input: { id } } });
    expect(approved.body.data.partnerApprove).toEqual({ partner: { approved: true, rejectedAt: null, rejectionReason: null }, userErrors: [] });
    const again = await server.rest(s.key, "POST", "/graphql", { query: APPROVE, variables: { input: { id } } });
    expect(again.body.data.partnerApprove.userErrors).toEqual([{ field: null, code: "NOT_ALLOWED" }]);
    const b = browser(server);
    expect((await b.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: PASSWORD })).status).toBe(200);
    expect((await b.gql("{ viewer { approved } }")).body).toEqual({ data: { viewer: { approved: true } } });
  });

  it("refuses a missing, blank, overlong or control-character reason, naming the field, and changes nothing", async () => {
    const { s, id, partner } = await pendingAda();
    for (const reason of ["", "   ", "x".repeat(1001), "bad\u0007reason"]) {
      const res = await server.rest(s.key, "POST", "/graphql", { query: REJECT, variables: { input: { id, reason } } });
      expect(res.status).toBe(200);
      expect(res.body.data.partnerReject).toMatchObject({ partner: null, userErrors: [{ field: ["input", "reason"], code: "INVALID" }] });
    }
    // a NUL never reaches the service: the request is refused, naming the variable
    const nul = await server.rest(s.key, "POST", "/graphql", { query: REJECT, variables: { input: { id, reason: "a\u0000b" } } });
    expect(nul.status).toBe(422);
    expect(JSON.stringify(nul.body.errors)).toContain("input.reason");
    const missing = await server.rest(s.key, "POST", "/graphql", { query: REJECT, variables: { input: { id } } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toMatch(/reason/);
    // an unknown partner, another program's id, an archived partner
    const other = await seed(server).program("Affiliate");
    await ok(other.api("POST", "/v1/partners", { id: "bob", email: "bob@example.com" }));
    const bob = await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: other.program.id } });
    const foreign = await server.rest(s.key, "POST", "/graphql", { query: REJECT, variables: { input: { id: encodeGlobalID("Partner", bob.uid), reason: "x" } } });
    expect(foreign.body.data.partnerReject.userErrors).toEqual([{ field: null, message: "Partner not found", code: "NOT_FOUND" }]);
    expect((await server.app.database.prisma.partner.findUniqueOrThrow({ where: { uid: bob.uid } })).rejectedAt).toBeNull();
    // nothing changed: ada still signed in and not rejected
    expect((await partner.gql("{ viewer { approved } }")).body).toEqual({ data: { viewer: { approved: false } } });
    await ok(s.api("POST", "/v1/partners/ada/archive"));
    const archived = await server.rest(s.key, "POST", "/graphql", { query: REJECT, variables: { input: { id, reason: "x" } } });
    expect(archived.body.data.partnerReject.userErrors).toEqual([{ field: null, message: "Only an active or pending partner can be rejected.", code: "NOT_ALLOWED" }]);
  });

  it("a viewer operator may not reject", async () => {
    const { s, id, partner } = await pendingAda();
    const viewer = await operatorBrowser(server, "viewer-r@example.com", s.program.publicId, "viewer");
    const res = await viewer.gql(REJECT, { input: { id, reason: "no" } });
    expect(res.body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await partner.gql("{ viewer { approved } }")).body).toEqual({ data: { viewer: { approved: false } } });
  });
});
