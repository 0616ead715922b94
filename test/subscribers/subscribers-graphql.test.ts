// Subscribers over GraphQL (typed documents from test/graphql/subscribers.graphql), and the
// statement count of lists: a page of many costs the same SQL as a page of one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SubscriberCreateDocument,
  SubscriberDeleteDocument,
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
  it("creates, reads, lists, updates and deletes subscribers", async () => {
    const { key } = await server.program("Newsletter");
    const created = await server.gql(key, SubscriberCreateDocument, { email: "G@Example.com", id: "g1", name: "Gee", marketingConsent: true });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createSubscriber).toMatchObject({
      id: "g1",
      email: "g@example.com",
      name: "Gee",
      marketingConsent: true,
      tos: false,
      approved: true,
      status: "Active",
      isReferred: false,
      referralsCount: 0,
      reward: [],
      portalLink: null,
    });
    const referred = await server.gql(key, SubscriberCreateDocument, { email: "g2@example.com", id: "g2", status: "suspended", referral: { email: "g@example.com" } });
    expect(referred.data!.createSubscriber).toMatchObject({ isReferred: true, status: "Suspended" });

    const one = await server.gql(key, SubscriberOneDocument, { id: "g2" });
    expect(one.data!.subscriber).toMatchObject({ id: "g2", referringSubscriber: { id: "g1", email: "g@example.com" } });
    const link = one.data!.subscriber.links[0]!;
    expect(link.default).toBe(true);
    expect(one.data!.subscriber.shareLink).toBe(link.url);
    const byEmail = await server.gql(key, SubscriberOneDocument, { email: "G@example.com" });
    expect(byEmail.data!.subscriber).toMatchObject({ id: "g1", referralsCount: 1, referringSubscriber: null });
    const emailInId = await server.gql(key, SubscriberOneDocument, { id: "g2@example.com" });
    expect(emailInId.data!.subscriber.id).toBe("g2");

    const list = await server.gql(key, SubscribersPageDocument, { referStatus: "referred" });
    expect(list.data!.subscribers.totalCount).toBe(1);
    expect(list.data!.subscribers.edges.map((e) => e.node.id)).toEqual(["g2"]);
    expect(list.data!.subscribers.pageInfo).toMatchObject({ hasNextPage: false });
    const all = await server.gql(key, SubscribersPageDocument, { orderBy: { direction: "ASC" } });
    expect(all.data!.subscribers.edges.map((e) => e.node.id)).toEqual(["g1", "g2"]);

    const updated = await server.gql(key, SubscriberUpdateDocument, { id: "g2", update: { status: "rejected", approved: false, name: "Two" } });
    expect(updated.data!.updateSubscriber).toMatchObject({ id: "g2", status: "Rejected", approved: false, name: "Two" });

    const deleted = await server.gql(key, SubscriberDeleteDocument, { email: "g2@example.com" });
    expect(deleted.data!.deleteSubscriber).toBe(true);
    const gone = await server.gql(key, SubscriberOneDocument, { id: "g2" });
    expect(gone.errors![0]!.message).toBe("Subscriber not found");
    expect(gone.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
  });

  it("reports the same errors as REST, with the field in extensions", async () => {
    const { key } = await server.program("Newsletter");
    await server.gql(key, SubscriberCreateDocument, { email: "e@example.com", id: "e1" });
    const dup = await server.gql(key, SubscriberCreateDocument, { email: "E@example.com" });
    expect(dup.errors![0]!.extensions).toMatchObject({ code: "VALIDATION_FAILED", status: 422, errors: { email: ["Email already exists"] } });
    const status = await server.gql(key, SubscriberCreateDocument, { email: "s@example.com", status: "Active" });
    expect(status.errors![0]!.extensions).toMatchObject({ status: 422, errors: { status: [expect.any(String)] } });
    const referrer = await server.gql(key, SubscriberCreateDocument, { email: "r@example.com", referral: { id: "nobody" } });
    expect(referrer.errors![0]).toMatchObject({ message: "Referring subscriber not found", extensions: { code: "BAD_REQUEST", status: 400 } });
    const small = await server.gql(key, SubscribersPageDocument, { first: 0 });
    expect(small.errors![0]!.extensions).toMatchObject({ status: 422, errors: { first: [expect.any(String)] } });
    const badUpdate = await server.gql(key, SubscriberUpdateDocument, { id: "e1", update: { status: "paused" } });
    expect(badUpdate.errors![0]!.extensions).toMatchObject({ status: 422, errors: { status: [expect.any(String)] } });
    const missing = await server.gql(key, SubscriberDeleteDocument, { id: "nobody" });
    expect(missing.errors![0]!.extensions).toMatchObject({ code: "NOT_FOUND" });
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
    await server.gql(a.key, SubscriberCreateDocument, { email: "iso@example.com", id: "iso" });
    for (const vars of [{ id: "iso" }, { email: "iso@example.com" }]) {
      expect((await server.gql(b.key, SubscriberOneDocument, vars)).errors![0]!.message).toBe("Subscriber not found");
      expect((await server.gql(b.key, SubscriberUpdateDocument, { ...vars, update: { name: "B" } })).errors![0]!.message).toBe("Subscriber not found");
      expect((await server.gql(b.key, SubscriberDeleteDocument, vars)).errors![0]!.message).toBe("Subscriber not found");
    }
    expect((await server.gql(a.key, SubscriberOneDocument, { id: "iso" })).data!.subscriber.name).toBe("");
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
