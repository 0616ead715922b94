// syncCoupon to Stripe, against a local fake of Stripe's API: the mapping of a coupon and its
// promotion codes to Stripe's fields, the update of a coupon synced before, and every failure
// (Stripe's refusal, a refused connection, a timeout) as an outcome, never an exception.
// @database-independent: runs in the PostgreSQL pass only (the shop's protocol against its local
// fake; the push under it runs on both databases in coupons/coupon-sync.test.ts)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectIntegration, disconnectIntegration } from "../../src/modules/integrations/integrations.service.js";
import { providerConnected, syncCoupon } from "../../src/modules/integrations/coupon-sync.js";
import { serviceContext } from "../../src/core/context.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { closedUrl } from "./fakes.js";
import { createCoupon, hangingContext, loggedContext, providerEnv, resetFakes, startProviderServer, stopProviderServer, type Fakes } from "./support.js";

let fakes: Fakes;
let server: TestServer;
beforeAll(async () => ({ fakes, server } = await startProviderServer()));
afterAll(() => stopProviderServer(fakes, server));
beforeEach(() => resetFakes(fakes));

const SECRET = "sk_test_51Fake0123456789abcdefSECRET";

async function connected(secret = SECRET) {
  const { program } = await server.program("Affiliate");
  const ctx = loggedContext(server, program);
  await connectIntegration(ctx, { provider: "stripe", secretKey: secret });
  return { program, ctx };
}

describe("syncCoupon to Stripe", () => {
  it("creates a percent coupon with its duration, limit and date, then one promotion code each with its restrictions", async () => {
    const { program, ctx } = await connected();
    const coupon = await createCoupon(
      server,
      program,
      {
        code: "SUMMER-2026",
        name: "Summer sale for podcast listeners, a long name",
        discountType: "percent",
        discountAmount: 12.5,
        durationType: "months",
        durationValue: 3,
        redemptionLimitEnabled: true,
        redemptionLimit: 100,
        expirationEnabled: true,
        expiresOn: new Date("2026-12-31"),
      },
      [
        { code: "PODCAST10", firstTimeOrder: true, minimumOrderEnabled: true, minimumOrderValue: 50, redemptionLimitEnabled: true, redemptionLimit: 5, expirationEnabled: true, expiresOn: new Date("2026-08-01") },
        { code: "PLAIN" },
      ],
    );
    const outcome = await syncCoupon(ctx, "stripe", coupon);
    expect(outcome).toEqual({ successful: true, message: "Synchronized with Stripe.", externalId: "SUMMER-2026" });

    const [create, promo1, promo2] = fakes.stripe.received;
    expect(fakes.stripe.received).toHaveLength(3);
    expect(create).toMatchObject({ method: "POST", path: "/v1/coupons" });
    expect(create!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(create!.body).toEqual({
      id: "SUMMER-2026",
      name: "Summer sale for podcast listeners, a lon", // Stripe keeps 40 characters
      percent_off: "12.5",
      duration: "repeating",
      duration_in_months: "3",
      max_redemptions: "100",
      redeem_by: String(Date.UTC(2026, 11, 31, 23, 59, 59) / 1000),
      metadata: { rally_uuid_code: "SUMMER-2026", rally_program: program.publicId },
    });
    expect(promo1).toMatchObject({ method: "POST", path: "/v1/promotion_codes" });
    expect(promo1!.body).toEqual({
      promotion: { type: "coupon", coupon: "SUMMER-2026" },
      code: "PODCAST10",
      max_redemptions: "5",
      expires_at: String(Date.UTC(2026, 7, 1, 23, 59, 59) / 1000),
      restrictions: { first_time_transaction: "true", minimum_amount: "5000", minimum_amount_currency: "usd" },
      metadata: { rally_uuid_code: "SUMMER-2026", rally_program: program.publicId },
    });
    // a code without restrictions of its own is bound by the coupon's limit and date only
    expect(promo2!.body).toEqual({
      promotion: { type: "coupon", coupon: "SUMMER-2026" },
      code: "PLAIN",
      metadata: { rally_uuid_code: "SUMMER-2026", rally_program: program.publicId },
    });
  });

  it("maps a static amount to minor units with the program's currency, and once, years and lifetime durations", async () => {
    const { program, ctx } = await connected();
    const cases = [
      { durationType: "once" as const, durationValue: null, expect: { duration: "once" } },
      { durationType: "years" as const, durationValue: 2, expect: { duration: "repeating", duration_in_months: "24" } },
      { durationType: "lifetime" as const, durationValue: null, expect: { duration: "forever" } },
    ];
    for (const [i, c] of cases.entries()) {
      fakes.stripe.reset();
      const coupon = await createCoupon(server, program, { code: `STATIC${i}`, discountType: "static", discountAmount: 9.99, durationType: c.durationType, durationValue: c.durationValue });
      expect((await syncCoupon(ctx, "stripe", coupon)).successful).toBe(true);
      const body = fakes.stripe.received[0]!.body;
      expect(body).toMatchObject({ amount_off: "999", currency: "usd", ...c.expect });
      expect(body.percent_off).toBeUndefined();
      expect(body.max_redemptions).toBeUndefined();
      expect(body.redeem_by).toBeUndefined();
      if (c.durationType !== "years") expect(body.duration_in_months).toBeUndefined();
    }
  });

  it("updates a coupon synced before: renames it and adds only the codes Stripe does not have", async () => {
    const { program, ctx } = await connected();
    const coupon = await createCoupon(server, program, { code: "AUTUMN", name: "Autumn", syncProvider: "stripe", syncExternalId: "AUTUMN" }, [{ code: "OLDCODE" }, { code: "NEWCODE" }]);
    fakes.existing.push("OLDCODE");
    const outcome = await syncCoupon(ctx, "stripe", coupon);
    expect(outcome).toEqual({ successful: true, message: "Synchronized with Stripe.", externalId: "AUTUMN" });
    const calls = fakes.stripe.received.map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual(["POST /v1/coupons/AUTUMN", "GET /v1/promotion_codes", "POST /v1/promotion_codes"]);
    // Stripe changes only a coupon's name and metadata
    expect(fakes.stripe.received[0]!.body).toEqual({ name: "Autumn", metadata: { rally_uuid_code: "AUTUMN", rally_program: program.publicId } });
    expect(fakes.stripe.received[1]!.query.get("coupon")).toBe("AUTUMN");
    expect(fakes.stripe.received[2]!.body.code).toBe("NEWCODE");
  });

  it("gives Stripe's message when Stripe refuses, and never throws", async () => {
    const { program, ctx } = await connected();
    fakes.stripe.mode = "error";
    const coupon = await createCoupon(server, program, { code: "TAKEN" });
    expect(await syncCoupon(ctx, "stripe", coupon)).toEqual({ successful: false, message: "Coupon already exists.", externalId: null });
  });

  it("a code Stripe refuses after the coupon was created: unsuccessful, with the coupon's id kept so a retry updates it", async () => {
    const { program, ctx } = await connected();
    fakes.stripe.mode = "codes";
    const coupon = await createCoupon(server, program, { code: "HALFWAY" }, [{ code: "PODCAST10" }]);
    expect(await syncCoupon(ctx, "stripe", coupon)).toEqual({
      successful: false,
      message: "An active promotion code with `code: PODCAST10` already exists.",
      externalId: "HALFWAY",
    });
    fakes.stripe.reset();
    const retry = await syncCoupon(ctx, "stripe", { ...coupon, syncExternalId: "HALFWAY" });
    expect(retry.successful).toBe(true);
    expect(fakes.stripe.received.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/coupons/HALFWAY", "GET /v1/promotion_codes", "POST /v1/promotion_codes"]);
  });

  it("providerConnected: true once connected, false after disconnecting, and a sync then says so", async () => {
    const { program, ctx } = await connected();
    expect(await providerConnected(ctx, "stripe")).toBe(true);
    expect(await providerConnected(ctx, "paddle")).toBe(false);
    await disconnectIntegration(ctx, "stripe");
    expect(await providerConnected(ctx, "stripe")).toBe(false);
    const coupon = await createCoupon(server, program, { code: "AFTER-OFF" });
    expect(await syncCoupon(ctx, "stripe", coupon)).toEqual({ successful: false, message: "Stripe is not connected to this program.", externalId: null });
    expect(fakes.stripe.received).toHaveLength(0);
  });

  it("refuses a duration Stripe cannot express without calling Stripe", async () => {
    const { program, ctx } = await connected();
    const coupon = await createCoupon(server, program, { code: "DAYS", durationType: "days", durationValue: 10 });
    const outcome = await syncCoupon(ctx, "stripe", coupon);
    expect(outcome.successful).toBe(false);
    expect(outcome.message).toMatch(/Stripe discounts last once, a number of months or forever/);
    expect(fakes.stripe.received).toHaveLength(0);
  });

  it("a timeout is an outcome with a message, within the configured time", async () => {
    const { program, ctx } = await connected();
    fakes.stripe.mode = "hang";
    const coupon = await createCoupon(server, program, { code: "SLOW" });
    const started = Date.now();
    const outcome = await syncCoupon(hangingContext(ctx), "stripe", coupon);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(outcome.successful).toBe(false);
    expect(outcome.message).toMatch(/timeout/i);
    expect(outcome.externalId).toBeNull();
  });

  it("a refused connection is an outcome with a message", async () => {
    const other = await startTestServer({ env: { ...providerEnv(fakes), STRIPE_API_URL: await closedUrl() } });
    try {
      const { program } = await other.program("Affiliate");
      const ctx = serviceContext({ app: other.app, program });
      await connectIntegration(ctx, { provider: "stripe", secretKey: SECRET });
      const coupon = await createCoupon(other, program, { code: "NOWHERE" });
      const outcome = await syncCoupon(ctx, "stripe", coupon);
      expect(outcome.successful).toBe(false);
      expect(outcome.message).toMatch(/connection to Stripe|ECONNREFUSED/);
    } finally {
      await other.close();
    }
  });

  it("never logs the secret key, whatever happens", async () => {
    const { program, ctx } = await connected();
    const coupon = await createCoupon(server, program, { code: "LOGGED" });
    await syncCoupon(ctx, "stripe", coupon);
    fakes.stripe.mode = "error";
    await syncCoupon(ctx, "stripe", await createCoupon(server, program, { code: "LOGGED2" }));
    expect(ctx.logs.join("\n")).toContain("coupon sync failed");
    expect(ctx.logs.join("\n")).not.toContain(SECRET);
  });
});

describe("program isolation", () => {
  it("uses each program's own key, and never one program's connection for another's coupon", async () => {
    const a = await connected("sk_test_programA000000000000000");
    const b = await connected("sk_test_programB111111111111111");
    const { program: c } = await server.program("Affiliate");
    const ctxC = serviceContext({ app: server.app, program: c });

    await syncCoupon(b.ctx, "stripe", await createCoupon(server, b.program, { code: "B-COUPON" }));
    expect(fakes.stripe.received.map((r) => r.headers.authorization)).toEqual(["Bearer sk_test_programB111111111111111"]);

    // program C has no connection of its own: A's is not used for it
    expect(await providerConnected(ctxC, "stripe")).toBe(false);
    const couponC = await createCoupon(server, c, { code: "C-COUPON" });
    expect(await syncCoupon(ctxC, "stripe", couponC)).toMatchObject({ successful: false, message: "Stripe is not connected to this program." });

    // nor is a coupon of another program synced through A's context
    expect(await syncCoupon(a.ctx, "stripe", couponC)).toMatchObject({ successful: false });
    expect(fakes.stripe.received).toHaveLength(1);
  });
});
