// Leads over GraphQL (typed documents from test/graphql/leads.graphql): settings, submit, list,
// convert, reject, delete, errors and isolation; and the statement count of lead lists: a page
// of 100 costs the same SQL as a page of 1, over REST and GraphQL.
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LeadConvertDocument,
  LeadCreateDocument,
  LeadDeleteDocument,
  LeadDetailsOfDocument,
  LeadNodeDocument,
  LeadOneDocument,
  LeadRejectDocument,
  LeadSettingsUpdateDocument,
  LeadsPageDocument,
  type LeadSettingsUpdateInput,
} from "../generated/graphql.js";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { DATE, expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { countingServer } from "../helpers/counting-server.js";
import type { TestServer } from "../helpers/server.js";

let server: TestServer;
let countStatements: (run: () => Promise<unknown>) => Promise<number>;
beforeAll(async () => {
  ({ server, countStatements } = await countingServer());
});
afterAll(() => server.close());

async function leadProgram() {
  const ctx = await seed(server).program("Affiliate");
  const partner = await ctx.partner({ email: "p@example.com", key: "pk", id: "pid", name: "Pat" });
  return { ...ctx, partnerId: encodeGlobalID("Partner", partner.uid) };
}

describe("leadSettingsUpdate", () => {
  it("sets the form and the commission, which leadDetails and REST then show", async () => {
    const { key, api } = await leadProgram();
    const res = await server.gql(key, LeadSettingsUpdateDocument, {
      input: {
        form: [
          { id: "company", question: "Company?", required: true },
          { id: "plan", question: "Plan?", type: "SELECT", options: ["basic", "pro"] },
        ],
        commission: { type: "STATIC", value: 25 },
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.leadSettingsUpdate.userErrors).toEqual([]);
    const expected = {
      form: [
        { id: "company", question: "Company?", type: "TEXT", required: true, options: [] },
        { id: "plan", question: "Plan?", type: "SELECT", required: false, options: ["basic", "pro"] },
      ],
      commission: { type: "STATIC", value: "25" },
    };
    expect(res.data!.leadSettingsUpdate.leadDetails).toMatchObject(expected);
    expect((await server.gql(key, LeadDetailsOfDocument, {})).data!.leadDetails).toMatchObject(expected);
    // REST shows the same settings in its own forms: strings for the enums, a number for the amount
    expect(await expectOk(api, "GET", "/v1/leads/details")).toMatchObject({
      form: [
        { id: "company", question: "Company?", type: "text", required: true, options: [] },
        { id: "plan", question: "Plan?", type: "select", required: false, options: ["basic", "pro"] },
      ],
      commission: { type: "static", value: 25 },
    });

    // the commission alone can change; the form stays
    const commission = await server.gql(key, LeadSettingsUpdateDocument, { input: { commission: { type: "PERCENT", value: 7.5 } } });
    expect(commission.data!.leadSettingsUpdate.leadDetails).toMatchObject({ form: expected.form, commission: { type: "PERCENT", value: "7.5" } });
  });

  it("refuses an invalid form or commission as user errors naming the input field, and keeps the settings", async () => {
    const { key } = await leadProgram();
    await server.gql(key, LeadSettingsUpdateDocument, { input: { form: [{ id: "company", question: "Company?" }], commission: { type: "PERCENT", value: 10 } } });
    const cases: [LeadSettingsUpdateInput, string[]][] = [
      [{ form: [{ id: "dup", question: "A?" }, { id: "dup", question: "B?" }] }, ["input", "form"]],
      [{ form: [{ id: "has space", question: "A?" }] }, ["input", "form", "0", "id"]],
      [{ commission: { type: "PERCENT", value: -1 } }, ["input", "commission", "value"]],
    ];
    for (const [input, field] of cases) {
      const res = await server.gql(key, LeadSettingsUpdateDocument, { input });
      expect(res.errors, JSON.stringify(input)).toBeUndefined();
      expect(res.data!.leadSettingsUpdate.leadDetails).toBeNull();
      expect(res.data!.leadSettingsUpdate.userErrors, JSON.stringify(input)).toEqual([{ field, message: expect.any(String), code: "INVALID" }]);
    }
    // a value outside an enum is no value of the type: the request is refused before it runs
    for (const input of [{ form: [{ id: "x", question: "A?", type: "COLOUR" }] }, { commission: { type: "BONUS", value: 1 } }]) {
      const res = await server.gql(key, LeadSettingsUpdateDocument, { input } as never);
      expect(res.errors?.[0]?.message, JSON.stringify(input)).toMatch(/does not exist in "(LeadFormFieldType|RateType)" enum/);
    }
    expect((await server.gql(key, LeadDetailsOfDocument, {})).data!.leadDetails).toMatchObject({
      form: [{ id: "company", question: "Company?" }],
      commission: { type: "PERCENT", value: "10" },
    });
  });
});

describe("GraphQL leads", () => {
  it("submits, finds, lists, converts, rejects and deletes leads, with global ids, enums and references as objects", async () => {
    const { key, api, partnerId } = await leadProgram();
    await server.gql(key, LeadSettingsUpdateDocument, {
      input: {
        form: [
          { id: "company", question: "Company?", required: true },
          { id: "tools", question: "Tools?", type: "MULTISELECT", options: ["a", "b"] },
        ],
        commission: { type: "PERCENT", value: 10 },
      },
    });

    const created = await server.gql(key, LeadCreateDocument, {
      input: { name: "Gil", email: "Gil@example.com", partnerId, answers: [{ fieldId: "company", values: ["Initech"] }, { fieldId: "tools", values: ["a"] }] },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.leadCreate.userErrors).toEqual([]);
    const lead = created.data!.leadCreate.lead!;
    expect(Number.isInteger(lead.number)).toBe(true);
    expect(lead).toMatchObject({
      status: "SUBMITTED",
      leadInfo: { name: "Gil", email: "gil@example.com" },
      partner: { id: partnerId, externalId: "pid", email: "p@example.com" },
      submissionForm: [
        { question: "Company?", answer: "Initech" },
        { question: "Tools?", answer: "a" },
      ],
      answers: [
        { fieldId: "company", question: "Company?", values: ["Initech"] },
        { fieldId: "tools", question: "Tools?", values: ["a"] },
      ],
      canBeConverted: true,
      canBeRejected: true,
      customer: null,
    });
    expect(lead.createdAt).toMatch(DATE);
    // a multiselect answer is a list on REST too, even of one value
    expect((await expectOk(api, "GET", `/v1/leads/${lead.number}`)).submission_form).toEqual([
      { question: "Company?", answer: "Initech" },
      { question: "Tools?", answer: "a" },
    ]);
    expect((await server.gql(key, LeadOneDocument, { id: lead.id })).data!.lead).toMatchObject({ number: lead.number, status: "SUBMITTED" });
    expect((await server.gql(key, LeadNodeDocument, { id: lead.id })).data!.node).toEqual({ __typename: "Lead", id: lead.id, number: lead.number, status: "SUBMITTED" });

    const other = (await server.gql(key, LeadCreateDocument, { input: { name: "Rej", email: "rej@example.com", partnerId, answers: [{ fieldId: "company", values: ["X"] }] } })).data!
      .leadCreate.lead!;
    const page = await server.gql(key, LeadsPageDocument, {});
    expect(page.data!.leads.edges.map((e) => e.node.id)).toEqual([other.id, lead.id]);
    expect(page.data!.leads).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });

    const converted = await server.gql(key, LeadConvertDocument, { input: { id: lead.id, commissionTransactionAmount: 200 } });
    expect(converted.data!.leadConvert).toMatchObject({
      lead: { status: "CONVERTED", canBeConverted: false, canBeRejected: false, customer: { name: "Gil", email: "gil@example.com" } },
      userErrors: [],
    });
    const customerKey = converted.data!.leadConvert.lead!.customer!.key;
    expect((await expectOk(api, "GET", `/v1/customers/${customerKey}`)).partner).toBe("pk");
    expect((await expectOk(api, "GET", "/v1/partners/pid")).commissions.pending).toEqual([{ currency: "USD", amount: 20 }]);
    const again = await server.gql(key, LeadConvertDocument, { input: { id: lead.id, commissionTransactionAmount: 200 } });
    expect(again.data!.leadConvert).toEqual({ lead: null, userErrors: [{ field: null, message: "Lead cannot be converted: it is converted", code: "NOT_ALLOWED" }] });

    const rejected = await server.gql(key, LeadRejectDocument, { input: { id: other.id } });
    expect(rejected.data!.leadReject.lead).toMatchObject({ status: "REJECTED", canBeConverted: false, canBeRejected: false, customer: null });
    expect((await server.gql(key, LeadConvertDocument, { input: { id: other.id, commissionTransactionAmount: 1 } })).data!.leadConvert.userErrors[0]!.code).toBe("NOT_ALLOWED");

    const byStatus = await server.gql(key, LeadsPageDocument, { filter: { statuses: ["REJECTED"] } });
    expect(byStatus.data!.leads.edges.map((e) => e.node.id)).toEqual([other.id]);
    expect((await server.gql(key, LeadsPageDocument, { filter: { partnerId } })).data!.leads.totalCount).toBe(2);
    const later = await server.gql(key, LeadsPageDocument, { filter: { createdAt: { from: new Date(Date.now() + 86_400_000 * 2).toISOString() } } });
    expect(later.data!.leads.totalCount).toBe(0);

    expect((await server.gql(key, LeadDeleteDocument, { input: { id: other.id } })).data!.leadDelete).toEqual({ deletedId: other.id, userErrors: [] });
    const gone = await server.gql(key, LeadOneDocument, { id: other.id });
    expect(gone.errors).toBeUndefined();
    expect(gone.data!.lead).toBeNull();
    expect((await expectOk(api, "GET", "/v1/partners/pid")).commissions.pending).toEqual([{ currency: "USD", amount: 20 }]);
  });

  it("answers refused input as user errors with the input field's path", async () => {
    const { key, partnerId } = await leadProgram();
    await server.gql(key, LeadSettingsUpdateDocument, { input: { form: [{ id: "size", question: "Size?", options: ["s", "m"], required: true }] } });
    const lead = (name: string, answers: { fieldId: string; values: string[] }[], partner = partnerId) =>
      server.gql(key, LeadCreateDocument, { input: { name, email: "x@example.com", partnerId: partner, answers } });
    const unknown = await lead("X", [{ fieldId: "size", values: ["s"] }, { fieldId: "nope", values: ["1"] }]);
    expect(unknown.data!.leadCreate).toEqual({ lead: null, userErrors: [{ field: ["input", "answers", "nope"], message: expect.any(String), code: "INVALID" }] });
    const notAnOption = await lead("X", [{ fieldId: "size", values: ["xl"] }]);
    expect(notAnOption.data!.leadCreate.userErrors).toEqual([{ field: ["input", "answers", "size"], message: expect.any(String), code: "INVALID" }]);
    const missing = await lead("X", []);
    expect(missing.data!.leadCreate.userErrors).toEqual([{ field: ["input", "answers", "size"], message: '"Size?" is required.', code: "INVALID" }]);
    const noName = await lead(" ", [{ fieldId: "size", values: ["s"] }]);
    expect(noName.data!.leadCreate.userErrors).toEqual([{ field: ["input", "name"], message: "The name field is required.", code: "INVALID" }]);
    const badPartner = await lead("X", [{ fieldId: "size", values: ["s"] }], "nobody");
    expect(badPartner.data!.leadCreate.userErrors).toEqual([{ field: ["input", "partnerId"], message: "No partner has this id.", code: "INVALID" }]);
    const tooMany = await server.gql(key, LeadsPageDocument, { first: 251 });
    expect(tooMany.errors![0]!.extensions).toMatchObject({ status: 422, errors: { first: [expect.any(String)] } });
    expect((await server.gql(key, LeadsPageDocument, {})).data!.leads.totalCount).toBe(0);
    const notALead = await server.gql(key, LeadRejectDocument, { input: { id: partnerId } });
    expect(notALead.data!.leadReject.userErrors).toEqual([{ field: null, message: "Lead not found", code: "NOT_FOUND" }]);
  });

  it("isolates programs: A's key finds nothing of B's leads by global id and changes nothing of them", async () => {
    const a = await leadProgram();
    const b = await leadProgram();
    const theirs = (await server.gql(b.key, LeadCreateDocument, { input: { name: "B", email: "b@example.com", partnerId: b.partnerId } })).data!.leadCreate.lead!;
    expect((await server.gql(a.key, LeadOneDocument, { id: theirs.id })).data!.lead).toBeNull();
    expect((await server.gql(a.key, LeadNodeDocument, { id: theirs.id })).data!.node).toBeNull();
    const notFound = [{ field: null, message: "Lead not found", code: "NOT_FOUND" }];
    expect((await server.gql(a.key, LeadConvertDocument, { input: { id: theirs.id, commissionTransactionAmount: 10 } })).data!.leadConvert.userErrors).toEqual(notFound);
    expect((await server.gql(a.key, LeadRejectDocument, { input: { id: theirs.id } })).data!.leadReject.userErrors).toEqual(notFound);
    expect((await server.gql(a.key, LeadDeleteDocument, { input: { id: theirs.id } })).data!.leadDelete.userErrors).toEqual(notFound);
    // B's partner is no partner of A's
    const withTheirPartner = await server.gql(a.key, LeadCreateDocument, { input: { name: "X", email: "x@example.com", partnerId: b.partnerId } });
    expect(withTheirPartner.data!.leadCreate.userErrors[0]!.field).toEqual(["input", "partnerId"]);
    expect((await server.gql(a.key, LeadsPageDocument, { filter: { partnerId: b.partnerId } })).data!.leads.totalCount).toBe(0);
    expect((await server.gql(b.key, LeadOneDocument, { id: theirs.id })).data!.lead).toMatchObject({ status: "SUBMITTED", canBeConverted: true });
    const referral = await seed(server).program("Referral");
    expect((await server.gql(referral.key, LeadsPageDocument, {})).errors![0]!.extensions).toMatchObject({ code: "WRONG_PROGRAM_TYPE", status: 400 });
  });
});

describe("statement count of lead lists", () => {
  async function programWith(n: number) {
    const { key, program } = await server.program("Affiliate");
    await server.gql(key, LeadSettingsUpdateDocument, { input: { form: [{ id: "company", question: "Company?" }] } });
    const prisma = server.app.database.prisma;
    const partners = await Promise.all(
      ["p1", "p2"].map((p) => prisma.partner.create({ data: { programId: program.id, id: p, key: p, email: `${p}@example.com`, passwordHash: "x" } })),
    );
    // every other lead converted, so the converted customer is loaded too
    const customers = await prisma.customer.createManyAndReturn({
      data: Array.from({ length: Math.ceil(n / 2) }, (_, i) => ({ programId: program.id, id: `c${i}`, key: `c${i}`, partnerUid: partners[0]!.uid })),
    });
    await prisma.lead.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        programId: program.id,
        partnerUid: partners[i % 2]!.uid,
        name: `Lead ${i}`,
        email: `l${i}@example.com`,
        answers: { company: `C${i}` },
        ...(i % 2 === 0 ? { status: "converted" as const, convertedCustomerUid: customers[i / 2]!.uid } : {}),
      })),
    });
    await server.rest(key, "GET", "/v1/leads"); // the key's first use is behind us
    return key;
  }

  it("is the same for a page of 1 and a page of 100, over REST and GraphQL", async () => {
    const one = await programWith(1);
    const many = await programWith(100);
    type Row = { converted_to?: unknown; customer?: unknown };
    let rows: Row[] = [];
    const rest = async (key: string) => {
      const res = await server.rest(key, "GET", "/v1/leads?limit=250");
      expect(res.status).toBe(200);
      return res.body.data as Row[];
    };
    const restOne = await countStatements(async () => (rows = await rest(one)));
    expect(rows).toHaveLength(1);
    const restMany = await countStatements(async () => (rows = await rest(many)));
    expect(rows).toHaveLength(100);
    expect(rows.filter((l) => l.converted_to)).toHaveLength(50);
    expect(restMany).toBe(restOne);

    const gql = async (key: string) => {
      const res = await server.gql(key, LeadsPageDocument, { first: 250 });
      expect(res.errors).toBeUndefined();
      return res.data!.leads.edges.map((e) => e.node) as Row[];
    };
    const gqlOne = await countStatements(async () => (rows = await gql(one)));
    expect(rows).toHaveLength(1);
    const gqlMany = await countStatements(async () => (rows = await gql(many)));
    expect(rows).toHaveLength(100);
    expect(rows.filter((l) => l.customer)).toHaveLength(50);
    expect(gqlMany).toBe(gqlOne);
    // the page with its partners and converted customers joined, and the total: a fixed handful
    expect(restOne).toBeGreaterThanOrEqual(2);
    expect(restOne).toBeLessThanOrEqual(8);
  });
});
