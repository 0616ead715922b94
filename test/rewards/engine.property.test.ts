// Random cases from a seeded generator (the same cases every run, so a failure reproduces):
// amounts with up to 4 decimals, rates with up to 4, every currency exponent and rounding.
// The oracle is decimal.js at 100 significant digits, independent of the engine's BigInt code.
// @database-independent: pure functions, no database; runs in the PostgreSQL pass only
import { describe, expect, it } from "vitest";
import { Decimal } from "../../src/core/money.js";
import { affiliateRewards, minorUnits, refundPlan } from "../../src/modules/rewards/engine.js";
import type { RefundableReward, Rounding } from "../../src/modules/rewards/engine.types.js";
import { NOW, sale, settings } from "./support.js";

const Exact = Decimal.clone({ precision: 100 });
const MODES: Record<Rounding, Parameters<Decimal["toDecimalPlaces"]>[1]> = { half_up: Decimal.ROUND_HALF_UP, half_even: Decimal.ROUND_HALF_EVEN, down: Decimal.ROUND_DOWN };

/** mulberry32: small, seeded, good enough to spread cases */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const next = prng(seed);
  const int = (max: number) => Math.floor(next() * (max + 1));
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length - 1)]!;
  /** up to `digits` integer digits and `decimals` decimals, as an exact string */
  const decimal = (digits: number, decimals: number) => {
    const whole = String(int(10 ** pick([1, 2, 4, digits]) - 1));
    const dp = int(decimals);
    const frac = Array.from({ length: dp }, () => int(9)).join("");
    return dp ? `${whole}.${frac}` : whole;
  };
  /** a percent 0-100 with up to 4 decimals, as settings keep it (a JSON number) */
  const percent = () => {
    const whole = int(100);
    return whole === 100 ? 100 : Number(`${whole}.${Array.from({ length: int(4) }, () => int(9)).join("")}`.replace(/\.$/, ""));
  };
  return { int, pick, decimal, percent };
}

const CURRENCIES = ["USD", "JPY", "KWD", "EUR", "CLP", "BHD"];

describe("the engine on random cases", () => {
  it("every commission has at most the currency's minor digits and is the exact result rounded once", () => {
    const g = generator(20260301);
    for (let i = 0; i < 3000; i++) {
      const currency = g.pick(CURRENCIES);
      const rounding = g.pick(["half_up", "half_even", "down"] as const);
      const amount = g.decimal(12, 4);
      const rate = g.percent();
      const tierRate = g.percent();
      const s = settings({ currency, commission: { rounding, sale: { type: "percent", value: rate }, tiers: [{ level: 2, type: "percent", value: tierRate }] } });
      const drafts = affiliateRewards(s, sale({ amount, currency, partners: [{ uid: "a", commission: null }, { uid: "b", commission: null }] }), NOW);
      const want = [rate, tierRate]
        .map((r) => new Exact(amount).times(r).div(100).toDecimalPlaces(minorUnits(currency), MODES[rounding]))
        .filter((x) => !x.isZero())
        .map((x) => x.toFixed());
      expect(drafts.map((x) => x.amount.toFixed()), `case ${i}: ${amount} ${currency} at ${rate}/${tierRate} ${rounding}`).toEqual(want);
      for (const x of drafts) expect(x.amount.decimalPlaces()).toBeLessThanOrEqual(minorUnits(currency));
    }
  });

  it("random partial refunds that add up to the sale leave every reward at exactly zero, never below on the way", () => {
    const g = generator(8);
    for (let i = 0; i < 2000; i++) {
      const currency = g.pick(CURRENCIES);
      const rounding = g.pick(["half_up", "half_even", "down"] as const);
      const m = minorUnits(currency);
      const saleAmount = new Decimal(g.decimal(8, 4)).plus("0.0001");
      let rewards: RefundableReward[] = Array.from({ length: 1 + g.int(3) }, (_, k) => {
        const amount = new Decimal(g.decimal(6, m));
        return { id: `r${k}`, amount, earned: amount, status: g.pick(["approved", "pending", "paid", "in_review"] as const) };
      });
      // cut the sale into 1-5 random refunds (4 decimals each) that sum to it exactly
      const steps = 1 + g.int(4);
      const cuts = Array.from({ length: steps - 1 }, () => new Decimal(g.int(10_000)).div(10_000)).sort((a, b) => a.cmp(b));
      const points = [new Decimal(0), ...cuts.map((c) => saleAmount.times(c).toDecimalPlaces(4)), saleAmount];
      let refunded = new Decimal(0);
      for (let k = 1; k < points.length; k++) {
        const refund = points[k]!.minus(points[k - 1]!);
        const plan = refundPlan(rewards, { amount: saleAmount, refundedAmount: refunded }, refund, currency, rounding);
        refunded = refunded.plus(plan.refund);
        rewards = rewards.map((r) => {
          const reduced = plan.reduce.find((x) => x.rewardId === r.id)?.amount;
          const adjustment = plan.adjust.find((x) => x.rewardId === r.id)?.amount;
          return { ...r, amount: reduced ?? (adjustment ? r.amount.plus(adjustment) : r.amount) };
        });
        for (const r of rewards) {
          expect(r.amount.gte(0), `case ${i} step ${k}: ${r.id} went below zero`).toBe(true);
          expect(r.amount.decimalPlaces()).toBeLessThanOrEqual(m);
          // what the rows say it should be, whatever refunds came before: rounded once on the net
          const net = saleAmount.minus(refunded);
          const once = new Exact(r.earned.toFixed()).times(net.toFixed()).div(saleAmount.toFixed()).toDecimalPlaces(m, MODES[rounding]);
          expect(r.amount.toFixed(), `case ${i} step ${k}: ${r.id}`).toBe(once.toFixed());
        }
      }
      expect(rewards.map((r) => r.amount.toFixed()), `case ${i}`).toEqual(rewards.map(() => "0"));
    }
  });
});
