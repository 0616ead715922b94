// Reading, listing, deleting and archiving transactions, event payloads
// held to the GET response, and isolation between programs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { getWithBody } from "../helpers/http.js";
import { countingServer } from "../helpers/counting-server.js";
import { rowCount } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** partner p (pk) with customer c1, partner q (qk) with customer c2, and transactions t1..t5 alternating */
async function withTransactions() {
  const s = await seed(server).affiliate();
  await s.partner({ email: "q@example.com", id: "qid", key: "qk" });
  await s.customer({ key: "c2", partner: { key: "qk" } });
  for (let i = 1; i <= 5; i++) await s.ok("POST", "/v1/transactions", { key: `t${i}`, amount: i * 10, customer: { key: i % 2 ? "c1" : "c2" } });
  return s;
}

const keys = (list: { key: string }[]) => list.map((t) => t.key);

describe("GET /v1/transactions", () => {
  it("pages newest first, sorts asc on request, and carries rewards[] on every row", async () => {
    const s = await withTransactions();
    const page1 = await s.api("GET", "/v1/transactions?limit=2");
    expect(page1.status).toBe(200);
    expect(keys(page1.body.data)).toEqual(["t5", "t4"]);
    expect(page1.body.meta).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(page1.body.links.next).toContain("page=2");
    expect(page1.body.data[0]).toEqual(await s.ok("GET", "/v1/transactions/t5"));
    const page3 = await s.api("GET", "/v1/transactions?limit=2&page=3");
    expect(keys(page3.body.data)).toEqual(["t1"]);
    expect(page3.body.links.next).toBeNull();
    expect(keys((await s.api("GET", "/v1/transactions?sort=asc&limit=2")).body.data)).toEqual(["t1", "t2"]);
    expect(page1.body.data.every((t: { rewards: unknown[] }) => t.rewards.length === 1)).toBe(true);
    for (const bad of ["limit=0", "limit=251", "page=0", "sort=up"]) expect((await s.api("GET", `/v1/transactions?${bad}`)).status, bad).toBe(422);
  });

  it("filters by key, partner_key, partner_email, customer_key and the dotted forms", async () => {
    const s = await withTransactions();
    const list = async (q: string) => keys((await expectOk(s.api, "GET", `/v1/transactions?${q}`)) as unknown as { key: string }[]);
    expect(await list("key=t3")).toEqual(["t3"]);
    expect(await list("partner_key=qk")).toEqual(["t4", "t2"]);
    expect(await list("partner.key=qk")).toEqual(["t4", "t2"]);
    expect(await list("partner_email=P@example.com")).toEqual(["t5", "t3", "t1"]);
    expect(await list("partner.email=q@example.com")).toEqual(["t4", "t2"]);
    expect(await list("customer_key=c1&sort=asc")).toEqual(["t1", "t3", "t5"]);
    expect(await list("customer.key=c2")).toEqual(["t4", "t2"]);
    expect(await list("partner_key=nobody")).toEqual([]);
    const body = await getWithBody(server.url, "/v1/transactions", s.key, { partner: { key: "qk" } });
    expect(keys(body.body.data)).toEqual(["t4", "t2"]);
  });

  it("costs the same statements for a page of 2 and of 10 (rewards in one statement); a POST costs a fixed number; a read reads once", async () => {
    const { server: cs, countStatements } = await countingServer();
    try {
      const { key } = await cs.program("Affiliate");
      await cs.rest(key, "POST", "/v1/partners", { email: "p@example.com", key: "pk" });
      await cs.rest(key, "POST", "/v1/customers", { key: "c1", partner: { key: "pk" } });
      const posts: number[] = [];
      for (let i = 0; i < 10; i++) posts.push(await countStatements(() => cs.rest(key, "POST", "/v1/transactions", { key: `k${i}`, amount: 10, customer: { key: "c1" } })));
      expect(new Set(posts.slice(1)).size, JSON.stringify(posts)).toBe(1);
      // the buyer, read with its partner; the sale, its commission and its events are then one
      // statement, which the count leaves out with every other statement writing the outbox
      expect(posts[1]).toBe(1);
      console.info(`statements per POST /v1/transactions (a sale with one commission): ${posts.join(", ")}`);
      const small = await countStatements(() => cs.rest(key, "GET", "/v1/transactions?limit=2"));
      const large = await countStatements(() => cs.rest(key, "GET", "/v1/transactions?limit=10"));
      expect(large).toBe(small);
      // the rows with their rewards and the rewards' partners and customers, then the total: the
      // rewards' relations are not read again beneath the rows (REST runs compiled)
      expect(small).toBe(2);
      expect(await countStatements(() => cs.rest(key, "GET", "/v1/transactions/k1"))).toBe(1);
    } finally {
      await cs.close();
    }
  });
});

describe("GET, DELETE, archive", () => {
  it("GET /v1/transactions/{key}: 404 for an unknown key", async () => {
    const s = await seed(server).affiliate();
    const res = await s.api("GET", "/v1/transactions/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, message: "Transaction not found" });
  });

  it("DELETE on the path or with {key} in the body: soft, 404 afterwards, unpaid rewards rejected, paid ones kept, key stays taken", async () => {
    const s = await withTransactions();
    const t1 = await s.ok("GET", "/v1/transactions/t1");
    await s.prisma.reward.update({ where: { id: (await s.ok("GET", "/v1/transactions/t2")).rewards[0].key }, data: { status: "paid", paidAt: new Date() } });
    await s.events();
    expect(await s.api("DELETE", "/v1/transactions/t1")).toMatchObject({ status: 200, body: { status: 1 } });
    const [deleted] = await s.events();
    expect(deleted!.type).toBe("transaction.deleted");
    expect(deleted!.payload).toMatchObject({ ...t1, deleted_at: expect.any(String), updated_at: expect.any(String), rewards: [{ ...t1.rewards[0], status: "rejected", rejected_at: expect.any(String), review_reason: "transaction deleted" }] });
    expect((await s.api("GET", "/v1/transactions/t1")).status).toBe(404);
    expect((await s.api("DELETE", "/v1/transactions/t1")).status).toBe(404);
    expect(await s.api("DELETE", "/v1/transactions", { key: "t2" })).toMatchObject({ status: 200, body: { status: 1 } });
    const t2Rewards = await s.prisma.reward.findMany({ where: { programId: s.program.id, transaction: { key: "t2" } } });
    expect(t2Rewards.map((r) => r.status)).toEqual(["paid"]);
    expect(keys((await expectOk(s.api, "GET", "/v1/transactions")) as unknown as { key: string }[])).toEqual(["t5", "t4", "t3"]);
    const again = await s.api("POST", "/v1/transactions", { key: "t1", amount: 10, customer: { key: "c1" } });
    expect(again.status).toBe(422);
    expect(again.body.errors.key).toBeDefined();
    expect((await s.api("DELETE", "/v1/transactions", {})).status).toBe(422);
  });

  it("archive and revoke-archive move the transaction and its rewards together; 400 Action failed when already in that state", async () => {
    const s = await withTransactions();
    await s.events();
    expect(await s.api("POST", "/v1/transactions/t1/archive")).toMatchObject({ status: 200, body: { status: 1 } });
    const archived = await s.ok("GET", "/v1/transactions/t1");
    expect(archived.archived).toBe(true);
    const [event] = await s.events();
    expect(event!.type).toBe("transaction.updated");
    expect(event!.payload).toEqual(archived);
    const rewards = await s.prisma.reward.findMany({ where: { programId: s.program.id, transaction: { key: "t1" } } });
    expect(rewards.every((r) => r.archivedAt !== null)).toBe(true);
    expect(await s.api("POST", "/v1/transactions/t1/archive")).toMatchObject({ status: 400, body: { status: 0, message: "Action failed" } });
    expect((await s.api("POST", "/v1/transactions/t1/revoke-archive")).status).toBe(200);
    expect((await s.ok("GET", "/v1/transactions/t1")).archived).toBe(false);
    expect((await s.prisma.reward.findMany({ where: { programId: s.program.id, transaction: { key: "t1" } } })).every((r) => r.archivedAt === null)).toBe(true);
    expect(await s.api("POST", "/v1/transactions/t1/revoke-archive")).toMatchObject({ status: 400, body: { message: "Action failed" } });
    expect((await s.api("POST", "/v1/transactions/nope/archive")).status).toBe(404);
  });

  it("an archived sale no longer counts as the customer's first sale for the commission period", async () => {
    const s = await seed(server).affiliate({ commission: { period: { type: "once" } } });
    await s.ok("POST", "/v1/transactions", { key: "first", amount: 10, customer: { key: "c1" } });
    expect((await s.ok("POST", "/v1/transactions", { key: "second", amount: 10, customer: { key: "c1" } })).rewards).toEqual([]);
    await expectOk(s.api, "POST", "/v1/transactions/first/archive");
    await expectOk(s.api, "POST", "/v1/transactions/second/archive");
    expect((await s.ok("POST", "/v1/transactions", { key: "third", amount: 10, customer: { key: "c1" } })).rewards).toHaveLength(1);
  });
});

describe("GET /v1/customers/{id}/transactions (affiliate)", () => {
  it("lists the customer's own transactions with their rewards, as GET shows them", async () => {
    const s = await withTransactions();
    const list = (await expectOk(s.api, "GET", "/v1/customers/c2/transactions")) as unknown as Record<string, unknown>[];
    expect(keys(list as { key: string }[])).toEqual(["t4", "t2"]);
    expect(list[0]).toEqual(await s.ok("GET", "/v1/transactions/t4"));
  });
});

describe("isolation", () => {
  it("another program's key never reads, changes or attributes to this program's transactions, customers or partners", async () => {
    const s = await withTransactions();
    const other = await seed(server).affiliate();
    const before = await s.ok("GET", "/v1/transactions/t1");
    for (const [method, path] of [
      ["GET", "/v1/transactions/t1"],
      ["DELETE", "/v1/transactions/t1"],
      ["POST", "/v1/transactions/t1/archive"],
      ["GET", "/v1/customers/c2/transactions"],
    ] as const) {
      expect((await other.api(method, path)).status, `${method} ${path}`).toBe(404);
    }
    expect((await other.api("DELETE", "/v1/transactions", { key: "t1" })).status).toBe(404);
    expect(((await expectOk(other.api, "GET", "/v1/transactions?partner_key=qk")) as unknown as unknown[]).length).toBe(0);
    // a refund of this program's sale, a customer of this program: unknown there
    expect((await other.api("POST", "/v1/transactions", { key: "r", action: "refund", amount: 1, refund_of: "t1" })).status).toBe(422);
    expect((await other.api("POST", "/v1/transactions", { key: "x", amount: 1, customer: { key: "c2" } })).status).toBe(422);
    // creating a customer there with this program's partner: refused, nothing attributed here
    const res = await other.api("POST", "/v1/transactions", { key: "y", amount: 1, customer: { key: "z", partner: { key: "qk" } }, options: { create_customer: true } });
    expect(res.status).toBe(422);
    expect(await s.ok("GET", "/v1/transactions/t1")).toEqual(before);
    expect(await rowCount(s)).toEqual([5, 5]);
    expect(await rowCount(other)).toEqual([0, 0]);
  });
});
