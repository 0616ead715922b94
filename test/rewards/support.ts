// Settings and sales for the engine tests (the program defaults of program_settings, changed per
// test), and what the rewards tests over HTTP look up and warm.
import { Decimal } from "../../src/core/money.js";
import type { AffiliateSale, CommissionSettings } from "../../src/modules/rewards/engine.types.js";
import type { Program } from "../../src/generated/prisma/client.js";
import type { TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";

export const NOW = new Date("2026-03-01T12:00:00.000Z");

type Overrides = {
  currency?: string;
  commission?: Partial<CommissionSettings["commission"]>;
  fraud?: Partial<CommissionSettings["fraud"]>;
  referralRewards?: Partial<CommissionSettings["referralRewards"]>;
};

export function settings(o: Overrides = {}): CommissionSettings {
  return {
    currency: o.currency ?? "USD",
    commission: {
      sale: { type: "percent", value: 20 },
      signup: { type: "static", value: 0 },
      period: { type: "lifetime" },
      holdDays: 0,
      rounding: "half_up",
      products: [],
      tiers: [],
      ...o.commission,
    },
    fraud: { selfReferral: "review", velocitySeconds: 0, paidAds: "allow", ...o.fraud },
    referralRewards: {
      referrer: { type: "static", value: 10, trigger: "first_purchase" },
      referred: { type: "static", value: 0, trigger: "signup" },
      ...o.referralRewards,
    },
    milestones: [],
  };
}

export function sale(o: Partial<Omit<AffiliateSale, "amount">> & { amount?: Decimal | string | number } = {}): AffiliateSale {
  return {
    action: "sale",
    currency: "USD",
    productIds: [],
    productTypes: [],
    occurredAt: NOW,
    rewardable: true,
    partners: [{ uid: "p1", commission: null }],
    customerFirstSaleAt: null,
    signals: { selfReferral: false, insideVelocityWindow: false, paidAds: false },
    ...o,
    amount: new Decimal(o.amount ?? 100),
  };
}

/** drafts as comparable plain values: who, tier, amount as a string, currency */
export const brief = (ds: readonly { partnerUid?: string; customerUid?: string; tier: number; amount: Decimal; currency: string }[]) =>
  ds.map((d) => [d.partnerUid ?? d.customerUid, d.tier, d.amount.toFixed(), d.currency]);

export const HOUR = 3_600_000;

export async function partnerUid(server: TestServer, program: Program, id: string) {
  return (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: program.id, id } })).uid;
}

/** the events of the program of a type, oldest first */
export async function eventsOf(server: TestServer, program: Program, type: string) {
  return server.app.database.prisma.outboxEvent.findMany({ where: { programId: program.id, type }, orderBy: { id: "asc" } });
}

/**
 * The first requests of a fresh server compile the schema's paths and warm the database; done
 * in beforeAll (hookTimeout), so a loaded machine does not push the first test past its timeout.
 */
export async function warmUp(server: TestServer) {
  const { api } = await seed(server).program("Affiliate");
  await api("POST", "/v1/partners", { email: "warm@example.com" });
  await api("GET", "/v1/partners/warm@example.com");
  await api("GET", "/v1/rewards");
}
