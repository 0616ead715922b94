// Customers over GraphQL (typed documents from test/graphql/customers.graphql), and the
// statement count of customer lists: a page of 100 costs the same SQL as a page of 1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CustomerArchiveDocument,
  CustomerBalanceOfDocument,
  CustomerCreateDocument,
  CustomerCreditDocument,
  CustomerDeleteDocument,
  CustomerInviteDocument,
  CustomerOneDocument,
  CustomerReferralsOfDocument,
  CustomerRestoreDocument,
  CustomersPageDocument,
  CustomerStatsOfDocument,
  CustomerTransactionsOfDocument,
  CustomerUpdateDocument,
} from "../generated/graphql.js";
import { expectOk, mailLines } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { countingServer } from "../helpers/counting-server.js";
import type { TestServer } from "../helpers/server.js";

let server: TestServer;
let countStatements: (run: () => Promise<unknown>) => Promise<number>;
beforeAll(async () => {
  ({ server, countStatements } = await countingServer());
});
afterAll(() => server.close());

describe("GraphQL, affiliate program", () => {
  it("creates, finds, lists, updates, archives and deletes customers", async () => {
    const { api, key } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "p@example.com", key: "pk", id: "pid" });
    await expectOk(api, "POST", "/v1/partners", { email: "q@example.com", key: "qk" });

    const created = await server.gql(key, CustomerCreateDocument, { key: "g1", email: "G1@Example.com", tags: ["vip"], partner: { key: "pk" } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomer).toMatchObject({ key: "g1", email: "g1@example.com", partner: "pk", deleted: false, deletedAt: null, status: "active", tags: [{ value: "vip" }] });
    const legacy = await server.gql(key, CustomerCreateDocument, { partner: { email: "q@example.com" }, customer: { key: "g2", name: "Nested" } });
    expect(legacy.data!.createCustomer).toMatchObject({ key: "g2", name: "Nested", partner: "qk" });
    const byId = await server.gql(key, CustomerCreateDocument, { key: "g3", partner: { id: "pid" }, options: { referralUrl: "https://shop.example/?aff=pk" } });
    expect(byId.data!.createCustomer.partner).toBe("pk");

    const ofP = await server.gql(key, CustomersPageDocument, { partner: { key: "pk" }, orderBy: { direction: "ASC" } });
    expect(ofP.data!.customers.edges.map((e) => e.node.key)).toEqual(["g1", "g3"]);
    expect(ofP.data!.customers).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
    const ofQ = await server.gql(key, CustomersPageDocument, { partnerEmail: "Q@example.com" });
    expect(ofQ.data!.customers.edges.map((e) => e.node.key)).toEqual(["g2"]);

    const one = await server.gql(key, CustomerOneDocument, { email: "g1@example.com" });
    expect(one.data!.customer.key).toBe("g1");

    const renamed = await server.gql(key, CustomerUpdateDocument, { key: "g1", update: { key: "g1-new", name: "Renamed" } });
    expect(renamed.data!.updateCustomer).toMatchObject({ key: "g1-new", name: "Renamed" });
    expect((await server.gql(key, CustomerOneDocument, { key: "g1" })).errors![0]!.message).toBe("Customer not found");
    const clash = await server.gql(key, CustomerUpdateDocument, { key: "g1-new", update: { key: "g2" } });
    expect(clash.errors![0]!.extensions).toMatchObject({ status: 422, errors: { "update.key": [expect.any(String)] } });

    const archived = await server.gql(key, CustomerArchiveDocument, { id: "g1-new" });
    expect(archived.data!.archiveCustomer).toMatchObject({ deleted: true, status: "deleted" });
    expect(archived.data!.archiveCustomer.deletedAt).toEqual(expect.any(String));
    const twice = await server.gql(key, CustomerArchiveDocument, { id: "g1-new" });
    expect(twice.errors![0]).toMatchObject({ message: "Action failed", extensions: { status: 400 } });
    const restored = await server.gql(key, CustomerRestoreDocument, { id: "g1-new" });
    expect(restored.data!.restoreCustomer).toMatchObject({ deleted: false, deletedAt: null, status: "active" });

    const txs = await server.gql(key, CustomerTransactionsOfDocument, { id: "g2" });
    expect(txs.data!.customerTransactions).toEqual([]);

    expect((await server.gql(key, CustomerDeleteDocument, { key: "g2" })).data!.deleteCustomer).toBe(true);
    const gone = await server.gql(key, CustomerOneDocument, { key: "g2" });
    expect(gone.errors![0]).toMatchObject({ message: "Customer not found", extensions: { code: "NOT_FOUND", status: 404 } });
    // REST sees the same
    expect((await api("GET", "/v1/customers/g2")).status).toBe(404);
  });

  it("reports the errors of spec 7 with the field in extensions", async () => {
    const { api, key } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "p@example.com", key: "pk" });
    const badPartner = await server.gql(key, CustomerCreateDocument, { key: "x", partner: { key: "nobody" } });
    expect(badPartner.errors![0]).toMatchObject({ message: "Invalid partner key", extensions: { status: 400 } });
    const noKey = await server.gql(key, CustomerCreateDocument, { partner: { key: "pk" } });
    expect(noKey.errors![0]!.extensions).toMatchObject({ status: 422, errors: { key: [expect.any(String)] } });
    const noPartner = await server.gql(key, CustomerCreateDocument, { key: "x" });
    expect(noPartner.errors![0]!.extensions).toMatchObject({ status: 422, errors: { partner: [expect.any(String)] } });
    await server.gql(key, CustomerCreateDocument, { key: "dup", partner: { key: "pk" } });
    const dup = await server.gql(key, CustomerCreateDocument, { key: "dup", partner: { key: "pk" } });
    expect(dup.errors![0]!.extensions).toMatchObject({ status: 422, errors: { key: [expect.any(String)] } });
    expect((await server.gql(key, CustomersPageDocument, {})).data!.customers.totalCount).toBe(1);
    // refer-a-friend operations are not for affiliate programs
    const stats = await server.gql(key, CustomerStatsOfDocument, { id: "dup" });
    expect(stats.errors![0]!.extensions).toMatchObject({ code: "WRONG_PROGRAM_TYPE", status: 400 });
  });

  it("isolates programs", async () => {
    const a = await seed(server).program("Affiliate");
    const b = await seed(server).program("Affiliate");
    await b.partner({ email: "p@example.com", key: "pk" });
    await expectOk(b.api, "POST", "/v1/customers", { key: "theirs", name: "B", partner: { key: "pk" } });
    expect((await server.gql(a.key, CustomerOneDocument, { key: "theirs" })).errors![0]!.message).toBe("Customer not found");
    expect((await server.gql(a.key, CustomerUpdateDocument, { key: "theirs", update: { name: "A" } })).errors![0]!.message).toBe("Customer not found");
    expect((await server.gql(a.key, CustomerArchiveDocument, { id: "theirs" })).errors![0]!.message).toBe("Customer not found");
    expect((await server.gql(a.key, CustomerDeleteDocument, { key: "theirs" })).errors![0]!.message).toBe("Customer not found");
    expect((await server.gql(a.key, CustomersPageDocument, {})).data!.customers.totalCount).toBe(0);
    expect((await server.gql(b.key, CustomerOneDocument, { key: "theirs" })).data!.customer).toMatchObject({ name: "B", deleted: false });
  });
});

describe("GraphQL, refer-a-friend program", () => {
  it("creates with a referrer, and reads stats, referrals, the balance and credits", async () => {
    const { key } = await seed(server).program("Referral");
    const root = (await server.gql(key, CustomerCreateDocument, { email: "root@example.com", metadata: { dateOfBirth: "1970-07-07" } })).data!.createCustomer;
    expect(root.metadata.dateOfBirth).toBe("1970-07-07");
    expect(root.referralLink).toBe(`https://shop.example?ref=${root.key}`);
    const kid = await server.gql(key, CustomerCreateDocument, { key: "kid", referringCustomer: { id: root.id } });
    expect(kid.data!.createCustomer.referringCustomer).toMatchObject({ id: root.id, key: root.key });
    const bad = await server.gql(key, CustomerCreateDocument, { referringCustomer: { key: "nobody" } });
    expect(bad.errors![0]).toMatchObject({ message: "Referring customer not found", extensions: { status: 400 } });

    const referred = await server.gql(key, CustomersPageDocument, { referStatus: "referred" });
    expect(referred.data!.customers.edges.map((e) => e.node.key)).toEqual(["kid"]);
    const roots = await server.gql(key, CustomersPageDocument, { referStatus: "non_referred" });
    expect(roots.data!.customers.edges.map((e) => e.node)).toMatchObject([{ key: root.key, referralsCount: 1 }]);

    const stats = await server.gql(key, CustomerStatsOfDocument, { id: root.id });
    expect(stats.data!.customerStats).toMatchObject({ referrals: 1, clicks: 0, referralLink: root.referralLink });
    const referrals = await server.gql(key, CustomerReferralsOfDocument, { id: root.id });
    expect(referrals.data!.customerReferrals).toMatchObject([{ key: "kid", referringCustomer: { key: root.key } }]);

    expect((await server.gql(key, CustomerBalanceOfDocument, { id: root.id })).data!.customerBalance).toEqual([]);
    const credit = await server.gql(key, CustomerCreditDocument, { id: root.id, amount: 12.5, amountUnits: "chf", isCurrency: true });
    expect(credit.data!.creditCustomer).toMatchObject({ amountUnits: "CHF", isCurrency: true, balance: [{ amount: 12.5, amountUnits: "CHF", isCurrency: true }] });
    expect(Number(credit.data!.creditCustomer.amount)).toBe(12.5);
    const zero = await server.gql(key, CustomerCreditDocument, { id: root.id, amount: 0, amountUnits: "chf", isCurrency: true });
    expect(zero.errors![0]!.extensions).toMatchObject({ status: 422, errors: { amount: [expect.any(String)] } });
    expect((await server.gql(key, CustomerBalanceOfDocument, { id: root.id })).data!.customerBalance).toEqual([{ amount: 12.5, amountUnits: "CHF", isCurrency: true }]);

    const invite = await server.gql(key, CustomerInviteDocument, { email: "gql-invite@example.com", name: "Gia" });
    expect(invite.data!.inviteCustomer).toMatchObject({ email: "gql-invite@example.com", name: "Gia", sent: true });
    expect(mailLines(server.mailFile).some((m) => m.to === "gql-invite@example.com")).toBe(true);
  });
});

describe("statement count of customer lists", () => {
  async function affiliateWith(n: number) {
    const { key, program } = await server.program("Affiliate");
    const prisma = server.app.database.prisma;
    const partners = await Promise.all(
      ["p1", "p2"].map((p) => prisma.partner.create({ data: { programId: program.id, id: p, key: p, email: `${p}@example.com`, passwordHash: "x" } })),
    );
    await prisma.customer.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        programId: program.id,
        id: `id-${i}`,
        key: `c-${i}`,
        email: `c${i}@example.com`,
        tags: ["t"],
        partnerUid: partners[i % 2]!.uid,
      })),
    });
    await server.rest(key, "GET", "/v1/customers"); // the key's first use is behind us
    return key;
  }

  async function referralWith(n: number) {
    const { key, program } = await server.program("Referral");
    const prisma = server.app.database.prisma;
    const root = await prisma.customer.create({ data: { programId: program.id, id: "root", key: "root" } });
    await prisma.customer.createMany({
      data: Array.from({ length: n - 1 }, (_, i) => ({ programId: program.id, id: `id-${i}`, key: `c-${i}`, referringCustomerUid: root.uid })),
    });
    const all = await prisma.customer.findMany({ where: { programId: program.id } });
    await prisma.referralLink.createMany({ data: all.map((c) => ({ programId: program.id, customerUid: c.uid, key: c.key, isDefault: true })) });
    await server.rest(key, "GET", "/v1/customers");
    return key;
  }

  const rest = async (key: string) => {
    const res = await server.rest(key, "GET", "/v1/customers?limit=250");
    expect(res.status).toBe(200);
    return res.body.data as { referral_link: string | null; partner: string | null; referring_customer: unknown }[];
  };
  const gql = async (key: string) => {
    const res = await server.gql(key, CustomersPageDocument, { first: 250 });
    expect(res.errors).toBeUndefined();
    return res.data!.customers.edges.map((e) => e.node);
  };

  it("is the same for a page of 1 and a page of 100 in an affiliate program, over REST and GraphQL", async () => {
    const one = await affiliateWith(1);
    const many = await affiliateWith(100);
    let rows: { partner: string | null }[] = [];
    const restOne = await countStatements(async () => (rows = await rest(one)));
    expect(rows).toHaveLength(1);
    const restMany = await countStatements(async () => (rows = await rest(many)));
    expect(rows).toHaveLength(100);
    expect(rows.filter((c) => c.partner === "p1")).toHaveLength(50);
    expect(restMany).toBe(restOne);

    const gqlOne = await countStatements(async () => (rows = await gql(one)));
    expect(rows).toHaveLength(1);
    const gqlMany = await countStatements(async () => (rows = await gql(many)));
    expect(rows).toHaveLength(100);
    expect(gqlMany).toBe(gqlOne);
    // the key, the page, the total and the relations: a fixed handful
    expect(restOne).toBeGreaterThanOrEqual(3);
    expect(restOne).toBeLessThanOrEqual(10);
  });

  it("is the same for a page of 1 and a page of 100 in a refer-a-friend program, over REST and GraphQL", async () => {
    const one = await referralWith(1);
    const many = await referralWith(100);
    let rows: { referral_link?: string | null; referralLink?: string | null }[] = [];
    const restOne = await countStatements(async () => (rows = await rest(one)));
    expect(rows).toHaveLength(1);
    const restMany = await countStatements(async () => (rows = await rest(many)));
    expect(rows).toHaveLength(100);
    expect(rows.every((c) => /\?ref=/.test(c.referral_link ?? ""))).toBe(true);
    expect(restMany).toBe(restOne);

    const gqlOne = await countStatements(async () => (rows = await gql(one)));
    expect(rows).toHaveLength(1);
    const gqlMany = await countStatements(async () => (rows = await gql(many)));
    expect(rows).toHaveLength(100);
    expect(rows.every((c) => /\?ref=/.test(c.referralLink ?? ""))).toBe(true);
    expect(gqlMany).toBe(gqlOne);
    // the key, the page, the total and the relations: a fixed handful
    expect(restOne).toBeGreaterThanOrEqual(3);
    expect(restOne).toBeLessThanOrEqual(10);
  });
});
