// A deleted or deactivated coupon stops working at the shop: each provider, against its local
// fake, gets the requests that remove or disable what syncExternalId knows (field by field),
// a reactivated coupon is restored there, nothing is sent for a coupon the provider never had,
// and a provider's refusal is synchronization_successful false with its message while the
// coupon is deleted in Rally all the same (over REST, as a client sees it).
// @database-independent: runs in the PostgreSQL pass only (the shop's protocol against its local
// fake; the push under it runs on both databases in coupons/coupon-sync.test.ts)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectIntegration } from "../../src/modules/integrations/integrations.service.js";
import { syncCoupon } from "../../src/modules/integrations/coupon-sync.js";
import type { TestServer } from "../helpers/server.js";
import { couponProgram } from "../coupons/support.js";
import { createCoupon, loggedContext, resetFakes, startProviderServer, stopProviderServer, type Fakes } from "./support.js";

let fakes: Fakes;
let server: TestServer;
beforeAll(async () => ({ fakes, server } = await startProviderServer()));
afterAll(() => stopProviderServer(fakes, server));
beforeEach(() => resetFakes(fakes));

const connections = () =>
  ({
    stripe: { provider: "stripe", secretKey: "sk_test_51Fake0123456789abcdefSECRET" },
    shopify: { provider: "shopify", shopDomain: "rally-test.myshopify.com", accessToken: "shpat_fake0123456789SECRET" },
    woocommerce: { provider: "woocommerce", storeUrl: fakes.woocommerce.url, consumerKey: "ck_fake0123456789abcdef", consumerSecret: "cs_fake0123456789SECRET" },
    paddle: { provider: "paddle", apiKey: "pdl_live_apikey_fake0123456789SECRET" },
  }) as const;
type Provider = keyof ReturnType<typeof connections>;

async function programWith(provider: Provider) {
  const { program } = await server.program("Affiliate");
  const ctx = loggedContext(server, program);
  await connectIntegration(ctx, connections()[provider]);
  return { program, ctx };
}

const calls = (provider: Provider) => fakes[provider].received.map((r) => `${r.method} ${r.path}`);
const now = new Date();

describe("Stripe", () => {
  it("delete: deactivates the coupon's active promotion codes, then deletes the coupon", async () => {
    const { program, ctx } = await programWith("stripe");
    const coupon = await createCoupon(server, program, { code: "ST-GONE", syncProvider: "stripe", syncExternalId: "ST-GONE", deletedAt: now }, [{ code: "STA" }, { code: "STB" }]);
    fakes.existing.push("STA", "STB");
    fakes.inactive.add("STB"); // already inactive: left alone
    expect(await syncCoupon(ctx, "stripe", coupon)).toEqual({ successful: true, message: "Deleted at Stripe: coupon ST-GONE deleted, 1 promotion code deactivated.", externalId: "ST-GONE" });
    expect(calls("stripe")).toEqual(["GET /v1/promotion_codes", "POST /v1/promotion_codes/promo_old0", "DELETE /v1/coupons/ST-GONE"]);
    const [list, deactivate, remove] = fakes.stripe.received;
    expect(list!.query.get("coupon")).toBe("ST-GONE");
    expect(deactivate!.body).toEqual({ active: "false" });
    expect(remove!.body).toBeUndefined();
  });

  it("deactivate: every active promotion code active false, and the coupon is left (Stripe has no inactive coupon); reactivate: active true again", async () => {
    const { program, ctx } = await programWith("stripe");
    const coupon = await createCoupon(server, program, { code: "ST-OFF", name: "Off", active: false, syncProvider: "stripe", syncExternalId: "ST-OFF" }, [{ code: "OFFA" }, { code: "OFFB" }]);
    fakes.existing.push("OFFA", "OFFB");
    const off = await syncCoupon(ctx, "stripe", coupon);
    expect(off).toEqual({
      successful: true,
      message: "Deactivated at Stripe: 2 promotion codes deactivated (Stripe has no inactive state for coupon ST-OFF itself; it can still be applied by its id through the API).",
      externalId: "ST-OFF",
    });
    expect(calls("stripe")).toEqual(["GET /v1/promotion_codes", "POST /v1/promotion_codes/promo_old0", "POST /v1/promotion_codes/promo_old1"]);
    expect(fakes.stripe.received.slice(1).map((r) => r.body)).toEqual([{ active: "false" }, { active: "false" }]);

    fakes.stripe.reset();
    fakes.inactive.add("OFFA").add("OFFB");
    const on = await syncCoupon(ctx, "stripe", { ...coupon, active: true });
    expect(on).toEqual({ successful: true, message: "Synchronized with Stripe.", externalId: "ST-OFF" });
    expect(calls("stripe")).toEqual(["POST /v1/coupons/ST-OFF", "GET /v1/promotion_codes", "POST /v1/promotion_codes/promo_old0", "POST /v1/promotion_codes/promo_old1"]);
    expect(fakes.stripe.received.slice(2).map((r) => r.body)).toEqual([{ active: "true" }, { active: "true" }]);
  });

  it("deactivating a coupon without promotion codes at Stripe cannot be done: unsuccessful, saying so", async () => {
    const { program, ctx } = await programWith("stripe");
    const coupon = await createCoupon(server, program, { code: "ST-BARE", active: false, syncProvider: "stripe", syncExternalId: "ST-BARE" });
    expect(await syncCoupon(ctx, "stripe", coupon)).toEqual({
      successful: false,
      message: "Stripe cannot deactivate a coupon, only its promotion codes, and this coupon has none: coupon ST-BARE can still be applied at Stripe until it is deleted.",
      externalId: "ST-BARE",
    });
    expect(calls("stripe")).toEqual(["GET /v1/promotion_codes"]);
  });

  it("a code Stripe refuses to deactivate does not keep the coupon from being deleted; the outcome is the refusal", async () => {
    const { program, ctx } = await programWith("stripe");
    const coupon = await createCoupon(server, program, { code: "ST-HALF", syncProvider: "stripe", syncExternalId: "ST-HALF", deletedAt: now }, [{ code: "HALFA" }]);
    fakes.existing.push("HALFA");
    fakes.stripe.mode = "codes"; // refuses to create or change promotion codes only
    const outcome = await syncCoupon(ctx, "stripe", coupon);
    expect(outcome).toEqual({ successful: false, message: "An active promotion code with `code: PODCAST10` already exists.", externalId: "ST-HALF" });
    expect(calls("stripe")).toEqual(["GET /v1/promotion_codes", "POST /v1/promotion_codes/promo_old0", "DELETE /v1/coupons/ST-HALF"]);
  });
});

describe("Shopify", () => {
  const gid = "gid://shopify/DiscountCodeNode/77";

  it("delete: discountCodeDelete of the stored discount", async () => {
    const { program, ctx } = await programWith("shopify");
    const coupon = await createCoupon(server, program, { code: "SH-GONE", syncProvider: "shopify", syncExternalId: gid, deletedAt: now }, [{ code: "SHGA" }, { code: "SHGB" }]);
    expect(await syncCoupon(ctx, "shopify", coupon)).toEqual({ successful: true, message: `Deleted at Shopify: discount ${gid} and its codes.`, externalId: gid });
    expect(fakes.shopify.received).toHaveLength(1);
    const [remove] = fakes.shopify.received;
    expect(remove!.path).toBe("/admin/api/2026-10/graphql.json");
    expect(remove!.body.query).toContain("discountCodeDelete(id: $id)");
    expect(remove!.body.variables).toEqual({ id: gid });
  });

  it("deactivate: discountCodeDeactivate alone (an update would send endsAt); reactivate: the update, then discountCodeActivate", async () => {
    const { program, ctx } = await programWith("shopify");
    const coupon = await createCoupon(server, program, { code: "SH-OFF", name: "Off", active: false, syncProvider: "shopify", syncExternalId: gid }, [{ code: "SHOFF" }]);
    expect(await syncCoupon(ctx, "shopify", coupon)).toEqual({ successful: true, message: `Deactivated at Shopify: discount ${gid} and its codes.`, externalId: gid });
    expect(fakes.shopify.received).toHaveLength(1);
    expect(fakes.shopify.received[0]!.body.query).toContain("discountCodeDeactivate(id: $id)");
    expect(fakes.shopify.received[0]!.body.variables).toEqual({ id: gid });

    fakes.shopify.reset();
    fakes.existing.push("SHOFF");
    fakes.inactive.add(gid); // Shopify reports the deactivated discount as EXPIRED
    expect(await syncCoupon(ctx, "shopify", { ...coupon, active: true })).toEqual({ successful: true, message: "Synchronized with Shopify.", externalId: gid });
    const [update, codes, activate] = fakes.shopify.received;
    expect(fakes.shopify.received).toHaveLength(3);
    expect(update!.body.query).toContain("discountCodeBasicUpdate");
    expect(codes!.body.query).toContain("status");
    expect(activate!.body.query).toContain("discountCodeActivate(id: $id)");
    expect(activate!.body.variables).toEqual({ id: gid });
  });

  it("an expired coupon active again is not activated at Shopify: its own date has passed", async () => {
    const { program, ctx } = await programWith("shopify");
    const coupon = await createCoupon(server, program, { code: "SH-OLD", expirationEnabled: true, expiresOn: new Date("2020-01-31"), syncProvider: "shopify", syncExternalId: gid });
    fakes.existing.push("SH-OLD");
    fakes.inactive.add(gid);
    expect((await syncCoupon(ctx, "shopify", coupon)).successful).toBe(true);
    expect(fakes.shopify.received.map((r) => r.body.query).join("\n")).not.toContain("discountCodeActivate");
  });
});

describe("WooCommerce", () => {
  it("delete: DELETE coupons/{id}?force=true for each stored id", async () => {
    const { program, ctx } = await programWith("woocommerce");
    const coupon = await createCoupon(server, program, { code: "WO-GONE", syncProvider: "woocommerce", syncExternalId: "WOGA=501,WOGB=502", deletedAt: now }, [{ code: "WOGA" }, { code: "WOGB" }]);
    expect(await syncCoupon(ctx, "woocommerce", coupon)).toEqual({ successful: true, message: "Deleted at WooCommerce: 2 WooCommerce coupons.", externalId: "WOGA=501,WOGB=502" });
    expect(calls("woocommerce")).toEqual(["DELETE /wp-json/wc/v3/coupons/501", "DELETE /wp-json/wc/v3/coupons/502"]);
    for (const r of fakes.woocommerce.received) {
      expect(r.query.get("force")).toBe("true");
      expect(r.query.get("oauth_signature")).toBeTruthy();
      expect(r.body).toBeUndefined();
    }
  });

  it("deactivate: each stored coupon set to draft (WooCommerce finds published codes only), a code not there yet is not created; reactivate: published with its terms", async () => {
    const { program, ctx } = await programWith("woocommerce");
    const coupon = await createCoupon(server, program, { code: "WO-OFF", name: "Off", active: false, syncProvider: "woocommerce", syncExternalId: "WOOFFA=601" }, [{ code: "WOOFFA" }, { code: "WOOFFB" }]);
    expect(await syncCoupon(ctx, "woocommerce", coupon)).toEqual({
      successful: true,
      message: "Deactivated at WooCommerce: 1 WooCommerce coupon set to draft; 1 code(s) not there yet are created when the coupon is active again.",
      externalId: "WOOFFA=601",
    });
    expect(calls("woocommerce")).toEqual(["PUT /wp-json/wc/v3/coupons/601"]);
    expect(fakes.woocommerce.received[0]!.body).toEqual({ status: "draft" });

    fakes.woocommerce.reset();
    const on = await syncCoupon(ctx, "woocommerce", { ...coupon, active: true });
    expect(on).toEqual({ successful: true, message: "Synchronized with WooCommerce.", externalId: "WOOFFA=601,WOOFFB=501" });
    expect(calls("woocommerce")).toEqual(["PUT /wp-json/wc/v3/coupons/601", "POST /wp-json/wc/v3/coupons"]);
    expect(fakes.woocommerce.received[0]!.body).toMatchObject({ code: "WOOFFA", status: "publish", description: "Off", discount_type: "percent", amount: "15" });
    expect(fakes.woocommerce.received[1]!.body).toMatchObject({ code: "WOOFFB", status: "publish" });
  });
});

describe("Paddle", () => {
  it("delete: each stored discount archived (Paddle deletes none)", async () => {
    const { program, ctx } = await programWith("paddle");
    const coupon = await createCoupon(server, program, { code: "PA-GONE", syncProvider: "paddle", syncExternalId: "PAGA=dsc_01a,PAGB=dsc_01b", deletedAt: now }, [{ code: "PAGA" }, { code: "PAGB" }]);
    expect(await syncCoupon(ctx, "paddle", coupon)).toEqual({
      successful: true,
      message: "Archived at Paddle: 2 Paddle discounts (Paddle deletes no discount; an archived one cannot be applied).",
      externalId: "PAGA=dsc_01a,PAGB=dsc_01b",
    });
    expect(calls("paddle")).toEqual(["PATCH /discounts/dsc_01a", "PATCH /discounts/dsc_01b"]);
    expect(fakes.paddle.received.map((r) => r.body)).toEqual([{ status: "archived" }, { status: "archived" }]);
  });

  it("deactivate: each stored discount archived; reactivate: updated with its terms and status active", async () => {
    const { program, ctx } = await programWith("paddle");
    const coupon = await createCoupon(server, program, { code: "PA-OFF", name: "Off", active: false, syncProvider: "paddle", syncExternalId: "PA-OFF=dsc_02" });
    expect(await syncCoupon(ctx, "paddle", coupon)).toEqual({ successful: true, message: "Deactivated at Paddle: 1 Paddle discount archived.", externalId: "PA-OFF=dsc_02" });
    expect(calls("paddle")).toEqual(["PATCH /discounts/dsc_02"]);
    expect(fakes.paddle.received[0]!.body).toEqual({ status: "archived" });

    fakes.paddle.reset();
    expect(await syncCoupon(ctx, "paddle", { ...coupon, active: true })).toEqual({ successful: true, message: "Synchronized with Paddle.", externalId: "PA-OFF=dsc_02" });
    expect(calls("paddle")).toEqual(["PATCH /discounts/dsc_02"]);
    expect(fakes.paddle.received[0]!.body).toMatchObject({ status: "active", code: "PA-OFF", description: "Off", type: "percentage", amount: "15" });
  });

  it("a removal needs none of the coupon's terms: a duration Paddle cannot express is archived all the same", async () => {
    const { program, ctx } = await programWith("paddle");
    const coupon = await createCoupon(server, program, { code: "PA-DAYS", durationType: "days", durationValue: 3, syncProvider: "paddle", syncExternalId: "PA-DAYS=dsc_03", deletedAt: now });
    expect((await syncCoupon(ctx, "paddle", coupon)).successful).toBe(true);
    expect(fakes.paddle.received.map((r) => r.body)).toEqual([{ status: "archived" }]);
  });
});

describe("every provider", () => {
  it.each(["stripe", "shopify", "woocommerce", "paddle"] as const)("%s: nothing known there yet: a deleted coupon has nothing to remove and an inactive one is not created; no request", async (provider) => {
    const { program, ctx } = await programWith(provider);
    const name = { stripe: "Stripe", shopify: "Shopify", woocommerce: "WooCommerce", paddle: "Paddle" }[provider];
    const deleted = await createCoupon(server, program, { code: `NEVER-${provider}`, syncProvider: provider, deletedAt: now }, [{ code: `NEVERCODE-${provider}` }]);
    expect(await syncCoupon(ctx, provider, deleted)).toEqual({ successful: true, message: `Nothing to remove at ${name}: the coupon was never synchronized with it.`, externalId: null });
    const inactive = await createCoupon(server, program, { code: `IDLE-${provider}`, syncProvider: provider, active: false });
    expect(await syncCoupon(ctx, provider, inactive)).toEqual({
      successful: true,
      message: `Not pushed to ${name} while inactive: nothing of the coupon is there yet, and it is created there when the coupon is active again.`,
      externalId: null,
    });
    expect(fakes[provider].received).toEqual([]);
  });

  const refusals: Record<Provider, string> = {
    stripe: "No such coupon: 'REST-REFUSED-stripe'",
    shopify: "Discount does not exist",
    woocommerce: "Invalid ID.",
    paddle: "Invalid request.",
  };

  it.each(["stripe", "shopify", "woocommerce", "paddle"] as const)(
    "%s over REST: DELETE /v1/coupons/{uuid_code} removes it there; a refusal answers synchronization_successful false with its message, and the coupon is deleted in Rally either way",
    async (provider) => {
      const s = await couponProgram(server);
      await connectIntegration(loggedContext(server, s.program), connections()[provider]);
      const created = await s.createCoupon({ uuid_code: `REST-OK-${provider}`, promotion_codes: [{ code: `RESTOK${provider}` }], sync: { provider } });
      expect(created).toMatchObject({ synchronization_enabled: true, synchronization_successful: true });
      await s.createCoupon({ uuid_code: `REST-REFUSED-${provider}`, promotion_codes: [{ code: `RESTNO${provider}` }], sync: { provider } });
      fakes.existing.push(`RESTOK${provider}`, `RESTNO${provider}`);
      fakes[provider].reset();

      const ok = await s.api("DELETE", `/v1/coupons/REST-OK-${provider}`);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ status: 1, message: "coupon deleted", synchronization_enabled: true, synchronization_successful: true });
      expect(ok.body.synchronization_message).toMatch(/^(Deleted|Archived) at /);
      expect(fakes[provider].received.length).toBeGreaterThan(0);

      fakes[provider].mode = "removal";
      const refused = await s.api("DELETE", `/v1/coupons/REST-REFUSED-${provider}`);
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ status: 1, message: "coupon deleted", synchronization_enabled: true, synchronization_successful: false, synchronization_message: refusals[provider] });
      expect(refused.body.data.deleted_at).toBeTruthy();

      for (const uuid of [`REST-OK-${provider}`, `REST-REFUSED-${provider}`]) expect((await s.api("GET", `/v1/coupons/${uuid}`)).status).toBe(404);
      // the stored outcome says so too
      const row = await server.app.database.prisma.coupon.findFirstOrThrow({ where: { programId: s.program.id, code: `REST-REFUSED-${provider}` } });
      expect(row).toMatchObject({ syncSuccessful: false, syncMessage: refusals[provider] });
    },
  );

  it.each(["stripe", "shopify", "woocommerce", "paddle"] as const)("%s over REST: PUT active false deactivates there, active true restores it", async (provider) => {
    const s = await couponProgram(server);
    await connectIntegration(loggedContext(server, s.program), connections()[provider]);
    await s.createCoupon({ uuid_code: `REST-TOGGLE-${provider}`, promotion_codes: [{ code: `TOGGLE${provider}` }], sync: { provider } });
    fakes.existing.push(`TOGGLE${provider}`);
    fakes[provider].reset();
    const off = await s.write("PUT", `/v1/coupons/REST-TOGGLE-${provider}`, { active: false });
    expect(off).toMatchObject({ synchronization_successful: true, synchronization_message: expect.stringMatching(/^Deactivated at /) });
    const removals = fakes[provider].received.length;
    expect(removals).toBeGreaterThan(0);
    const on = await s.write("PUT", `/v1/coupons/REST-TOGGLE-${provider}`, { active: true });
    expect(on).toMatchObject({ synchronization_successful: true, synchronization_message: "Synchronized with " + { stripe: "Stripe", shopify: "Shopify", woocommerce: "WooCommerce", paddle: "Paddle" }[provider] + "." });
    expect(fakes[provider].received.length).toBeGreaterThan(removals);
  });
});
