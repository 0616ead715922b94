// The GraphQL operations behind the partner REST routes (compat.md section 5), as a dashboard
// or partner portal uses them: what they return, what they change, and the errors they give
// (extensions.code and .status, and the field errors of a 422 in extensions.errors).
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
  PartnerLinksDocument,
  PartnerListDocument,
  PartnerListNestedDocument,
  PartnerRestoreDocument,
  PartnerRewardDocument,
  PartnerUpdateDocument,
  type PartnerCreateMutationVariables,
  type PartnerListQuery,
} from "../generated/graphql.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type GqlResult = Awaited<ReturnType<TestServer["gql"]>>;

/** the one error of a failed operation, with its code, status and (for 422) field errors */
function expectError(res: GqlResult, code: string, status: number, message?: string | RegExp) {
  expect(res.errors, JSON.stringify(res)).toHaveLength(1);
  const [error] = res.errors!;
  expect(error!.extensions).toMatchObject({ code, status });
  if (typeof message === "string") expect(error!.message).toBe(message);
  else if (message) expect(error!.message).toMatch(message);
  return error!;
}

async function affiliate() {
  const { key, program } = await server.program("Affiliate");
  const create = async (vars: PartnerCreateMutationVariables) => {
    const res = await server.gql(key, PartnerCreateDocument, vars);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.createPartner;
  };
  const count = async () => (await server.gql(key, PartnerListDocument, {})).data!.partners.totalCount;
  return { key, program, create, count };
}

describe("createPartner", () => {
  it("creates a partner with the given fields, a default referral link, and the referrer", async () => {
    const { key, create } = await affiliate();
    const referrer = await create({ email: "ref@example.com", id: "ref-1", key: "refkey" });
    const p = await create({
      email: "  Ann.Lee@Example.COM ",
      name: "Ann",
      surname: "Lee",
      password: "Secret123",
      id: "ann-1",
      key: "annkey",
      tags: ["vip", "eu"],
      tos: true,
      approved: false,
      customFields: [{ label: "Company", value: "Acme" }],
      referringPartner: { email: "REF@example.com" },
    });
    expect(p).toMatchObject({
      id: "ann-1",
      key: "annkey",
      email: "ann.lee@example.com",
      name: "Ann",
      surname: "Lee",
      tos: true,
      approved: false,
      status: "active",
      tags: [{ value: "vip" }, { value: "eu" }],
      customFields: [{ label: "Company", value: "Acme" }],
      referralLink: "https://shop.example?aff=annkey",
      referralLinks: ["https://shop.example?aff=annkey"],
      referralsCount: 0,
      referringPartner: { id: referrer.id, key: "refkey", email: "ref@example.com" },
    });
    expect(p.links).toEqual([expect.objectContaining({ key: "annkey", url: "https://shop.example?aff=annkey", default: true, isAdditional: false })]);
    expect(p.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

    // what was created is what is read back
    const read = await server.gql(key, PartnerFindDocument, { id: "ann-1" });
    expect(read.data!.partner).toMatchObject({ email: "ann.lee@example.com", key: "annkey", referringPartner: { id: "ref-1" } });
  });

  it("generates the id and the referral key when they are omitted, each unique", async () => {
    const { create } = await affiliate();
    const a = await create({ email: "a@example.com" });
    const b = await create({ email: "b@example.com" });
    for (const p of [a, b]) {
      expect(p.id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
      expect(p.key).toMatch(/^[A-Za-z0-9_-]{6,}$/);
      expect(p.referralLink).toBe(`https://shop.example?aff=${p.key}`);
      expect(p).toMatchObject({ name: "", surname: "", tags: [], approved: true, referringPartner: null });
    }
    expect(a.id).not.toBe(b.id);
    expect(a.key).not.toBe(b.key);
  });

  it("refuses a duplicate email, id and key with VALIDATION_FAILED 422 naming each field, creating nothing", async () => {
    const { key, create, count } = await affiliate();
    await create({ email: "taken@example.com", id: "taken-id", key: "takenkey" });
    const res = await server.gql(key, PartnerCreateDocument, { email: "TAKEN@example.com", id: "taken-id", key: "takenkey" });
    const error = expectError(res, "VALIDATION_FAILED", 422);
    expect(error.extensions!.errors).toEqual({
      email: ["Email already exists"],
      id: ["ID already exists"],
      key: ["Key already exists"],
    });
    expect(res.data).toBeNull();
    expect(await count()).toBe(1);
  });

  it("names the invalid field: email, password, id", async () => {
    const { key, count } = await affiliate();
    const cases: [PartnerCreateMutationVariables, string][] = [
      [{ email: "not-an-email" }, "email"],
      [{ email: "p@example.com", password: "short" }, "password"],
      [{ email: "p@example.com", id: "has spaces" }, "id"],
      [{ email: "p@example.com", key: "a/b" }, "key"],
      [{ email: "p@example.com", tags: [""] }, "tags.0"],
    ];
    for (const [vars, field] of cases) {
      const error = expectError(await server.gql(key, PartnerCreateDocument, vars), "VALIDATION_FAILED", 422);
      expect(Object.keys(error.extensions!.errors), JSON.stringify(vars)).toContain(field);
    }
    expect(await count()).toBe(0);
  });

  it("refuses an unknown referring partner with BAD_REQUEST 400", async () => {
    const { key, count } = await affiliate();
    const res = await server.gql(key, PartnerCreateDocument, { email: "x@example.com", referringPartner: { key: "nobody" } });
    expectError(res, "BAD_REQUEST", 400, "Referring partner not found");
    expect(await count()).toBe(0);
  });
});

describe("invitePartner", () => {
  it("mails a sign-up link for the program and answers what was sent; no partner exists yet", async () => {
    const { key, program } = await affiliate();
    expect((await server.rest(key, "PUT", "/v1/program", { portal_settings: { partner_portal_url: "https://partners.shop.example/" } })).status).toBe(200);
    const res = await server.gql(key, PartnerInviteDocument, { email: "Ivy@Example.com", name: "Ivy", surname: "Ng" });
    expect(res.errors).toBeUndefined();
    const invite = res.data!.invitePartner;
    expect(invite).toMatchObject({ email: "ivy@example.com", name: "Ivy", surname: "Ng", sent: true });
    const url = new URL(invite.signupUrl!);
    expect(url.origin).toBe("https://partners.shop.example");
    expect(url.pathname).toBe(`/${program.publicId}/signup`);
    expect(url.searchParams.get("email")).toBe("ivy@example.com");

    const mail = readFileSync(server.mailFile, "utf8");
    expect(mail).toContain("ivy@example.com");
    expect(mail).toContain(program.publicId);

    expectError(await server.gql(key, PartnerFindDocument, { email: "ivy@example.com" }), "NOT_FOUND", 404);
  });

  it("refuses to invite the email of an existing partner, and requires a name", async () => {
    const { key, create } = await affiliate();
    await create({ email: "member@example.com" });
    const dup = expectError(await server.gql(key, PartnerInviteDocument, { email: "member@example.com", name: "M" }), "VALIDATION_FAILED", 422);
    expect(dup.extensions!.errors).toEqual({ email: ["Email already exists"] });
    const noName = expectError(await server.gql(key, PartnerInviteDocument, { email: "new@example.com", name: " " }), "VALIDATION_FAILED", 422);
    expect(Object.keys(noName.extensions!.errors)).toEqual(["name"]);
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

  const ids = (res: GqlResult & { data?: { partners: { edges: { node: { id: string } }[] } } | null }) =>
    res.data!.partners.edges.map((e) => e.node.id);

  it("lists the program's partners newest first, with the total and page figures", async () => {
    const res = await server.gql(key, PartnerListDocument, {});
    expect(res.errors).toBeUndefined();
    expect(ids(res)).toEqual(newestFirst);
    expect(res.data!.partners.totalCount).toBe(5);
    expect(res.data!.partners.page).toEqual({ currentPage: 1, perPage: 15, from: 1, to: 5, total: 5, lastPage: 1 });
    expect(res.data!.partners.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it("sort: asc gives the oldest first", async () => {
    const res = await server.gql(key, PartnerListDocument, { sort: "asc" });
    expect(ids(res)).toEqual([...newestFirst].reverse());
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
      seen.push(...conn.edges.map((e) => e.node.id));
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

  it("pages with limit/page, reporting the page figures the REST meta shows", async () => {
    const second = await server.gql(key, PartnerListDocument, { limit: 2, page: 2 });
    expect(ids(second)).toEqual(["p3", "p2"]);
    expect(second.data!.partners.page).toEqual({ currentPage: 2, perPage: 2, from: 3, to: 4, total: 5, lastPage: 3 });

    const last = await server.gql(key, PartnerListDocument, { limit: 2, page: 3 });
    expect(ids(last)).toEqual(["p1"]);
    expect(last.data!.partners.page).toMatchObject({ from: 5, to: 5, lastPage: 3 });
    expect(last.data!.partners.pageInfo.hasNextPage).toBe(false);

    const beyond = await server.gql(key, PartnerListDocument, { limit: 2, page: 4 });
    expect(ids(beyond)).toEqual([]);
    expect(beyond.data!.partners.page).toMatchObject({ currentPage: 4, from: null, to: null, total: 5 });
  });

  it("refuses out-of-range paging with 422 naming the argument", async () => {
    const cases: [Parameters<typeof server.gql<unknown, object>>[2], string][] = [
      [{ limit: 0 }, "limit"],
      [{ limit: 251 }, "limit"],
      [{ page: 0 }, "page"],
      [{ first: 0 }, "first"],
      [{ first: 251 }, "first"],
      [{ after: "not-a-cursor" }, "after"],
      [{ last: 2 }, "last"],
    ];
    for (const [vars, field] of cases) {
      const res = await server.gql(key, PartnerListDocument, vars as never);
      const error = expectError(res, "VALIDATION_FAILED", 422);
      expect(Object.keys(error.extensions!.errors), JSON.stringify(vars)).toEqual([field]);
    }
  });

  it("accepts the page size bounds 1 and 250", async () => {
    expect(ids(await server.gql(key, PartnerListDocument, { limit: 1 }))).toEqual(["p5"]);
    expect(ids(await server.gql(key, PartnerListDocument, { limit: 250 }))).toEqual(newestFirst);
  });
});

describe("nested fields", () => {
  it("each listed partner carries its referral links and its referring partner", async () => {
    const { key, create } = await affiliate();
    await create({ email: "top@example.com", id: "top", key: "topkey" });
    await create({ email: "mid@example.com", id: "mid", key: "midkey", referringPartner: { id: "top" } });
    await create({ email: "low@example.com", id: "low", key: "lowkey", referringPartner: { key: "midkey" } });
    const res = await server.gql(key, PartnerListNestedDocument, { limit: 10 });
    expect(res.errors).toBeUndefined();
    const byId = Object.fromEntries(res.data!.partners.edges.map((e) => [e.node.id, e.node]));
    expect(byId.top!.referringPartner).toBeNull();
    expect(byId.mid!.referringPartner).toEqual({ id: "top", email: "top@example.com" });
    expect(byId.low!.referringPartner).toEqual({ id: "mid", email: "mid@example.com" });
    for (const id of ["top", "mid", "low"]) {
      expect(byId[id]!.links).toEqual([expect.objectContaining({ key: `${id}key`, url: `https://shop.example?aff=${id}key`, default: true })]);
    }
  });

  it("a deleted referring partner is no longer shown", async () => {
    const { key, create } = await affiliate();
    await create({ email: "gone@example.com", id: "gone", key: "gonekey" });
    await create({ email: "kid@example.com", id: "kid", key: "kidkey", referringPartner: { id: "gone" } });
    expect((await server.gql(key, PartnerDeleteDocument, { id: "gone" })).data!.deletePartner).toBe(true);
    const res = await server.gql(key, PartnerListNestedDocument, { limit: 10 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.partners.edges.map((e) => [e.node.id, e.node.referringPartner])).toEqual([["kid", null]]);
  });
});

describe("partner (one)", () => {
  it("finds the partner by id, by key and by email (in any letter case), with zero figures", async () => {
    const { key, create } = await affiliate();
    await create({ email: "find@example.com", id: "find-1", key: "findkey" });
    for (const ref of [{ id: "find-1" }, { key: "findkey" }, { email: "FIND@example.com" }]) {
      const res = await server.gql(key, PartnerFindDocument, ref);
      expect(res.errors, JSON.stringify(ref)).toBeUndefined();
      expect(res.data!.partner).toMatchObject({
        id: "find-1",
        key: "findkey",
        email: "find@example.com",
        referrals: { clicks: 0, signups: 0, salesCount: 0, paidAccounts: 0, revenue: [] },
        commissions: { paid: [], pending: [], notPaid: [] },
      });
    }
  });

  it("answers NOT_FOUND 404 for an unknown partner and 422 when no identifier is given", async () => {
    const { key } = await affiliate();
    const missing = expectError(await server.gql(key, PartnerFindDocument, { id: "nobody" }), "NOT_FOUND", 404, "Partner not found");
    expect((missing as { path?: unknown }).path).toEqual(["partner"]);
    const none = expectError(await server.gql(key, PartnerFindDocument, {}), "VALIDATION_FAILED", 422);
    expect(none.extensions!.errors).toHaveProperty("id");
  });
});

describe("updatePartner", () => {
  it("changes the given fields only, by id, key or email; tags: [] clears the tags", async () => {
    const { key, create } = await affiliate();
    await create({ email: "up@example.com", id: "up-1", key: "upkey", name: "Old", surname: "Name", tags: ["a", "b"] });

    const byId = await server.gql(key, PartnerUpdateDocument, { id: "up-1", update: { name: "New" } });
    expect(byId.errors).toBeUndefined();
    expect(byId.data!.updatePartner).toMatchObject({ name: "New", surname: "Name", tags: [{ value: "a" }, { value: "b" }] });

    const byKey = await server.gql(key, PartnerUpdateDocument, { key: "upkey", update: { surname: "Other", tags: [] } });
    expect(byKey.data!.updatePartner).toMatchObject({ name: "New", surname: "Other", tags: [] });

    const byEmail = await server.gql(key, PartnerUpdateDocument, { email: "UP@example.com", update: { email: "Moved@Example.com", approved: false, tos: true } });
    expect(byEmail.data!.updatePartner).toMatchObject({ email: "moved@example.com", approved: false, tos: true });

    const read = await server.gql(key, PartnerFindDocument, { email: "moved@example.com" });
    expect(read.data!.partner).toMatchObject({ id: "up-1", name: "New", surname: "Other", tags: [], approved: false, tos: true });
    expectError(await server.gql(key, PartnerFindDocument, { email: "up@example.com" }), "NOT_FOUND", 404);
  });

  it("a new referral key moves the default link with it", async () => {
    const { key, create } = await affiliate();
    await create({ email: "k@example.com", id: "k-1", key: "oldkey" });
    const res = await server.gql(key, PartnerUpdateDocument, { id: "k-1", update: { key: "newkey" } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePartner).toMatchObject({ key: "newkey", referralLink: "https://shop.example?aff=newkey" });
    expect(res.data!.updatePartner.links).toEqual([expect.objectContaining({ key: "newkey", default: true })]);
    expect((await server.gql(key, PartnerFindDocument, { key: "newkey" })).data!.partner.id).toBe("k-1");
    expectError(await server.gql(key, PartnerFindDocument, { key: "oldkey" }), "NOT_FOUND", 404);
    const links = await server.gql(key, PartnerLinksDocument, { id: "k-1" });
    expect(links.data!.partnerReferralLinks.map((l) => l.key)).toEqual(["newkey"]);
  });

  it("refuses another partner's email or key (422) and a weak password, changing nothing", async () => {
    const { key, create } = await affiliate();
    await create({ email: "one@example.com", id: "one", key: "onekey" });
    await create({ email: "two@example.com", id: "two", key: "twokey", name: "Two" });
    const before = (await server.gql(key, PartnerFindDocument, { id: "two" })).data!.partner;

    const email = expectError(await server.gql(key, PartnerUpdateDocument, { id: "two", update: { email: "one@example.com", name: "Changed" } }), "VALIDATION_FAILED", 422);
    expect(email.extensions!.errors).toEqual({ email: ["Email already exists"] });
    const key2 = expectError(await server.gql(key, PartnerUpdateDocument, { id: "two", update: { key: "onekey" } }), "VALIDATION_FAILED", 422);
    expect(key2.extensions!.errors).toEqual({ key: ["Key already exists"] });
    const pw = expectError(await server.gql(key, PartnerUpdateDocument, { id: "two", update: { password: "weak" } }), "VALIDATION_FAILED", 422);
    expect(Object.keys(pw.extensions!.errors)).toEqual(["password"]);

    expect((await server.gql(key, PartnerFindDocument, { id: "two" })).data!.partner).toEqual(before);
  });

  it("keeping its own email and key is not a duplicate", async () => {
    const { key, create } = await affiliate();
    await create({ email: "self@example.com", id: "self", key: "selfkey" });
    const res = await server.gql(key, PartnerUpdateDocument, { id: "self", update: { email: "self@example.com", key: "selfkey", name: "Same" } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePartner).toMatchObject({ email: "self@example.com", key: "selfkey", name: "Same" });
  });

  it("answers NOT_FOUND 404 for an unknown partner", async () => {
    const { key } = await affiliate();
    expectError(await server.gql(key, PartnerUpdateDocument, { id: "nobody", update: { name: "X" } }), "NOT_FOUND", 404, "Partner not found");
  });
});

describe("deletePartner", () => {
  it("deletes by id, key or email: the partner is gone from reads and the list", async () => {
    const { key, create, count } = await affiliate();
    await create({ email: "d1@example.com", id: "d1" });
    await create({ email: "d2@example.com", key: "d2key" });
    await create({ email: "d3@example.com" });
    await create({ email: "stays@example.com", id: "stays" });

    for (const ref of [{ id: "d1" }, { key: "d2key" }, { email: "D3@example.com" }]) {
      const res = await server.gql(key, PartnerDeleteDocument, ref);
      expect(res.errors, JSON.stringify(ref)).toBeUndefined();
      expect(res.data!.deletePartner).toBe(true);
    }
    expectError(await server.gql(key, PartnerFindDocument, { id: "d1" }), "NOT_FOUND", 404);
    expectError(await server.gql(key, PartnerFindDocument, { key: "d2key" }), "NOT_FOUND", 404);
    expectError(await server.gql(key, PartnerFindDocument, { email: "d3@example.com" }), "NOT_FOUND", 404);
    expect(await count()).toBe(1);
    const list = await server.gql(key, PartnerListDocument, {});
    expect(list.data!.partners.edges.map((e) => e.node.id)).toEqual(["stays"]);
  });

  it("a deleted partner cannot be deleted, updated, archived or rewarded again (404)", async () => {
    const { key, create } = await affiliate();
    await create({ email: "gone@example.com", id: "gone" });
    expect((await server.gql(key, PartnerDeleteDocument, { id: "gone" })).data!.deletePartner).toBe(true);
    expectError(await server.gql(key, PartnerDeleteDocument, { id: "gone" }), "NOT_FOUND", 404);
    expectError(await server.gql(key, PartnerUpdateDocument, { id: "gone", update: { name: "X" } }), "NOT_FOUND", 404);
    expectError(await server.gql(key, PartnerArchiveDocument, { id: "gone" }), "NOT_FOUND", 404);
    expectError(await server.gql(key, PartnerRewardDocument, { id: "gone", amount: 5 }), "NOT_FOUND", 404);
    expectError(await server.gql(key, PartnerLinksDocument, { id: "gone" }), "NOT_FOUND", 404);
  });

  it("answers NOT_FOUND 404 for an unknown partner, 422 without an identifier", async () => {
    const { key } = await affiliate();
    expectError(await server.gql(key, PartnerDeleteDocument, { email: "nobody@example.com" }), "NOT_FOUND", 404, "Partner not found");
    expectError(await server.gql(key, PartnerDeleteDocument, {}), "VALIDATION_FAILED", 422);
  });
});

describe("archivePartner / restorePartner", () => {
  it("archives and restores a partner; each refuses a second time with BAD_REQUEST 400 'Action failed'", async () => {
    const { key, create } = await affiliate();
    await create({ email: "arch@example.com", id: "arch" });

    const archived = await server.gql(key, PartnerArchiveDocument, { id: "arch" });
    expect(archived.data!.archivePartner).toEqual({ id: "arch", status: "archived" });
    expect((await server.gql(key, PartnerFindDocument, { id: "arch" })).data!.partner.status).toBe("archived");
    expectError(await server.gql(key, PartnerArchiveDocument, { id: "arch" }), "BAD_REQUEST", 400, "Action failed");

    // an archived partner is still listed, with its status
    const list = await server.gql(key, PartnerListDocument, {});
    expect(list.data!.partners.edges.map((e) => e.node)).toEqual([expect.objectContaining({ id: "arch", status: "archived" })]);

    const restored = await server.gql(key, PartnerRestoreDocument, { id: "arch" });
    expect(restored.data!.restorePartner).toEqual({ id: "arch", status: "active" });
    expect((await server.gql(key, PartnerFindDocument, { id: "arch" })).data!.partner.status).toBe("active");
    expectError(await server.gql(key, PartnerRestoreDocument, { id: "arch" }), "BAD_REQUEST", 400, "Action failed");
  });

  it("answers NOT_FOUND 404 for an unknown partner", async () => {
    const { key } = await affiliate();
    expectError(await server.gql(key, PartnerArchiveDocument, { id: "nobody" }), "NOT_FOUND", 404);
    expectError(await server.gql(key, PartnerRestoreDocument, { id: "nobody" }), "NOT_FOUND", 404);
  });
});

describe("rewardPartner", () => {
  it("gives a one-off bonus in the program's currency, which shows in the partner's commissions", async () => {
    const { key, create } = await affiliate();
    await create({ email: "bonus@example.com", id: "bonus" });
    const res = await server.gql(key, PartnerRewardDocument, { id: "bonus", amount: 12.5, note: "Launch bonus", date: "2026-01-15T10:00:00Z" });
    expect(res.errors).toBeUndefined();
    expect(res.data!.rewardPartner).toMatchObject({
      partnerId: "bonus",
      amount: 12.5,
      amountUnits: "USD",
      status: "approved",
      note: "Launch bonus",
      date: "2026-01-15T10:00:00.000000Z",
    });
    expect(res.data!.rewardPartner.id).toBeTruthy();

    await server.gql(key, PartnerRewardDocument, { id: "bonus", amount: 0.1 });
    const partner = (await server.gql(key, PartnerFindDocument, { id: "bonus" })).data!.partner;
    expect(partner.commissions).toEqual({ paid: [], pending: [], notPaid: [{ currency: "USD", amount: 12.6 }] });
  });

  it("refuses a zero or negative amount (422 naming amount) and an unknown partner (404)", async () => {
    const { key, create } = await affiliate();
    await create({ email: "nobonus@example.com", id: "nobonus" });
    for (const amount of [0, -5]) {
      const error = expectError(await server.gql(key, PartnerRewardDocument, { id: "nobonus", amount }), "VALIDATION_FAILED", 422);
      expect(Object.keys(error.extensions!.errors)).toEqual(["amount"]);
    }
    const partner = (await server.gql(key, PartnerFindDocument, { id: "nobonus" })).data!.partner;
    expect(partner.commissions).toEqual({ paid: [], pending: [], notPaid: [] });
    expectError(await server.gql(key, PartnerRewardDocument, { id: "nobody", amount: 5 }), "NOT_FOUND", 404);
  });
});

describe("partnerReferralLinks", () => {
  it("lists the partner's links, the default one first, as the REST route does", async () => {
    const { key, create } = await affiliate();
    await create({ email: "links@example.com", id: "links", key: "linkkey" });
    const res = await server.gql(key, PartnerLinksDocument, { id: "links" });
    expect(res.errors).toBeUndefined();
    expect(res.data!.partnerReferralLinks).toEqual([
      {
        id: expect.any(String),
        key: "linkkey",
        url: "https://shop.example?aff=linkkey",
        default: true,
        isAdditional: false,
        directTracking: false,
        directTrackingRedirect: false,
        directTrackingRedirectUrl: null,
      },
    ]);
    const rest = await server.rest(key, "GET", "/v1/partners/links/referral_links");
    expect(rest.status).toBe(200);
    expect(rest.body.data).toEqual([expect.objectContaining({ id: res.data!.partnerReferralLinks[0]!.id, key: "linkkey", url: "https://shop.example?aff=linkkey" })]);
  });

  it("answers NOT_FOUND 404 for an unknown partner", async () => {
    const { key } = await affiliate();
    expectError(await server.gql(key, PartnerLinksDocument, { id: "nobody" }), "NOT_FOUND", 404, "Partner not found");
  });
});

describe("GraphQL and REST are one", () => {
  it("a partner created over GraphQL reads the same over REST, and a REST change shows in GraphQL", async () => {
    const { key, create } = await affiliate();
    const p = await create({ email: "both@example.com", id: "both", key: "bothkey", name: "Bo", tags: ["x"] });
    const rest = await server.rest(key, "GET", "/v1/partners/both");
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      id: "both",
      key: "bothkey",
      email: "both@example.com",
      name: "Bo",
      referral_link: p.referralLink,
      created_at: p.createdAt,
    });
    expect((await server.rest(key, "PUT", "/v1/partners/both", { name: "Bob" })).status).toBe(200);
    expect((await server.gql(key, PartnerFindDocument, { id: "both" })).data!.partner.name).toBe("Bob");
  });
});
