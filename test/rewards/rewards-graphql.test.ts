// Rewards over GraphQL (typed documents from test/graphql/rewards.graphql): the connection and
// its filter, one reward by id or key (null when none), Money and enums, the partner as an
// object, approve and reject with payloads, the earners' `rewards` connections (one statement
// a page), approve and reject in bulk (one transaction, each refusal named by its place), and
// isolation from other programs by global id.
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CustomerRewardsDocument,
  RewardNodeDocument,
  PartnersWithRewardsDocument,
  RewardApproveDocument,
  RewardOneDocument,
  RewardRejectDocument,
  RewardsApproveDocument,
  RewardsPageDocument,
  RewardsRejectDocument,
  SubscriberRewardsDocument,
} from "../generated/graphql.js";
import { countingServer } from "../helpers/counting-server.js";
import type { TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";
import { eventsOf, HOUR, partnerUid, warmUp } from "./support.js";

let server: TestServer;
let countStatements: Awaited<ReturnType<typeof countingServer>>["countStatements"];
beforeAll(async () => {
  ({ server, countStatements } = await countingServer());
  await warmUp(server);
});
afterAll(() => server.close());

describe("GraphQL rewards", () => {
  it("lists with filters, reads one, approves and rejects", async () => {
    const { key, ok, program } = await seed(server).program("Affiliate");
    await ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "ann-key" });
    const uid = await partnerUid(server, program, "ann");
    const due = await seed(server).of(program).reward({ status: "pending", holdUntil: new Date(Date.now() - HOUR), partnerUid: uid, amount: "7.5" });
    const review = await seed(server).of(program).reward({ status: "in_review", reviewReason: "self_referral", partnerUid: uid });
    const paid = await seed(server).of(program).reward({ status: "paid", partnerUid: uid, kind: "bonus" });

    const page = await server.gql(key, RewardsPageDocument, { filter: { statuses: ["APPROVED"] } });
    expect(page.errors).toBeUndefined();
    expect(page.data!.rewards.edges.map((e) => [e.node.key, e.node.status, e.node.amount])).toEqual([[due.id, "APPROVED", { amount: "7.5", currency: "USD" }]]);
    expect((await server.gql(key, RewardsPageDocument, { filter: { kinds: ["BONUS"] } })).data!.rewards.edges.map((e) => e.node.key)).toEqual([paid.id]);
    const all = await server.gql(key, RewardsPageDocument, { first: 2 });
    const partnerId = all.data!.rewards.edges[0]!.node.partner!.id;
    expect(all.data!.rewards.edges[0]!.node.partner!.externalId).toBe("ann");
    expect((await server.gql(key, RewardsPageDocument, { filter: { partnerId }, first: 2 })).data!.rewards).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect((await server.gql(key, RewardsPageDocument, { filter: { partnerId: "bogus" } })).data!.rewards.totalCount).toBe(0);

    const one = await server.gql(key, RewardOneDocument, { by: { key: review.id } });
    expect(one.data!.reward).toMatchObject({ key: review.id, status: "IN_REVIEW", reviewReason: "self_referral", partner: { externalId: "ann" }, kind: "COMMISSION" });
    const rid = one.data!.reward!.id;
    expect((await server.gql(key, RewardOneDocument, { by: { id: rid } })).data!.reward!.key).toBe(review.id);
    expect((await server.gql(key, RewardNodeDocument, { id: rid })).data!.node).toEqual({ id: rid, key: review.id, status: "IN_REVIEW" });
    // a reward in points is no Money: amount is null, points carries the number and its unit
    const inPoints = await seed(server).of(program).reward({ status: "approved", partnerUid: uid, amount: "40", currency: "points", isCurrency: false });
    expect((await server.gql(key, RewardOneDocument, { by: { key: inPoints.id } })).data!.reward).toMatchObject({ amount: null, points: { amount: "40", unit: "points" }, isCurrency: false });
    expect((await server.gql(key, RewardOneDocument, { by: { key: review.id } })).data!.reward).toMatchObject({ amount: { currency: "USD" }, points: null });
    const none = await server.gql(key, RewardOneDocument, { by: { key: "nope" } });
    expect(none.errors).toBeUndefined();
    expect(none.data!.reward).toBeNull();
    expect((await ok("GET", `/v1/rewards/${review.id}`)).status).toBe("in_review");

    const approved = await server.gql(key, RewardApproveDocument, { input: { id: rid } });
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.rewardApprove).toMatchObject({ reward: { status: "APPROVED", approvedAt: expect.any(String) }, userErrors: [] });
    expect(await eventsOf(server, program, "reward.approved")).toHaveLength(1);

    const paidId = (await server.gql(key, RewardOneDocument, { by: { key: paid.id } })).data!.reward!.id;
    const refused = await server.gql(key, RewardRejectDocument, { input: { id: paidId } });
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.rewardReject).toMatchObject({ reward: null, userErrors: [{ field: null, code: "NOT_ALLOWED" }] });
    const tooLong = await server.gql(key, RewardRejectDocument, { input: { id: paidId, reason: "x".repeat(1001) } });
    expect(tooLong.data!.rewardReject.userErrors).toMatchObject([{ field: ["input", "reason"], code: "INVALID" }]);
    const dueId = (await server.gql(key, RewardOneDocument, { by: { key: due.id } })).data!.reward!.id;
    const rejected = await server.gql(key, RewardRejectDocument, { input: { id: dueId, reason: "duplicate order" } });
    expect(rejected.data!.rewardReject.reward).toMatchObject({ status: "REJECTED", reviewReason: "duplicate order", rejectedAt: expect.any(String) });
  });

  it("shows each partner's rewards with the page, in one statement however many partners", async () => {
    async function programWith(n: number) {
      const { key, ok, program } = await seed(server).program("Affiliate");
      for (let i = 1; i <= n; i++) {
        await ok("POST", "/v1/partners", { email: `p${i}@example.com`, id: `p${i}` });
        const uid = await partnerUid(server, program, `p${i}`);
        await seed(server).of(program).reward({ partnerUid: uid, amount: i });
        await seed(server).of(program).reward({ partnerUid: uid, status: "pending", holdUntil: new Date(Date.now() + HOUR) });
      }
      await server.gql(key, PartnersWithRewardsDocument, { first: 50 }); // the key's first use
      return key;
    }
    const one = await programWith(1);
    const many = await programWith(6);
    let partners: { externalId: string; rewards: { status: string; amount: { amount: string; currency: string } | null }[] }[] = [];
    const run = (key: string, status?: "PENDING") => async () => {
      const res = await server.gql(key, PartnersWithRewardsDocument, { first: 50, filter: status ? { statuses: [status] } : undefined });
      expect(res.errors).toBeUndefined();
      partners = res.data!.partners.edges.map((e) => ({ externalId: e.node.externalId, rewards: e.node.rewards.edges.map((r) => r.node) }));
    };
    const countOne = await countStatements(run(one));
    expect(partners.map((p) => p.rewards.length)).toEqual([2]);
    const countMany = await countStatements(run(many));
    expect(partners).toHaveLength(6);
    expect(partners.find((p) => p.externalId === "p3")!.rewards).toContainEqual(expect.objectContaining({ status: "APPROVED", amount: { amount: "3", currency: "USD" } }));
    expect(countMany).toBe(countOne);

    await run(many, "PENDING")();
    expect(partners.every((p) => p.rewards.length === 1 && p.rewards[0]!.status === "PENDING")).toBe(true);
  });

  it("GET /v1/rewards costs the same statements for a page of 1 and of 8 (partner, customer, transaction joined)", async () => {
    async function programWith(n: number) {
      const { key, ok, program } = await seed(server).program("Affiliate");
      await ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "ann" });
      const uid = await partnerUid(server, program, "ann");
      const prisma = server.app.database.prisma;
      for (let i = 1; i <= n; i++) {
        await ok("POST", "/v1/customers", { key: `c${i}`, partner: { key: "ann" } });
        const customer = await prisma.customer.findFirstOrThrow({ where: { programId: program.id, key: `c${i}` } });
        const sale = await prisma.transaction.create({ data: { programId: program.id, key: `t${i}`, action: "sale", amount: 10, currency: "USD", partnerUid: uid, customerUid: customer.uid } });
        await seed(server).of(program).reward({ partnerUid: uid, customerUid: customer.uid, transactionUid: sale.uid });
      }
      await server.rest(key, "GET", "/v1/rewards"); // the key's first use
      return key;
    }
    const one = await programWith(1);
    const many = await programWith(8);
    let rows: { partner: string; customer: string; transaction: string }[] = [];
    const list = (key: string) => async () => {
      const res = await server.rest(key, "GET", "/v1/rewards?limit=50");
      expect(res.status).toBe(200);
      rows = res.body.data;
    };
    const countOne = await countStatements(list(one));
    expect(rows).toHaveLength(1);
    const countMany = await countStatements(list(many));
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.partner === "ann" && /^c\d$/.test(r.customer) && /^t\d$/.test(r.transaction))).toBe(true);
    expect(countMany).toBe(countOne);
  });

  it("shows a customer's and a subscriber's rewards", async () => {
    const referral = await seed(server).program("Referral");
    await referral.ok("POST", "/v1/customers", { key: "kim", email: "kim@example.com" });
    const kim = (await server.app.database.prisma.customer.findFirstOrThrow({ where: { programId: referral.program.id, key: "kim" } })).uid;
    const r = await seed(server).of(referral.program).reward({ customerUid: kim, kind: "referral" });
    const c = await server.gql(referral.key, CustomerRewardsDocument, { key: "kim" });
    expect(c.data!.customer!.rewards).toEqual({ totalCount: 1, edges: [{ node: { key: r.id, status: "APPROVED", amount: { amount: "10", currency: "USD" } } }] });

    const news = await seed(server).program("Newsletter");
    await news.ok("POST", "/v1/subscribers", { email: "sam@example.com", id: "sam" });
    const sam = (await server.app.database.prisma.subscriber.findFirstOrThrow({ where: { programId: news.program.id, id: "sam" } })).uid;
    const m = await seed(server).of(news.program).reward({ subscriberUid: sam, kind: "milestone", milestoneReferrals: 3, note: "Sticker pack", amount: 1, currency: "milestone", isCurrency: false });
    const s = await server.gql(news.key, SubscriberRewardsDocument, { id: "sam" });
    expect(s.data!.subscriber).toEqual({
      id: "sam",
      reward: [{ id: m.id, name: "Sticker pack", referrals: 3, value: null, status: "APPROVED" }],
      rewards: { edges: [{ node: { key: m.id, kind: "MILESTONE", status: "APPROVED" } }] },
    });
  });

  it("never shows or moves another program's rewards", async () => {
    const mine = await seed(server).program("Affiliate");
    await mine.ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann" });
    const r = await seed(server).of(mine.program).reward({ status: "pending", partnerUid: await partnerUid(server, mine.program, "ann") });
    const other = await seed(server).program("Affiliate");
    await other.ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann" });

    const rid = (await server.gql(mine.key, RewardOneDocument, { by: { key: r.id } })).data!.reward!.id;
    expect((await server.gql(other.key, RewardOneDocument, { by: { key: r.id } })).data!.reward).toBeNull();
    expect((await server.gql(other.key, RewardOneDocument, { by: { id: rid } })).data!.reward).toBeNull();
    expect((await server.gql(other.key, RewardNodeDocument, { id: rid })).data!.node).toBeNull();
    for (const res of [
      (await server.gql(other.key, RewardApproveDocument, { input: { id: rid } })).data!.rewardApprove,
      (await server.gql(other.key, RewardRejectDocument, { input: { id: rid } })).data!.rewardReject,
    ]) {
      expect(res).toMatchObject({ reward: null, userErrors: [{ code: "NOT_FOUND" }] });
    }
    expect((await server.gql(other.key, RewardsPageDocument, {})).data!.rewards.totalCount).toBe(0);
    const partnerId = (await server.gql(mine.key, RewardsPageDocument, {})).data!.rewards.edges[0]!.node.partner!.id;
    expect((await server.gql(other.key, RewardsPageDocument, { filter: { partnerId } })).data!.rewards.totalCount).toBe(0);
    const partners = await server.gql(other.key, PartnersWithRewardsDocument, { first: 10 });
    expect(partners.data!.partners.edges.map((e) => e.node.rewards)).toEqual([{ totalCount: 0, edges: [] }]);
    expect((await server.app.database.prisma.reward.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("pending");
  });

  it("approves and rejects in bulk: the allowed ones move together, each refused one is named by its place", async () => {
    const { key, ok, program } = await seed(server).program("Affiliate");
    await ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann" });
    const uid = await partnerUid(server, program, "ann");
    const make = (status: "pending" | "in_review" | "paid") => seed(server).of(program).reward({ status, partnerUid: uid, ...(status === "in_review" ? { reviewReason: "self_referral" } : {}) });
    const [a, b, paid, c] = [await make("pending"), await make("in_review"), await make("paid"), await make("pending")];
    const idOf = async (k: string) => (await server.gql(key, RewardOneDocument, { by: { key: k } })).data!.reward!.id;
    const [ida, idb, idpaid, idc] = [await idOf(a.id), await idOf(b.id), await idOf(paid.id), await idOf(c.id)];
    const other = await seed(server).program("Affiliate");
    await other.ok("POST", "/v1/partners", { email: "bob@example.com", id: "bob" });
    const theirs = await seed(server).of(other.program).reward({ status: "pending", partnerUid: await partnerUid(server, other.program, "bob") });
    const theirsId = (await server.gql(other.key, RewardOneDocument, { by: { key: theirs.id } })).data!.reward!.id;

    const approved = await server.gql(key, RewardsApproveDocument, { input: { ids: [ida, idpaid, "bogus", idb, theirsId] } });
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.rewardsApprove.rewards).toEqual([{ key: a.id, status: "APPROVED" }, { key: b.id, status: "APPROVED" }]);
    expect(approved.data!.rewardsApprove.userErrors).toMatchObject([
      { field: ["input", "ids", "1"], code: "NOT_ALLOWED" },
      { field: ["input", "ids", "2"], code: "NOT_FOUND" },
      { field: ["input", "ids", "4"], code: "NOT_FOUND" },
    ]);
    expect(await eventsOf(server, program, "reward.approved")).toHaveLength(2);
    // another program's reward was not touched
    expect((await server.app.database.prisma.reward.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe("pending");
    expect((await server.app.database.prisma.reward.findUniqueOrThrow({ where: { id: paid.id } })).status).toBe("paid");

    const rejected = await server.gql(key, RewardsRejectDocument, { input: { ids: [idc, ida], reason: "test orders" } });
    expect(rejected.data!.rewardsReject).toEqual({
      rewards: [
        { key: c.id, status: "REJECTED", reviewReason: "test orders" },
        { key: a.id, status: "REJECTED", reviewReason: "test orders" },
      ],
      userErrors: [],
    });

    // hostile input: named, nothing changed
    for (const [input, field] of [
      [{ ids: [] }, ["input", "ids"]],
      [{ ids: Array.from({ length: 101 }, () => idb) }, ["input", "ids"]],
      [{ ids: [idb], reason: "x".repeat(1001) }, ["input", "reason"]],
    ] as const) {
      const res = await server.gql(key, RewardsRejectDocument, { input: input as { ids: string[]; reason?: string } });
      expect(res.data!.rewardsReject, JSON.stringify(input).slice(0, 60)).toMatchObject({ rewards: [], userErrors: [{ field, code: "INVALID" }] });
    }
    expect((await server.app.database.prisma.reward.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("approved");
    // another program's key moves none of these
    const foreign = await server.gql(other.key, RewardsRejectDocument, { input: { ids: [idb] } });
    expect(foreign.data!.rewardsReject).toMatchObject({ rewards: [], userErrors: [{ field: ["input", "ids", "0"], code: "NOT_FOUND" }] });
  });
});
