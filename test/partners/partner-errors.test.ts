// Partner errors over real HTTP: the partner error cases with the one error body,
// validation of the create body, concurrent duplicates, and 404 on every route that takes a
// partner. A failed request must change nothing, so each case reads the program back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { NOT_FOUND, partnerTotal } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EXISTING = { email: "taken@example.com", id: "taken-id", key: "taken-key" };

/** a program holding one partner whose email, id and key the cases collide with */
async function programWithPartner() {
  const { api, key } = await seed(server).program("Affiliate");
  await expectOk(api, "POST", "/v1/partners", EXISTING);
  return { api, key };
}

describe("duplicates on POST /v1/partners", () => {
  it.each([
    ["email", { email: "taken@example.com" }, /email already exists/i],
    ["email", { email: "TAKEN@Example.COM" }, /email already exists/i],
    ["id", { email: "new1@example.com", id: "taken-id" }, /id already exists/i],
    ["key", { email: "new2@example.com", key: "taken-key" }, /key already exists/i],
  ])("422 with errors.%s when it already exists (%j)", async (field, body, message) => {
    const { api } = await programWithPartner();
    const res = await api("POST", "/v1/partners", body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 0, message: expect.stringMatching(message), errors: { [field]: [expect.stringMatching(message)] } });
    expect(await partnerTotal(api)).toBe(1);
    if (body.email !== undefined && !/taken/i.test(body.email)) {
      expect((await api("GET", `/v1/partner?email=${body.email}`)).status).toBe(404);
    }
  });

  it("names every duplicate field at once", async () => {
    const { api } = await programWithPartner();
    const res = await api("POST", "/v1/partners", EXISTING);
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "id", "key"]);
    expect(await partnerTotal(api)).toBe(1);
  });

  it("the same email, id and key are free in another program", async () => {
    await programWithPartner();
    const { api } = await seed(server).program("Affiliate");
    const res = await api("POST", "/v1/partners", EXISTING);
    expect([200, 201]).toContain(res.status);
    expect(res.body.data).toMatchObject(EXISTING);
  });

  // the uniqueness checks run before the insert; requests that race past them meet the
  // database's unique constraints, and must get the same 422 naming the same field
  it.each([
    ["email", (i: number) => ({ email: "race@example.com", name: `r${i}` })],
    ["id", (i: number) => ({ email: `race-id-${i}@example.com`, id: "race-id" })],
    ["key", (i: number) => ({ email: `race-key-${i}@example.com`, key: "race-key" })],
  ])("concurrent creates with the same %s: one wins, the others get 422 naming that field", async (field, body) => {
    const { api } = await seed(server).program("Affiliate");
    const results = await Promise.all([0, 1, 2, 3].map((i) => api("POST", "/v1/partners", body(i))));
    const won = results.filter((r) => r.status === 200 || r.status === 201);
    const lost = results.filter((r) => r.status !== 200 && r.status !== 201);
    expect(won).toHaveLength(1);
    for (const r of lost) {
      expect(r.status).toBe(422);
      expect(r.body).toEqual({ status: 0, message: expect.any(String), errors: { [field]: [expect.stringMatching(/already exists/i)] } });
    }
    expect(await partnerTotal(api)).toBe(1);
  });
});

describe('400 "Referring partner not found"', () => {
  it.each([
    ["id", { id: "nobody" }],
    ["key", { key: "nobody-key" }],
    ["email", { email: "nobody@example.com" }],
  ])("an unknown referring partner by %s", async (_by, ref) => {
    const { api } = await programWithPartner();
    const res = await api("POST", "/v1/partners", { email: "child@example.com", referring_partner: ref });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: "Referring partner not found" });
    expect(await partnerTotal(api)).toBe(1);
    expect((await api("GET", "/v1/partner?email=child@example.com")).status).toBe(404);
  });

  it("a referring partner of another program is not found", async () => {
    await programWithPartner();
    const { api } = await seed(server).program("Affiliate");
    const res = await api("POST", "/v1/partners", { email: "child@example.com", referring_partner: { id: "taken-id" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: "Referring partner not found" });
    expect(await partnerTotal(api)).toBe(0);
  });

  it("a deleted referring partner is not found", async () => {
    const { api } = await programWithPartner();
    expect((await api("DELETE", "/v1/partners/taken-id")).status).toBe(200);
    const res = await api("POST", "/v1/partners", { email: "child@example.com", referring_partner: { key: "taken-key" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: "Referring partner not found" });
    expect(await partnerTotal(api)).toBe(0);
  });
});

describe("validation of POST /v1/partners", () => {
  it.each([
    ["email", "missing", { name: "No Email" }],
    ["email", "malformed", { email: "not-an-email" }],
    ["email", "without a domain", { email: "someone@" }],
    ["password", "shorter than 8", { email: "p1@example.com", password: "Ab1cdef" }],
    ["password", "without an uppercase letter", { email: "p2@example.com", password: "abcdefg1" }],
    ["password", "without a lowercase letter", { email: "p3@example.com", password: "ABCDEFG1" }],
    ["password", "without a number", { email: "p4@example.com", password: "Abcdefgh" }],
  ])("422 naming `%s` when it is %s, and nothing is created", async (field, _what, body) => {
    const { api } = await programWithPartner();
    const res = await api("POST", "/v1/partners", body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 0, message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(await partnerTotal(api)).toBe(1);
  });

  it("a password that meets the rule exactly is accepted", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("POST", "/v1/partners", { email: "ok@example.com", password: "Abcdefg1" });
    expect([200, 201]).toContain(res.status);
  });

  it("a referring_partner without id, key or email is a 422 naming referring_partner", async () => {
    const { api } = await programWithPartner();
    const res = await api("POST", "/v1/partners", { email: "child@example.com", referring_partner: {} });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(Object.keys(res.body.errors)[0]).toMatch(/^referring_partner/);
    expect(await partnerTotal(api)).toBe(1);
  });
});

describe("conflicts on update", () => {
  async function twoPartners() {
    const { api } = await programWithPartner();
    await expectOk(api, "POST", "/v1/partners", { email: "mine@example.com", id: "mine", key: "mine-key", name: "Mine" });
    return api;
  }

  it.each([
    ["email", { email: "taken@example.com" }],
    ["email", { email: "Taken@Example.com" }],
    ["key", { key: "taken-key" }],
  ])("changing %s to another partner's is a 422 and changes nothing (%j)", async (field, change) => {
    const api = await twoPartners();
    const res = await api("PUT", "/v1/partners/mine", { ...change, name: "Changed" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 0, message: expect.any(String), errors: { [field]: [expect.stringMatching(/already exists/i)] } });
    const got = await api("GET", "/v1/partners/mine");
    expect(got.body.data).toMatchObject({ email: "mine@example.com", key: "mine-key", name: "Mine" });
    expect(got.body.data.referral_link).toContain("aff=mine-key");
  });

  // link keys share one namespace per program (additional links come from POST /v1/partner_referral_links)
  it.each([
    ["another partner's additional link", "taken-id"],
    ["one of the partner's own additional links", "mine"],
  ])("changing the key to the key of %s is a 422 naming key, and changes nothing", async (_whose, owner) => {
    const api = await twoPartners();
    const link = await api("POST", "/v1/partner_referral_links", { key: "extra-key", partner: { id: owner } });
    expect(link.status).toBe(200);

    const res = await api("PUT", "/v1/partners/mine", { key: "extra-key" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 0, message: expect.any(String), errors: { key: [expect.stringMatching(/already exists/i)] } });
    const got = await api("GET", "/v1/partners/mine");
    expect(got.body.data.key).toBe("mine-key");
    expect(got.body.data.referral_link).toContain("aff=mine-key");
    const links = await api("GET", "/v1/partners/mine/referral_links");
    expect(links.body.data.find((l: { default: boolean }) => l.default).key).toBe("mine-key");
  });

  it("a malformed new email is a 422 naming email", async () => {
    const api = await twoPartners();
    const res = await api("PUT", "/v1/partners/mine", { update: { email: "broken" } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 0, errors: { email: [expect.any(String)] } });
    expect((await api("GET", "/v1/partners/mine")).body.data.email).toBe("mine@example.com");
  });
});

describe("404 for an unknown partner", () => {
  const ID_ROUTES: [string, string, unknown?][] = [
    ["GET", "/v1/partners/{id}"],
    ["PUT", "/v1/partners/{id}", { name: "X" }],
    ["PUT", "/v1/partners/{id}", { update: { name: "X" } }],
    ["DELETE", "/v1/partners/{id}"],
    ["POST", "/v1/partners/{id}/archive"],
    ["POST", "/v1/partners/{id}/revoke-archive"],
    ["POST", "/v1/partners/{id}/reward", { amount: 10 }],
    ["GET", "/v1/partners/{id}/referral_links"],
  ];

  async function expect404(api: Api, method: string, path: string, body?: unknown) {
    const res = await api(method, path, body);
    expect(res.status, `${method} ${path}`).toBe(404);
    expect(res.body, `${method} ${path}`).toEqual(NOT_FOUND);
  }

  it.each(ID_ROUTES)("%s %s with an id that does not exist", async (method, path, body) => {
    const { api } = await programWithPartner();
    await expect404(api, method, path.replace("{id}", "no-such-partner"), body);
    expect(await partnerTotal(api)).toBe(1);
  });

  it.each(ID_ROUTES)("%s %s with the id of another program's partner, which stays untouched", async (method, path, body) => {
    const owner = await programWithPartner();
    const { api } = await seed(server).program("Affiliate");
    await expect404(api, method, path.replace("{id}", EXISTING.id), body);
    const got = await owner.api("GET", `/v1/partners/${EXISTING.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ ...EXISTING, status: "active", name: "" });
    expect(got.body.data.commissions.not_paid).toEqual([]);
  });

  it.each(ID_ROUTES)("%s %s with the id of a deleted partner", async (method, path, body) => {
    const { api } = await programWithPartner();
    expect((await api("DELETE", `/v1/partners/${EXISTING.id}`)).status).toBe(200);
    await expect404(api, method, path.replace("{id}", EXISTING.id), body);
  });

  it.each([
    ["GET", "/v1/partner?id=nobody"],
    ["GET", "/v1/partner?key=nobody-key"],
    ["GET", "/v1/partner?email=nobody@example.com"],
    ["GET", "/v1/partner?email=nobody@example.com"],
    ["PUT", "/v1/partners", { key: "nobody-key", update: { name: "X" } }],
    ["PUT", "/v1/partner", { email: "nobody@example.com", update: { name: "X" } }],
    ["DELETE", "/v1/partners", { email: "nobody@example.com" }],
    ["DELETE", "/v1/partner", { email: "nobody@example.com" }],
  ] as [string, string, unknown?][])("%s %s identifying the partner by query or body", async (method, path, body) => {
    const { api } = await programWithPartner();
    await expect404(api, method, path, body);
    expect(await partnerTotal(api)).toBe(1);
  });
});
