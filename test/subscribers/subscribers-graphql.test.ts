// Subscribers over GraphQL (typed documents from test/graphql/subscribers.graphql), and the
// statement count of lists: a page of many costs the same SQL as a page of one.
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SubscriberCreateDocument,
  SubscriberDeleteDocument,
  SubscriberNodeDocument,
  SubscriberOneDocument,
  SubscribersPageDocument,
  SubscriberUpdateDocument,
} from "../generated/graphql.js";
import { countingServer } from "../helpers/counting-server.js";
import type { TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";

let server: TestServer;
let countStatements: Awaited<ReturnType<typeof countingServer>>["countStatements"];
beforeAll(async () => {
  ({ server, countStatements } = await countingServer());
});
afterAll(() => server.close());

describe("GraphQL", () => {
  it("creates, reads, lists, updates and deletes subscribers, with global ids and enums", async () => {
    const { key } = await server.program("Newsletter");
    const created = await server.gql(key, SubscriberCreateDocument, { input: { email: "G@Example.com", externalId: "g1", name: "Gee", marketingConsent: true } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.subscriberCreate.userErrors).toEqual([]);
    const g1 = created.data!.subscriberCreate.subscriber!;
    expect(g1).toMatchObject({
      externalId: "g1",
      email: "g@example.com",
      name: "Gee",
      marketingConsent: true,
      tos: false,
      approved: true,
      status: "ACTIVE",
      isReferred: false,
      referralsCount: 0,
      reward: [],
      portalLink: null,
    });
    expect(g1.id).not.toBe("g1");
    const referred = await server.gql(key, SubscriberCreateDocument, {
      input: { email: "g2@example.com", externalId: "g2", status: "SUSPENDED", referringSubscriberId: g1.id },
    });
    const g2 = referred.data!.subscriberCreate.subscriber!;
    expect(g2).toMatchObject({ isReferred: true, status: "SUSPENDED" });

    const one = await server.gql(key, SubscriberOneDocument, { by: { id: g2.id } });
    expect(one.data!.subscriber).toMatchObject({ externalId: "g2", referringSubscriber: { id: g1.id, externalId: "g1", email: "g@example.com" } });
    const link = one.data!.subscriber!.links[0]!;
    expect(link.default).toBe(true);
    expect(one.data!.subscriber!.shareLink).toBe(link.url);
    const byEmail = await server.gql(key, SubscriberOneDocument, { by: { email: "G@example.com" } });
    expect(byEmail.data!.subscriber).toMatchObject({ externalId: "g1", referralsCount: 1, referringSubscriber: null });
    const byExternal = await server.gql(key, SubscriberOneDocument, { by: { externalId: "g2" } });
    expect(byExternal.data!.subscriber!.id).toBe(g2.id);
    // an external id is an id only: an email in it finds nothing
    expect((await server.gql(key, SubscriberOneDocument, { by: { externalId: "g2@example.com" } })).data!.subscriber).toBeNull();
    const node = await server.gql(key, SubscriberNodeDocument, { id: g1.id });
    expect(node.data!.node).toEqual({ __typename: "Subscriber", id: g1.id, externalId: "g1", email: "g@example.com", status: "ACTIVE" });

    const list = await server.gql(key, SubscribersPageDocument, { filter: { referred: true } });
    expect(list.data!.subscribers.totalCount).toBe(1);
    expect(list.data!.subscribers.edges.map((e) => e.node.externalId)).toEqual(["g2"]);
    expect(list.data!.subscribers.pageInfo).toMatchObject({ hasNextPage: false });
    const active = await server.gql(key, SubscribersPageDocument, { filter: { statuses: ["ACTIVE"] } });
    expect(active.data!.subscribers.edges.map((e) => e.node.externalId)).toEqual(["g1"]);
    const all = await server.gql(key, SubscribersPageDocument, { orderBy: { direction: "ASC" } });
    expect(all.data!.subscribers.edges.map((e) => e.node.externalId)).toEqual(["g1", "g2"]);
    const firstPage = await server.gql(key, SubscribersPageDocument, { first: 1, orderBy: { direction: "ASC" } });
    const next = await server.gql(key, SubscribersPageDocument, { first: 1, after: firstPage.data!.subscribers.pageInfo.endCursor, orderBy: { direction: "ASC" } });
    expect(next.data!.subscribers.edges.map((e) => e.node.externalId)).toEqual(["g2"]);
    const later = await server.gql(key, SubscribersPageDocument, { filter: { createdAt: { from: new Date(Date.now() + 3_600_000).toISOString() } } });
    expect(later.data!.subscribers.totalCount).toBe(0);

    const updated = await server.gql(key, SubscriberUpdateDocument, { input: { id: g2.id, status: "REJECTED", approved: false, name: "Two" } });
    expect(updated.data!.subscriberUpdate).toMatchObject({ subscriber: { id: g2.id, status: "REJECTED", approved: false, name: "Two" }, userErrors: [] });

    const deleted = await server.gql(key, SubscriberDeleteDocument, { input: { id: g2.id } });
    expect(deleted.data!.subscriberDelete).toEqual({ deletedId: g2.id, userErrors: [] });
    const gone = await server.gql(key, SubscriberOneDocument, { by: { id: g2.id } });
    expect(gone.errors).toBeUndefined();
    expect(gone.data!.subscriber).toBeNull();
    expect((await server.gql(key, SubscriberNodeDocument, { id: g2.id })).data!.node).toBeNull();
  });

  it("answers refused input as user errors with the input field's path", async () => {
    const { key } = await server.program("Newsletter");
    const first = await server.gql(key, SubscriberCreateDocument, { input: { email: "e@example.com", externalId: "e1" } });
    const e1 = first.data!.subscriberCreate.subscriber!;
    const dup = await server.gql(key, SubscriberCreateDocument, { input: { email: "E@example.com", externalId: "e1" } });
    expect(dup.errors).toBeUndefined();
    expect(dup.data!.subscriberCreate.subscriber).toBeNull();
    expect(dup.data!.subscriberCreate.userErrors).toEqual(
      expect.arrayContaining([
        { field: ["input", "email"], message: "Email already exists", code: "TAKEN" },
        { field: ["input", "externalId"], message: "ID already exists", code: "TAKEN" },
      ]),
    );
    const badEmail = await server.gql(key, SubscriberCreateDocument, { input: { email: "nope" } });
    expect(badEmail.data!.subscriberCreate.userErrors).toEqual([{ field: ["input", "email"], message: expect.any(String), code: "INVALID" }]);
    const referrer = await server.gql(key, SubscriberCreateDocument, { input: { email: "r@example.com", referringSubscriberId: "nobody" } });
    expect(referrer.data!.subscriberCreate.userErrors).toEqual([{ field: ["input", "referringSubscriberId"], message: "No subscriber has this id.", code: "INVALID" }]);
    const small = await server.gql(key, SubscribersPageDocument, { first: 0 });
    expect(small.errors![0]!.extensions).toMatchObject({ status: 422, errors: { first: [expect.any(String)] } });
    const badName = await server.gql(key, SubscriberUpdateDocument, { input: { id: e1.id, name: "x".repeat(101) } });
    expect(badName.data!.subscriberUpdate.userErrors).toEqual([{ field: ["input", "name"], message: expect.any(String), code: "INVALID" }]);
    const missing = await server.gql(key, SubscriberDeleteDocument, { input: { id: "nobody" } });
    expect(missing.data!.subscriberDelete).toEqual({ deletedId: null, userErrors: [{ field: null, message: "Subscriber not found", code: "NOT_FOUND" }] });
  });

  it("is not available to other program types, and isolated between programs", async () => {
    const affiliate = await server.program("Affiliate");
    const res = await server.gql(affiliate.key, SubscribersPageDocument, {});
    expect(res.errors![0]).toMatchObject({
      message: "Subscribers is not available for Affiliate programs",
      extensions: { code: "WRONG_PROGRAM_TYPE", status: 400 },
    });
    const a = await server.program("Newsletter");
    const b = await server.program("Newsletter");
    const created = await server.gql(a.key, SubscriberCreateDocument, { input: { email: "iso@example.com", externalId: "iso" } });
    const iso = created.data!.subscriberCreate.subscriber!;
    for (const by of [{ id: iso.id }, { externalId: "iso" }, { email: "iso@example.com" }]) {
      expect((await server.gql(b.key, SubscriberOneDocument, { by })).data!.subscriber).toBeNull();
    }
    expect((await server.gql(b.key, SubscriberNodeDocument, { id: iso.id })).data!.node).toBeNull();
    const notFound = [{ field: null, message: "Subscriber not found", code: "NOT_FOUND" }];
    expect((await server.gql(b.key, SubscriberUpdateDocument, { input: { id: iso.id, name: "B" } })).data!.subscriberUpdate.userErrors).toEqual(notFound);
    expect((await server.gql(b.key, SubscriberDeleteDocument, { input: { id: iso.id } })).data!.subscriberDelete.userErrors).toEqual(notFound);
    const referral = await server.gql(b.key, SubscriberCreateDocument, { input: { email: "x@example.com", referringSubscriberId: iso.id } });
    expect(referral.data!.subscriberCreate.userErrors[0]!.field).toEqual(["input", "referringSubscriberId"]);
    expect((await server.gql(b.key, SubscribersPageDocument, {})).data!.subscribers.totalCount).toBe(0);
    expect((await server.gql(a.key, SubscriberOneDocument, { by: { id: iso.id } })).data!.subscriber).toMatchObject({ name: "", externalId: "iso" });
  });
});

describe("statement count of lists", () => {
  async function programWith(n: number) {
    const { key, program } = await server.program("Newsletter");
    const rows = seed(server).of(program);
    await rows.subscribers(1, () => ({ email: "root@example.com", id: "root" }));
    await rows.subscribers(n - 1, (i) => ({ email: `s${i}@example.com`, referral: { id: "root" } }));
    // rewards too, so the list has every relation to load
    const prisma = server.app.database.prisma;
    for (const s of await prisma.subscriber.findMany({ where: { programId: program.id } })) {
      await prisma.reward.create({ data: { programId: program.id, kind: "referral", amount: 1, currency: "USD", subscriberUid: s.uid } });
    }
    await server.rest(key, "GET", "/v1/subscribers"); // the key's first use is behind us
    return key;
  }

  it("is the same for a page of 1 and a page of 12, over REST and GraphQL", async () => {
    const one = await programWith(1);
    const many = await programWith(12);
    const rest = async (key: string) => {
      const res = await server.rest(key, "GET", "/v1/subscribers?limit=50");
      expect(res.status).toBe(200);
      return res.body.data.length as number;
    };
    let rows = 0;
    const restOne = await countStatements(async () => (rows = await rest(one)));
    expect(rows).toBe(1);
    const restMany = await countStatements(async () => (rows = await rest(many)));
    expect(rows).toBe(12);
    expect(restMany).toBe(restOne);

    const gql = async (key: string) => {
      const res = await server.gql(key, SubscribersPageDocument, { first: 50 });
      expect(res.errors).toBeUndefined();
      return res.data!.subscribers.edges.length;
    };
    const gqlOne = await countStatements(async () => (rows = await gql(one)));
    expect(rows).toBe(1);
    const gqlMany = await countStatements(async () => (rows = await gql(many)));
    expect(rows).toBe(12);
    expect(gqlMany).toBe(gqlOne);
    // the page with its default links and rewards joined, the total, the referral counts: a fixed handful
    expect(restOne).toBeGreaterThanOrEqual(3);
    expect(restOne).toBeLessThanOrEqual(8);
    expect(gqlOne).toBe(restOne);
  });
});
