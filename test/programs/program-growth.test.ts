// Growth figures of the program (GET /v1/program/overview's *_growth, GraphQL program.stats):
// the last 30 days against the 30 before. Rewards are moved back in time in the database, the
// only way to put them in a window; another program's rewards must change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function programWithSales(amounts: [string, number, string?][]) {
  const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 }, holdDays: 0 } } });
  await s.partner({ email: "a@example.com", id: "a", key: "ka" });
  await s.customer({ key: "c1", partner: { key: "ka" } });
  for (const [key, amount, units] of amounts) await s.ok("POST", "/v1/transactions", { key, amount, amount_units: units, customer: { key: "c1" } });
  /** moves the reward of a sale to that many days ago */
  const age = async (key: string, days: number) => {
    const t = await s.prisma.transaction.findFirstOrThrow({ where: { programId: s.program.id, key } });
    await s.prisma.reward.updateMany({ where: { transactionUid: t.uid }, data: { createdAt: daysAgo(days) } });
  };
  return { ...s, age };
}

describe("total_reward_growth", () => {
  it("is the rewards earned in the last 30 days against the 30 before, in the program's currency, not rejected", async () => {
    // recent: 10 + 12 + 8 = 30 USD; before: 15 + 5 = 20 USD; older than 60 days: 100 USD
    const s = await programWithSales([
      ["r1", 100], ["r2", 120], ["r3", 80], ["b1", 150], ["b2", 50], ["old", 1000], ["eur", 5000, "EUR"], ["rejected", 9000], ["eur-before", 3000, "EUR"],
    ]);
    await s.age("b1", 40);
    await s.age("b2", 59);
    await s.age("old", 70);
    await s.age("eur-before", 45);
    await s.age("rejected", 45);
    await expectOk(s.api, "POST", `/v1/rewards/${(await s.ok("GET", "/v1/transactions/rejected")).rewards[0].key}/reject`, { reason: "test" });
    // another program's rewards, recent and before, count for it alone
    const other = await programWithSales([["r1", 700], ["b1", 900]]);
    await other.age("b1", 40);

    const overview = (await expectOk(s.api, "GET", "/v1/program/overview")) as Json;
    expect(overview.total_reward_growth).toBe("50.00");
    expect(((await expectOk(other.api, "GET", "/v1/program/overview")) as Json).total_reward_growth).toBe("-22.22");
    const gql = await server.gql<Json, Json>(s.key, parse(`{ program { stats { rewardGrowth } } }`));
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.program.stats.rewardGrowth).toBe(50);
  });

  it("is 100.00 when the 30 days before earned nothing, and 0.00 for a program without rewards", async () => {
    const s = await programWithSales([["r1", 100]]);
    expect(((await expectOk(s.api, "GET", "/v1/program/overview")) as Json).total_reward_growth).toBe("100.00");
    const empty = await seed(server).program("Affiliate");
    expect(((await expectOk(empty.api, "GET", "/v1/program/overview")) as Json).total_reward_growth).toBe("0.00");
  });
});
