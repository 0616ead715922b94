// redemptionRecorded: a typed live feed of the program's coupon and promotion-code redemptions
// for dashboards, beside the generic `events` subscription. It reads the outbox events
// coupon.redeemed and promotion_code.redeemed: their payload is the coupon or code as the REST
// API shows it, their detail the sale's key and partner (redemptions.ts), so the event's own
// fields cost no query; the coupon, code and partner as objects are read when asked for.
import type { PublishedEvent } from "../../events/bus.js";
import { programEvents } from "../../events/program-stream.js";
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { requireFeature } from "../../core/features.js";
import { PartnerType } from "../partners/partners.schema.js";
import { PromotionCodeType } from "../promotion-codes/promotion-codes.schema.js";
import { findPromotionCodeWhere } from "../promotion-codes/promotion-codes.service.js";
import { couponUid } from "./coupon-refs.schema.js";
import { CouponType } from "./coupons.schema.js";
import { findCouponWhere } from "./coupons.service.js";

const KIND = { "coupon.redeemed": "coupon", "promotion_code.redeemed": "promotion_code" } as const;

const RedemptionKind = valueEnum("RedemptionKind", "What was redeemed", {
  coupon: "A coupon, by its uuid code",
  promotion_code: "A promotion code of a coupon",
});

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
    kind: t.field({ type: RedemptionKind, description: "Whether a coupon or a promotion code was redeemed", resolve: (e) => KIND[e.type as keyof typeof KIND] }),
    code: t.string({ description: "The coupon's uuid code, or the promotion code", resolve: (e) => resourceOf(e).code ?? resourceOf(e).uuid_code ?? "" }),
    couponUuidCode: t.string({ description: "The uuid code of the coupon (the promotion code's coupon)", resolve: couponOf }),
    transactionKey: t.string({ description: "The key of the sale that redeemed it", resolve: (e) => detailOf(e).transactionKey ?? "" }),
    timesRedeemed: t.int({ description: "How many times the coupon or code was redeemed, this redemption included", resolve: (e) => resourceOf(e).times_redeemed }),
    redeemedAt: t.field({
      type: "DateTime",
      description: "When the redemption was recorded",
      resolve: (e) => {
        const info = resourceOf(e).additional_info;
        const entry = Array.isArray(info) ? undefined : info.redemptions?.find((r) => r.transaction_key === detailOf(e).transactionKey);
        return new Date(entry?.redeemed_at ?? e.createdAt);
      },
    }),
    coupon: t.field({
      type: CouponType,
      nullable: true,
      description: "The coupon as it is now (of the promotion code, for a code); null once it is deleted",
      resolve: (e, _a, ctx) => findCouponWhere(ctx, { code: couponOf(e) }, {}),
    }),
    promotionCode: t.field({
      type: PromotionCodeType,
      nullable: true,
      description: "The promotion code as it is now, for a code's redemption; null for a coupon's, or once the code is deleted",
      resolve: (e, _a, ctx) => (e.type === "promotion_code.redeemed" && resourceOf(e).code ? findPromotionCodeWhere(ctx, { code: resourceOf(e).code ?? "" }, {}) : null),
    }),
    partner: t.field({
      type: PartnerType,
      nullable: true,
      description: "The partner the sale is attributed to; null when none",
      resolve: async (e, _a, ctx) => {
        const id = detailOf(e).partner;
        return id ? ctx.db.partner.findFirst({ where: { programId: ctx.program.id, id, status: { not: "deleted" } } }) : null;
      },
    }),
  }),
});

builder.subscriptionFields((t) => ({
  redemptionRecorded: t.field({
    type: RedemptionRecorded,
    description: "Live redemptions of the program's coupons and promotion codes; optionally of one coupon (and its codes) only",
    extensions: graphqlOnly,
    args: { couponId: t.arg.id({ description: "Only this coupon's redemptions and its codes' (its global id); a coupon that does not exist has none" }) },
    subscribe: async (_r, args, ctx) => {
      requireFeature(ctx.program, "coupons");
      if (args.couponId == null) return programEvents(ctx, (type) => type in KIND);
      let code: string | null = null;
      try {
        code = (await findCouponWhere(ctx, { uid: couponUid(args.couponId) }, {}))?.code ?? null;
      } catch {
        code = null;
      }
      return programEvents(ctx, (type) => type in KIND, (e) => code !== null && couponOf(e) === code);
    },
    resolve: (e) => e,
  }),
}));
