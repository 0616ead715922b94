// The buyers of concurrent sales read in one statement (readBuyers, what the buyer reader sends):
// each sale gets the customer its reference names, by key, id or email (any case and spacing),
// within its own program only, with the customer's partner as Prisma reads them; a reference
// that names nobody gets nobody. And sales sent at once, each naming its own buyer, are each
// attributed to that buyer's partner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyersPartner } from "../../src/modules/transactions/attribution.js";
import { findBuyer } from "../../src/modules/transactions/transaction-customer.js";
import { readBuyers } from "../../src/modules/transactions/buyer-reader.js";
import { candidates } from "../../src/core/lookup.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("readBuyers", () => {
  it("reads each reference's customer with its partner, as Prisma reads them", async () => {
    const s = await seed(server).program("Affiliate");
    const other = await seed(server).program("Affiliate");
    const partner = await s.partner({ email: "p@example.com", id: "pid", key: "pk", commission: { sale: { type: "percent", value: 15 } } });
    const gone = await s.partner({ email: "gone@example.com", id: "gone", key: "gonek" });
    await s.customer({ key: "c1", id: "id1", email: "c1@example.com", partner, metadata: { tier: "gold" }, tags: ["vip"] });
    await s.customer({ key: "c2", email: "c2@example.com", partner });
    await s.customer({ key: "c3", partner: gone });
    await s.ok("DELETE", `/v1/partners/gone`);
    await other.customer({ key: "c1", email: "c1@example.com", partner: await other.partner({ email: "o@example.com", id: "pid", key: "pk" }) });

    const prismaRead = (where: object) =>
      s.prisma.customer.findFirst({ where: { programId: s.program.id, ...where }, include: { partner: { select: buyersPartner } } });
    const refs = [
      { key: "c1" },
      { id: "id1" },
      { email: "  C1@Example.COM " },
      { key: "c2" },
      { key: "c3" },
      { key: "nobody" },
      // the key wins over an id naming someone else
      { key: "c2", id: "id1" },
    ];
    const expected = [
      await prismaRead({ key: "c1" }),
      await prismaRead({ key: "c1" }),
      await prismaRead({ key: "c1" }),
      await prismaRead({ key: "c2" }),
      await prismaRead({ key: "c3" }),
      null,
      await prismaRead({ key: "c2" }),
    ];
    expect(expected[0]!.partner).toMatchObject({ id: "pid" });
    expect(expected[4]!.partner?.deletedAt).toBeInstanceOf(Date);
    // one statement for all of them, as the reader sends them
    const spec = { key: ["key"], id: ["id"], email: ["email"] } as const;
    const reads = refs.map((ref) => ({ programId: s.program.id, candidates: candidates(ref, spec) as [("key" | "id" | "email"), string][] }));
    const found = await readBuyers(server.app.database.prisma, reads);
    expect(found.map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1, 0, 2]);
    // and through findBuyer, which picks the most specific: equal to Prisma's read, field for field
    for (const [i, ref] of refs.entries()) expect(await findBuyer(s.ctx, ref), JSON.stringify(ref)).toEqual(expected[i]);
  });

  it("answers sales sent at once each with its own buyer's partner", async () => {
    const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 } } } });
    for (let i = 0; i < 6; i++) {
      const partner = await s.partner({ email: `p${i}@example.com`, id: `p${i}`, key: `pk${i}` });
      await s.customer({ key: `c${i}`, email: `c${i}@example.com`, partner });
    }
    // by key and by email (in another case), 48 at once
    const refOf = (n: number) => [{ key: `c${n % 6}` }, { email: `C${n % 6}@example.com` }][n % 2]!;
    const sales = await Promise.all(Array.from({ length: 48 }, (_, n) => s.ok("POST", "/v1/transactions", { key: `o${n}`, amount: 100, customer: refOf(n) })));
    for (const [n, sale] of sales.entries()) {
      expect(sale.customer?.key ?? sale.customer, `sale ${n}`).toEqual(`c${n % 6}`);
      expect(sale.rewards.map((r: { partner: string }) => r.partner), `sale ${n}`).toEqual([`p${n % 6}`]);
    }
    // and a reference naming nobody is the 422 it always was, beside good ones
    const [bad, good] = await Promise.all([
      s.api("POST", "/v1/transactions", { key: "bad", amount: 1, customer: { key: "nobody" } }),
      s.api("POST", "/v1/transactions", { key: "good", amount: 1, customer: { key: "c1" } }),
    ]);
    expect([bad.status, bad.body.errors]).toEqual([422, { customer: ["Customer not found"] }]);
    expect(good.status).toBe(200);
  });
});
