// syncCoupon to Shopify, WooCommerce and Paddle, each against a local fake of its API: the
// mapping of discount type, duration, limit and date to the provider's own fields, updates of a
// coupon synced before, and the provider's refusal and a timeout as outcomes.
// @database-independent: runs in the PostgreSQL pass only (the shop's protocol against its local
// fake; the push under it runs on both databases in coupons/coupon-sync.test.ts)
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guardedLookup } from "../../src/core/destinations.js";
import { connectIntegration } from "../../src/modules/integrations/integrations.service.js";
import { syncCoupon } from "../../src/modules/integrations/coupon-sync.js";
import type { TestServer } from "../helpers/server.js";
import { createCoupon, hangingContext, loggedContext, resetFakes, startProviderServer, stopProviderServer, type Fakes } from "./support.js";

let fakes: Fakes;
let server: TestServer;
beforeAll(async () => ({ fakes, server } = await startProviderServer()));
afterAll(() => stopProviderServer(fakes, server));
beforeEach(() => resetFakes(fakes));

const END_2026 = "2026-12-31T23:59:59.000Z";

async function programWith(connect: Parameters<typeof connectIntegration>[1], currency?: string) {
  const { program } = await server.program("Affiliate");
  const row = currency ? await server.app.database.prisma.program.update({ where: { id: program.id }, data: { currency } }) : program;
  const ctx = loggedContext(server, row);
  await connectIntegration(ctx, connect);
  return { program: row, ctx };
}

describe("Shopify", () => {
  const token = "shpat_fake0123456789SECRET";
  const connect = { provider: "shopify", shopDomain: "rally-test.myshopify.com", accessToken: token };

  it("creates a percent code discount with its first code, adds the other codes, and maps limit, date and months", async () => {
    const { program, ctx } = await programWith(connect);
    const coupon = await createCoupon(
      server,
      program,
      { code: "SHOP-SUMMER", name: "Summer", discountAmount: 20, durationType: "months", durationValue: 6, redemptionLimitEnabled: true, redemptionLimit: 40, expirationEnabled: true, expiresOn: new Date("2026-12-31") },
      [{ code: "SHOPA" }, { code: "SHOPB" }, { code: "SHOPC" }],
    );
    const outcome = await syncCoupon(ctx, "shopify", coupon);
    expect(outcome).toEqual({ successful: true, message: "Synchronized with Shopify.", externalId: "gid://shopify/DiscountCodeNode/101" });
    const [create, add] = fakes.shopify.received;
    expect(fakes.shopify.received).toHaveLength(2);
    expect(create!.path).toBe("/admin/api/2026-10/graphql.json");
    expect(create!.headers["x-shopify-access-token"]).toBe(token);
    expect(create!.body.query).toContain("discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount)");
    expect(create!.body.variables.basicCodeDiscount).toEqual({
      title: "Summer",
      code: "SHOPA",
      startsAt: coupon.createdAt.toISOString(),
      context: { all: "ALL" },
      endsAt: END_2026,
      usageLimit: 40,
      customerGets: { value: { percentage: 0.2 }, items: { all: true }, appliesOnSubscription: true, appliesOnOneTimePurchase: true },
      recurringCycleLimit: 6,
    });
    expect(add!.body.query).toContain("discountRedeemCodeBulkAdd");
    expect(add!.body.variables).toEqual({ discountId: "gid://shopify/DiscountCodeNode/101", codes: [{ code: "SHOPB" }, { code: "SHOPC" }] });
  });

  it("a static once coupon without codes: its own code, an amount in the shop's currency decimals, no cycles", async () => {
    const { program, ctx } = await programWith(connect, "JPY");
    const coupon = await createCoupon(server, program, { code: "YEN500", name: "", discountType: "static", discountAmount: 500, durationType: "once" });
    expect((await syncCoupon(ctx, "shopify", coupon)).successful).toBe(true);
    expect(fakes.shopify.received).toHaveLength(1);
    expect(fakes.shopify.received[0]!.body.variables.basicCodeDiscount).toEqual({
      title: "YEN500",
      code: "YEN500",
      startsAt: coupon.createdAt.toISOString(),
      context: { all: "ALL" },
      endsAt: null,
      usageLimit: null,
      customerGets: { value: { discountAmount: { amount: "500", appliesOnEachItem: false } }, items: { all: true } },
    });
  });

  it("updates a discount synced before and adds only its missing codes", async () => {
    const { program, ctx } = await programWith(connect);
    const gid = "gid://shopify/DiscountCodeNode/55";
    const coupon = await createCoupon(server, program, { code: "SHOP-UPD", name: "Renamed", durationType: "lifetime", syncProvider: "shopify", syncExternalId: gid }, [{ code: "UPDA" }, { code: "UPDB" }]);
    fakes.existing.push("UPDA");
    expect(await syncCoupon(ctx, "shopify", coupon)).toEqual({ successful: true, message: "Synchronized with Shopify.", externalId: gid });
    const [update, codes, add] = fakes.shopify.received;
    expect(update!.body.query).toContain("discountCodeBasicUpdate");
    expect(update!.body.variables).toEqual({
      id: gid,
      basicCodeDiscount: {
        title: "Renamed",
        endsAt: null,
        usageLimit: null,
        customerGets: { value: { percentage: 0.15 }, items: { all: true }, appliesOnSubscription: true, appliesOnOneTimePurchase: true },
        recurringCycleLimit: 0,
      },
    });
    expect(codes!.body.variables).toEqual({ id: gid });
    expect(add!.body.variables).toEqual({ discountId: gid, codes: [{ code: "UPDB" }] });
  });

  it("gives Shopify's userErrors as the message", async () => {
    const { program, ctx } = await programWith(connect);
    fakes.shopify.mode = "error";
    const coupon = await createCoupon(server, program, { code: "SHOP-TAKEN" });
    expect(await syncCoupon(ctx, "shopify", coupon)).toEqual({ successful: false, message: "Code must be unique. Please try a different code.", externalId: null });
  });

  it("a timeout is an outcome", async () => {
    const { program, ctx } = await programWith(connect);
    fakes.shopify.mode = "hang";
    const outcome = await syncCoupon(hangingContext(ctx), "shopify", await createCoupon(server, program, { code: "SHOP-SLOW" }));
    expect(outcome.successful).toBe(false);
    expect(outcome.message).toMatch(/timeout|aborted/i);
    expect(ctx.logs.join("")).not.toContain(token);
  });
});

describe("WooCommerce", () => {
  const key = "ck_fake0123456789abcdef";
  const secret = "cs_fake0123456789SECRET";
  const connect = () => ({ provider: "woocommerce", storeUrl: fakes.woocommerce.url, consumerKey: key, consumerSecret: secret });

  it("creates one WooCommerce coupon per code, with the code's own limit and date or the coupon's", async () => {
    const { program, ctx } = await programWith(connect(), "EUR");
    const coupon = await createCoupon(
      server,
      program,
      { code: "WOO-SUMMER", name: "Woo summer", discountType: "static", discountAmount: 7.5, redemptionLimitEnabled: true, redemptionLimit: 30, expirationEnabled: true, expiresOn: new Date("2026-12-31") },
      [
        { code: "WOOA", redemptionLimitEnabled: true, redemptionLimit: 3, expirationEnabled: true, expiresOn: new Date("2026-09-30"), minimumOrderEnabled: true, minimumOrderValue: 40 },
        { code: "WOOB" },
      ],
    );
    const outcome = await syncCoupon(ctx, "woocommerce", coupon);
    expect(outcome).toEqual({ successful: true, message: "Synchronized with WooCommerce.", externalId: "WOOA=501,WOOB=502" });
    const [a, b] = fakes.woocommerce.received;
    expect(fakes.woocommerce.received).toHaveLength(2);
    expect(a).toMatchObject({ method: "POST", path: "/wp-json/wc/v3/coupons" });
    // over http the client signs with OAuth 1.0a in the query
    expect(a!.query.get("oauth_consumer_key")).toBe(key);
    expect(a!.query.get("oauth_signature")).toBeTruthy();
    const meta = [
      { key: "rally_uuid_code", value: "WOO-SUMMER" },
      { key: "rally_program", value: program.publicId },
    ];
    expect(a!.body).toEqual({
      code: "WOOA",
      status: "publish",
      discount_type: "fixed_cart",
      amount: "7.50",
      description: "Woo summer",
      date_expires_gmt: "2026-09-30T23:59:59",
      usage_limit: 3,
      minimum_amount: "40.00",
      meta_data: meta,
    });
    expect(b!.body).toEqual({ code: "WOOB", status: "publish", discount_type: "fixed_cart", amount: "7.50", description: "Woo summer", date_expires_gmt: "2026-12-31T23:59:59", usage_limit: 30, meta_data: meta });
  });

  it("a percent coupon without codes is one WooCommerce coupon of its own code; synced again it is updated", async () => {
    const { program, ctx } = await programWith(connect());
    const coupon = await createCoupon(server, program, { code: "WOOPCT", discountAmount: 12.5 });
    const first = await syncCoupon(ctx, "woocommerce", coupon);
    expect(first.successful).toBe(true);
    expect(fakes.woocommerce.received[0]!.body).toMatchObject({ code: "WOOPCT", discount_type: "percent", amount: "12.5", date_expires_gmt: null, usage_limit: null });
    fakes.woocommerce.reset();
    const again = await syncCoupon(ctx, "woocommerce", { ...coupon, name: "Renamed", syncExternalId: first.externalId });
    expect(again).toEqual({ successful: true, message: "Synchronized with WooCommerce.", externalId: first.externalId });
    const id = first.externalId!.split("=")[1];
    expect(fakes.woocommerce.received.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /wp-json/wc/v3/coupons/${id}`]);
    expect(fakes.woocommerce.received[0]!.body.description).toBe("Renamed");
  });

  it("gives WooCommerce's message when it refuses", async () => {
    const { program, ctx } = await programWith(connect());
    fakes.woocommerce.mode = "error";
    expect(await syncCoupon(ctx, "woocommerce", await createCoupon(server, program, { code: "WOO-TAKEN" }))).toEqual({
      successful: false,
      message: "The coupon code already exists",
      externalId: null,
    });
  });

  it("a timeout is an outcome", async () => {
    const { program, ctx } = await programWith(connect());
    fakes.woocommerce.mode = "hang";
    const outcome = await syncCoupon(hangingContext(ctx), "woocommerce", await createCoupon(server, program, { code: "WOO-SLOW" }));
    expect(outcome).toMatchObject({ successful: false, externalId: null });
    expect(outcome.message).toMatch(/timeout/i);
    expect(ctx.logs.join("")).not.toContain(secret);
  });
});

describe("WooCommerce store address at send time", () => {
  const connect = () => ({ provider: "woocommerce", storeUrl: fakes.woocommerce.url, consumerKey: "ck_fake0123456789abcdef", consumerSecret: "cs_fake0123456789SECRET" });
  /** 0.0.0.0 reaches this machine's own listeners, and is never an allowed destination */
  const unspecified = () => fakes.woocommerce.url.replace("127.0.0.1", "0.0.0.0");

  it("a store URL that now points at a refused address (saved when it did not) is refused at the sync, and nothing is sent", async () => {
    const { program, ctx } = await programWith(connect());
    const prisma = server.app.database.prisma;
    const row = await prisma.integration.findFirstOrThrow({ where: { programId: program.id, provider: "woocommerce" } });
    await prisma.integration.update({ where: { id: row.id }, data: { settings: { ...(row.settings as object), storeUrl: unspecified() } } });
    const outcome = await syncCoupon(ctx, "woocommerce", await createCoupon(server, program, { code: "WOO-REBOUND" }));
    expect(outcome).toMatchObject({ successful: false, externalId: null });
    expect(outcome.message).toMatch(/0\.0\.0\.0.*unspecified/);
    expect(fakes.woocommerce.received).toEqual([]);
  });

  it("a store that answers with a redirect is not followed", async () => {
    const redirect = http.createServer((req, res) => {
      res.writeHead(307, { location: `${unspecified()}${req.url}` });
      res.end();
    });
    await new Promise<void>((done) => redirect.listen(0, "127.0.0.1", done));
    try {
      const storeUrl = `http://127.0.0.1:${(redirect.address() as AddressInfo).port}`;
      const { program, ctx } = await programWith({ ...connect(), storeUrl });
      const outcome = await syncCoupon(ctx, "woocommerce", await createCoupon(server, program, { code: "WOO-REDIRECT" }));
      expect(outcome).toMatchObject({ successful: false, externalId: null });
      expect(fakes.woocommerce.received).toEqual([]);
    } finally {
      await new Promise<void>((done) => redirect.close(() => done()));
    }
  });

  it("each connection resolves the name again and refuses when any answer is not allowed (DNS rebinding)", async () => {
    const answers: Record<string, string> = { shop: "93.184.216.34" };
    const lookup = guardedLookup(true, (host, cb) => cb(null, [{ address: answers[host]!, family: 4 }]));
    const connect = (host: string) => new Promise<string>((done) => lookup(host, {}, (err, address) => done(err ? `refused: ${err.message}` : String(address))));
    expect(await connect("shop")).toBe("93.184.216.34");
    answers.shop = "169.254.169.254"; // the metadata address: never allowed, even with private addresses on
    expect(await connect("shop")).toBe("refused: shop: 169.254.169.254 is a link-local address");
  });
});

describe("Paddle", () => {
  const apiKey = "pdl_live_apikey_fake0123456789SECRET";
  const connect = { provider: "paddle", apiKey };

  it("creates one discount per code: percentage, recurring months, limit and expiry", async () => {
    const { program, ctx } = await programWith(connect);
    const coupon = await createCoupon(
      server,
      program,
      { code: "PAD-SUMMER", name: "Paddle summer", discountAmount: 25, durationType: "months", durationValue: 3, redemptionLimitEnabled: true, redemptionLimit: 9, expirationEnabled: true, expiresOn: new Date("2026-12-31") },
      [{ code: "PADA" }],
    );
    expect(await syncCoupon(ctx, "paddle", coupon)).toEqual({ successful: true, message: "Synchronized with Paddle.", externalId: "PADA=dsc_01" });
    const [create] = fakes.paddle.received;
    expect(create).toMatchObject({ method: "POST", path: "/discounts" });
    expect(create!.headers.authorization).toBe(`bearer ${apiKey}`);
    expect(create!.body).toEqual({
      description: "Paddle summer",
      enabled_for_checkout: true,
      code: "PADA",
      type: "percentage",
      amount: "25",
      recur: true,
      maximum_recurring_intervals: 3,
      usage_limit: 9,
      expires_at: END_2026,
      custom_data: { rally_uuid_code: "PAD-SUMMER", rally_program: program.publicId },
    });
  });

  it("a flat discount in minor units with its currency; once does not recur, lifetime recurs forever; synced again it is updated", async () => {
    const { program, ctx } = await programWith(connect, "GBP");
    const once = await createCoupon(server, program, { code: "PADONCE", discountType: "static", discountAmount: 4.99, durationType: "once" });
    const first = await syncCoupon(ctx, "paddle", once);
    expect(fakes.paddle.received[0]!.body).toMatchObject({ type: "flat", amount: "499", currency_code: "GBP", recur: false, maximum_recurring_intervals: null, usage_limit: null, expires_at: null, code: "PADONCE" });
    fakes.paddle.reset();
    const lifetime = await createCoupon(server, program, { code: "PADLIFE", durationType: "lifetime" });
    await syncCoupon(ctx, "paddle", lifetime);
    expect(fakes.paddle.received[0]!.body).toMatchObject({ recur: true, maximum_recurring_intervals: null });
    fakes.paddle.reset();
    const again = await syncCoupon(ctx, "paddle", { ...once, syncExternalId: first.externalId });
    expect(again.successful).toBe(true);
    const id = first.externalId!.split("=")[1];
    expect(fakes.paddle.received.map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /discounts/${id}`]);
  });

  it("gives Paddle's detail when it refuses, and times out", async () => {
    const { program, ctx } = await programWith(connect);
    fakes.paddle.mode = "error";
    expect(await syncCoupon(ctx, "paddle", await createCoupon(server, program, { code: "PAD-BAD" }))).toEqual({ successful: false, message: "Invalid request.", externalId: null });
    fakes.paddle.mode = "hang";
    const slow = await syncCoupon(hangingContext(ctx, 500), "paddle", await createCoupon(server, program, { code: "PAD-SLOW" }));
    expect(slow).toEqual({ successful: false, message: "Paddle did not answer within 500 ms.", externalId: null });
    expect(ctx.logs.join("")).not.toContain(apiKey);
  });
});
