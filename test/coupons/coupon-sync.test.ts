// The shop-provider call site, at the service level with a stand-in provider:
// the push runs after the commit, its outcome is stored and answered, a provider that throws
// leaves the coupon saved with synchronization_successful false (never a 500), and the
// provider is one-way. The provider clients themselves are tested in test/integrations.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serviceContext, type ServiceContext } from "../../src/core/context.js";
import { Decimal } from "../../src/core/money.js";
import { createCoupon, deleteCoupon, providers, updateCoupon } from "../../src/modules/coupons/coupons.service.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

type Outcome = { successful: boolean; message: string | null; externalId: string | null };
const provider = {
  connected: new Set<string>(),
  calls: [] as { provider: string; code: string; codes: string[]; inTransaction: boolean; deleted: boolean }[],
  next: { successful: true, message: null, externalId: "ext-1" } as Outcome | Error,
};
const real = { ...providers };

let server: TestServer;
let ctx: ServiceContext;
beforeAll(async () => {
  server = await startTestServer();
  const { program } = await server.program("Affiliate");
  ctx = serviceContext({ app: server.app, program });
});
afterAll(async () => {
  Object.assign(providers, real);
  await server.close();
});
beforeEach(() => {
  provider.connected = new Set(["stripe"]);
  provider.calls = [];
  provider.next = { successful: true, message: null, externalId: "ext-1" };
  // a stand-in provider: connected as the test says, recording each push
  Object.assign(providers, {
    connected: async (_ctx: ServiceContext, p: string) => provider.connected.has(p),
    sync: async (ctx: ServiceContext, p: string, coupon: { code: string; deletedAt: Date | null; promoCodes: { code: string }[] }) => {
      provider.calls.push({ provider: p, code: coupon.code, codes: coupon.promoCodes.map((c) => c.code), inTransaction: ctx.db !== ctx.app.database.prisma, deleted: coupon.deletedAt !== null });
      if (provider.next instanceof Error) throw provider.next;
      return provider.next;
    },
  });
});

const base = { couponDiscountType: "percent", couponDiscountAmount: new Decimal(15), couponDurationType: "once" };

describe("coupon sync call site", () => {
  it("pushes a new coupon with its codes after the commit and answers and stores the outcome", async () => {
    const result = await createCoupon(ctx, { ...base, uuidCode: "PUSHED", promotionCodes: [{ code: "PC1" }], sync: { provider: "stripe" } });
    expect(provider.calls).toEqual([{ provider: "stripe", code: "PUSHED", codes: ["PC1"], inTransaction: false, deleted: false }]);
    expect(result).toMatchObject({ message: "coupon created", synchronizationEnabled: true, synchronizationSuccessful: true, synchronizationMessage: "Coupon synchronized with stripe" });
    const row = await server.app.database.prisma.coupon.findFirstOrThrow({ where: { programId: ctx.program.id, code: "PUSHED" } });
    expect(row).toMatchObject({ syncProvider: "stripe", syncSuccessful: true, syncExternalId: "ext-1", syncMessage: "Coupon synchronized with stripe" });
    expect(row.syncedAt).toBeInstanceOf(Date);
  });

  it("keeps the coupon when the provider throws, answering its message with successful false", async () => {
    provider.next = new Error("Stripe: invalid API key");
    const result = await createCoupon(ctx, { ...base, uuidCode: "FAILS", sync: { provider: "stripe" } });
    expect(result).toMatchObject({ synchronizationEnabled: true, synchronizationSuccessful: false, synchronizationMessage: "Stripe: invalid API key" });
    expect(result.data.code).toBe("FAILS");
    provider.next = { successful: false, message: "timed out", externalId: null };
    const retried = await updateCoupon(ctx, "FAILS", { name: "Renamed" });
    expect(retried).toMatchObject({ synchronizationSuccessful: false, synchronizationMessage: "timed out" });
    expect(retried.data.name).toBe("Renamed");
  });

  it("sets the provider on update once, pushes changes the provider shows, and never a redemption-only update", async () => {
    await createCoupon(ctx, { ...base, uuidCode: "LATER" });
    expect(provider.calls).toEqual([]);
    const set = await updateCoupon(ctx, "LATER", { sync: { provider: "stripe" } });
    expect(set).toMatchObject({ message: "coupon updated", synchronizationEnabled: true, synchronizationSuccessful: true });
    expect(set.data.syncProvider).toBe("stripe");
    const plain = await updateCoupon(ctx, "LATER", { redeem: true, transactionKey: "none" });
    expect(plain).toMatchObject({ synchronizationEnabled: true, synchronizationMessage: "" });
    expect(provider.calls).toHaveLength(1);
    await expect(updateCoupon(ctx, "LATER", { sync: { provider: "shopify" } })).rejects.toMatchObject({ status: 422, fieldErrors: { "sync.provider": [expect.stringContaining("cannot be changed")] } });
    // the same provider again is no change of provider
    await updateCoupon(ctx, "LATER", { sync: { provider: "stripe" } });
    const deleted = await deleteCoupon(ctx, "LATER");
    expect(deleted.message).toBe("coupon deleted");
    expect(provider.calls.at(-1)).toMatchObject({ code: "LATER", deleted: true });
  });

  it("refuses a provider that is not connected before writing anything", async () => {
    await expect(createCoupon(ctx, { ...base, uuidCode: "NOTCONN", sync: { provider: "paddle" } })).rejects.toMatchObject({ status: 422 });
    expect(await server.app.database.prisma.coupon.count({ where: { programId: ctx.program.id, code: "NOTCONN" } })).toBe(0);
    expect(provider.calls).toEqual([]);
  });
});
