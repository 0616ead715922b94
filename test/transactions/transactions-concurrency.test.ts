// Sales at volume: many sales sent at once, each of them twice (a client's retry racing its
// first attempt), half with an Idempotency-Key, never lose or double one: every answered sale
// is stored once with its commission and its two events, and every answer is the stored sale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SALES = 40;

describe("POST /v1/transactions under concurrency", () => {
  it("stores each of many concurrent sales once with its commission, repeats and Idempotency-Key retries included", async () => {
    const s = await seed(server).affiliate();
    await s.events();
    const sale = (i: number) => ({ key: `conc-${i}`, amount: 10 + i, customer: { key: "c1" } });
    const header = (i: number): Record<string, string> => (i % 2 ? { "Idempotency-Key": `idem-conc-${i}` } : {});
    const send = (i: number) => server.rest(s.key, "POST", "/v1/transactions", sale(i), header(i));
    const first = await Promise.all(Array.from({ length: SALES }, (_, i) => [send(i), send(i)]).flat());

    // a 409 only ever means "the same Idempotency-Key is still running": its retry gets the first answer
    const answers = await Promise.all(
      first.map(async (r, n) => {
        const i = Math.floor(n / 2);
        if (r.status !== 409) return r;
        expect(i % 2).toBe(1);
        return send(i);
      }),
    );
    expect(answers.map((r) => r.status).filter((st) => st !== 200)).toEqual([]);

    const stored = await s.prisma.transaction.findMany({ where: { programId: s.program.id, key: { startsWith: "conc-" } }, include: { rewards: true } });
    expect(stored).toHaveLength(SALES);
    for (const t of stored) {
      expect(t.rewards, t.key).toHaveLength(1);
      expect(Number(t.rewards[0]!.amount), t.key).toBeCloseTo(Number(t.amount) * 0.2, 2);
    }
    // both answers of a sale are the stored sale with its one commission
    for (const [n, r] of answers.entries()) {
      const i = Math.floor(n / 2);
      expect(r.body.data.key).toBe(`conc-${i}`);
      expect(r.body.data.rewards).toHaveLength(1);
      expect(r.body.data.rewards[0].key).toBe(stored.find((t) => t.key === `conc-${i}`)!.rewards[0]!.id);
    }
    const events = await s.events();
    expect(events.filter((e) => e.type === "transaction.created")).toHaveLength(SALES);
    expect(events.filter((e) => e.type === "reward.created")).toHaveLength(SALES);
  }, 120_000);
});
