// Partner REST endpoints over real HTTP: create, legacy
// paths, invite, read, search, update, delete, archive, reward and referral links. Every test
// makes its own program, and every write is checked by reading it back.
// @database-independent: runs in the PostgreSQL pass only (the resource's paths, body forms and
// envelopes; every route's round trip runs on both databases in rest-examples.test.ts)
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESTAMP, expectOk, getWithBody, mailLines } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { linkFor, NOT_FOUND, partnerTotal } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("POST /v1/partners", () => {
  it("creates a partner from every field and answers with the whole partner", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "referrer@example.com", id: "ref-1", key: "ref-key" });

    const res = await api("POST", "/v1/partners", {
      email: "ann@example.com",
      name: "Ann",
      surname: "Lee",
      password: "Secret123",
      id: "ann-1",
      key: "ann-key",
      tags: ["vip", "eu"],
      referring_partner: { id: "ref-1" },
    });

    expect([200, 201]).toContain(res.status);
    expect(res.body.status).toBe(1);
    const p = res.body.data;
    expect(p).toMatchObject({
      id: "ann-1",
      key: "ann-key",
      email: "ann@example.com",
      name: "Ann",
      surname: "Lee",
      status: "active",
      tags: [{ value: "vip" }, { value: "eu" }],
      referrals_count: 0,
    });
    expect(typeof p.tos).toBe("boolean");
    expect(typeof p.approved).toBe("boolean");
    expect(Array.isArray(p.custom_fields)).toBe(true);
    expect(p.referral_link).toMatch(linkFor("ann-key"));
    expect(p.referral_links).toEqual([p.referral_link]);
    expect(p.created_at).toMatch(TIMESTAMP);
    expect(p.updated_at).toMatch(TIMESTAMP);
    // the password is never echoed back, in any form
    expect(JSON.stringify(res.body)).not.toContain("Secret123");
    expect(Object.keys(p).some((k) => k.includes("password"))).toBe(false);

    // persisted: the same partner comes back from a fresh read
    const got = await api("GET", "/v1/partners/ann-1");
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      id: "ann-1",
      key: "ann-key",
      email: "ann@example.com",
      name: "Ann",
      surname: "Lee",
      status: "active",
      tags: [{ value: "vip" }, { value: "eu" }],
      referral_link: p.referral_link,
      created_at: p.created_at,
    });
  });

  it("generates id and key when they are omitted, and the referral link carries the generated key", async () => {
    const { api } = await seed(server).program("Affiliate");
    const p = await expectOk(api, "POST", "/v1/partners", { email: "minimal@example.com" });
    expect(p.id).toEqual(expect.any(String));
    expect(p.id.length).toBeGreaterThan(0);
    expect(p.key).toEqual(expect.any(String));
    expect(p.key.length).toBeGreaterThan(0);
    expect(p.referral_link).toMatch(linkFor(p.key));
    expect(p.status).toBe("active");
    expect(p.tags).toEqual([]);
    expect((await api("GET", `/v1/partners/${p.id}`)).body.data.email).toBe("minimal@example.com");
  });

  it("gives a new partner one default referral link (GET /v1/partners/{id}/referral_links)", async () => {
    const { api } = await seed(server).program("Affiliate");
    const p = await expectOk(api, "POST", "/v1/partners", { email: "links@example.com", id: "lnk-1", key: "lnk-key" });
    const res = await api("GET", "/v1/partners/lnk-1/referral_links");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ key: "lnk-key", default: true, url: p.referral_link });
    expect(res.body.data[0].url).toMatch(linkFor("lnk-key"));
    expect(res.body.data[0].id).toEqual(expect.any(String));
  });

  // the referrer is only visible through GraphQL (Partner.referringPartner is GraphQL-only)
  const REFERRER = parse(`query Referrer($id: String!) { partner(by: { externalId: $id }) { externalId referringPartner { externalId } } }`);

  it.each([
    ["id", { id: "tier1" }],
    ["key", { key: "tier1-key" }],
    ["email", { email: "Tier1@Example.com" }],
  ])("records the referring partner given by %s", async (_by, ref) => {
    const { api, key } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "tier1@example.com", id: "tier1", key: "tier1-key" });
    const res = await api("POST", "/v1/partners", { email: "tier2@example.com", id: "tier2", referring_partner: ref });
    expect([200, 201]).toContain(res.status);

    const g = await server.gql(key, REFERRER as never, { id: "tier2" } as never);
    expect(g.errors).toBeUndefined();
    expect(g.data).toEqual({ partner: { externalId: "tier2", referringPartner: { externalId: "tier1" } } });
  });

  it("legacy POST /v1/partner creates a partner too", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("POST", "/v1/partner", { email: "legacy@example.com", id: "leg-1", name: "Leg", tags: ["old"] });
    expect([200, 201]).toContain(res.status);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatchObject({ id: "leg-1", email: "legacy@example.com", name: "Leg", status: "active", tags: [{ value: "old" }] });
    expect(res.body.data.referral_link).toMatch(linkFor(res.body.data.key));
    const got = await api("GET", "/v1/partners/leg-1");
    expect(got.status).toBe(200);
    expect(got.body.data.email).toBe("legacy@example.com");
  });
});

describe("POST /v1/partners:invite", () => {
  it("without a partner portal configured, mails no made-up link: the program's website instead", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("POST", "/v1/partners:invite", { email: "noportal@example.com", name: "Nia" });
    expect(res.status).toBe(200);
    expect(res.body.data.signup_url).toBeNull();
    const mail = mailLines(server.mailFile).filter((m) => m.to === "noportal@example.com").at(-1)!;
    expect(mail.text).toContain("https://shop.example");
    expect(mail.text).not.toMatch(/\/portal\b/);
  });

  it("sends an invitation mail with a sign-up link to the recipient and creates no partner", async () => {
    const { api } = await seed(server).program("Affiliate");
    expect((await api("PUT", "/v1/program", { portal_settings: { partner_portal_url: "https://partners.shop.example" } })).status).toBe(200);
    await server.app.events.flush(); // a partner's welcome email is sent after its answer
    const before = mailLines(server.mailFile).length;

    const res = await api("POST", "/v1/partners:invite", { email: "invitee@example.com", name: "Ivy", surname: "Stone" });

    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatchObject({ email: "invitee@example.com", name: "Ivy", surname: "Stone" });
    await server.app.events.flush(); // a mail sent after the answer would be counted too
    const mails = mailLines(server.mailFile);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe("invitee@example.com");
    expect(mail.text).toContain("Ivy");
    expect(res.body.data.signup_url).toMatch(/^https:\/\/partners\.shop\.example\/[a-z0-9]+\/signup\?email=invitee%40example\.com$/);
    expect(mail.text).toContain(res.body.data.signup_url);
    // an invitation is not a partner yet
    expect(await partnerTotal(api)).toBe(0);
    expect((await api("GET", "/v1/partner?email=invitee@example.com")).status).toBe(404);
  });

  it("answers 422 naming `name` when the name is missing, and sends nothing", async () => {
    const { api } = await seed(server).program("Affiliate");
    await server.app.events.flush(); // a partner's welcome email is sent after its answer
    const before = mailLines(server.mailFile).length;
    const res = await api("POST", "/v1/partners:invite", { email: "noname@example.com" });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 0, message: expect.any(String), errors: { name: [expect.any(String)] } });
    await server.app.events.flush(); // a mail sent after the answer would be counted too
    expect(mailLines(server.mailFile)).toHaveLength(before);
  });

  it.each([
    ["missing", { name: "Ivy" }],
    ["malformed", { name: "Ivy", email: "not-an-email" }],
  ])("answers 422 naming `email` when the email is %s, and sends nothing", async (_what, body) => {
    const { api } = await seed(server).program("Affiliate");
    await server.app.events.flush(); // a partner's welcome email is sent after its answer
    const before = mailLines(server.mailFile).length;
    const res = await api("POST", "/v1/partners:invite", body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 0, errors: { email: [expect.any(String)] } });
    await server.app.events.flush(); // a mail sent after the answer would be counted too
    expect(mailLines(server.mailFile)).toHaveLength(before);
  });
});

describe("reading partners", () => {
  it("GET /v1/partners lists the program's partners", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "one@example.com", id: "one" });
    await expectOk(api, "POST", "/v1/partners", { email: "two@example.com", id: "two" });
    const res = await api("GET", "/v1/partners");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.map((p: { id: string }) => p.id).sort()).toEqual(["one", "two"]);
    expect(res.body.meta.total).toBe(2);
    expect(res.body.data[0].referral_link).toMatch(linkFor(res.body.data[0].key));
  });

  it("GET /v1/partners/{id} adds referrals and commissions", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "fig@example.com", id: "fig" });
    const res = await api("GET", "/v1/partners/fig");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.id).toBe("fig");
    expect(res.body.data.referrals).toEqual({ clicks: 0, signups: 0, revenue: [], sales_count: 0, paid_accounts: 0 });
    expect(res.body.data.commissions).toEqual({ paid: [], pending: [], not_paid: [] });
  });

  it.each([
    ["id", "?id=second", ["second"]],
    ["key", "?key=second-key", ["second"]],
    ["email", "?email=second%2Btag%40example.com", ["second"]],
    ["part of an id, in any letter case", "?id=COND", ["second"]],
    ["part of a key", "?key=-key", ["third", "second", "first"]],
  ])("GET /v1/partners:search finds partners by %s, as a paged list", async (_by, query, ids) => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "first@example.com", id: "first", key: "first-key" });
    await expectOk(api, "POST", "/v1/partners", { email: "second+tag@example.com", id: "second", key: "second-key" });
    await expectOk(api, "POST", "/v1/partners", { email: "third@example.com", id: "third", key: "third-key" });
    const res = await api("GET", `/v1/partners:search${query}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(ids);
    expect(res.body.meta).toMatchObject({ total: ids.length, current_page: 1 });
    expect(res.body.links.next).toBeNull();
    if (ids.length === 1) expect(res.body.data[0]).toMatchObject({ id: "second", key: "second-key", email: "second+tag@example.com" });
  });

  it("GET /v1/partners:search matches emails exactly, not in part", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "exact@example.com", id: "exact" });
    expect((await api("GET", "/v1/partners:search?email=exact@example.com")).body.data.map((p: { id: string }) => p.id)).toEqual(["exact"]);
    const partial = await api("GET", "/v1/partners:search?email=example.com");
    expect(partial.status).toBe(422);
    expect(Object.keys(partial.body.errors)).toEqual(["email"]);
    const none = await api("GET", "/v1/partners:search?email=xact@example.com");
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it("GET /v1/partners:search without id, key or email is a 422", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "any@example.com" });
    const res = await api("GET", "/v1/partners:search");
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(Object.keys(res.body.errors ?? {})).not.toHaveLength(0);
  });

  it("legacy GET /v1/partner?email= finds the partner", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "other@example.com", id: "other" });
    await expectOk(api, "POST", "/v1/partners", { email: "old@example.com", id: "old" });
    const res = await api("GET", "/v1/partner?email=old@example.com");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: "old", email: "old@example.com" });
  });

  describe("GET with a JSON body instead of a query string", () => {
    it.each([
      ["email", { email: "body@example.com" }],
      ["key", { key: "body-key" }],
      ["id", { id: "body-1" }],
    ])("GET /v1/partners:search with body {%s}", async (_by, body) => {
      const { api, key } = await seed(server).program("Affiliate");
      await expectOk(api, "POST", "/v1/partners", { email: "decoy@example.com", id: "decoy", key: "decoy-key" });
      await expectOk(api, "POST", "/v1/partners", { email: "body@example.com", id: "body-1", key: "body-key" });
      const res = await getWithBody(server.url, "/v1/partners:search", key, body);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({ id: "body-1", email: "body@example.com" });
    });

    it("legacy GET /v1/partner with body {email}", async () => {
      const { api, key } = await seed(server).program("Affiliate");
      await expectOk(api, "POST", "/v1/partners", { email: "decoy@example.com", id: "decoy" });
      await expectOk(api, "POST", "/v1/partners", { email: "legacybody@example.com", id: "lb" });
      const res = await getWithBody(server.url, "/v1/partner", key, { email: "legacybody@example.com" });
      expect(res.status).toBe(200);
      expect(res.body.data.id).toBe("lb");
    });

    it("GET /v1/partners with body {limit, sort} pages as the query string would", async () => {
      const { api, key } = await seed(server).program("Affiliate");
      for (const id of ["b1", "b2", "b3"]) await expectOk(api, "POST", "/v1/partners", { email: `${id}@example.com`, id });
      const res = await getWithBody(server.url, "/v1/partners", key, { limit: 2, sort: "asc" });
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(["b1", "b2"]);
      expect(res.body.meta).toMatchObject({ per_page: 2, total: 3, last_page: 2 });
    });

    it("an unknown partner in the body is a 404 on the legacy path, and an empty list on partners:search", async () => {
      const { key } = await seed(server).program("Affiliate");
      const res = await getWithBody(server.url, "/v1/partner", key, { email: "nobody@example.com" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
      const search = await getWithBody(server.url, "/v1/partners:search", key, { email: "nobody@example.com" });
      expect(search.status).toBe(200);
      expect(search.body.data).toEqual([]);
    });
  });
});

describe("updating partners", () => {
  it("PUT /v1/partners/{id} with flat changes", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "flat@example.com", id: "flat", name: "Old", surname: "Name", tags: ["keep"] });
    const res = await api("PUT", "/v1/partners/flat", { name: "New", surname: "Surname", email: "flat.new@example.com" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatchObject({ id: "flat", name: "New", surname: "Surname", email: "flat.new@example.com" });

    const got = await api("GET", "/v1/partners/flat");
    expect(got.body.data).toMatchObject({ name: "New", surname: "Surname", email: "flat.new@example.com", tags: [{ value: "keep" }] });
    expect(got.body.data.updated_at).toMatch(TIMESTAMP);
    expect((await api("GET", "/v1/partner?email=flat@example.com")).status).toBe(404);
    expect((await api("GET", "/v1/partner?email=flat.new@example.com")).body.data.id).toBe("flat");
  });

  it("PUT /v1/partners/{id} with changes wrapped in update", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "wrap@example.com", id: "wrap", name: "Old", tags: ["a"] });
    const res = await api("PUT", "/v1/partners/wrap", { update: { name: "Wrapped", tags: ["b", "c"] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Wrapped", tags: [{ value: "b" }, { value: "c" }] });
    const got = await api("GET", "/v1/partners/wrap");
    expect(got.body.data).toMatchObject({ name: "Wrapped", email: "wrap@example.com", tags: [{ value: "b" }, { value: "c" }] });
  });

  it.each([
    ["key", { key: "coll-key" }],
    ["email", { email: "coll@example.com" }],
    ["id", { id: "coll" }],
  ])("PUT /v1/partners identifies the partner by %s in the body", async (_by, ref) => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "bystander@example.com", id: "bystander", name: "Same" });
    await expectOk(api, "POST", "/v1/partners", { email: "coll@example.com", id: "coll", key: "coll-key", name: "Before" });
    const res = await api("PUT", "/v1/partners", { ...ref, update: { name: "After", surname: "Changed" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: "coll", name: "After", surname: "Changed" });
    expect((await api("GET", "/v1/partners/coll")).body.data).toMatchObject({ name: "After", surname: "Changed" });
    expect((await api("GET", "/v1/partners/bystander")).body.data.name).toBe("Same");
  });

  it("legacy PUT /v1/partner updates the partner named in the body", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "legput@example.com", id: "legput", name: "Before" });
    const res = await api("PUT", "/v1/partner", { email: "legput@example.com", update: { name: "After" } });
    expect(res.status).toBe(200);
    expect((await api("GET", "/v1/partners/legput")).body.data.name).toBe("After");
  });

  it.each([
    ["flat", { tags: [] }],
    ["wrapped", { update: { tags: [] } }],
  ])("tags: [] clears the tags (%s)", async (_form, body) => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "tags@example.com", id: "tags", tags: ["x", "y"] });
    const res = await api("PUT", "/v1/partners/tags", body);
    expect(res.status).toBe(200);
    expect(res.body.data.tags).toEqual([]);
    expect((await api("GET", "/v1/partners/tags")).body.data.tags).toEqual([]);
  });

  it("an update without tags keeps them", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "keep@example.com", id: "keep", tags: ["x", "y"] });
    await api("PUT", "/v1/partners/keep", { name: "Renamed" });
    expect((await api("GET", "/v1/partners/keep")).body.data.tags).toEqual([{ value: "x" }, { value: "y" }]);
  });

  it("a key change moves the default referral link to the new key", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "rekey@example.com", id: "rekey", key: "old-key" });
    const res = await api("PUT", "/v1/partners/rekey", { key: "new-key" });
    expect(res.status).toBe(200);
    expect(res.body.data.key).toBe("new-key");
    expect(res.body.data.referral_link).toMatch(linkFor("new-key"));

    const got = await api("GET", "/v1/partners/rekey");
    expect(got.body.data.key).toBe("new-key");
    expect(got.body.data.referral_link).toMatch(linkFor("new-key"));
    expect(got.body.data.referral_links).toEqual([got.body.data.referral_link]);
    const links = await api("GET", "/v1/partners/rekey/referral_links");
    expect(links.body.data).toHaveLength(1);
    expect(links.body.data[0]).toMatchObject({ key: "new-key", default: true });
    expect((await api("GET", "/v1/partner?key=new-key")).body.data.id).toBe("rekey");
    expect((await api("GET", "/v1/partner?key=old-key")).status).toBe(404);
  });

  it("keeping the same key is not a conflict", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "same@example.com", id: "same", key: "same-key" });
    const res = await api("PUT", "/v1/partners/same", { key: "same-key", name: "Still" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: "same-key", name: "Still" });
  });

  it("a valid new password is accepted and never echoed", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "pw@example.com", id: "pw", password: "Original1" });
    const res = await api("PUT", "/v1/partners/pw", { password: "Changed99x" });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe("pw");
    expect(JSON.stringify(res.body)).not.toContain("Changed99x");
  });

  it.each(["short1A", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"])(
    "a weak new password (%s) is a 422 naming `password`, and nothing in the request is applied",
    async (password) => {
      const { api } = await seed(server).program("Affiliate");
      await expectOk(api, "POST", "/v1/partners", { email: "weak@example.com", id: "weak", name: "Unchanged" });
      const res = await api("PUT", "/v1/partners/weak", { password, name: "Changed" });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 0, message: expect.any(String), errors: { password: [expect.any(String)] } });
      expect((await api("GET", "/v1/partners/weak")).body.data.name).toBe("Unchanged");
    },
  );
});

describe("deleting partners", () => {
  it("DELETE /v1/partners/{id} answers {status:1}; the partner is then gone", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "stay@example.com", id: "stay" });
    await expectOk(api, "POST", "/v1/partners", { email: "gone@example.com", id: "gone", key: "gone-key" });

    const res = await api("DELETE", "/v1/partners/gone");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1 });

    const got = await api("GET", "/v1/partners/gone");
    expect(got.status).toBe(404);
    expect(got.body).toEqual(NOT_FOUND);
    expect((await api("GET", "/v1/partner?email=gone@example.com")).status).toBe(404);
    expect((await api("GET", "/v1/partner?key=gone-key")).status).toBe(404);
    const list = await api("GET", "/v1/partners");
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual(["stay"]);
    expect(list.body.meta.total).toBe(1);
    // and deleting it again finds nothing
    const again = await api("DELETE", "/v1/partners/gone");
    expect(again.status).toBe(404);
    expect(again.body).toEqual(NOT_FOUND);
  });

  it('DELETE /v1/partners {"email":..} deletes the partner named in the body', async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "stay@example.com", id: "stay" });
    await expectOk(api, "POST", "/v1/partners", { email: "bodydel@example.com", id: "bodydel" });
    const res = await api("DELETE", "/v1/partners", { email: "bodydel@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1 });
    const got = await api("GET", "/v1/partners/bodydel");
    expect(got.status).toBe(404);
    expect(got.body).toEqual(NOT_FOUND);
    expect((await api("GET", "/v1/partners/stay")).status).toBe(200);
  });

  it("legacy DELETE /v1/partner deletes the partner named in the body", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "legdel@example.com", id: "legdel" });
    const res = await api("DELETE", "/v1/partner", { email: "legdel@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1 });
    expect((await api("GET", "/v1/partners/legdel")).status).toBe(404);
  });
});

describe("archive and revoke-archive", () => {
  it("archive makes the partner archived; revoke-archive makes it active again", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "arch@example.com", id: "arch" });

    const archived = await api("POST", "/v1/partners/arch/archive");
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ status: 1 });
    expect((await api("GET", "/v1/partners/arch")).body.data.status).toBe("archived");

    const restored = await api("POST", "/v1/partners/arch/revoke-archive");
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ status: 1 });
    expect((await api("GET", "/v1/partners/arch")).body.data.status).toBe("active");
  });

  it('archiving twice is a 400 "Action failed" and the partner stays archived', async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "twice@example.com", id: "twice" });
    expect((await api("POST", "/v1/partners/twice/archive")).status).toBe(200);
    const res = await api("POST", "/v1/partners/twice/archive");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: "Action failed" });
    expect((await api("GET", "/v1/partners/twice")).body.data.status).toBe("archived");
  });

  it('revoke-archive of a partner that is not archived is a 400 "Action failed"', async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "active@example.com", id: "active" });
    const res = await api("POST", "/v1/partners/active/revoke-archive");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: "Action failed" });
    expect((await api("GET", "/v1/partners/active")).body.data.status).toBe("active");
  });

  it("revoke-archive a second time is a 400 as well", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "back@example.com", id: "back" });
    await api("POST", "/v1/partners/back/archive");
    expect((await api("POST", "/v1/partners/back/revoke-archive")).status).toBe(200);
    const res = await api("POST", "/v1/partners/back/revoke-archive");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: "Action failed" });
  });
});

describe("POST /v1/partners/{id}/reward", () => {
  it("records a one-off bonus in the program currency that shows as not paid", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "bonus@example.com", id: "bonus" });
    const res = await api("POST", "/v1/partners/bonus/reward", { amount: 25.5, note: "Launch bonus" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatchObject({ amount: 25.5, amount_units: "USD", note: "Launch bonus" });

    const got = await api("GET", "/v1/partners/bonus");
    expect(got.body.data.commissions.not_paid).toEqual([{ currency: "USD", amount: 25.5 }]);
    expect(got.body.data.commissions.paid).toEqual([]);
  });

  it("adds bonuses up exactly (0.1 + 0.2 is 0.3)", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "sum@example.com", id: "sum" });
    expect((await api("POST", "/v1/partners/sum/reward", { amount: 0.1 })).status).toBe(200);
    expect((await api("POST", "/v1/partners/sum/reward", { amount: 0.2 })).status).toBe(200);
    const got = await api("GET", "/v1/partners/sum");
    expect(got.body.data.commissions.not_paid).toEqual([{ currency: "USD", amount: 0.3 }]);
  });

  it("takes the amount as a numeric string and keeps the given date", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "dated@example.com", id: "dated" });
    const res = await api("POST", "/v1/partners/dated/reward", { amount: "10.50", date: "2026-01-15T10:00:00Z" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 10.5, amount_units: "USD", date: "2026-01-15T10:00:00.000000Z" });
  });

  it.each([
    ["zero", { amount: 0 }],
    ["negative", { amount: -5 }],
    ["missing", { note: "no amount" }],
    ["not a number", { amount: "abc" }],
  ])("an amount that is %s is a 422 naming `amount`, and no reward is recorded", async (_what, body) => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "noreward@example.com", id: "noreward" });
    const res = await api("POST", "/v1/partners/noreward/reward", body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 0, message: expect.any(String), errors: { amount: [expect.any(String)] } });
    const got = await api("GET", "/v1/partners/noreward");
    expect(got.body.data.commissions).toEqual({ paid: [], pending: [], not_paid: [] });
  });
});

describe("authentication and program type", () => {
  it("a request without an API key, or with a wrong one, is a 401", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "auth@example.com", id: "auth" });
    for (const key of [null, "not-a-real-key"]) {
      const res = await server.rest(key, "GET", "/v1/partners/auth");
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 0, message: "Unauthenticated." });
    }
  });

  it.each(["Referral", "Newsletter"] as const)("partner endpoints are a 400 in %s programs", async (type) => {
    const { key } = await server.program(type);
    const calls: [string, string, unknown?][] = [
      ["POST", "/v1/partners", { email: "x@example.com" }],
      ["GET", "/v1/partners"],
      ["GET", "/v1/partner?email=x@example.com"],
      ["POST", "/v1/partners:invite", { email: "x@example.com", name: "X" }],
    ];
    for (const [method, path, body] of calls) {
      const res = await server.rest(key, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toEqual({ status: 0, message: expect.stringMatching(new RegExp(`is not available for ${type} programs$`)) });
    }
  });
});
