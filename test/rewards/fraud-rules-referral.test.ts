// The fraud rules of refer-a-friend programs, end to end: a friend who signs up or buys with the
// referring customer's own email is a self-referral (review by default, or rejected), at
// sign-up and at purchase; and the velocity window's edges, for affiliate sales.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const statuses = (rewards: Json[]) => rewards.map((r) => [r.customer, r.status, r.review_reason]).sort();

describe("refer-a-friend self-referral", () => {
  async function referral(trigger: "signup" | "first_purchase", fraud: Json = {}) {
    const p = await seed(server).program("Referral");
    await p.settings({
      commission: { hold_days: 0 },
      fraud,
      referral_rewards: { referrer: { type: "static", value: 5, trigger }, referred: { type: "static", value: 3, trigger } },
    });
    await p.ok("POST", "/v1/customers", { key: "ref", email: "ref@example.com" });
    return p;
  }

  it("at sign-up: the friend with the referrer's own email (another spelling) puts both rewards in review", async () => {
    const p = await referral("signup");
    await p.ok("POST", "/v1/customers", { key: "me-again", email: " REF@Example.com", referring_customer: { key: "ref" } });
    await p.ok("POST", "/v1/customers", { key: "friend", email: "friend@example.com", referring_customer: { key: "ref" } });
    expect(statuses((await p.ok("GET", "/v1/rewards")) as unknown as Json[])).toEqual([
      ["friend", "approved", null],
      ["me-again", "in_review", "self_referral"],
      ["ref", "approved", null],
      ["ref", "in_review", "self_referral"],
    ]);
  });

  it("at sign-up, with self_referral reject: rejected, and nothing in the balance", async () => {
    const p = await referral("signup", { self_referral: "reject" });
    const me = await p.ok("POST", "/v1/customers", { key: "me-again", email: "ref@example.com", referring_customer: { key: "ref" } });
    expect(statuses((await p.ok("GET", "/v1/rewards")) as unknown as Json[])).toEqual([
      ["me-again", "rejected", "self_referral"],
      ["ref", "rejected", "self_referral"],
    ]);
    expect(await p.ok("GET", `/v1/customers/${me.id}/balance`)).toEqual([]);
  });

  it("at purchase: the friend's purchase with the referrer's email is a self-referral, a real friend's is not", async () => {
    const p = await referral("first_purchase", { self_referral: "reject" });
    await p.ok("POST", "/v1/customers", { key: "me-again", email: "Ref@example.com", referring_customer: { key: "ref" } });
    await p.ok("POST", "/v1/customers", { key: "friend", email: "friend@example.com", referring_customer: { key: "ref" } });
    const self = await p.ok("POST", "/v1/transactions", { key: "t-self", amount: 40, customer: { key: "me-again" } });
    expect(statuses(self.rewards)).toEqual([
      ["me-again", "rejected", "self_referral"],
      ["ref", "rejected", "self_referral"],
    ]);
    const real = await p.ok("POST", "/v1/transactions", { key: "t-friend", amount: 40, customer: { key: "friend" } });
    expect(statuses(real.rewards)).toEqual([
      ["friend", "approved", null],
      ["ref", "approved", null],
    ]);
  });
});

describe("the velocity window's edges (affiliate sales of one customer)", () => {
  const AT = "2026-03-01T12:00:00.000Z";
  const before = (seconds: number) => new Date(Date.parse(AT) - seconds * 1000).toISOString();

  it.each([
    ["exactly the window before: inside", 3600, "rejected", "velocity"],
    ["one second more than the window before: outside", 3601, "approved", null],
    ["a day before: outside (the window has a lower bound)", 86_400, "approved", null],
    ["a year before: outside", 365 * 86_400, "approved", null],
  ] as const)("an earlier sale %s", async (_name, secondsBefore, status, reason) => {
    const s = await seed(server).affiliate({ commission: { hold_days: 0 } });
    await expectOk(s.api, "PUT", "/v1/program", { program_settings: { fraud: { velocity_seconds: 3600 } } });
    await s.ok("POST", "/v1/transactions", { key: "earlier", amount: 10, customer: { key: "c1" }, created_at: before(secondsBefore) });
    const t = await s.ok("POST", "/v1/transactions", { key: "t", amount: 50, customer: { key: "c1" }, created_at: AT });
    expect([t.rewards[0].status, t.rewards[0].review_reason]).toEqual([status, reason]);
  });

  it("a sale dated after this one is not in the window before it", async () => {
    const s = await seed(server).affiliate({ commission: { hold_days: 0 } });
    await expectOk(s.api, "PUT", "/v1/program", { program_settings: { fraud: { velocity_seconds: 3600 } } });
    await s.ok("POST", "/v1/transactions", { key: "later", amount: 10, customer: { key: "c1" }, created_at: before(-60) });
    const t = await s.ok("POST", "/v1/transactions", { key: "t", amount: 50, customer: { key: "c1" }, created_at: AT });
    expect([t.rewards[0].status, t.rewards[0].review_reason]).toEqual(["approved", null]);
  });
});
