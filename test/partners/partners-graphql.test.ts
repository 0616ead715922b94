// Partners on GraphQL as a console uses them: global ids a client cache keys by, the node and
// lookup queries (null when there is none), keyset-paged lists with filters, and mutations
// with one input whose refusals come back as userErrors naming the input field.
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { parse } from "graphql";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";
import {
  PartnerArchiveDocument,
  PartnerCreateDocument,
  PartnerDeleteDocument,
  PartnerFindDocument,
  PartnerInviteDocument,
  PartnerListDocument,
  PartnerListNestedDocument,
  PartnerNodeDocument,
  PartnerRestoreDocument,
  PartnerRewardDocument,
  PartnerUpdateDocument,
  type PartnerCreateInput,
  type PartnerLookup,
  type PartnerListQuery,
} from "../generated/graphql.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type GqlResult = Awaited<ReturnType<TestServer["gql"]>>;

/** the one top-level error of a failed operation, with its code, status and (for 422) field errors */
function expectError(res: GqlResult, code: string, status: number) {
  expect(res.errors, JSON.stringify(res)).toHaveLength(1);
  expect(res.errors![0]!.extensions).toMatchObject({ code, status });
  return res.errors![0]!;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

async function affiliate() {
  const { key, program } = await server.program("Affiliate");
  const create = async (input: PartnerCreateInput) => {
    const res = await server.gql(key, PartnerCreateDocument, { input });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data!.partnerCreate.userErrors).toEqual([]);
    return res.data!.partnerCreate.partner!;
  };
  const find = async (by: PartnerLookup) => (await server.gql(key, PartnerFindDocument, { by })).data!.partner;
  const count = async () => (await server.gql(key, PartnerListDocument, {})).data!.partners.totalCount;
  return { key, program, create, find, count };
}

describe("partnerCreate", () => {
  it("creates a partner with the given fields, a default referral link and the referrer; its global id finds it", async () => {
    const { key, create, find } = await affiliate();
    const referrer = await create({ email: "ref@example.com", externalId: "ref-1", key: "refkey" });
    const p = await create({
      email: "  Ann.Lee@Example.COM ",
      name: "Ann",
      surname: "Lee",
      password: "Secret123",
      externalId: "ann-1",
      key: "annkey",
      tags: ["vip", "eu"],
      tos: true,
      approved: false,
      customFields: [{ label: "Company", value: "Acme" }],
      referringPartnerId: referrer.id,
      payoutMethod: { paypal: { email: "ann@paypal.example" } },
    });
    expect(p).toMatchObject({
      externalId: "ann-1",
      key: "annkey",
      email: "ann.lee@example.com",
      name: "Ann",
      surname: "Lee",
      tos: true,
      approved: false,
      status: "ACTIVE",
      tags: ["vip", "eu"],
      customFields: [{ label: "Company", value: "Acme" }],
      payoutGateway: "PAYPAL",
      referralLink: "https://shop.example?aff=annkey",
      referralsCount: 0,
      referringPartner: { id: referrer.id, externalId: "ref-1", key: "refkey", email: "ref@example.com" },
    });
    expect(p.id).not.toBe("ann-1");
    expect(p.referralLinks).toEqual([expect.objectContaining({ key: "annkey", url: "https://shop.example?aff=annkey", default: true, isAdditional: false })]);
    expect(p.createdAt).toMatch(TIMESTAMP);

    const node = await server.gql(key, PartnerNodeDocument, { id: p.id });
    expect(node.data!.node).toEqual({ id: p.id, externalId: "ann-1", email: "ann.lee@example.com", status: "ACTIVE" });
    expect(await find({ id: p.id })).toMatchObject({ externalId: "ann-1", referringPartner: { externalId: "ref-1" } });
  });

  it("generates the external id and the referral key when they are omitted, each unique", async () => {
    const { create } = await affiliate();
    const a = await create({ email: "a@example.com" });
    const b = await create({ email: "b@example.com" });
    for (const p of [a, b]) {
      expect(p.externalId).toMatch(/^[A-Za-z0-9_-]{8,}$/);
      expect(p.key).toMatch(/^[A-Za-z0-9_-]{6,}$/);
      expect(p).toMatchObject({ name: "", surname: "", tags: [], approved: true, referringPartner: null, payoutGateway: null });
    }
    expect(a.externalId).not.toBe(b.externalId);
    expect(a.id).not.toBe(b.id);
  });

  it("answers taken values as userErrors naming the input fields, and creates nothing", async () => {
    const { key, create, count } = await affiliate();
    await create({ email: "taken@example.com", externalId: "taken-id", key: "takenkey" });
    const res = await server.gql(key, PartnerCreateDocument, { input: { email: "TAKEN@example.com", externalId: "taken-id", key: "takenkey" } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.partnerCreate.partner).toBeNull();
    expect(res.data!.partnerCreate.userErrors).toEqual([
      { field: ["input", "email"], message: "Email already exists", code: "TAKEN" },
      { field: ["input", "externalId"], message: "ID already exists", code: "TAKEN" },
      { field: ["input", "key"], message: "Key already exists", code: "TAKEN" },
    ]);
    expect(await count()).toBe(1);
  });

  it("names each invalid input field in camelCase", async () => {
    const { key, count } = await affiliate();
    const cases: [PartnerCreateInput, string[]][] = [
      [{ email: "not-an-email" }, ["input", "email"]],
      [{ email: "p@example.com", password: "short" }, ["input", "password"]],
      [{ email: "p@example.com", externalId: "has spaces" }, ["input", "externalId"]],
      [{ email: "p@example.com", key: "a/b" }, ["input", "key"]],
      [{ email: "p@example.com", tags: [""] }, ["input", "tags", "0"]],
      [{ email: "p@example.com", payoutMethod: { paypal: {} } }, ["input", "payoutMethod", "paypal", "email"]],
      [{ email: "p@example.com", payoutMethod: { wise: { email: "not-an-email" } } }, ["input", "payoutMethod", "wise", "email"]],
      [{ email: "p@example.com", payoutMethod: { crypto: { walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7", network: "not a coin!" } } }, ["input", "payoutMethod", "crypto", "network"]],
    ];
    for (const [input, field] of cases) {
      const res = await server.gql(key, PartnerCreateDocument, { input });
      expect(res.errors, JSON.stringify(input)).toBeUndefined();
      const fields = res.data!.partnerCreate.userErrors.map((e) => e.field);
      expect(fields, JSON.stringify(input)).toContainEqual(field);
      expect(res.data!.partnerCreate.userErrors.every((e) => e.code === "INVALID")).toBe(true);
    }
    expect(await count()).toBe(0);
  });

  it("refuses an unknown referring partner, and one of another type of id", async () => {
    const { key, create, count } = await affiliate();
    const other = await create({ email: "o@example.com" });
    const notAPartner = Buffer.from("Program:1").toString("base64");
    for (const referringPartnerId of [Buffer.from("Partner:nobody").toString("base64"), notAPartner]) {
      const res = await server.gql(key, PartnerCreateDocument, { input: { email: "x@example.com", referringPartnerId } });
      expect(res.data!.partnerCreate).toMatchObject({ partner: null, userErrors: [{ code: expect.stringMatching(/NOT_ALLOWED|NOT_FOUND/) }] });
    }
    expect(await count()).toBe(1);
    expect(other.id).toBeTruthy();
  });

  it("answers each of two aliased mutations on its own: one refused does not hide the other", async () => {
    const { key, count } = await affiliate();
    const doc = parse(`mutation { ok: partnerCreate(input: { email: "e@x.io" }) { partner { email } userErrors { code } }
      bad: partnerCreate(input: { email: "bad" }) { partner { email } userErrors { field code } } }`);
    const res = await server.gql(key, doc, {});
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      ok: { partner: { email: "e@x.io" }, userErrors: [] },
      bad: { partner: null, userErrors: [{ field: ["input", "email"], code: "INVALID" }] },
    });
    expect(await count()).toBe(1);
  });
});

describe("partnerInvite", () => {
  it("mails a sign-up link for the program and answers what was sent; no partner exists yet", async () => {
    const { key, program, find } = await affiliate();
    expect((await server.rest(key, "PUT", "/v1/program", { portal_settings: { partner_portal_url: "https://partners.shop.example/" } })).status).toBe(200);
    const res = await server.gql(key, PartnerInviteDocument, { input: { email: "Ivy@Example.com", name: "Ivy", surname: "Ng" } });
    expect(res.errors).toBeUndefined();
    const invite = res.data!.partnerInvite.invitation!;
    expect(invite).toMatchObject({ email: "ivy@example.com", name: "Ivy", surname: "Ng", sent: true });
    const url = new URL(invite.signupUrl!);
    expect(url.origin).toBe("https://partners.shop.example");
    expect(url.pathname).toBe(`/${program.publicId}/signup`);
    expect(readFileSync(server.mailFile, "utf8")).toContain("ivy@example.com");
    expect(await find({ email: "ivy@example.com" })).toBeNull();
  });

  it("refuses the email of an existing partner, and a blank name, as userErrors", async () => {
    const { key, create } = await affiliate();
    await create({ email: "member@example.com" });
    const dup = await server.gql(key, PartnerInviteDocument, { input: { email: "member@example.com", name: "M" } });
    expect(dup.data!.partnerInvite).toEqual({ invitation: null, userErrors: [{ field: ["input", "email"], message: "Email already exists", code: "TAKEN" }] });
    const noName = await server.gql(key, PartnerInviteDocument, { input: { email: "new@example.com", name: " " } });
    expect(noName.data!.partnerInvite.userErrors.map((e) => e.field)).toEqual([["input", "name"]]);
  });
});

describe("partners (list)", () => {
  let key: string;
  let newestFirst: string[];
  beforeAll(async () => {
    const a = await affiliate();
    key = a.key;
    await seed(server).of(a.program).partners(5);
    newestFirst = ["p5", "p4", "p3", "p2", "p1"];
  });

  const ids = (res: GqlResult & { data?: { partners: { edges: { node: { externalId: string } }[] } } | null }) =>
    res.data!.partners.edges.map((e) => e.node.externalId);

  it("lists the program's partners newest first, with the total", async () => {
    const res = await server.gql(key, PartnerListDocument, {});
    expect(res.errors).toBeUndefined();
    expect(ids(res)).toEqual(newestFirst);
    expect(res.data!.partners.totalCount).toBe(5);
    expect(res.data!.partners.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it("orderBy direction ASC gives the oldest first, and pages that way too", async () => {
    const res = await server.gql(key, PartnerListDocument, { orderBy: { direction: "ASC" } });
    expect(ids(res)).toEqual([...newestFirst].reverse());
    const first = await server.gql(key, PartnerListDocument, { orderBy: { direction: "ASC" }, first: 2 });
    const next = await server.gql(key, PartnerListDocument, { orderBy: { direction: "ASC" }, first: 2, after: first.data!.partners.pageInfo.endCursor });
    expect([...ids(first), ...ids(next)]).toEqual(["p1", "p2", "p3", "p4"]);
  });

  it("pages with first/after through every partner exactly once", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    const infos = [];
    for (let i = 0; i < 3; i++) {
      const res: GqlResult & { data?: PartnerListQuery | null } = await server.gql(key, PartnerListDocument, { first: 2, after });
      expect(res.errors).toBeUndefined();
      const conn: PartnerListQuery["partners"] = res.data!.partners;
      expect(conn.totalCount).toBe(5);
      seen.push(...conn.edges.map((e) => e.node.externalId));
      infos.push(conn.pageInfo);
      expect(conn.pageInfo.endCursor).toBe(conn.edges.at(-1)!.cursor);
      after = conn.pageInfo.endCursor ?? null;
    }
    expect(seen).toEqual(newestFirst);
    expect(infos.map((p) => [p.hasPreviousPage, p.hasNextPage])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
  });

  it("a partner created while a client pages neither repeats nor shifts the rows after its cursor", async () => {
    const a = await affiliate();
    await seed(server).of(a.program).partners(4);
    const first = await server.gql(a.key, PartnerListDocument, { first: 2 });
    expect(ids(first)).toEqual(["p4", "p3"]);
    // a new newest partner arrives between the two pages (offset cursors would show p3 again)
    await a.create({ email: "late@example.com", externalId: "late" });
    const next = await server.gql(a.key, PartnerListDocument, { first: 2, after: first.data!.partners.pageInfo.endCursor });
    expect(ids(next)).toEqual(["p2", "p1"]);
    expect(next.data!.partners).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: false } });
  });

  it("filters by status, by search text, by creation time and by waiting for approval", async () => {
    const a = await affiliate();
    const [one, two] = await seed(server).of(a.program).partners(3);
    await server.gql(a.key, PartnerArchiveDocument, { input: { id: (await a.find({ externalId: two!.id }))!.id } });
    const list = (filter: object) => server.gql(a.key, PartnerListDocument, { filter });
    expect(ids(await list({ statuses: ["ARCHIVED"] }))).toEqual(["p2"]);
    expect(ids(await list({ statuses: ["ACTIVE"] }))).toEqual(["p3", "p1"]);
    expect(ids(await list({ search: "P1" }))).toEqual(["p1"]);
    expect(ids(await list({ search: "p3@example.com" }))).toEqual(["p3"]);
    expect(ids(await list({ createdAt: { to: one!.createdAt.toISOString() } }))).toEqual([]);
    expect(ids(await list({ createdAt: { from: one!.createdAt.toISOString(), to: new Date(Date.now() + 60_000).toISOString() } }))).toEqual(["p3", "p2", "p1"]);
    expect((await list({ search: "nobody" })).data!.partners.totalCount).toBe(0);
    // waiting for approval: neither approved nor rejected (p1); p3 was rejected, so it waits no more
    const db = server.app.database.prisma;
    await db.partner.updateMany({ where: { programId: a.program.id, id: "p1" }, data: { approved: false } });
    await db.partner.updateMany({ where: { programId: a.program.id, id: "p3" }, data: { approved: false, rejectedAt: new Date(), rejectionReason: "no" } });
    expect(ids(await list({ awaitingApproval: true }))).toEqual(["p1"]);
    expect(ids(await list({ awaitingApproval: false, statuses: ["ACTIVE"] }))).toEqual(["p3"]);
  });

  it("refuses out-of-range paging with 422 naming the argument", async () => {
    const cases: [Parameters<typeof server.gql<unknown, object>>[2], string][] = [
      [{ first: 0 }, "first"],
      [{ first: 251 }, "first"],
      [{ after: "not-a-cursor" }, "after"],
      [{ after: Buffer.from("o:3").toString("base64url") }, "after"],
    ];
    for (const [vars, field] of cases) {
      const res = await server.gql(key, PartnerListDocument, vars as never);
      const error = expectError(res, "VALIDATION_FAILED", 422);
      expect(Object.keys(error.extensions!.errors), JSON.stringify(vars)).toEqual([field]);
    }
  });

  it("accepts the page size bounds 1 and 250, and knows no REST paging arguments", async () => {
    expect(ids(await server.gql(key, PartnerListDocument, { first: 1 }))).toEqual(["p5"]);
    expect(ids(await server.gql(key, PartnerListDocument, { first: 250 }))).toEqual(newestFirst);
    const rest = await server.gql(key, parse("{ partners(limit: 2, page: 2) { totalCount } }"), {});
    expect(rest.errors?.[0]?.message).toMatch(/Unknown argument "limit"/);
  });
});

describe("nested fields", () => {
  it("each listed partner carries its referral links and its referring partner", async () => {
    const { key, create } = await affiliate();
    const top = await create({ email: "top@example.com", externalId: "top", key: "topkey" });
    const mid = await create({ email: "mid@example.com", externalId: "mid", key: "midkey", referringPartnerId: top.id });
    await create({ email: "low@example.com", externalId: "low", key: "lowkey", referringPartnerId: mid.id });
    const res = await server.gql(key, PartnerListNestedDocument, { first: 10 });
    expect(res.errors).toBeUndefined();
    const byId = Object.fromEntries(res.data!.partners.edges.map((e) => [e.node.externalId, e.node]));
    expect(byId.top!.referringPartner).toBeNull();
    expect(byId.mid!.referringPartner).toEqual({ id: top.id, externalId: "top", email: "top@example.com" });
    expect(byId.low!.referringPartner).toEqual({ id: mid.id, externalId: "mid", email: "mid@example.com" });
    for (const id of ["top", "mid", "low"]) {
      expect(byId[id]!.referralLinks).toEqual([expect.objectContaining({ key: `${id}key`, url: `https://shop.example?aff=${id}key`, default: true })]);
    }
  });

  it("a deleted referring partner is no longer shown", async () => {
    const { key, create } = await affiliate();
    const gone = await create({ email: "gone@example.com", externalId: "gone" });
    await create({ email: "kid@example.com", externalId: "kid", referringPartnerId: gone.id });
    expect((await server.gql(key, PartnerDeleteDocument, { input: { id: gone.id } })).data!.partnerDelete).toEqual({ deletedId: gone.id, userErrors: [] });
    const res = await server.gql(key, PartnerListNestedDocument, { first: 10 });
    expect(res.data!.partners.edges.map((e) => [e.node.externalId, e.node.referringPartner])).toEqual([["kid", null]]);
  });
});

describe("partner (one)", () => {
  it("finds the partner by global id, external id, key or email (in any letter case), with zero figures", async () => {
    const { create, find } = await affiliate();
    const p = await create({ email: "find@example.com", externalId: "find-1", key: "findkey" });
    for (const by of [{ id: p.id }, { externalId: "find-1" }, { key: "findkey" }, { email: "FIND@example.com" }] as PartnerLookup[]) {
      expect(await find(by), JSON.stringify(by)).toMatchObject({
        id: p.id,
        externalId: "find-1",
        referrals: { clicks: 0, signups: 0, salesCount: 0, paidAccounts: 0, revenue: [] },
        commissions: { paid: [], pending: [], notPaid: [] },
      });
    }
  });

  it("answers null for an unknown partner without blanking the rest of the response", async () => {
    const { key } = await affiliate();
    const doc = parse(`{ test { program { name } } partner(by: { externalId: "nope" }) { id } node(id: "UGFydG5lcjpub3Bl") { id } }`);
    const res = await server.gql(key, doc, {});
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({ test: { program: { name: "Test Affiliate" } }, partner: null, node: null });
  });

  it("takes exactly one way of naming the partner", async () => {
    const { key } = await affiliate();
    const two = await server.gql(key, parse(`{ partner(by: { key: "a", email: "b@example.com" }) { id } }`), {});
    expect(two.errors?.[0]?.message).toMatch(/exactly one key/i);
  });
});

describe("partnerUpdate", () => {
  it("changes the given fields only; tags: [] clears the tags; a new key moves the default link", async () => {
    const { key, create, find } = await affiliate();
    const p = await create({ email: "up@example.com", externalId: "up-1", key: "upkey", name: "Old", surname: "Name", tags: ["a", "b"] });
    const update = async (changes: object) => {
      const res = await server.gql(key, PartnerUpdateDocument, { input: { id: p.id, ...changes } });
      expect(res.errors).toBeUndefined();
      expect(res.data!.partnerUpdate.userErrors).toEqual([]);
      return res.data!.partnerUpdate.partner!;
    };
    expect(await update({ name: "New" })).toMatchObject({ name: "New", surname: "Name", tags: ["a", "b"] });
    expect(await update({ surname: "Other", tags: [] })).toMatchObject({ name: "New", surname: "Other", tags: [] });
    expect(await update({ email: "Moved@Example.com", approved: false, tos: true })).toMatchObject({ email: "moved@example.com", approved: false, tos: true });
    const moved = await update({ key: "newkey" });
    expect(moved).toMatchObject({ key: "newkey", referralLink: "https://shop.example?aff=newkey" });
    expect(moved.referralLinks).toEqual([expect.objectContaining({ key: "newkey", default: true })]);
    expect(await find({ key: "upkey" })).toBeNull();
    expect(await find({ email: "moved@example.com" })).toMatchObject({ externalId: "up-1", name: "New", tags: [], approved: false });
  });

  it("refuses another partner's email or key and a weak password as userErrors, changing nothing", async () => {
    const { key, create, find } = await affiliate();
    await create({ email: "one@example.com", key: "onekey" });
    const two = await create({ email: "two@example.com", externalId: "two", key: "twokey", name: "Two" });
    const before = await find({ id: two.id });
    const errors = async (changes: object) => (await server.gql(key, PartnerUpdateDocument, { input: { id: two.id, ...changes } })).data!.partnerUpdate;
    expect(await errors({ email: "one@example.com", name: "Changed" })).toEqual({
      partner: null,
      userErrors: [{ field: ["input", "email"], message: "Email already exists", code: "TAKEN" }],
    });
    expect((await errors({ key: "onekey" })).userErrors).toEqual([{ field: ["input", "key"], message: "Key already exists", code: "TAKEN" }]);
    expect((await errors({ password: "weak" })).userErrors.map((e) => e.field)).toEqual([["input", "password"]]);
    expect(await find({ id: two.id })).toEqual(before);
  });

  it("answers NOT_FOUND for an unknown partner, another program's, and a deleted one", async () => {
    const { key, create } = await affiliate();
    const other = await affiliate();
    const theirs = await other.create({ email: "theirs@example.com" });
    const gone = await create({ email: "gone@example.com" });
    await server.gql(key, PartnerDeleteDocument, { input: { id: gone.id } });
    for (const id of [Buffer.from("Partner:nobody").toString("base64"), theirs.id, gone.id, "not-a-global-id"]) {
      const res = await server.gql(key, PartnerUpdateDocument, { input: { id, name: "X" } });
      expect(res.data!.partnerUpdate, id).toEqual({ partner: null, userErrors: [{ field: null, message: "Partner not found", code: "NOT_FOUND" }] });
    }
    expect((await other.find({ id: theirs.id }))!.name).toBe("");
  });
});

describe("partnerDelete, partnerArchive, partnerRestore", () => {
  it("deletes: the partner is gone from reads and lists, and a second delete finds nothing", async () => {
    const { key, create, find, count } = await affiliate();
    const d = await create({ email: "d1@example.com" });
    await create({ email: "stays@example.com", externalId: "stays" });
    expect((await server.gql(key, PartnerDeleteDocument, { input: { id: d.id } })).data!.partnerDelete).toEqual({ deletedId: d.id, userErrors: [] });
    expect(await find({ id: d.id })).toBeNull();
    expect(await count()).toBe(1);
    const again = await server.gql(key, PartnerDeleteDocument, { input: { id: d.id } });
    expect(again.data!.partnerDelete).toEqual({ deletedId: null, userErrors: [{ field: null, message: "Partner not found", code: "NOT_FOUND" }] });
    const reward = await server.gql(key, PartnerRewardDocument, { input: { id: d.id, amount: 5 } });
    expect(reward.data!.partnerReward.userErrors[0]!.code).toBe("NOT_FOUND");
  });

  it("archives and restores; each refuses a second time with NOT_ALLOWED", async () => {
    const { key, create } = await affiliate();
    const p = await create({ email: "arch@example.com" });
    const archived = await server.gql(key, PartnerArchiveDocument, { input: { id: p.id } });
    expect(archived.data!.partnerArchive).toEqual({ partner: { id: p.id, status: "ARCHIVED" }, userErrors: [] });
    const twice = await server.gql(key, PartnerArchiveDocument, { input: { id: p.id } });
    expect(twice.data!.partnerArchive).toEqual({ partner: null, userErrors: [{ field: null, message: "Action failed", code: "NOT_ALLOWED" }] });
    const restored = await server.gql(key, PartnerRestoreDocument, { input: { id: p.id } });
    expect(restored.data!.partnerRestore).toEqual({ partner: { id: p.id, status: "ACTIVE" }, userErrors: [] });
    expect((await server.gql(key, PartnerRestoreDocument, { input: { id: p.id } })).data!.partnerRestore.userErrors[0]!.code).toBe("NOT_ALLOWED");
  });
});

describe("partnerReward", () => {
  it("gives a one-off bonus in the program's currency, which shows in the partner's commissions", async () => {
    const { key, create, find } = await affiliate();
    const p = await create({ email: "bonus@example.com" });
    const res = await server.gql(key, PartnerRewardDocument, { input: { id: p.id, amount: 12.5, note: "Launch bonus", date: "2026-01-15T10:00:00Z" } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.partnerReward).toMatchObject({ reward: { status: "APPROVED", amount: { amount: "12.5", currency: "USD" }, note: "Launch bonus" }, userErrors: [] });
    await server.gql(key, PartnerRewardDocument, { input: { id: p.id, amount: 0.1 } });
    expect((await find({ id: p.id }))!.commissions).toEqual({ paid: [], pending: [], notPaid: [{ currency: "USD", amount: "12.6" }] });
  });

  it("refuses a zero or negative amount naming input.amount, giving nothing", async () => {
    const { key, create, find } = await affiliate();
    const p = await create({ email: "nobonus@example.com" });
    for (const amount of [0, -5]) {
      const res = await server.gql(key, PartnerRewardDocument, { input: { id: p.id, amount } });
      expect(res.data!.partnerReward.userErrors.map((e) => e.field)).toEqual([["input", "amount"]]);
    }
    expect((await find({ id: p.id }))!.commissions).toEqual({ paid: [], pending: [], notPaid: [] });
  });
});

describe("GraphQL and REST are one", () => {
  it("a partner created over GraphQL reads the same over REST, and a REST change shows in GraphQL", async () => {
    const { key, create, find } = await affiliate();
    const p = await create({ email: "both@example.com", externalId: "both", key: "bothkey", name: "Bo", tags: ["x"] });
    const rest = await server.rest(key, "GET", "/v1/partners/both");
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      id: "both",
      key: "bothkey",
      email: "both@example.com",
      name: "Bo",
      status: "active",
      tags: [{ value: "x" }],
      referral_link: p.referralLink,
      referral_links: [p.referralLink],
      created_at: p.createdAt,
    });
    expect((await server.rest(key, "PUT", "/v1/partners/both", { name: "Bob" })).status).toBe(200);
    expect((await find({ id: p.id }))!.name).toBe("Bob");
  });
});
