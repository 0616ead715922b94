// redemptionRecorded: a typed live feed of the program's coupon and promotion-code redemptions
// for dashboards, beside the generic `events` subscription. It reads the outbox events
// coupon.redeemed and promotion_code.redeemed: their payload is the coupon or code as the REST
// API shows it, their detail the sale's key and partner (redemptions.ts), so no subscriber
// costs a query.
import type { PublishedEvent } from "../../events/bus.js";
import { programEvents } from "../../events/program-stream.js";
import { builder } from "../../graphql/builder.js";
import { requireFeature } from "../../core/features.js";

const KIND = { "coupon.redeemed": "coupon", "promotion_code.redeemed": "promotion_code" } as const;

const RedemptionKind = builder.enumType("RedemptionKind", { values: ["coupon", "promotion_code"] as const, description: "What was redeemed" });

interface Redeemed {
  uuid_code?: string;
  code?: string;
  coupon_uuid?: string;
  times_redeemed: number;
  additional_info: { redemptions?: { redeemed_at: string; transaction_key: string }[] } | [];
}

const resourceOf = (e: PublishedEvent) => e.payload as Redeemed;
const detailOf = (e: PublishedEvent) => (e.detail ?? {}) as { transactionKey?: string; partner?: string | null };
const couponOf = (e: PublishedEvent) => resourceOf(e).uuid_code ?? resourceOf(e).coupon_uuid ?? "";

const RedemptionRecorded = builder.objectRef<PublishedEvent>("RedemptionRecorded").implement({
  description: "A redemption recorded on a coupon or a promotion code",
  fields: (t) => ({
    kind: t.field({ type: RedemptionKind, resolve: (e) => KIND[e.type as keyof typeof KIND] }),
    code: t.string({ description: "The coupon's uuid_code, or the promotion code", resolve: (e) => resourceOf(e).code ?? resourceOf(e).uuid_code ?? "" }),
    couponUuidCode: t.string({ description: "The coupon (of the promotion code)", resolve: couponOf }),
    transactionKey: t.string({ resolve: (e) => detailOf(e).transactionKey ?? "" }),
    partner: t.string({ nullable: true, description: "The id of the partner the sale is attributed to", resolve: (e) => detailOf(e).partner ?? null }),
    timesRedeemed: t.int({ resolve: (e) => resourceOf(e).times_redeemed }),
    redeemedAt: t.field({
      type: "DateTime",
      resolve: (e) => {
        const info = resourceOf(e).additional_info;
        const entry = Array.isArray(info) ? undefined : info.redemptions?.find((r) => r.transaction_key === detailOf(e).transactionKey);
        return new Date(entry?.redeemed_at ?? e.createdAt);
      },
    }),
    resource: t.field({ type: "JSON", description: "The coupon or promotion code as the REST API shows it after the redemption", resolve: (e) => e.payload }),
  }),
});

builder.subscriptionFields((t) => ({
  redemptionRecorded: t.field({
    type: RedemptionRecorded,
    description: "Live redemptions of the program's coupons and promotion codes; optionally of one coupon (and its codes) only",
    args: { couponUuidCode: t.arg.string() },
    subscribe: (_r, args, ctx) => {
      requireFeature(ctx.program, "coupons");
      const coupon = args.couponUuidCode ?? null;
      return programEvents(ctx, (type) => type in KIND, coupon ? (e) => couponOf(e) === coupon : undefined);
    },
    resolve: (e) => e,
  }),
}));
