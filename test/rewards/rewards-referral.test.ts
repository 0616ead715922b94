// Refer-a-friend signups: a customer created with a referring customer earns the rewards whose
// trigger is `signup`, on either side, in the creating transaction, with reward.created and
// customer.rewarded (the earner as GET shows it); the referrer's balance includes them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { eventsOf, warmUp } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await warmUp(server);
});
afterAll(() => server.close());

const signupBoth = {
  commission: { hold_days: 0 },
  referral_rewards: { referrer: { type: "static", value: 5, trigger: "signup" }, referred: { type: "static", value: 3, trigger: "signup" } },
};

describe("signup-triggered referral rewards", () => {
  it("reward both sides at once, with their events, and count in the balances", async () => {
    const p = await seed(server).program("Referral");
    await p.settings(signupBoth);
    const referrer = await p.ok("POST", "/v1/customers", { key: "ref", email: "ref@example.com" });
    expect(await p.ok("GET", "/v1/rewards")).toEqual([]);
    const friend = await p.ok("POST", "/v1/customers", { key: "friend", email: "friend@example.com", referring_customer: { key: "ref" } });

    const rewards = (await p.ok("GET", "/v1/rewards?sort=asc")) as unknown as Record<string, unknown>[];
    expect(rewards.map((r) => [r.customer, r.kind, r.action, r.status, r.amount, r.amount_units])).toEqual([
      ["ref", "referral", "signup", "approved", 5, "USD"],
      ["friend", "referral", "signup", "approved", 3, "USD"],
    ]);

    const created = await eventsOf(server, p.program, "reward.created");
    expect(created.map((e) => e.payload)).toEqual(rewards);
    const rewarded = await eventsOf(server, p.program, "customer.rewarded");
    expect(rewarded.map((e) => e.resourceId)).toEqual(["ref", "friend"]);
    expect(rewarded[0]!.payload).toEqual(await p.ok("GET", "/v1/customers/ref"));
    expect(rewarded[1]!.payload).toEqual(await p.ok("GET", "/v1/customers/friend"));

    expect(await p.ok("GET", `/v1/customers/${referrer.id}/balance`)).toEqual([{ amount: 5, amount_units: "USD", is_currency: true }]);
    expect(await p.ok("GET", `/v1/customers/${friend.id}/balance`)).toEqual([{ amount: 3, amount_units: "USD", is_currency: true }]);
  });

  it("keep a reward pending through the hold, and out of the balance until it passes", async () => {
    const p = await seed(server).program("Referral");
    await p.settings({ ...signupBoth, commission: { hold_days: 30 }, referral_rewards: { ...signupBoth.referral_rewards, referred: { type: "static", value: 0, trigger: "signup" } } });
    const referrer = await p.ok("POST", "/v1/customers", { key: "ref", email: "ref@example.com" });
    await p.ok("POST", "/v1/customers", { key: "friend", referring_customer: { id: referrer.id } });
    const [reward, ...others] = (await p.ok("GET", "/v1/rewards")) as unknown as Record<string, unknown>[];
    expect(others).toEqual([]);
    expect(reward).toMatchObject({ customer: "ref", status: "pending", amount: 5 });
    expect(new Date(reward!.hold_until as string).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
    expect(await p.ok("GET", `/v1/customers/${referrer.id}/balance`)).toEqual([]);
    expect(await eventsOf(server, p.program, "customer.rewarded")).toHaveLength(1);
  });

  it("pay nothing on signup when the triggers are purchases, or without a referrer", async () => {
    const p = await seed(server).program("Referral");
    await p.settings({
      referral_rewards: { referrer: { type: "static", value: 5, trigger: "first_purchase" }, referred: { type: "static", value: 3, trigger: "every_purchase" } },
    });
    await p.ok("POST", "/v1/customers", { key: "ref" });
    await p.ok("POST", "/v1/customers", { key: "friend", referring_customer: { key: "ref" } });
    expect(await p.ok("GET", "/v1/rewards")).toEqual([]);
    expect(await eventsOf(server, p.program, "reward.created")).toEqual([]);

    const q = await seed(server).program("Referral");
    await q.settings(signupBoth);
    await q.ok("POST", "/v1/customers", { key: "alone" });
    expect(await q.ok("GET", "/v1/rewards")).toEqual([]);
  });

  it("an unknown referrer creates neither the customer nor a reward", async () => {
    const p = await seed(server).program("Referral");
    await p.settings(signupBoth);
    const res = await p.api("POST", "/v1/customers", { key: "friend", referring_customer: { key: "nobody" } });
    expect(res.status).toBe(400);
    expect(await server.app.database.prisma.reward.count({ where: { programId: p.program.id } })).toBe(0);
  });
});
