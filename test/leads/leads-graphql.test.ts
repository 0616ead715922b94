// Leads over GraphQL (typed documents from test/graphql/leads.graphql): settings, submit, list,
// convert, reject, delete, errors and isolation; and the statement count of lead lists: a page
// of 100 costs the same SQL as a page of 1, over REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LeadConvertDocument,
  LeadCreateDocument,
  LeadDeleteDocument,
  LeadDetailsOfDocument,
  LeadOneDocument,
  LeadRejectDocument,
  LeadSettingsUpdateDocument,
  LeadsPageDocument,
} from "../generated/graphql.js";
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
  await ctx.partner({ email: "p@example.com", key: "pk", id: "pid", name: "Pat" });
  return ctx;
}

describe("updateLeadSettings", () => {
  it("sets the form and the commission, which leadDetails and REST then show", async () => {
    const { key, api } = await leadProgram();
    const res = await server.gql(key, LeadSettingsUpdateDocument, {
      form: [
        { id: "company", question: "Company?", required: true },
        { id: "plan", question: "Plan?", type: "select", options: ["basic", "pro"] },
      ],
      commission: { type: "static", value: 25 },
    });
    expect(res.errors).toBeUndefined();
    const expected = {
      form: [
        { id: "company", question: "Company?", type: "text", required: true, options: [] },
        { id: "plan", question: "Plan?", type: "select", required: false, options: ["basic", "pro"] },
      ],
      commission: { type: "static", value: 25 },
    };
    expect(res.data!.updateLeadSettings).toMatchObject(expected);
    expect((await server.gql(key, LeadDetailsOfDocument, {})).data!.leadDetails).toMatchObject(expected);
    expect(await expectOk(api, "GET", "/v1/leads/details")).toMatchObject(expected);

    // the commission alone can change; the form stays
    const commission = await server.gql(key, LeadSettingsUpdateDocument, { commission: { type: "percent", value: 7.5 } });
    expect(commission.data!.updateLeadSettings).toMatchObject({ form: expected.form, commission: { type: "percent", value: 7.5 } });
  });

  it("refuses an invalid form or commission, and keeps the settings", async () => {
    const { key } = await leadProgram();
    await server.gql(key, LeadSettingsUpdateDocument, { form: [{ id: "company", question: "Company?" }], commission: { type: "percent", value: 10 } });
    const cases = [
      { form: [{ id: "dup", question: "A?" }, { id: "dup", question: "B?" }] },
      { form: [{ id: "has space", question: "A?" }] },
      { form: [{ id: "x", question: "A?", type: "colour" }] },
      { commission: { type: "bonus", value: 1 } },
      { commission: { type: "percent", value: -1 } },
    ];
    for (const vars of cases) {
      const res = await server.gql(key, LeadSettingsUpdateDocument, vars);
      expect(res.errors?.[0]?.extensions, JSON.stringify(vars)).toMatchObject({ code: "VALIDATION_FAILED", status: 422 });
    }
    expect((await server.gql(key, LeadDetailsOfDocument, {})).data!.leadDetails).toMatchObject({
      form: [{ id: "company", question: "Company?" }],
      commission: { type: "percent", value: 10 },
    });
  });
});

describe("GraphQL leads", () => {
  it("submits, lists, converts, rejects and deletes leads", async () => {
    const { key, api } = await leadProgram();
    await server.gql(key, LeadSettingsUpdateDocument, { form: [{ id: "company", question: "Company?", required: true }], commission: { type: "percent", value: 10 } });

    const created = await server.gql(key, LeadCreateDocument, { name: "Gil", email: "Gil@example.com", partner: { id: "pid" }, cfields: { company: "Initech" } });
    expect(created.errors).toBeUndefined();
    const lead = created.data!.createLead;
    expect(Number.isInteger(lead.id)).toBe(true);
    expect(lead).toMatchObject({
      status: "submitted",
      leadInfo: { name: "Gil", email: "gil@example.com" },
      submitter: { id: "pid", email: "p@example.com" },
      submissionForm: [{ question: "Company?", answer: "Initech" }],
      answers: { company: "Initech" },
      canBeConverted: true,
      canBeRejected: true,
      convertedTo: null,
    });
    expect(lead.createdAt).toMatch(DATE);

    const other = (await server.gql(key, LeadCreateDocument, { name: "Rej", email: "rej@example.com", partner: { key: "pk" }, cfields: { company: "X" } })).data!.createLead;
    const page = await server.gql(key, LeadsPageDocument, {});
    expect(page.data!.leads.edges.map((e) => e.node.id)).toEqual([other.id, lead.id]);
    expect(page.data!.leads).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });

    const converted = await server.gql(key, LeadConvertDocument, { id: lead.id, commissionTransactionAmount: 200 });
    expect(converted.data!.convertLead).toMatchObject({ status: "converted", canBeConverted: false, canBeRejected: false, convertedTo: { name: "Gil", email: "gil@example.com" } });
    const customerKey = converted.data!.convertLead.convertedTo!.key;
    expect((await expectOk(api, "GET", `/v1/customers/${customerKey}`)).partner).toBe("pk");
    expect((await expectOk(api, "GET", "/v1/partners/pid")).commissions.pending).toEqual([{ currency: "USD", amount: 20 }]);
    const again = await server.gql(key, LeadConvertDocument, { id: lead.id, commissionTransactionAmount: 200 });
    expect(again.errors![0]!.extensions).toMatchObject({ code: "BAD_REQUEST", status: 400 });

    const rejected = await server.gql(key, LeadRejectDocument, { id: other.id });
    expect(rejected.data!.rejectLead).toMatchObject({ status: "rejected", canBeConverted: false, canBeRejected: false, convertedTo: null });
    expect((await server.gql(key, LeadConvertDocument, { id: other.id, commissionTransactionAmount: 1 })).errors![0]!.extensions).toMatchObject({ status: 400 });

    expect((await server.gql(key, LeadDeleteDocument, { id: other.id })).data!.deleteLead).toBe(true);
    const gone = await server.gql(key, LeadOneDocument, { id: other.id });
    expect(gone.errors![0]).toMatchObject({ message: "Lead not found", extensions: { code: "NOT_FOUND", status: 404 } });
    expect((await expectOk(api, "GET", "/v1/partners/pid")).commissions.pending).toEqual([{ currency: "USD", amount: 20 }]);
  });

  it("reports validation errors with the field in extensions", async () => {
    const { key } = await leadProgram();
    await server.gql(key, LeadSettingsUpdateDocument, { form: [{ id: "size", question: "Size?", options: ["s", "m"], required: true }] });
    const unknown = await server.gql(key, LeadCreateDocument, { name: "X", email: "x@example.com", partner: { key: "pk" }, cfields: { size: "s", nope: "1" } });
    expect(unknown.errors![0]!.extensions).toMatchObject({ status: 422, errors: { "cfields.nope": [expect.any(String)] } });
    const notAnOption = await server.gql(key, LeadCreateDocument, { name: "X", email: "x@example.com", partner: { key: "pk" }, cfields: { size: "xl" } });
    expect(notAnOption.errors![0]!.extensions).toMatchObject({ status: 422, errors: { "cfields.size": [expect.any(String)] } });
    const badPartner = await server.gql(key, LeadCreateDocument, { name: "X", email: "x@example.com", partner: { key: "nobody" }, cfields: { size: "s" } });
    expect(badPartner.errors![0]).toMatchObject({ message: "Invalid partner key", extensions: { status: 400 } });
    const tooMany = await server.gql(key, LeadsPageDocument, { first: 251 });
    expect(tooMany.errors![0]!.extensions).toMatchObject({ status: 422, errors: { first: [expect.any(String)] } });
    expect((await server.gql(key, LeadsPageDocument, {})).data!.leads.totalCount).toBe(0);
  });

  it("isolates programs", async () => {
    const a = await leadProgram();
    const b = await leadProgram();
    const theirs = (await server.gql(b.key, LeadCreateDocument, { name: "B", email: "b@example.com", partner: { key: "pk" } })).data!.createLead;
    for (const res of [
      await server.gql(a.key, LeadOneDocument, { id: theirs.id }),
      await server.gql(a.key, LeadConvertDocument, { id: theirs.id, commissionTransactionAmount: 10 }),
      await server.gql(a.key, LeadRejectDocument, { id: theirs.id }),
      await server.gql(a.key, LeadDeleteDocument, { id: theirs.id }),
    ]) {
      expect(res.errors![0]!.message).toBe("Lead not found");
    }
    expect((await server.gql(b.key, LeadOneDocument, { id: theirs.id })).data!.lead).toMatchObject({ status: "submitted", canBeConverted: true });
    const referral = await seed(server).program("Referral");
    expect((await server.gql(referral.key, LeadsPageDocument, {})).errors![0]!.extensions).toMatchObject({ code: "WRONG_PROGRAM_TYPE", status: 400 });
  });
});

describe("statement count of lead lists", () => {
  async function programWith(n: number) {
    const { key, program } = await server.program("Affiliate");
    await server.gql(key, LeadSettingsUpdateDocument, { form: [{ id: "company", question: "Company?" }] });
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
    type Row = { converted_to?: unknown; convertedTo?: unknown };
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
    expect(rows.filter((l) => l.convertedTo)).toHaveLength(50);
    expect(gqlMany).toBe(gqlOne);
    // the page with its partners and converted customers joined, and the total: a fixed handful
    expect(restOne).toBeGreaterThanOrEqual(2);
    expect(restOne).toBeLessThanOrEqual(8);
  });
});
