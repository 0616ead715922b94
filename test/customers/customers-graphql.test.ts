// Customers over GraphQL (typed documents from test/graphql/customers.graphql): the Customer
// node and its global id, nullable lookups, references as objects, the filtered list, the
// refer-a-friend parts (referrals, stats, balance as Money or Points), payloads with userErrors naming
// input paths, and the statement count of customer lists: a page of 100 costs the same SQL as
// a page of 1.
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CustomerArchiveDocument,
  CustomerCreateDocument,
  CustomerCreditDocument,
  CustomerDeleteDocument,
  CustomerInviteDocument,
  CustomerNodeDocument,
  CustomerOneDocument,
  CustomerReferFriendDocument,
  CustomerRestoreDocument,
  CustomersPageDocument,
  CustomerStatsOnlyDocument,
  CustomerUpdateDocument,
  type CustomerCreateInput,
} from "../generated/graphql.js";
import { mailLines } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { countingServer } from "../helpers/counting-server.js";
import type { TestServer } from "../helpers/server.js";

let server: TestServer;
let countStatements: (run: () => Promise<unknown>) => Promise<number>;
beforeAll(async () => {
  ({ server, countStatements } = await countingServer());
});
afterAll(() => server.close());

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

describe("GraphQL, affiliate program", () => {
  it("creates, finds, lists, updates, archives and deletes customers", async () => {
    const s = await seed(server).program("Affiliate");
    const { key, api } = s;
    const [p, q] = await s.partners(2);
    const pId = globalId("Partner", p!.uid);
    const qId = globalId("Partner", q!.uid);

    const created = await server.gql(key, CustomerCreateDocument, { input: { key: "g1", email: "G1@Example.com", tags: ["vip"], partnerId: pId } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.customerCreate.userErrors).toEqual([]);
    const g1 = created.data!.customerCreate.customer!;
    expect(g1).toMatchObject({ key: "g1", email: "g1@example.com", status: "ACTIVE", deletedAt: null, tags: ["vip"], partner: { id: pId, key: p!.key } });
    expect(g1.id).not.toBe(g1.externalId);
    await server.gql(key, CustomerCreateDocument, { input: { key: "g2", name: "Second", partnerId: qId } });
    await server.gql(key, CustomerCreateDocument, { input: { key: "g3", partnerId: pId, options: { referralUrl: "https://shop.example/?aff=x" } } });

    // the node is found by its global id, and by any one of its ids
    const node = await server.gql(key, CustomerNodeDocument, { id: g1.id });
    expect(node.data!.node).toMatchObject({ __typename: "Customer", id: g1.id, key: "g1", externalId: g1.externalId });
    for (const by of [{ id: g1.id }, { key: "g1" }, { email: "g1@example.com" }, { externalId: g1.externalId }]) {
      expect((await server.gql(key, CustomerOneDocument, { by })).data!.customer?.key, JSON.stringify(by)).toBe("g1");
    }

    const ofP = await server.gql(key, CustomersPageDocument, { filter: { partnerId: pId }, orderBy: { direction: "ASC" } });
    expect(ofP.data!.customers.edges.map((e) => e.node.key)).toEqual(["g1", "g3"]);
    expect(ofP.data!.customers).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
    const ofQ = await server.gql(key, CustomersPageDocument, { filter: { partnerId: qId } });
    expect(ofQ.data!.customers.edges.map((e) => e.node.key)).toEqual(["g2"]);
    const firstPage = await server.gql(key, CustomersPageDocument, { first: 2 });
    expect(firstPage.data!.customers.edges.map((e) => e.node.key)).toEqual(["g3", "g2"]);
    const next = await server.gql(key, CustomersPageDocument, { first: 2, after: firstPage.data!.customers.pageInfo.endCursor });
    expect(next.data!.customers.edges.map((e) => e.node.key)).toEqual(["g1"]);

    const renamed = await server.gql(key, CustomerUpdateDocument, { input: { id: g1.id, key: "g1-new", name: "Renamed" } });
    expect(renamed.data!.customerUpdate).toMatchObject({ customer: { key: "g1-new", name: "Renamed" }, userErrors: [] });
    expect((await server.gql(key, CustomerOneDocument, { by: { key: "g1" } })).data!.customer).toBeNull();
    const clash = await server.gql(key, CustomerUpdateDocument, { input: { id: g1.id, key: "g2" } });
    expect(clash.errors).toBeUndefined();
    expect(clash.data!.customerUpdate).toMatchObject({ customer: null, userErrors: [{ field: ["input", "key"], code: "TAKEN" }] });

    const archived = await server.gql(key, CustomerArchiveDocument, { input: { id: g1.id } });
    expect(archived.data!.customerArchive.customer).toMatchObject({ status: "DELETED", deletedAt: expect.any(String) });
    expect((await server.gql(key, CustomersPageDocument, { filter: { statuses: ["DELETED"] } })).data!.customers.edges.map((e) => e.node.key)).toEqual(["g1-new"]);
    const twice = await server.gql(key, CustomerArchiveDocument, { input: { id: g1.id } });
    expect(twice.data!.customerArchive).toMatchObject({ customer: null, userErrors: [{ field: null, message: "Action failed", code: "NOT_ALLOWED" }] });
    const restored = await server.gql(key, CustomerRestoreDocument, { input: { id: g1.id } });
    expect(restored.data!.customerRestore.customer).toMatchObject({ deletedAt: null, status: "ACTIVE" });

    const g2 = (await server.gql(key, CustomerOneDocument, { by: { key: "g2" } })).data!.customer!;
    expect((await server.gql(key, CustomerDeleteDocument, { input: { id: g2.id } })).data!.customerDelete).toEqual({ deletedId: g2.id, userErrors: [] });
    expect((await server.gql(key, CustomerOneDocument, { by: { id: g2.id } })).data!.customer).toBeNull();
    expect((await server.gql(key, CustomerNodeDocument, { id: g2.id })).data!.node).toBeNull();
    const again = await server.gql(key, CustomerDeleteDocument, { input: { id: g2.id } });
    expect(again.data!.customerDelete).toMatchObject({ deletedId: null, userErrors: [{ code: "NOT_FOUND" }] });
    // REST sees the same
    expect((await api("GET", "/v1/customers/g2")).status).toBe(404);
  });

  it("refuses inputs with userErrors naming the input field, and creates nothing", async () => {
    const s = await seed(server).program("Affiliate");
    const [p] = await s.partners(1);
    const pId = globalId("Partner", p!.uid);
    const refused = async (input: CustomerCreateInput) => {
      const res = await server.gql(s.key, CustomerCreateDocument, { input });
      expect(res.errors).toBeUndefined();
      expect(res.data!.customerCreate.customer).toBeNull();
      return res.data!.customerCreate.userErrors;
    };
    expect(await refused({ key: "x", partnerId: globalId("Partner", "nobody") })).toMatchObject([{ field: ["input", "partnerId"], code: "INVALID" }]);
    expect(await refused({ key: "x", partnerId: globalId("Program", "1") })).toMatchObject([{ field: ["input", "partnerId"], code: "INVALID" }]);
    expect(await refused({ partnerId: pId })).toMatchObject([{ field: ["input", "key"], code: "INVALID" }]);
    expect(await refused({ key: "x" })).toMatchObject([{ field: ["input", "partnerId"], code: "INVALID" }]);
    expect(await refused({ key: "x", partnerId: pId, email: "not-an-email" })).toMatchObject([{ field: ["input", "email"], code: "INVALID" }]);
    expect(await refused({ key: "x", partnerId: pId, options: { referralUrl: "javascript:alert(1)" } })).toMatchObject([{ field: ["input", "options", "referralUrl"] }]);
    await server.gql(s.key, CustomerCreateDocument, { input: { key: "dup", partnerId: pId } });
    expect(await refused({ key: "dup", partnerId: pId })).toMatchObject([{ field: ["input", "key"], code: "TAKEN" }]);
    expect((await server.gql(s.key, CustomersPageDocument, {})).data!.customers.totalCount).toBe(1);
    // refer-a-friend parts are not for affiliate programs: a top-level error
    const stats = await server.gql(s.key, CustomerStatsOnlyDocument, { by: { key: "dup" } });
    expect(stats.errors![0]!.extensions).toMatchObject({ code: "WRONG_PROGRAM_TYPE", status: 400 });
  });

  it("isolates programs: A's key finds nothing of B's customers by any id and changes nothing", async () => {
    const a = await seed(server).program("Affiliate");
    const b = await seed(server).program("Affiliate");
    const [bp] = await b.partners(1);
    const theirs = await b.customer({ key: "theirs", id: "their-id", name: "B", partner: bp! });
    const id = globalId("Customer", theirs.uid);
    for (const by of [{ id }, { key: "theirs" }, { externalId: "their-id" }]) {
      expect((await server.gql(a.key, CustomerOneDocument, { by })).data!.customer, JSON.stringify(by)).toBeNull();
    }
    expect((await server.gql(a.key, CustomerNodeDocument, { id })).data!.node).toBeNull();
    const notFound = [{ field: null, code: "NOT_FOUND" }];
    expect((await server.gql(a.key, CustomerUpdateDocument, { input: { id, name: "A" } })).data!.customerUpdate).toMatchObject({ customer: null, userErrors: notFound });
    expect((await server.gql(a.key, CustomerArchiveDocument, { input: { id } })).data!.customerArchive).toMatchObject({ customer: null, userErrors: notFound });
    expect((await server.gql(a.key, CustomerDeleteDocument, { input: { id } })).data!.customerDelete).toMatchObject({ deletedId: null, userErrors: notFound });
    // B's partner is no partner of A's program
    const [ap] = await a.partners(1);
    expect((await server.gql(a.key, CustomersPageDocument, { filter: { partnerId: globalId("Partner", bp!.uid) } })).data!.customers.totalCount).toBe(0);
    const foreign = await server.gql(a.key, CustomerCreateDocument, { input: { key: "k", partnerId: globalId("Partner", bp!.uid) } });
    expect(foreign.data!.customerCreate.userErrors).toMatchObject([{ field: ["input", "partnerId"] }]);
    expect(ap).toBeDefined();
    expect((await server.gql(a.key, CustomersPageDocument, {})).data!.customers.totalCount).toBe(0);
    expect((await server.gql(b.key, CustomerOneDocument, { by: { id } })).data!.customer).toMatchObject({ name: "B", status: "ACTIVE", deletedAt: null });
  });
});

describe("GraphQL, refer-a-friend program", () => {
  it("creates with a referrer, and reads referrals, stats, the balance and credits", async () => {
    const { key } = await seed(server).program("Referral");
    const rootRes = await server.gql(key, CustomerCreateDocument, { input: { email: "root@example.com", metadata: { dateOfBirth: "1970-07-07" } } });
    const root = rootRes.data!.customerCreate.customer!;
    expect(root.metadata.dateOfBirth).toBe("1970-07-07");
    expect(root.referralLink).toBe(`https://shop.example?ref=${root.key}`);
    expect(root.referralLinks).toEqual([{ id: expect.any(String), key: root.key, url: root.referralLink, default: true }]);
    const kid = await server.gql(key, CustomerCreateDocument, { input: { key: "kid", referringCustomerId: root.id } });
    expect(kid.data!.customerCreate.customer!.referringCustomer).toEqual({ id: root.id, externalId: root.externalId, key: root.key });
    const bad = await server.gql(key, CustomerCreateDocument, { input: { referringCustomerId: globalId("Customer", "nobody") } });
    expect(bad.data!.customerCreate).toMatchObject({ customer: null, userErrors: [{ field: ["input", "referringCustomerId"], code: "INVALID" }] });
    const badDate = await server.gql(key, CustomerCreateDocument, { input: { metadata: { dateOfBirth: "2021-02-30" } } });
    expect(badDate.errors?.length).toBeGreaterThan(0);

    const referred = await server.gql(key, CustomersPageDocument, { filter: { referred: true } });
    expect(referred.data!.customers.edges.map((e) => e.node.key)).toEqual(["kid"]);
    const roots = await server.gql(key, CustomersPageDocument, { filter: { referred: false } });
    expect(roots.data!.customers.edges.map((e) => e.node)).toMatchObject([{ key: root.key, referralsCount: 1 }]);
    const byReferrer = await server.gql(key, CustomersPageDocument, { filter: { referringCustomerId: root.id } });
    expect(byReferrer.data!.customers.edges.map((e) => e.node.key)).toEqual(["kid"]);

    const of = await server.gql(key, CustomerReferFriendDocument, { by: { id: root.id }, first: 10 });
    expect(of.errors).toBeUndefined();
    expect(of.data!.customer).toMatchObject({
      referrals: { totalCount: 1, edges: [{ node: { key: "kid", referringCustomer: { key: root.key } } }] },
      stats: { referrals: 1, clicks: 0, referralLink: root.referralLink, rewards: [] },
      balance: [],
    });

    const credit = await server.gql(key, CustomerCreditDocument, { input: { id: root.id, amount: 12.5, unit: "chf", isCurrency: true } });
    expect(credit.data!.customerCredit.userErrors).toEqual([]);
    expect(credit.data!.customerCredit.credit).toMatchObject({
      customer: { id: root.id, key: root.key },
      amount: { currency: "CHF" },
      isCurrency: true,
      points: null,
      balance: [{ amount: { amount: "12.5", currency: "CHF" }, points: null, isCurrency: true }],
    });
    expect(Number(credit.data!.customerCredit.credit!.amount!.amount)).toBe(12.5);
    // points are no money: they come as Points (a number and its unit), and amount is null
    const points = await server.gql(key, CustomerCreditDocument, { input: { id: root.id, amount: 3, unit: "Points", isCurrency: false } });
    expect(points.data!.customerCredit.credit).toMatchObject({ amount: null, points: { amount: "3", unit: "points" }, isCurrency: false });
    const zero = await server.gql(key, CustomerCreditDocument, { input: { id: root.id, amount: 0, unit: "chf", isCurrency: true } });
    expect(zero.data!.customerCredit).toMatchObject({ credit: null, userErrors: [{ field: ["input", "amount"], code: "INVALID" }] });
    const balance = (await server.gql(key, CustomerReferFriendDocument, { by: { key: root.key } })).data!.customer!.balance;
    expect(balance).toEqual([
      { amount: { amount: "12.5", currency: "CHF" }, points: null, isCurrency: true },
      { amount: null, points: { amount: "3", unit: "points" }, isCurrency: false },
    ]);

    const invite = await server.gql(key, CustomerInviteDocument, { input: { email: "gql-invite@example.com", name: "Gia" } });
    expect(invite.data!.customerInvite).toMatchObject({ invitation: { email: "gql-invite@example.com", name: "Gia", sent: true }, userErrors: [] });
    expect(mailLines(server.mailFile).some((m) => m.to === "gql-invite@example.com")).toBe(true);
    const badInvite = await server.gql(key, CustomerInviteDocument, { input: { email: "nope" } });
    expect(badInvite.data!.customerInvite).toMatchObject({ invitation: null, userErrors: [{ field: ["input", "email"] }] });
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
    let rows: { partner: unknown }[] = [];
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
    // the page with its relations and referral counts, and the total (the key is cached)
    expect(restOne).toBe(2);
    expect(gqlOne).toBe(2);
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
    // the page with its relations and referral counts, and the total (the key is cached)
    expect(restOne).toBe(2);
    expect(gqlOne).toBe(2);
  });
});
