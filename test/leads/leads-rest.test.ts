// Leads over REST: the lead form configured through the
// GraphQL mutation updateLeadSettings, submission with the form answers checked, list, get,
// convert (customer and commission), reject, delete, program types and isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeadSettingsUpdateDocument, type LeadFormFieldType, type RateType } from "../generated/graphql.js";
import { type Api, DATE, expectOk, getWithBody, listTotal } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FORM = [
  { id: "company", question: "Company name?", type: "text", required: true },
  { id: "size", question: "Team size?", type: "select", required: false, options: ["small", "large"] },
  { id: "products", question: "Interested in?", type: "multiselect", required: false, options: ["api", "plugin", "app"] },
];

/** an affiliate program with a partner (key pk, id pid, email p@example.com), a lead form and a 10% commission */
async function leadProgram(commission: { type: RateType; value: number } = { type: "PERCENT", value: 10 }) {
  const ctx = await seed(server).program("Affiliate");
  await ctx.partner({ email: "p@example.com", key: "pk", id: "pid", name: "Pat", surname: "Partner" });
  const form = FORM.map((f) => ({ ...f, type: f.type.toUpperCase() as LeadFormFieldType }));
  const settings = await server.gql(ctx.key, LeadSettingsUpdateDocument, { input: { form, commission } });
  if (settings.errors || settings.data?.leadSettingsUpdate.userErrors.length) throw new Error(JSON.stringify(settings));
  return ctx;
}

const leads = (api: Api) => listTotal(api, "/v1/leads");
const submit = (api: Api, body: Record<string, unknown> = {}) =>
  expectOk(api, "POST", "/v1/leads", { name: "Lee Lead", email: "lee@example.com", partner: { key: "pk" }, cfields: { company: "ACME" }, ...body });
const pending = async (api: Api) => (await expectOk(api, "GET", "/v1/partners/pid")).commissions.pending as { currency: string; amount: number }[];

describe("GET /v1/leads/details", () => {
  it("shows the lead form and the commission set with leadSettingsUpdate", async () => {
    const { api } = await leadProgram();
    const res = await api("GET", "/v1/leads/details");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.form).toEqual([
      { id: "company", question: "Company name?", type: "text", required: true, options: [] },
      { id: "size", question: "Team size?", type: "select", required: false, options: ["small", "large"] },
      { id: "products", question: "Interested in?", type: "multiselect", required: false, options: ["api", "plugin", "app"] },
    ]);
    expect(res.body.data.commission).toEqual({ type: "percent", value: 10 });
  });

  it("shows an empty form before any configuration", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("GET", "/v1/leads/details");
    expect(res.status).toBe(200);
    expect(res.body.data.form).toEqual([]);
    expect(res.body.data.commission).toMatchObject({ type: expect.any(String), value: expect.any(Number) });
  });
});

describe("POST /v1/leads", () => {
  it("submits a lead with every field of a lead", async () => {
    const { api } = await leadProgram();
    const res = await api("POST", "/v1/leads", {
      name: "Lee Lead",
      email: "Lee@Example.com",
      partner: { key: "pk" },
      cfields: { company: "ACME", size: "large", products: ["api", "app"] },
    });
    expect([200, 201]).toContain(res.status);
    expect(res.body.status).toBe(1);
    const lead = res.body.data;
    expect(Number.isInteger(lead.id)).toBe(true);
    expect(lead).toMatchObject({
      status: "submitted",
      lead_info: { name: "Lee Lead", email: "lee@example.com" },
      converted_to: null,
      submitter: { id: "pid", name: "Pat Partner", email: "p@example.com" },
      submission_form: [
        { question: "Company name?", answer: "ACME" },
        { question: "Team size?", answer: "large" },
        { question: "Interested in?", answer: expect.stringMatching(/api.*app/) },
      ],
      can_be_converted: true,
      can_be_rejected: true,
    });
    expect(lead.created_at).toMatch(DATE);
    expect(await expectOk(api, "GET", `/v1/leads/${lead.id}`)).toEqual(lead);
  });

  it("identifies the partner by key, id or email", async () => {
    const { api } = await leadProgram();
    for (const partner of [{ key: "pk" }, { id: "pid" }, { email: "P@example.com" }]) {
      const lead = await submit(api, { partner });
      expect(lead.submitter, JSON.stringify(partner)).toMatchObject({ id: "pid", email: "p@example.com" });
    }
    expect(await leads(api)).toBe(3);
  });

  it("gives 422 naming cfields.<id> for unknown fields, missing required answers and answers outside the options", async () => {
    const { api } = await leadProgram();
    const cases: [Record<string, unknown>, string][] = [
      [{ company: "ACME", budget: "1000" }, "cfields.budget"],
      [{}, "cfields.company"],
      [{ company: "   " }, "cfields.company"],
      [{ company: "ACME", size: "huge" }, "cfields.size"],
      [{ company: "ACME", products: ["api", "toaster"] }, "cfields.products"],
    ];
    for (const [cfields, field] of cases) {
      const res = await api("POST", "/v1/leads", { name: "X", email: "x@example.com", partner: { key: "pk" }, cfields });
      expect(res.status, JSON.stringify(cfields)).toBe(422);
      expect(res.body.status).toBe(0);
      expect(res.body.errors[field], JSON.stringify(cfields)).toEqual([expect.any(String)]);
    }
    const noCfields = await api("POST", "/v1/leads", { name: "X", email: "x@example.com", partner: { key: "pk" } });
    expect(noCfields.status).toBe(422);
    expect(noCfields.body.errors["cfields.company"]).toEqual([expect.any(String)]);
    expect(await leads(api)).toBe(0);
  });

  it("gives 422 for a missing name, email or partner, and 400 Invalid partner key for an unknown partner", async () => {
    const { api } = await leadProgram();
    const base = { name: "X", email: "x@example.com", partner: { key: "pk" }, cfields: { company: "ACME" } };
    for (const [omit, field] of [["name", "name"], ["email", "email"], ["partner", "partner"]] as const) {
      const body: Record<string, unknown> = { ...base };
      delete body[omit];
      const res = await api("POST", "/v1/leads", body);
      expect(res.status, omit).toBe(422);
      expect(res.body.errors[field], omit).toEqual([expect.any(String)]);
    }
    const badEmail = await api("POST", "/v1/leads", { ...base, email: "not-an-email" });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors.email).toEqual([expect.any(String)]);
    const emptyPartner = await api("POST", "/v1/leads", { ...base, partner: {} });
    expect(emptyPartner.status).toBe(422);
    expect(emptyPartner.body.errors.partner).toEqual([expect.any(String)]);

    const unknown = await api("POST", "/v1/leads", { ...base, partner: { key: "nobody" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ status: 0, message: "Invalid partner key" });
    expect(await leads(api)).toBe(0);
  });
});

describe("GET /v1/leads and /v1/leads/{id}", () => {
  it("lists leads newest first, 15 a page by default, with limit 1-250 and page", async () => {
    const { api, program } = await leadProgram();
    const partner = await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: program.id, key: "pk" } });
    const base = Date.UTC(2026, 0, 1);
    await server.app.database.prisma.lead.createMany({
      data: Array.from({ length: 17 }, (_, i) => ({
        programId: program.id,
        partnerUid: partner.uid,
        name: `Lead ${i}`,
        email: `l${i}@example.com`,
        answers: { company: `C${i}` },
        createdAt: new Date(base + i * 86_400_000),
      })),
    });
    const first = await api("GET", "/v1/leads");
    expect(first.status).toBe(200);
    expect(first.body.status).toBe(1);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 15, from: 1, to: 15, total: 17 });
    expect(first.body.data[0].lead_info.name).toBe("Lead 16");
    expect(first.body.data[0].created_at).toBe("2026-01-17");
    expect(first.body.links.next).toContain("page=2");
    for (const lead of first.body.data) {
      expect(Number.isInteger(lead.id)).toBe(true);
      expect(lead.created_at).toMatch(DATE);
    }
    const second = await api("GET", "/v1/leads?page=2");
    expect(second.body.data.map((l: { lead_info: { name: string } }) => l.lead_info.name)).toEqual(["Lead 1", "Lead 0"]);
    expect(second.body.links.next).toBeNull();

    expect((await api("GET", "/v1/leads?limit=1")).body.data).toHaveLength(1);
    expect((await api("GET", "/v1/leads?limit=250")).body.data).toHaveLength(17);
    for (const limit of ["0", "251", "abc"]) {
      const res = await api("GET", `/v1/leads?limit=${limit}`);
      expect(res.status, limit).toBe(422);
      expect(res.body.errors.limit, limit).toEqual([expect.any(String)]);
    }
  });

  it("gives 404 Lead not found for an unknown id", async () => {
    const { api } = await leadProgram();
    const lead = await submit(api);
    const res = await api("GET", `/v1/leads/${lead.id + 100000}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, message: "Lead not found" });
  });
});

describe("converting a lead", () => {
  it("converts with GET ?id=&commission_transaction_amount=: customer created, commission pending", async () => {
    const { api } = await leadProgram();
    const lead = await submit(api, { name: "Conny", email: "conny@example.com" });
    const res = await api("GET", `/v1/leads/convert?id=${lead.id}&commission_transaction_amount=200`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const converted = res.body.data;
    expect(converted).toMatchObject({ id: lead.id, status: "converted", can_be_converted: false, can_be_rejected: false });
    expect(converted.converted_to).toMatchObject({ name: "Conny", email: "conny@example.com" });
    expect(converted.converted_to.key).toEqual(expect.any(String));
    expect(await expectOk(api, "GET", `/v1/leads/${lead.id}`)).toEqual(converted);

    // the customer exists, attributed to the submitting partner
    const customer = await expectOk(api, "GET", `/v1/customers/${converted.converted_to.key}`);
    expect(customer).toMatchObject({ key: converted.converted_to.key, email: "conny@example.com", partner: "pk" });
    // 10% of 200
    expect(await pending(api)).toEqual([{ currency: "USD", amount: 20 }]);
  });

  it("converts with POST and a JSON body, and with a GET carrying a JSON body", async () => {
    const { api, key } = await leadProgram();
    const one = await submit(api);
    const viaPost = await api("POST", "/v1/leads/convert", { id: one.id, commission_transaction_amount: 50 });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.data).toMatchObject({ status: "converted", can_be_converted: false });
    const two = await submit(api, { email: "two@example.com" });
    const viaGetBody = await getWithBody(server.url, "/v1/leads/convert", key, { id: two.id, commission_transaction_amount: "150" });
    expect(viaGetBody.status).toBe(200);
    expect(viaGetBody.body.data.status).toBe("converted");
    expect(await pending(api)).toEqual([{ currency: "USD", amount: 20 }]);
    expect(await listTotal(api, "/v1/customers")).toBe(2);
  });

  it("pays a static commission whatever the amount", async () => {
    const { api } = await leadProgram({ type: "STATIC", value: 15 });
    const lead = await submit(api);
    await expectOk(api, "GET", `/v1/leads/convert?id=${lead.id}&commission_transaction_amount=9999`);
    expect(await pending(api)).toEqual([{ currency: "USD", amount: 15 }]);
  });

  it("refuses to convert again or to reject a converted lead, and nothing changes", async () => {
    const { api } = await leadProgram();
    const lead = await submit(api);
    const converted = await expectOk(api, "GET", `/v1/leads/convert?id=${lead.id}&commission_transaction_amount=200`);
    for (const [method, path, body] of [
      ["GET", `/v1/leads/convert?id=${lead.id}&commission_transaction_amount=200`, undefined],
      ["POST", "/v1/leads/convert", { id: lead.id, commission_transaction_amount: 500 }],
      ["GET", `/v1/leads/reject?id=${lead.id}`, undefined],
      ["POST", "/v1/leads/reject", { id: lead.id }],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.status).toBe(0);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await expectOk(api, "GET", `/v1/leads/${lead.id}`)).toEqual(converted);
    expect(await pending(api)).toEqual([{ currency: "USD", amount: 20 }]);
    expect(await listTotal(api, "/v1/customers")).toBe(1);
  });

  it("gives 422 without commission_transaction_amount or with a negative one, and 404 for an unknown lead", async () => {
    const { api } = await leadProgram();
    const lead = await submit(api);
    const missing = await api("GET", `/v1/leads/convert?id=${lead.id}`);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.commission_transaction_amount).toEqual([expect.any(String)]);
    const negative = await api("POST", "/v1/leads/convert", { id: lead.id, commission_transaction_amount: -10 });
    expect(negative.status).toBe(422);
    expect(negative.body.errors.commission_transaction_amount).toEqual([expect.any(String)]);
    const noId = await api("GET", "/v1/leads/convert?commission_transaction_amount=10");
    expect(noId.status).toBe(422);
    expect(noId.body.errors.id).toEqual([expect.any(String)]);
    const unknown = await api("GET", `/v1/leads/convert?id=${lead.id + 100000}&commission_transaction_amount=10`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: "Lead not found" });
    expect((await expectOk(api, "GET", `/v1/leads/${lead.id}`)).status).toBe("submitted");
    expect(await listTotal(api, "/v1/customers")).toBe(0);
  });
});

describe("rejecting a lead", () => {
  it("rejects with GET and with POST; no customer is created and the lead can then neither be converted nor rejected", async () => {
    const { api } = await leadProgram();
    const viaGet = await submit(api);
    const viaPost = await submit(api, { email: "post@example.com" });
    const got = await api("GET", `/v1/leads/reject?id=${viaGet.id}`);
    expect(got.status).toBe(200);
    expect(got.body.status).toBe(1);
    const posted = await api("POST", "/v1/leads/reject", { id: viaPost.id });
    expect(posted.status).toBe(200);
    for (const id of [viaGet.id, viaPost.id]) {
      const lead = await expectOk(api, "GET", `/v1/leads/${id}`);
      expect(lead).toMatchObject({ status: "rejected", converted_to: null, can_be_converted: false, can_be_rejected: false });
      expect((await api("GET", `/v1/leads/convert?id=${id}&commission_transaction_amount=100`)).status).toBe(400);
      expect((await api("GET", `/v1/leads/reject?id=${id}`)).status).toBe(400);
      expect((await expectOk(api, "GET", `/v1/leads/${id}`)).status).toBe("rejected");
    }
    expect(await listTotal(api, "/v1/customers")).toBe(0);
    expect(await pending(api)).toEqual([]);
  });
});

describe("DELETE /v1/leads/{id}", () => {
  it("deletes a lead: {status: 1}, then 404", async () => {
    const { api } = await leadProgram();
    const lead = await submit(api);
    const keep = await submit(api, { email: "keep@example.com" });
    const res = await api("DELETE", `/v1/leads/${lead.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1 });
    const gone = await api("GET", `/v1/leads/${lead.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ status: 0, message: "Lead not found" });
    expect((await api("DELETE", `/v1/leads/${lead.id}`)).status).toBe(404);
    expect((await api("GET", "/v1/leads")).body.data.map((l: { id: number }) => l.id)).toEqual([keep.id]);
  });
});

describe("program types and isolation", () => {
  it("gives Referral and Newsletter keys 400 on every lead route", async () => {
    for (const type of ["Referral", "Newsletter"] as const) {
      const { api } = await seed(server).program(type);
      for (const [method, path, body] of [
        ["GET", "/v1/leads", undefined],
        ["POST", "/v1/leads", { name: "X", email: "x@example.com", partner: { key: "pk" } }],
        ["GET", "/v1/leads/details", undefined],
        ["GET", "/v1/leads/1", undefined],
        ["GET", "/v1/leads/convert?id=1&commission_transaction_amount=1", undefined],
        ["GET", "/v1/leads/reject?id=1", undefined],
        ["DELETE", "/v1/leads/1", undefined],
      ] as const) {
        const res = await api(method, path, body);
        expect(res.status, `${type} ${method} ${path}`).toBe(400);
        expect(res.body.message, `${type} ${method} ${path}`).toMatch(new RegExp(`is not available for ${type} programs$`));
      }
    }
  });

  it("gives A's key 404 for B's leads on every route, and B's leads stay as they were", async () => {
    const a = await leadProgram();
    const b = await leadProgram();
    const theirs = await submit(b.api, { email: "b-lead@example.com" });
    const other = await submit(b.api, { email: "b-other@example.com" });
    for (const [method, path, body] of [
      ["GET", `/v1/leads/${theirs.id}`, undefined],
      ["GET", `/v1/leads:search?id=${theirs.id}`, undefined],
      ["GET", `/v1/leads/convert?id=${theirs.id}&commission_transaction_amount=100`, undefined],
      ["POST", "/v1/leads/convert", { id: theirs.id, commission_transaction_amount: 100 }],
      ["GET", `/v1/leads/reject?id=${theirs.id}`, undefined],
      ["POST", "/v1/leads/reject", { id: other.id }],
      ["DELETE", `/v1/leads/${theirs.id}`, undefined],
    ] as const) {
      const res = await a.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual({ status: 0, message: "Lead not found" });
    }
    expect(await leads(a.api)).toBe(0);
    expect(await listTotal(a.api, "/v1/customers")).toBe(0);

    expect(await expectOk(b.api, "GET", `/v1/leads/${theirs.id}`)).toEqual(theirs);
    expect(await expectOk(b.api, "GET", `/v1/leads/${other.id}`)).toEqual(other);
    expect(await leads(b.api)).toBe(2);
    expect(await pending(b.api)).toEqual([]);
    expect(await listTotal(b.api, "/v1/customers")).toBe(0);
  });

  it("does not let A submit a lead for B's partner", async () => {
    const a = await leadProgram();
    const b = await seed(server).program("Affiliate");
    await b.partner({ email: "bp@example.com", key: "b-partner", id: "b-pid" });
    const byKey = await a.api("POST", "/v1/leads", { name: "X", email: "x@example.com", partner: { key: "b-partner" }, cfields: { company: "ACME" } });
    expect(byKey.status).toBe(400);
    expect(byKey.body).toEqual({ status: 0, message: "Invalid partner key" });
    for (const partner of [{ id: "b-pid" }, { email: "bp@example.com" }]) {
      const res = await a.api("POST", "/v1/leads", { name: "X", email: "x@example.com", partner, cfields: { company: "ACME" } });
      expect(res.status, JSON.stringify(partner)).toBe(400);
    }
    expect(await leads(a.api)).toBe(0);
    expect(await leads(b.api)).toBe(0);
  });
});

describe("parallel requests (meaningful on PostgreSQL)", () => {
  it("converting twice and rejecting one lead at once: one wins, with one customer and one commission at most", async () => {
    const { api } = await leadProgram();
    const lead = await submit(api);
    const results = await Promise.all([
      api("GET", `/v1/leads/convert?id=${lead.id}&commission_transaction_amount=200`),
      api("POST", "/v1/leads/convert", { id: lead.id, commission_transaction_amount: 200 }),
      api("GET", `/v1/leads/reject?id=${lead.id}`),
    ]);
    const codes = results.map((r) => r.status);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 400)).toHaveLength(2);
    const final = await expectOk(api, "GET", `/v1/leads/${lead.id}`);
    const customers = await listTotal(api, "/v1/customers");
    const commissions = await pending(api);
    if (final.status === "converted") {
      expect(customers).toBe(1);
      expect(commissions).toEqual([{ currency: "USD", amount: 20 }]);
    } else {
      expect(final.status).toBe("rejected");
      expect(customers).toBe(0);
      expect(commissions).toEqual([]);
    }
  });
});
