// @database-independent: pure functions, no database; runs in the PostgreSQL pass only
import { describe, expect, it } from "vitest";
import { Decimal } from "../../src/core/money.js";
import {
  affiliateRewards,
  milestonesReached,
  minorUnits,
  refundPlan,
  referralRewards,
  roundMoney,
} from "../../src/modules/rewards/engine.js";
import type { RefundableReward } from "../../src/modules/rewards/engine.types.js";
import { brief, NOW, sale, settings } from "./support.js";

const d = (v: string | number) => new Decimal(v);

describe("minor units and rounding", () => {
  it.each([
    ["USD", 2], ["eur", 2], ["JPY", 0], ["KRW", 0], ["VND", 0], ["CLP", 0], ["ISK", 0], ["UGX", 0], ["XAF", 0], ["XOF", 0],
    ["BHD", 3], ["KWD", 3], ["JOD", 3], ["OMR", 3], ["TND", 3], ["IQD", 3], ["LYD", 3],
  ])("%s has %i decimals", (cur, n) => expect(minorUnits(cur)).toBe(n));

  it.each([
    ["1.005", "USD", "half_up", "1.01"],
    ["1.005", "USD", "half_even", "1"],
    ["1.015", "USD", "half_even", "1.02"],
    ["1.0099", "USD", "down", "1"],
    ["-1.005", "USD", "half_up", "-1.01"],
    ["-1.0099", "USD", "down", "-1"],
    ["2.5", "JPY", "half_up", "3"],
    ["2.5", "JPY", "half_even", "2"],
    ["0.0005", "KWD", "half_up", "0.001"],
    ["0.0005", "KWD", "down", "0"],
  ] as const)("%s %s %s → %s", (amount, cur, mode, want) => expect(roundMoney(amount, cur, mode).toFixed()).toBe(want));
});

describe("affiliate commissions", () => {
  it("pays the program's percent, or its static amount, to the attributed partner", () => {
    expect(brief(affiliateRewards(settings(), sale({ amount: "99.99" }), NOW))).toEqual([["p1", 1, "20", "USD"]]);
    const fixed = settings({ commission: { sale: { type: "static", value: 5 } } });
    expect(brief(affiliateRewards(fixed, sale({ amount: 1000 }), NOW))).toEqual([["p1", 1, "5", "USD"]]);
  });

  it("rounds once to the currency's minor unit with the program's rounding", () => {
    const at = (cur: string, rounding: "half_up" | "half_even" | "down", amount: string, value = 12.5) =>
      affiliateRewards(settings({ commission: { rounding, sale: { type: "percent", value } } }), sale({ amount, currency: cur }), NOW)[0]?.amount.toFixed();
    expect(at("USD", "half_up", "10.04")).toBe("1.26"); // 1.255
    expect(at("USD", "half_even", "10.04")).toBe("1.26"); // 1.255 → even 6
    expect(at("USD", "half_even", "10.12")).toBe("1.26"); // 1.265 → even 6
    expect(at("USD", "down", "10.12")).toBe("1.26");
    expect(at("USD", "down", "10.1999")).toBe("1.27"); // 1.2749875
    expect(at("JPY", "half_up", "1004")).toBe("126"); // 125.5
    expect(at("JPY", "half_even", "1004")).toBe("126");
    expect(at("JPY", "half_even", "1012")).toBe("126"); // 126.5
    expect(at("KWD", "half_up", "10.0044")).toBe("1.251"); // 1.25055
    expect(at("KWD", "down", "10.0044")).toBe("1.25");
  });

  it("signups earn commission.signup; other actions earn nothing unless the client sets the reward", () => {
    const s = settings({ commission: { signup: { type: "static", value: 2 } } });
    expect(brief(affiliateRewards(s, sale({ action: "signup", amount: 0 }), NOW))).toEqual([["p1", 1, "2", "USD"]]);
    expect(affiliateRewards(settings(), sale({ action: "signup", amount: 0 }), NOW)).toEqual([]); // static 0: no draft
    expect(affiliateRewards(s, sale({ action: "lead" }), NOW)).toEqual([]);
    expect(brief(affiliateRewards(s, sale({ action: "lead", rewardOverride: d("3.333") }), NOW))).toEqual([["p1", 1, "3.33", "USD"]]);
  });

  it("a rewardOverride sets tier 1 exactly, and rewardable: false pays nothing", () => {
    const s = settings({ commission: { tiers: [{ level: 2, type: "percent", value: 5 }] } });
    const two = [{ uid: "p1", commission: null }, { uid: "p2", commission: null }];
    expect(brief(affiliateRewards(s, sale({ rewardOverride: d(7), partners: two }), NOW))).toEqual([["p1", 1, "7", "USD"], ["p2", 2, "5", "USD"]]);
    expect(affiliateRewards(s, sale({ rewardable: false, rewardOverride: d(7), partners: two }), NOW)).toEqual([]);
    expect(brief(affiliateRewards(s, sale({ rewardOverride: d("-3"), partners: two }), NOW))).toEqual([["p2", 2, "5", "USD"]]);
    expect(brief(affiliateRewards(s, sale({ rewardOverride: d("0.004"), partners: two.slice(0, 1) }), NOW))).toEqual([]); // rounds to 0
  });

  it("a partner's own rate beats the program's; a product rule beats both", () => {
    const s = settings({ commission: { products: [{ productType: "books", type: "percent", value: 50 }] } });
    const partners = [{ uid: "p1", commission: { sale: { type: "percent" as const, value: 30 } } }];
    expect(brief(affiliateRewards(s, sale({ partners }), NOW))).toEqual([["p1", 1, "30", "USD"]]);
    const [book] = affiliateRewards(s, sale({ partners, productTypes: ["books"] }), NOW);
    expect([book!.amount.toFixed(), book!.productType, book!.productId]).toEqual(["50", "books", undefined]);
  });

  it("product rules: ids before types, then the first in the program's order", () => {
    const products = [
      { productType: "cat-5", type: "static" as const, value: 2 },
      { productId: "sku-2", type: "percent" as const, value: 10 },
      { productId: "sku-1", type: "percent" as const, value: 30 },
      { productId: "sku-1", type: "percent" as const, value: 40 },
    ];
    const s = settings({ commission: { products } });
    const amount = (productIds: string[], productTypes: string[]) => affiliateRewards(s, sale({ productIds, productTypes }), NOW)[0]?.amount.toFixed();
    expect(amount(["sku-1"], ["cat-5"])).toBe("30");
    expect(amount(["sku-9", "sku-1", "sku-2"], [])).toBe("10"); // the rule listed first, not the product sent first
    expect(amount(["sku-9"], ["cat-5"])).toBe("2");
    expect(amount(["sku-9"], ["cat-9"])).toBe("20"); // no rule: the program's rate
  });

  it("tiers pay the referring partners a share of the sale amount, when they exist", () => {
    const s = settings({ commission: { tiers: [{ level: 3, type: "static", value: 1 }, { level: 2, type: "percent", value: 5 }] } });
    const chain = [{ uid: "p1", commission: null }, { uid: "p2", commission: { sale: { type: "percent" as const, value: 90 } } }, { uid: "p3", commission: null }];
    expect(brief(affiliateRewards(s, sale({ amount: "50.10", partners: chain }), NOW))).toEqual([
      ["p1", 1, "10.02", "USD"],
      ["p2", 2, "2.51", "USD"], // 2.505: the tier's rate, not p2's own
      ["p3", 3, "1", "USD"],
    ]);
    expect(brief(affiliateRewards(s, sale({ partners: chain.slice(0, 2) }), NOW))).toEqual([["p1", 1, "20", "USD"], ["p2", 2, "5", "USD"]]);
    expect(brief(affiliateRewards(s, sale({ action: "signup", partners: chain }), NOW))).toEqual([]);
  });

  it("static rates pay in the program's currency, percents in the sale's", () => {
    const s = settings({ currency: "EUR", commission: { tiers: [{ level: 2, type: "static", value: 3 }] } });
    const chain = [{ uid: "p1", commission: null }, { uid: "p2", commission: null }];
    expect(brief(affiliateRewards(s, sale({ currency: "JPY", amount: 1003, partners: chain }), NOW))).toEqual([["p1", 1, "201", "JPY"], ["p2", 2, "3", "EUR"]]);
  });

  describe("commission period, counted from the customer's first sale", () => {
    const first = new Date("2026-01-31T10:00:00.000Z");
    const earns = (period: { type: "once" | "months" | "years" | "lifetime"; value?: number }, at: string, firstSaleAt: Date | null = first) =>
      affiliateRewards(settings({ commission: { period, tiers: [{ level: 2, type: "percent", value: 5 }] } }),
        sale({ occurredAt: new Date(at), customerFirstSaleAt: firstSaleAt, partners: [{ uid: "p1", commission: null }, { uid: "p2", commission: null }] }), NOW).length;
    it.each([
      ["once", undefined, "2026-01-31T10:00:00.000Z", null, 2],
      ["once", undefined, "2026-01-31T10:00:00.001Z", first, 0],
      ["months", 3, "2026-04-30T09:59:59.999Z", first, 2], // Jan 31 + 3 months clamps to Apr 30
      ["months", 3, "2026-04-30T10:00:00.000Z", first, 0],
      ["months", 1, "2026-02-28T09:59:59.999Z", first, 2],
      ["months", 1, "2026-02-28T10:00:00.000Z", first, 0],
      ["years", 1, "2027-01-31T09:59:59.999Z", first, 2],
      ["years", 1, "2027-01-31T10:00:00.000Z", first, 0],
      ["lifetime", undefined, "2046-01-31T10:00:00.000Z", first, 2],
    ] as const)("%s %s: a sale at %s earns %i drafts", (type, value, at, firstSaleAt, n) => {
      expect(earns({ type, value }, at, firstSaleAt)).toBe(n);
    });
    it("signups are not sales and earn whatever the period", () => {
      const s = settings({ commission: { period: { type: "once" }, signup: { type: "static", value: 1 } } });
      expect(affiliateRewards(s, sale({ action: "signup", customerFirstSaleAt: first }), NOW)).toHaveLength(1);
    });
  });

  it("a hold keeps rewards pending until now + hold_days; no hold approves at once", () => {
    const [held] = affiliateRewards(settings({ commission: { holdDays: 30 } }), sale(), NOW);
    expect([held!.status, held!.holdUntil?.toISOString()]).toEqual(["pending", "2026-03-31T12:00:00.000Z"]);
    const [now] = affiliateRewards(settings(), sale(), NOW);
    expect([now!.status, now!.holdUntil]).toEqual(["approved", null]);
  });

  describe("fraud rules", () => {
    const signals = (o: object) => ({ selfReferral: false, insideVelocityWindow: false, paidAds: false, ...o });
    it("self-referral: review puts rewards in review, reject records them rejected, allow pays", () => {
      const run = (selfReferral: "review" | "reject" | "allow") =>
        affiliateRewards(settings({ fraud: { selfReferral }, commission: { holdDays: 10 } }), sale({ signals: signals({ selfReferral: true }) }), NOW).map((r) => [r.status, r.reviewReason]);
      expect(run("review")).toEqual([["in_review", "self_referral"]]);
      expect(run("reject")).toEqual([["rejected", "self_referral"]]);
      expect(run("allow")).toEqual([["pending", undefined]]);
    });
    it("inside the velocity window, and paid ads when rejected, the reward is recorded rejected with the rule as its reason", () => {
      const run = (o: object, sig: object) => affiliateRewards(settings(o), sale({ signals: signals(sig) }), NOW).map((r) => [r.status, r.reviewReason]);
      expect(run({ fraud: { velocitySeconds: 60 } }, { insideVelocityWindow: true })).toEqual([["rejected", "velocity"]]);
      expect(run({ fraud: { paidAds: "reject" } }, { paidAds: true })).toEqual([["rejected", "paid_ads"]]);
      expect(run({}, { paidAds: true })).toEqual([["approved", undefined]]);
      // the setting is the switch: velocity_seconds 0 turns the rule off whatever the signal says
      expect(run({}, { insideVelocityWindow: true })).toEqual([["approved", undefined]]);
      // a refusing rule wins over review: nothing of it is paid
      expect(run({ fraud: { velocitySeconds: 60, selfReferral: "review" } }, { insideVelocityWindow: true, selfReferral: true })).toEqual([["rejected", "velocity"]]);
    });
  });
});

describe("refunds", () => {
  const reward = (id: string, amount: string, status: RefundableReward["status"] = "approved"): RefundableReward => ({ id, amount: d(amount), earned: d(amount), status });
  /** applies a plan to the rewards as the service would: reduce in place, adjustments added to the effective amount */
  const apply = (rs: RefundableReward[], plan: ReturnType<typeof refundPlan>) =>
    rs.map((r) => {
      const reduced = plan.reduce.find((x) => x.rewardId === r.id);
      const adjusted = plan.adjust.find((x) => x.rewardId === r.id);
      return { ...r, amount: reduced ? reduced.amount : adjusted ? r.amount.plus(adjusted.amount) : r.amount };
    });

  it("two partial refunds then the rest bring every reward to exactly zero", () => {
    let rs = [reward("a", "33.33"), reward("b", "1.67", "pending"), reward("c", "10", "in_review")];
    let refunded = d(0);
    // b after the second refund: 1.67 × 56.66 / 99.99 = 0.9463 → 0.95 (rounding what was left
    // after the first refund again would give 1.11 − round(0.1670) = 0.94)
    for (const [amount, want] of [["33.33", ["22.22", "1.11", "6.67"]], ["10", ["18.89", "0.95", "5.67"]], ["56.66", ["0.00", "0.00", "0.00"]]] as const) {
      const plan = refundPlan(rs, { amount: "99.99", refundedAmount: refunded }, amount, "USD", "half_up");
      rs = apply(rs, plan);
      refunded = refunded.plus(plan.refund);
      expect(rs.map((r) => r.amount.toFixed(2))).toEqual(want);
      expect(rs.every((r) => r.amount.gte(0))).toBe(true);
    }
  });

  it("rounds once, on what is left of the sale, whatever the number of refunds", () => {
    // 7 % of 84.30 = 5.901 → 5.90; after refunds of 26.83 and 42.68, 14.79 is left:
    // 5.90 × 14.79 / 84.30 = 1.0351 → 1.04 (rounding at each step gave 1.03)
    let rs = [reward("a", "5.90")];
    let refunded = d(0);
    for (const amount of ["26.83", "42.68"]) {
      const plan = refundPlan(rs, { amount: "84.30", refundedAmount: refunded }, amount, "USD", "half_up");
      rs = apply(rs, plan);
      refunded = refunded.plus(plan.refund);
    }
    expect(rs[0]!.amount.toFixed(2)).toBe("1.04");
    const once = refundPlan([reward("a", "5.90")], { amount: "84.30", refundedAmount: 0 }, "69.51", "USD", "half_up");
    expect(apply([reward("a", "5.90")], once)[0]!.amount.toFixed(2)).toBe("1.04");
  });

  it("a paid reward gets a negative adjustment instead of being rewritten", () => {
    const plan = refundPlan([reward("paid", "20", "paid"), reward("open", "5")], { amount: 100, refundedAmount: 0 }, 25, "USD", "half_up");
    expect(plan.adjust.map((a) => [a.rewardId, a.amount.toFixed()])).toEqual([["paid", "-5"]]);
    expect(plan.reduce.map((a) => [a.rewardId, a.amount.toFixed(), a.cut.toFixed()])).toEqual([["open", "3.75", "1.25"]]);
  });

  it("caps the refund at what is not refunded yet and never goes below zero", () => {
    const plan = refundPlan([reward("a", "4"), reward("z", "0"), reward("r", "9", "rejected")], { amount: 100, refundedAmount: 60 }, 500, "USD", "half_up");
    expect(plan.refund.toFixed()).toBe("40");
    expect(plan.reduce.map((a) => [a.rewardId, a.amount.toFixed()])).toEqual([["a", "0"]]);
    expect(refundPlan([reward("a", "4")], { amount: 100, refundedAmount: 100 }, 5, "USD", "half_up")).toEqual({ refund: d(0), reduce: [], adjust: [] });
  });

  it("rounds each cut in the reward's own currency", () => {
    const plan = refundPlan([{ id: "y", amount: d(101), earned: d(101), status: "approved", currency: "JPY" }], { amount: 3, refundedAmount: 0 }, 1, "USD", "half_up");
    expect(plan.reduce[0]!.amount.toFixed()).toBe("67"); // round(101 × 2 / 3) = round(67.33)
  });
});

describe("refer-a-friend rewards", () => {
  const who = { referrerUid: "alice", referredUid: "bob" };
  const signup = { trigger: "signup" as const, firstPurchase: false, amount: d(0), currency: "USD" };
  const purchase = (firstPurchase: boolean, amount = "80") => ({ trigger: "purchase" as const, firstPurchase, amount: d(amount), currency: "USD" });

  it("by default pays the referrer 10 on the referred customer's first purchase only", () => {
    expect(brief(referralRewards(settings(), signup, who, NOW))).toEqual([]);
    expect(brief(referralRewards(settings(), purchase(true), who, NOW))).toEqual([["alice", 1, "10", "USD"]]);
    expect(brief(referralRewards(settings(), purchase(false), who, NOW))).toEqual([]);
  });

  it("double-sided: each side on its own trigger, the referred one only when its value is above zero", () => {
    const s = settings({
      referralRewards: {
        referrer: { type: "percent", value: 10, trigger: "every_purchase" },
        referred: { type: "static", value: 5, trigger: "signup" },
      },
    });
    const sides = (e: Parameters<typeof referralRewards>[1]) => referralRewards(s, e, who, NOW).map((r) => [r.customerUid, r.side, r.amount.toFixed()]);
    expect(sides(signup)).toEqual([["bob", "referred", "5"]]); // a percent of a signup is nothing
    expect(sides(purchase(true, "80.05"))).toEqual([["alice", "referrer", "8.01"]]);
    expect(sides(purchase(false, "12"))).toEqual([["alice", "referrer", "1.2"]]);
  });

  it("holds and fraud rules apply as for affiliates", () => {
    const [r] = referralRewards(settings({ commission: { holdDays: 14 } }), purchase(true), who, NOW);
    expect([r!.status, r!.holdUntil?.toISOString()]).toEqual(["pending", "2026-03-15T12:00:00.000Z"]);
    const flagged = referralRewards(settings(), { ...purchase(true), signals: { selfReferral: true } }, who, NOW);
    expect(flagged.map((x) => x.status)).toEqual(["in_review"]);
  });
});

describe("newsletter milestones", () => {
  const milestones = [{ referrals: 10, name: "Hoodie" }, { referrals: 3, name: "Sticker pack" }, { referrals: 5, name: "Mug" }];
  it("grants each reached milestone once, in order", () => {
    expect(milestonesReached(milestones, 2, new Set())).toEqual([]);
    expect(milestonesReached(milestones, 5, new Set()).map((m) => m.name)).toEqual(["Sticker pack", "Mug"]);
    expect(milestonesReached(milestones, 12, new Set([3, 5])).map((m) => m.name)).toEqual(["Hoodie"]);
    expect(milestonesReached(milestones, 12, new Set([3, 5, 10]))).toEqual([]);
  });
});
