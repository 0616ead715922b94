// Operators over real HTTP: operator:invite's one-time link signs in (by POST, once; a newer
// link voids the older), the console names its program with X-Rally-Program, and the role in
// that program decides: a viewer reads, an admin changes, nobody reaches a program it is no
// member of; the operator cookie never reaches REST or a partner's viewer (its streams:
// operator-streams.test.ts), and a
// partner cookie never reaches an operator's program.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { operatorCommands } from "../../src/modules/accounts/operators.cli.js";
import { browser, ORIGIN, type Browser } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** operator:invite as the CLI runs it: the printed lines */
function invite(email: string, program: string, role?: string) {
  const command = operatorCommands.find((c) => c.name === "operator:invite")!;
  return command.run(server.app, { options: { email, program, role }, positionals: [], stdin: process.stdin });
}

const linkIn = (lines: string[]) => /\/auth\/operator\/link\?token=([A-Za-z0-9_-]+)/.exec(lines.join("\n"))?.[1];

async function signedInOperator(email: string, program: string, role?: string): Promise<Browser> {
  const token = linkIn(await invite(email, program, role))!;
  const b = browser(server);
  expect((await b.get(`/auth/operator/link?token=${token}`)).status).toBe(200);
  const res = await b.postForm("/auth/operator/link", { token });
  expect(res.status).toBe(303);
  expect(b.cookie).toMatch(/^rally_operator=/);
  return b;
}

const FORBIDDEN = { extensions: { code: "FORBIDDEN" } };
const PROGRAM_NAME = "{ program { program { name } } }";

describe("operators", () => {
  it("operator:invite prints a one-time link; its POST signs in once; a newer link voids the older", async () => {
    const s = await seed(server).program("Affiliate", { name: "Shop A" });
    const lines = await invite("Olga@Example.com", s.program.publicId, "admin");
    expect(lines[0]).toBe(`Olga@Example.com is admin of program ${s.program.id} (Shop A). One-time sign-in link (valid 24 h):`);
    const older = linkIn(lines)!;
    const newer = linkIn(await invite("olga@example.com", s.program.publicId, "admin"))!;
    expect((await browser(server).post("/auth/operator/link", { token: older })).status).toBe(401);
    const b = browser(server);
    expect((await b.post("/auth/operator/link", { token: newer })).status).toBe(200);
    expect((await browser(server).post("/auth/operator/link", { token: newer })).status).toBe(401);
    const me = await b.gql("{ operator { email memberships { programPublicId programName role } } }");
    expect(me.body).toEqual({ data: { operator: { email: "olga@example.com", memberships: [{ programPublicId: s.program.publicId, programName: "Shop A", role: "ADMIN" }] } } });
  });

  it("refuses bad input to operator:invite, naming the field", async () => {
    const s = await seed(server).program("Affiliate");
    await expect(invite("not-an-email", s.program.publicId)).rejects.toMatchObject({ fieldErrors: { email: expect.any(Array) } });
    await expect(invite("x@example.com", s.program.publicId, "god")).rejects.toMatchObject({ fieldErrors: { role: ["The role must be owner, admin or viewer."] } });
    await expect(invite("x@example.com", "no-such-program")).rejects.toMatchObject({ status: 404 });
  });

  it("works on the program it names, by role: an admin changes it, a viewer only reads", async () => {
    const s = await seed(server).program("Affiliate", { name: "Shop B" });
    const admin = await signedInOperator("admin@example.com", s.program.publicId, "admin");
    const viewer = await signedInOperator("viewer@example.com", s.program.publicId, "viewer");
    const headers = { "x-rally-program": s.program.publicId };
    const create = 'mutation { partnerCreate(input: { email: "made@example.com" }) { partner { email } userErrors { message } } }';
    expect((await admin.gql(create, undefined, headers)).body).toEqual({ data: { partnerCreate: { partner: { email: "made@example.com" }, userErrors: [] } } });
    expect((await viewer.gql(PROGRAM_NAME, undefined, headers)).body).toEqual({ data: { program: { program: { name: "Shop B" } } } });
    expect((await viewer.gql("{ partners(first: 5) { edges { node { email } } } }", undefined, headers)).body.data.partners.edges).toEqual([{ node: { email: "made@example.com" } }]);
    const refused = await viewer.gql('mutation { partnerCreate(input: { email: "nope@example.com" }) { partner { email } userErrors { message } } }', undefined, headers);
    expect(refused.body.errors[0]).toMatchObject(FORBIDDEN);
    expect((await s.api("GET", "/v1/partners:search?email=nope@example.com")).body.data).toEqual([]);
  });

  it("reaches no program it is no member of, known or not, and nothing leaks", async () => {
    const mine = await seed(server).program("Affiliate", { name: "Mine" });
    const theirs = await seed(server).program("Affiliate", { name: "Theirs" });
    await ok(theirs.api("POST", "/v1/partners", { email: "secret@example.com" }));
    const b = await signedInOperator("o@example.com", mine.program.publicId, "owner");
    for (const program of [theirs.program.publicId, String(theirs.program.id), "nope"]) {
      const res = await b.gql("{ partners(first: 5) { edges { node { email } } } }", undefined, { "x-rally-program": program });
      expect(res.status, program).toBe(403);
      expect(JSON.stringify(res.body)).not.toMatch(/secret|Theirs/);
    }
    // without the header: its first program
    expect((await b.gql(PROGRAM_NAME)).body).toEqual({ data: { program: { program: { name: "Mine" } } } });
  });

  it("never reaches REST or a partner's viewer; a partner cookie never reaches an operator's program", async () => {
    const s = await seed(server).program("Affiliate");
    await ok(s.api("POST", "/v1/partners", { id: "ada", email: "ada@example.com", password: "Secret123" }));
    const op = await signedInOperator("ops@example.com", s.program.publicId, "owner");
    expect((await fetch(`${server.url}/v1/partners`, { headers: { origin: ORIGIN, cookie: op.cookie! } })).status).toBe(401);
    expect((await op.gql("{ viewer { email } }")).body.errors[0]).toMatchObject(FORBIDDEN);

    const partner = browser(server);
    expect((await partner.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: "Secret123" })).status).toBe(200);
    const asConsole = await partner.gql(PROGRAM_NAME, undefined, { "x-rally-program": s.program.publicId });
    expect(asConsole.status).toBe(401);
    expect(asConsole.body.data).toBeUndefined();
  });

  it("signs out: the session ends", async () => {
    const s = await seed(server).program("Affiliate");
    const b = await signedInOperator("out@example.com", s.program.publicId);
    const held = b.cookie;
    const out = await b.post("/auth/operator/sign-out", {});
    expect(out.headers.get("set-cookie")).toMatch(/^rally_operator=; Path=\/; Max-Age=0/);
    const replay = browser(server);
    replay.cookie = held;
    expect((await replay.gql(PROGRAM_NAME)).status).toBe(401);
  });
});
