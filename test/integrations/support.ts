// What the integration tests share: a server whose providers point at local fakes, coupons
// written straight through Prisma (the coupons module is not this one's), and a service
// context whose log lines are kept, to show that no secret is ever logged.
import { Writable } from "node:stream";
import pino from "pino";
import type { Prisma, Program } from "../../src/generated/prisma/client.js";
import { serviceContext, type ServiceContext } from "../../src/core/context.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { fakePaddle, fakeShopify, fakeStripe, fakeWooCommerce, type Fake } from "./fakes.js";

export const ENCRYPTION_KEY = "q1mK4mV6c0p9H2x7Yt3r8Zb5Lw1Nd6Fs0Gj2Ue4Ia7o=";

export interface Fakes {
  stripe: Fake;
  shopify: Fake;
  woocommerce: Fake;
  paddle: Fake;
  /** codes the fakes report as already on the provider (Stripe, Shopify) */
  existing: string[];
  /** what the fakes report as deactivated: Stripe promotion codes, Shopify discount ids */
  inactive: Set<string>;
}

export async function startFakes(): Promise<Fakes> {
  const existing: string[] = [];
  const inactive = new Set<string>();
  const [stripe, shopify, woocommerce, paddle] = await Promise.all([fakeStripe(() => existing, () => inactive), fakeShopify(() => existing, () => inactive), fakeWooCommerce(), fakePaddle()]);
  return { stripe, shopify, woocommerce, paddle, existing, inactive };
}

export function providerEnv(fakes: Fakes, extra: Record<string, string> = {}): Record<string, string> {
  return {
    INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY,
    STRIPE_API_URL: fakes.stripe.url,
    SHOPIFY_API_URL: fakes.shopify.url,
    PADDLE_API_URL: fakes.paddle.url,
    // the fake WooCommerce store listens on loopback, which a saved store URL may reach only with this
    WEBHOOK_ALLOW_PRIVATE: "true",
    // long enough that a loaded CI machine never times out an answering fake; the "hang" tests wait it out
    PROVIDER_TIMEOUT_MS: "3000",
    ...extra,
  };
}

export async function closeFakes(fakes: Fakes | undefined) {
  if (fakes) await Promise.all([fakes.stripe, fakes.shopify, fakes.woocommerce, fakes.paddle].map((f) => f.close()));
}

/** every fake back to no requests seen and nothing stored on the provider (each test starts so) */
export function resetFakes(fakes: Fakes) {
  for (const f of [fakes.stripe, fakes.shopify, fakes.woocommerce, fakes.paddle]) f.reset();
  fakes.existing.length = 0;
  fakes.inactive.clear();
}

/** the fakes and a test server whose providers point at them, for one test file */
export async function startProviderServer(): Promise<{ fakes: Fakes; server: TestServer }> {
  const fakes = await startFakes();
  return { fakes, server: await startTestServer({ env: providerEnv(fakes) }) };
}

export async function stopProviderServer(fakes: Fakes | undefined, server: TestServer | undefined) {
  await server?.close();
  await closeFakes(fakes);
}

/** a service context of the program whose log lines land in `logs` */
export function loggedContext(server: TestServer, program: Program): ServiceContext & { logs: string[] } {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const ctx = serviceContext({ app: { ...server.app, logger: pino({ level: "trace" }, stream) }, program });
  return Object.assign(ctx, { logs });
}

/**
 * the context with a short PROVIDER_TIMEOUT_MS, for a call the fake never answers: that the
 * call ends as an outcome is what is tested, and the servers' own 3 s (room for calls that are
 * answered, on a loaded machine) would be waited in full
 */
export function hangingContext<T extends ServiceContext>(ctx: T, timeoutMs = 500): T {
  return { ...ctx, app: { ...ctx.app, config: { ...ctx.app.config, PROVIDER_TIMEOUT_MS: timeoutMs } } };
}

type CouponData = Omit<Prisma.CouponUncheckedCreateInput, "programId" | "promoCodes">;
type CodeData = Omit<Prisma.PromotionCodeUncheckedCreateWithoutCouponInput, "programId">;

/** a coupon with its promotion codes, as the coupons module would store it */
export function createCoupon(server: TestServer, program: Program, coupon: Partial<CouponData> & { code: string }, codes: CodeData[] = []) {
  return server.app.database.prisma.coupon.create({
    data: {
      programId: program.id,
      name: "Summer sale",
      discountType: "percent",
      discountAmount: 15,
      durationType: "once",
      ...coupon,
      promoCodes: { create: codes.map((c) => ({ programId: program.id, ...c })) },
    },
    include: { promoCodes: { orderBy: { createdAt: "asc" } } },
  });
}
