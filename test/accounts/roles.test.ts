// Owner, admin and viewer over real HTTP: owners manage members (invitations by email, roles,
// removal, never the last owner) and API keys (created with a secret shown once, revoked);
// admins run everything else; viewers only read; an API key manages neither people nor keys.
// Every refusal is FORBIDDEN with no data, and changes nothing.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailLines } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser, operatorBrowser, operatorLinkIn } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MEMBERS = "{ members { email role } }";
const INVITE = "mutation($input: MemberInviteInput!) { memberInvite(input: $input) { invitation { member { email role } sent } userErrors { field message code } } }";
const ROLE = "mutation($input: MemberRoleUpdateInput!) { memberRoleUpdate(input: $input) { member { email role } userErrors { field message code } } }";
const REMOVE = "mutation($input: MemberRemoveInput!) { memberRemove(input: $input) { member { email } userErrors { field message code } } }";
const KEYS = "{ apiKeys { id name prefix revokedAt } }";
const KEY_CREATE = "mutation($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { created { secret apiKey { id name prefix } } userErrors { field message code } } }";
const KEY_REVOKE = "mutation($input: ApiKeyRevokeInput!) { apiKeyRevoke(input: $input) { apiKey { revokedAt } userErrors { field message code } } }";

let n = 0;
async function team() {
  const s = await seed(server).program("Affiliate", { name: `Team ${++n}` });
  const owner = await operatorBrowser(server, `owner${n}@example.com`, s.program.publicId, "owner");
  const admin = await operatorBrowser(server, `admin${n}@example.com`, s.program.publicId, "admin");
  const viewer = await operatorBrowser(server, `viewer${n}@example.com`, s.program.publicId, "viewer");
  return { s, owner, admin, viewer, n };
}

const forbidden = (res: { body: any }) => { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(res.body)).toBe("FORBIDDEN");
  expect(res.body.data ?? null).toBeNull();
};

describe("members", () => {
  it("an owner invites by email: the link in the mail signs the new member in with its role", async () => {
    const { s, owner } = await team();
    const res = await owner.gql(INVITE, { input: { email: "New.Member@Example.com", role: "ADMIN" } });
    expect(res.body.data.memberInvite).toEqual({ invitation: { member: { email: "new.member@example.com", role: "ADMIN" }, sent: true }, userErrors: [] });
    await server.app.events.flush();
    const mail = mailLines(server.mailFile).filter((m) => m.to === "new.member@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`You are now admin of ${s.program.name}`);
    const token = operatorLinkIn(mail[0]!.text)!;
    const b = browser(server);
    expect((await b.postForm("/auth/operator/link", { token })).status).toBe(303);
    const me = await b.gql("{ operator { email memberships { programPublicId role } } }");
    expect(me.body.data.operator).toEqual({ email: "new.member@example.com", memberships: [{ programPublicId: s.program.publicId, role: "ADMIN" }] });
    // a second invitation of a member is refused: its role is changed instead
    const again = await owner.gql(INVITE, { input: { email: "new.member@example.com", role: "VIEWER" } });
    expect(again.body.data.memberInvite.userErrors).toEqual([{ field: ["input", "email"], message: "This address is a member already: change its role instead.", code: "TAKEN" }]);
  });

  it("an owner lists members, changes roles and removes members, never the last owner", async () => {
    const { owner, viewer, n } = await team();
    expect((await owner.gql(MEMBERS)).body.data.members).toEqual([
      { email: `owner${n}@example.com`, role: "OWNER" },
      { email: `admin${n}@example.com`, role: "ADMIN" },
      { email: `viewer${n}@example.com`, role: "VIEWER" },
    ]);
    const demote = await owner.gql(ROLE, { input: { email: `owner${n}@example.com`, role: "ADMIN" } });
    expect(demote.body.data.memberRoleUpdate.userErrors).toEqual([{ field: null, message: "A program keeps at least one owner: make another member owner first.", code: "NOT_ALLOWED" }]);
    const leave = await owner.gql(REMOVE, { input: { email: `owner${n}@example.com` } });
    expect(leave.body.data.memberRemove.userErrors[0].code).toBe("NOT_ALLOWED");
    // the viewer becomes admin: it may now change things
    expect((await owner.gql(ROLE, { input: { email: `viewer${n}@example.com`, role: "ADMIN" } })).body.data.memberRoleUpdate.member).toEqual({ email: `viewer${n}@example.com`, role: "ADMIN" });
    expect((await viewer.gql('mutation { partnerCreate(input: { email: "p@example.com" }) { userErrors { field } } }')).body.data.partnerCreate.userErrors).toEqual([]);
    // removed, it reaches the program no more
    expect((await owner.gql(REMOVE, { input: { email: `viewer${n}@example.com` } })).body.data.memberRemove).toEqual({ member: { email: `viewer${n}@example.com` }, userErrors: [] });
    expect((await viewer.gql("{ program { program { name } } }")).status).toBe(403);
    const gone = await owner.gql(REMOVE, { input: { email: `viewer${n}@example.com` } });
    expect(gone.body.data.memberRemove.userErrors).toEqual([{ field: null, message: "Member not found", code: "NOT_FOUND" }]);
  });

  it("admins, viewers and API keys reach neither members nor keys; viewers change nothing", async () => {
    const { s, admin, viewer, n } = await team();
    for (const who of [admin, viewer]) {
      forbidden(await who.gql(MEMBERS));
      forbidden(await who.gql(KEYS));
      forbidden(await who.gql(INVITE, { input: { email: "sneak@example.com", role: "OWNER" } }));
      forbidden(await who.gql(ROLE, { input: { email: `${who === admin ? "admin" : "viewer"}${n}@example.com`, role: "OWNER" } }));
      forbidden(await who.gql(REMOVE, { input: { email: `owner${n}@example.com` } }));
      forbidden(await who.gql(KEY_CREATE, { input: { name: "mine" } }));
    }
    forbidden(await viewer.gql('mutation { partnerCreate(input: { email: "v@example.com" }) { userErrors { field } } }'));
    forbidden(await viewer.gql('mutation { programUpdate(input: { name: "Renamed" }) { userErrors { field } } }'));
    for (const query of [MEMBERS, KEYS]) forbidden(await server.rest(s.key, "POST", "/graphql", { query }));
    forbidden(await server.rest(s.key, "POST", "/graphql", { query: KEY_CREATE, variables: { input: { name: "by key" } } }));
    // nothing changed
    const rows = await server.app.database.prisma.membership.findMany({ where: { programId: s.program.id } });
    expect(rows.map((r) => r.role).sort()).toEqual(["admin", "owner", "viewer"]);
    expect(await server.app.database.prisma.apiKey.count({ where: { programId: s.program.id } })).toBe(1);
    expect(await server.app.database.prisma.operator.count({ where: { email: "sneak@example.com" } })).toBe(0);
  });

  it("refuses bad invitations, naming the field, and stores nothing", async () => {
    const { owner } = await team();
    for (const email of ["not-an-email", "", "a".repeat(250) + "@example.com"]) {
      const res = await owner.gql(INVITE, { input: { email, role: "ADMIN" } });
      expect(res.body.data.memberInvite.userErrors[0].field).toEqual(["input", "email"]);
    }
    const badRole = await owner.gql(INVITE, { input: { email: "r@example.com", role: "GOD" } });
    expect(badRole.status).toBe(400);
    expect(JSON.stringify(badRole.body)).toContain("role");
    expect(await server.app.database.prisma.operator.count({ where: { email: { in: ["not-an-email", "r@example.com"] } } })).toBe(0);
  });
});

describe("API keys", () => {
  it("an owner creates a key (its secret shown once, and working), lists and revokes it", async () => {
    const { s, owner } = await team();
    const made = await owner.gql(KEY_CREATE, { input: { name: " Zapier " } });
    const { secret, apiKey } = made.body.data.apiKeyCreate.created;
    expect(apiKey.name).toBe("Zapier");
    expect(secret.startsWith(apiKey.prefix)).toBe(true);
    expect((await server.rest(secret, "GET", "/v1/test")).body.data.program.pub_id).toBe(s.program.publicId);
    const listed = (await owner.gql(KEYS)).body.data.apiKeys;
    expect(listed).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const revoked = await owner.gql(KEY_REVOKE, { input: { id: apiKey.id } });
    expect(revoked.body.data.apiKeyRevoke).toEqual({ apiKey: { revokedAt: expect.any(String) }, userErrors: [] });
    expect((await server.rest(secret, "GET", "/v1/test")).status).toBe(401);
    const twice = await owner.gql(KEY_REVOKE, { input: { id: apiKey.id } });
    expect(twice.body.data.apiKeyRevoke.userErrors[0].code).toBe("NOT_ALLOWED");
  });

  it("never reaches another program's key, and refuses bad input naming the field", async () => {
    const { owner } = await team();
    const other = await team();
    const theirs = (await other.owner.gql(KEYS)).body.data.apiKeys[0];
    const res = await owner.gql(KEY_REVOKE, { input: { id: theirs.id } });
    expect(res.body.data.apiKeyRevoke.userErrors).toEqual([{ field: null, message: "API key not found", code: "NOT_FOUND" }]);
    expect((await other.owner.gql(KEYS)).body.data.apiKeys[0].revokedAt).toBeNull();
    for (const id of ["nonsense", "QXBpS2V5Og=="]) {
      expect((await owner.gql(KEY_REVOKE, { input: { id } })).body.data.apiKeyRevoke.userErrors[0].code).toBe("NOT_FOUND");
    }
    const long = await owner.gql(KEY_CREATE, { input: { name: "n".repeat(101) } });
    expect(long.body.data.apiKeyCreate.userErrors).toEqual([{ field: ["input", "name"], message: "The name must be at most 100 characters.", code: "INVALID" }]);
  });
});
