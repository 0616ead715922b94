// Every read and write is scoped by the API key's program:
// program A's key gets 404 "Partner not found" for program B's partners on every partner route
// and GraphQL field, whatever identifier it uses, never sees them in a list, and changes
// nothing of them. Identifiers are per program: A may use the same email, id and key as B.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import {
  PartnerArchiveDocument,
  PartnerCreateDocument,
  PartnerDeleteDocument,
  PartnerFindDocument,
  PartnerNodeDocument,
  type PartnerLookup,
  PartnerListDocument,
  PartnerRestoreDocument,
  PartnerRewardDocument,
  PartnerUpdateDocument,
} from "./generated/graphql.js";

let server: TestServer;
let A: { key: string };
let B: { key: string };

// B's partners: an active one, an archived one (for revoke-archive) and the referrer of the first
const bActive = { id: "b-active", key: "bactivekey", email: "active@b.example" };
const bArchived = { id: "b-archived", key: "barchivedkey", email: "archived@b.example" };
const bReferrer = { id: "b-referrer", key: "breferrerkey", email: "referrer@b.example" };
const bPartners = [bActive, bArchived, bReferrer];

/** what B sees of its partners, to compare before and after A's attempts */
async function bSnapshot() {
  const out: Record<string, unknown> = {};
  for (const p of bPartners) {
    const res = await server.rest(B.key, "GET", `/v1/partners/${p.id}`);
    expect(res.status, p.id).toBe(200);
    const links = await server.rest(B.key, "GET", `/v1/partners/${p.id}/referral_links`);
    out[p.id] = { partner: res.body.data, links: links.body.data };
  }
  const list = await server.rest(B.key, "GET", "/v1/partners?limit=100");
  out.list = list.body.data.map((p: { id: string }) => p.id).sort();
  out.total = list.body.meta.total;
  return out;
}

let before: Awaited<ReturnType<typeof bSnapshot>>;

beforeAll(async () => {
  server = await startTestServer();
  A = await server.program("Affiliate", "Program A");
  B = await server.program("Affiliate", "Program B");
  await server.rest(A.key, "POST", "/v1/partners", { email: "own@a.example", id: "a-own", key: "aownkey" });
  expect((await server.rest(B.key, "POST", "/v1/partners", { ...bReferrer, name: "Ref" })).status).toBe(200);
  expect((await server.rest(B.key, "POST", "/v1/partners", { ...bActive, name: "Bea", tags: ["b"], referring_partner: { id: bReferrer.id } })).status).toBe(200);
  expect((await server.rest(B.key, "POST", "/v1/partners", { ...bArchived, name: "Arch" })).status).toBe(200);
  expect((await server.rest(B.key, "POST", `/v1/partners/${bArchived.id}/archive`)).status).toBe(200);
  expect((await server.rest(B.key, "POST", `/v1/partners/${bActive.id}/reward`, { amount: 7 })).status).toBe(200);
  before = await bSnapshot();
});
afterAll(() => server.close());

const NOT_FOUND = { status: 0, message: "Partner not found" };

describe("REST: A's key and B's partners", () => {
  /** every partner route, aimed at partner p by each identifier it accepts */
  function routes(p: typeof bActive): [string, string, unknown?][] {
    const enc = encodeURIComponent;
    return [
      ["GET", `/v1/partners/${p.id}`],
      ["GET", `/v1/partner?id=${enc(p.id)}`],
      ["GET", `/v1/partner?key=${enc(p.key)}`],
      ["GET", `/v1/partner?email=${enc(p.email)}`],
      ["PUT", `/v1/partners/${p.id}`, { name: "Hijacked", email: "hijacked@a.example" }],
      ["PUT", `/v1/partners/${p.id}`, { update: { name: "Hijacked", key: "hijackedkey" } }],
      ["PUT", "/v1/partners", { id: p.id, update: { name: "Hijacked" } }],
      ["PUT", "/v1/partners", { key: p.key, update: { name: "Hijacked" } }],
      ["PUT", "/v1/partners", { email: p.email, update: { tags: [] } }],
      ["PUT", "/v1/partners", { email: p.email, name: "Hijacked" }],
      ["POST", `/v1/partners/${p.id}/archive`],
      ["POST", `/v1/partners/${p.id}/revoke-archive`],
      ["POST", `/v1/partners/${p.id}/reward`, { amount: 1000, note: "from A" }],
      ["GET", `/v1/partners/${p.id}/referral_links`],
      // deletions last, so that a failure above is not hidden by a missing partner
      ["DELETE", `/v1/partners/${p.id}`],
      ["DELETE", "/v1/partners", { id: p.id }],
      ["DELETE", "/v1/partners", { key: p.key }],
      ["DELETE", "/v1/partners", { email: p.email }],
      ["DELETE", `/v1/partner?email=${enc(p.email)}`],
    ];
  }

  for (const p of bPartners) {
    it(`gets 404 "Partner not found" on every partner route for B's ${p.id}`, async () => {
      for (const [method, path, body] of routes(p)) {
        const res = await server.rest(A.key, method, path, body);
        expect({ route: `${method} ${path}`, status: res.status, body: res.body }).toEqual({ route: `${method} ${path}`, status: 404, body: NOT_FOUND });
      }
    });
  }

  it("never finds B's partners with partners:search, by id, key or email, whole or in part", async () => {
    for (const p of bPartners) {
      for (const query of [`id=${p.id}`, `key=${p.key}`, `email=${p.email}`, `id=${p.id.slice(1, -1)}`, `key=${p.key.slice(0, 3)}`]) {
        const res = await server.rest(A.key, "GET", `/v1/partners:search?${query}`);
        expect({ query, status: res.status, data: res.body.data }).toEqual({ query, status: 200, data: [] });
      }
    }
  });

  it("cannot name B's partner as the referrer of a new partner", async () => {
    const res = await server.rest(A.key, "POST", "/v1/partners", { email: "child@a.example", referring_partner: { id: bActive.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: "Referring partner not found" });
    const found = await server.rest(A.key, "GET", "/v1/partner?email=child@a.example");
    expect(found.status).toBe(404);
  });

  it("never lists B's partners, and counts only its own", async () => {
    for (const query of ["", "?limit=250", "?sort=asc", "?page=2&limit=1"]) {
      const res = await server.rest(A.key, "GET", `/v1/partners${query}`);
      expect(res.status).toBe(200);
      const ids = res.body.data.map((p: { id: string }) => p.id);
      for (const p of bPartners) expect(ids, query).not.toContain(p.id);
      expect(res.body.meta.total, query).toBe((await countOfA()));
    }
  });
});

async function countOfA() {
  const res = await server.gql(A.key, PartnerListDocument, { first: 250 });
  return res.data!.partners.totalCount;
}

describe("GraphQL: A's key and B's partners", () => {


  for (const p of bPartners) {
    it(`finds nothing of B's ${p.id} and changes nothing of it`, async () => {
      const gid = (await server.gql(B.key, PartnerFindDocument, { by: { externalId: p.id } })).data!.partner!.id;
      for (const by of [{ id: gid }, { externalId: p.id }, { key: p.key }, { email: p.email }] as PartnerLookup[]) {
        const res = await server.gql(A.key, PartnerFindDocument, { by });
        expect({ by, errors: res.errors, partner: res.data?.partner }).toEqual({ by, errors: undefined, partner: null });
      }
      expect((await server.gql(A.key, PartnerNodeDocument, { id: gid })).data!.node).toBeNull();
      const refused = [{ field: null, message: "Partner not found", code: "NOT_FOUND" }];
      expect((await server.gql(A.key, PartnerUpdateDocument, { input: { id: gid, name: "Hijacked" } })).data!.partnerUpdate.userErrors).toEqual(refused);
      expect((await server.gql(A.key, PartnerArchiveDocument, { input: { id: gid } })).data!.partnerArchive.userErrors).toEqual(refused);
      expect((await server.gql(A.key, PartnerRestoreDocument, { input: { id: gid } })).data!.partnerRestore.userErrors).toEqual(refused);
      expect((await server.gql(A.key, PartnerRewardDocument, { input: { id: gid, amount: 1000 } })).data!.partnerReward.userErrors).toEqual(refused);
      expect((await server.gql(A.key, PartnerDeleteDocument, { input: { id: gid } })).data!.partnerDelete.userErrors).toEqual(refused);
      const theirs = await server.gql(B.key, PartnerFindDocument, { by: { id: gid } });
      expect(theirs.data!.partner).toMatchObject({ externalId: p.id, key: p.key });
      expect(theirs.data!.partner!.name).not.toBe("Hijacked");
    });
  }

  it("never lists B's partners, with either kind of paging", async () => {
    const seen: string[] = [];
    let after: string | null | undefined;
    do {
      const res = await server.gql(A.key, PartnerListDocument, { first: 1, after });
      seen.push(...res.data!.partners.edges.map((e) => e.node.externalId));
      after = res.data!.partners.pageInfo.hasNextPage ? res.data!.partners.pageInfo.endCursor : undefined;
    } while (after);
    const byPage = await server.gql(A.key, PartnerListDocument, { first: 250 });
    for (const p of bPartners) {
      expect(seen).not.toContain(p.id);
      expect(byPage.data!.partners.edges.map((e) => e.node.externalId)).not.toContain(p.id);
    }
    expect(seen.length).toBe(byPage.data!.partners.totalCount);
  });

  it("never finds B's partners with partners:search, by id, key or email, whole or in part", async () => {
    for (const p of bPartners) {
      for (const query of [`id=${p.id}`, `key=${p.key}`, `email=${p.email}`, `id=${p.id.slice(1, -1)}`, `key=${p.key.slice(0, 3)}`]) {
        const res = await server.rest(A.key, "GET", `/v1/partners:search?${query}`);
        expect({ query, status: res.status, data: res.body.data }).toEqual({ query, status: 200, data: [] });
      }
    }
  });

  it("cannot name B's partner as the referrer of a new partner", async () => {
    const gid = (await server.gql(B.key, PartnerFindDocument, { by: { key: bActive.key } })).data!.partner!.id;
    const res = await server.gql(A.key, PartnerCreateDocument, { input: { email: "child2@a.example", referringPartnerId: gid } });
    expect(res.data!.partnerCreate).toEqual({ partner: null, userErrors: [{ field: null, message: "Referring partner not found", code: "NOT_ALLOWED" }] });
  });
});

describe("identifiers are per program", () => {
  it("A creates a partner with the same email, id and key as B's; each key sees its own", async () => {
    const res = await server.rest(A.key, "POST", "/v1/partners", { ...bActive, email: bActive.email.toUpperCase(), name: "Alpha" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: bActive.id, key: bActive.key, email: bActive.email, name: "Alpha" });

    const a = await server.rest(A.key, "GET", `/v1/partners/${bActive.id}`);
    const b = await server.rest(B.key, "GET", `/v1/partners/${bActive.id}`);
    expect(a.body.data).toMatchObject({ name: "Alpha", commissions: { not_paid: [] } });
    expect(b.body.data).toMatchObject({ name: "Bea", commissions: { not_paid: [{ currency: "USD", amount: 7 }] } });

    const viaGql = await server.gql(A.key, PartnerFindDocument, { by: { key: bActive.key } });
    expect(viaGql.data!.partner).toMatchObject({ name: "Alpha", referringPartner: null });

    // A changes and deletes its own partner of that id; B's is untouched
    expect((await server.rest(A.key, "PUT", `/v1/partners/${bActive.id}`, { name: "Alpha 2" })).status).toBe(200);
    expect((await server.rest(A.key, "DELETE", "/v1/partners", { email: bActive.email })).status).toBe(200);
    expect((await server.rest(A.key, "GET", `/v1/partners/${bActive.id}`)).status).toBe(404);
    expect((await server.rest(B.key, "GET", `/v1/partners/${bActive.id}`)).body.data.name).toBe("Bea");
  });

  it("A's duplicate check looks at A's partners only, over GraphQL too", async () => {
    const res = await server.gql(A.key, PartnerCreateDocument, { input: { email: bArchived.email, externalId: bArchived.id, key: bArchived.key } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.partnerCreate.partner).toMatchObject({ externalId: bArchived.id, key: bArchived.key, status: "ACTIVE", referralLink: `https://shop.example?aff=${bArchived.key}` });
    // and now A's own duplicate is refused
    const again = await server.gql(A.key, PartnerCreateDocument, { input: { email: bArchived.email } });
    expect(again.data!.partnerCreate.userErrors).toEqual([{ field: ["input", "email"], message: "Email already exists", code: "TAKEN" }]);
  });
});

describe("afterwards", () => {
  it("B's partners are exactly as they were: same fields, status, links and commissions", async () => {
    expect(await bSnapshot()).toEqual(before);
    expect(before).toMatchObject({
      [bActive.id]: { partner: { name: "Bea", status: "active", tags: [{ value: "b" }], commissions: { not_paid: [{ currency: "USD", amount: 7 }] } } },
      [bArchived.id]: { partner: { status: "archived" } },
      total: 3,
    });
  });
});
