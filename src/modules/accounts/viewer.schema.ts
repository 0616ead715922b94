// The `viewer` root: what a partner signed in to the portal reads of itself, and the links it
// may make. It takes no partner id: the session decides whose data it is. Its types are its
// own and lead nowhere else (no node ids, no relation to the program's other records), so the
// portal's reach is this file. API keys are refused here, as partner sessions are everywhere
// else (the root types' scopes in graphql/builder.ts).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { z } from "zod";
import { BadRequestError, ForbiddenError, ValidationError } from "../../core/errors.js";
import { parseInput } from "../../core/input.js";
import { money, type Money } from "../../core/money.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { builder } from "../../graphql/builder.js";
import { MoneyType } from "../../graphql/money.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { pageConnection } from "../../graphql/connection.js";
import { paginate } from "../../core/pagination.js";
import { DateRangeInput } from "../../graphql/inputs.js";
import type { Partner, Program, PromotionCode, PayoutRequest, ReferralLink, Reward } from "../../generated/prisma/client.js";
import { loadPartnerFigures, EMPTY_FIGURES, partnerTimeSeries, type PartnerFigures } from "../partners/partner-figures.js";
import { checkedRange, PartnerMetricEnum, partnerFiguresIn } from "../partners/partner-stats.schema.js";
import { SERIES_RANGE, TimeIntervalEnum, TimePointType } from "../stats/time-series.schema.js";
import { PartnerStatusEnum, PayoutGatewayEnum, payoutGatewayOf } from "../partners/partners.schema.js";
import { PayoutRequestStatusEnum } from "../payouts/payouts.schema.js";
import { readPortalSettings } from "../programs/program-settings.js";
import { createReferralLink } from "../referral-links/partner-links.service.js";
import { referralUrl } from "../referral-links/referral-links.service.js";
import { RewardKindEnum, RewardStatusEnum } from "../rewards/reward.schema.js";
import { rewardApprovedAt, rewardStatus } from "../rewards/reward.view.js";

/** links a partner may hold, its default one included, when it makes them itself */
export const MAX_PARTNER_LINKS = 20;

export type Viewer = Partner & { program: Program };

/** the signed-in partner, read fresh (a change by the program shows at once) */
export async function viewerOf(ctx: GraphQLContext): Promise<Viewer> {
  const uid = ctx.viewer?.partnerUid;
  if (!uid) throw new ForbiddenError("Sign in as a partner to read the viewer.");
  return ctx.db.partner.findUniqueOrThrow({ where: { uid }, include: { program: true } });
}

export const ViewerProgram = builder.objectRef<Program>("ViewerProgram").implement({
  description: "The program the signed-in partner belongs to: what its portal shows of it",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (p) => encodeGlobalID("ViewerProgram", String(p.id)) }),
    name: t.exposeString("name", { description: "The program's name" }),
    publicId: t.exposeString("publicId", { description: "The program's public id" }),
    website: t.exposeString("website", { description: "The program's website" }),
    currency: t.exposeString("currency", { description: "The program's currency (ISO 4217 code)" }),
    portalUrl: t.string({ nullable: true, description: "The program's partner portal; null when it has none", resolve: (p) => readPortalSettings(p.portalSettings).partnerPortalUrl || null }),
  }),
});

export const ViewerReferralLink = builder.objectRef<ReferralLink & { program: Program }>("ViewerReferralLink").implement({
  description: "A referral link of the signed-in partner",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (l) => encodeGlobalID("ViewerReferralLink", l.id) }),
    key: t.exposeString("key", { description: "The link's key, in the URL's referral parameter" }),
    url: t.string({ description: "The URL to share", resolve: (l) => referralUrl(l.program, l) }),
    destinationUrl: t.exposeString("destinationUrl", { nullable: true, description: "Where the link lands, when not on the program's website" }),
    isDefault: t.exposeBoolean("isDefault", { description: "Whether it is the partner's first link, made with the partner" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was made" }),
  }),
});

const ViewerFigures = builder.objectRef<PartnerFigures>("ViewerFigures").implement({
  description: "The signed-in partner's referrals and earnings, all time or over a range",
  fields: (t) => ({
    clicks: t.int({ description: "Clicks on the partner's links", resolve: (f) => f.referrals.clicks }),
    signups: t.int({ description: "Customers the partner referred", resolve: (f) => f.referrals.signups }),
    sales: t.int({ description: "Sales of those customers (refunded ones not counted)", resolve: (f) => f.referrals.salesCount }),
    paidAccounts: t.int({ description: "Customers with at least one sale", resolve: (f) => f.referrals.paidAccounts }),
    revenue: t.field({ type: [MoneyType], description: "Revenue of those sales, per currency", resolve: (f) => f.referrals.revenue }),
    commissionsPending: t.field({ type: [MoneyType], description: "Commissions not approved yet, per currency", resolve: (f) => f.commissions.pending }),
    commissionsApproved: t.field({ type: [MoneyType], description: "Commissions approved and not paid yet, per currency", resolve: (f) => f.commissions.notPaid }),
    commissionsPaid: t.field({ type: [MoneyType], description: "Commissions paid out, per currency", resolve: (f) => f.commissions.paid }),
  }),
});

const ViewerCommission = builder.objectRef<Reward>("ViewerCommission").implement({
  description: "A commission or bonus the signed-in partner earned",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (r) => encodeGlobalID("ViewerCommission", r.id) }),
    key: t.exposeString("id", { description: "The commission's key" }),
    kind: t.field({ type: RewardKindEnum, description: "What it was earned for", resolve: (r) => r.kind }),
    status: t.field({ type: RewardStatusEnum, description: "Where it stands", resolve: (r, _a, ctx) => rewardStatus(r, ctx.app.now()) }),
    amount: t.field({ type: MoneyType, description: "What it is worth", resolve: (r): Money => money(r.amount, r.currency.toUpperCase()) }),
    note: t.exposeString("note", { description: "A bonus's note" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was earned" }),
    approvedAt: t.field({ type: "DateTime", nullable: true, description: "When it was approved", resolve: (r, _a, ctx) => rewardApprovedAt(r, ctx.app.now()) }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true, description: "When it was paid out" }),
  }),
});

const ViewerCouponCode = builder.objectRef<PromotionCode>("ViewerCouponCode").implement({
  description: "A coupon code given to the signed-in partner to share",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (c) => encodeGlobalID("ViewerCouponCode", c.uid) }),
    code: t.exposeString("code", { description: "The code customers enter" }),
    expiresOn: t.expose("expiresOn", { type: "Date", nullable: true, description: "The last day it works; null when it does not expire" }),
    timesRedeemed: t.exposeInt("timesRedeemed", { description: "How often it was used" }),
  }),
});

export const ViewerPayoutRequest = builder.objectRef<PayoutRequest>("ViewerPayoutRequest").implement({
  description: "A payout the signed-in partner requested",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache", resolve: (r) => encodeGlobalID("ViewerPayoutRequest", String(r.id)) }),
    number: t.exposeInt("id", { description: "The request's number" }),
    status: t.field({ type: PayoutRequestStatusEnum, description: "Where it stands", resolve: (r) => (r.status === "paid" ? "finished" : r.status) }),
    amount: t.field({ type: MoneyType, description: "What it pays", resolve: (r) => money(r.amount, r.currency) }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was requested" }),
    approvedAt: t.expose("approvedAt", { type: "DateTime", nullable: true, description: "When the program approved it" }),
    rejectedAt: t.expose("rejectedAt", { type: "DateTime", nullable: true, description: "When the program rejected it" }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true, description: "When it was paid" }),
  }),
});

/** the viewer's lists page as every list does (keyset cursors), at most 100 a page */
const VIEWER_PAGE = { min: 1, max: 100, default: 50 };
const viewerPageArgs = builder.args((t) => ({
  first: t.int({ description: "How many items to return: 1 to 100, default 50" }),
  after: t.string({ description: "Return the items after this cursor (pageInfo.endCursor)" }),
}));
const ViewerCommissionConnection = pageConnection("ViewerCommissionConnection", ViewerCommission);
const ViewerPayoutRequestConnection = pageConnection("ViewerPayoutRequestConnection", ViewerPayoutRequest);
const pageCost = (args: { first?: number | null }) => Math.min(Math.max(args.first ?? VIEWER_PAGE.default, 1), VIEWER_PAGE.max);

export const ViewerType = builder.objectRef<Viewer>("Viewer").implement({
  description: "The partner signed in to the portal: its profile, links, figures, commissions, coupon codes and payouts",
  fields: (t) => ({
    id: t.id({ description: "Opaque id, for a client cache (not a node id: the viewer is read only here)", resolve: (p) => encodeGlobalID("Viewer", p.uid) }),
    externalId: t.exposeString("id", { description: "The partner's id in the program" }),
    key: t.exposeString("key", { description: "The partner's referral key" }),
    email: t.exposeString("email", { description: "The partner's email address" }),
    name: t.exposeString("name", { description: "First name" }),
    surname: t.exposeString("surname", { description: "Last name" }),
    approved: t.exposeBoolean("approved", { description: "false while the program has not approved the partner" }),
    status: t.field({ type: PartnerStatusEnum, description: "Where the partner stands in the program", resolve: (p) => p.status }),
    emailVerified: t.exposeBoolean("emailVerified", { description: "Whether the partner confirmed the email address" }),
    payoutGateway: t.field({
      type: PayoutGatewayEnum,
      nullable: true,
      description: "How the partner is paid (the saved payout method's gateway); null when none is saved",
      resolve: (p) => payoutGatewayOf(p.payoutGateway),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the partner joined" }),
    program: t.field({ type: ViewerProgram, description: "The program", resolve: (p) => p.program }),
    referralLinks: t.field({
      type: [ViewerReferralLink],
      description: "The partner's referral links, the default one first",
      resolve: async (p, _a, ctx) =>
        (await ctx.db.referralLink.findMany({ where: { partnerUid: p.uid }, orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }], take: 100 })).map((l) => ({ ...l, program: p.program })),
    }),
    figures: t.field({
      type: ViewerFigures,
      description: "Referrals and earnings of all time; `stats` takes a date range",
      resolve: async (p, _a, ctx) => (await loadPartnerFigures(ctx.db, p.programId, [p.uid], ctx.app.now())).get(p.uid) ?? EMPTY_FIGURES,
    }),
    stats: t.field({
      type: ViewerFigures,
      complexity: 5,
      description:
        "Referrals and earnings; with a range, those of the records created in it (paid accounts: the customers whose first counted purchase is in it), in whole UTC days",
      args: { range: t.arg({ type: DateRangeInput, description: "Only records created in this range, in whole UTC days: the days its ends are in count whole (all when omitted)" }) },
      resolve: (p, { range }, ctx) => partnerFiguresIn(ctx, p.programId, checkedRange(range)).load(p.uid),
    }),
    timeSeries: t.field({
      type: [TimePointType],
      complexity: 50,
      description: "One of the partner's figures per day, week or month over a range, oldest first, for a chart; intervals without records are zero",
      args: {
        metric: t.arg({ type: PartnerMetricEnum, required: true, description: "What to count" }),
        interval: t.arg({ type: TimeIntervalEnum, required: true, description: "How long each point's interval is" }),
        range: t.arg({ type: DateRangeInput, description: SERIES_RANGE }),
      },
      resolve: (p, { metric, interval, range }, ctx) =>
        partnerTimeSeries(ctx.db, { uid: p.uid, currency: p.program.currency }, metric, interval, ctx.app.now(), checkedRange(range)),
    }),
    commissions: t.field({
      type: ViewerCommissionConnection,
      description: "The partner's commissions and bonuses, newest first",
      args: viewerPageArgs,
      complexity: pageCost,
      resolve: (p, args, ctx) => {
        const where = { partnerUid: p.uid, programId: p.programId, archivedAt: null };
        return paginate(args, VIEWER_PAGE, "id", (w) =>
          Promise.all([ctx.db.reward.findMany({ where: w.where(where), orderBy: w.orderBy, skip: w.skip, take: w.take }), ctx.db.reward.count({ where })]),
        );
      },
    }),
    couponCodes: t.field({
      type: [ViewerCouponCode],
      description: "Coupon codes given to the partner",
      resolve: (p, _a, ctx) => ctx.db.promotionCode.findMany({ where: { partnerUid: p.uid, programId: p.programId, coupon: { deletedAt: null } }, orderBy: { createdAt: "asc" }, take: 100 }),
    }),
    payoutRequests: t.field({
      type: ViewerPayoutRequestConnection,
      description: "The partner's payout requests and their history, newest first",
      args: viewerPageArgs,
      complexity: pageCost,
      resolve: (p, args, ctx) => {
        const where = { partnerUid: p.uid, programId: p.programId };
        return paginate(args, VIEWER_PAGE, "id", (w) =>
          Promise.all([ctx.db.payoutRequest.findMany({ where: w.where(where), orderBy: w.orderBy, skip: w.skip, take: w.take }), ctx.db.payoutRequest.count({ where })]),
        );
      },
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.field({
    type: ViewerType,
    description: "The partner signed in to the portal (partner sessions only: an API key reads partners through `partner`)",
    skipTypeScopes: true,
    authScopes: { partner: true },
    resolve: (_r, _a, ctx) => viewerOf(ctx),
  }),
);

const linkInputSchema = z.object({
  key: z.string().optional(),
  destinationUrl: z.string().optional(),
});

/** a partner's own link lands on the program's website (no open redirect through the program's links) */
function checkDestination(program: Program, url: string | undefined) {
  if (!url) return;
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return; // the link service names the malformed URL
  }
  const own = program.website ? new URL(program.website).hostname.replace(/^www\./, "") : "";
  if (!own || (host !== own && !host.endsWith(`.${own}`))) {
    throw ValidationError.field("destination_url", "The destination must be a page of the program's website.");
  }
}

const ViewerReferralLinkInput = builder.inputType("ViewerReferralLinkCreateInput", {
  description: "A referral link the signed-in partner makes",
  fields: (t) => ({
    key: t.string({ description: "Its key (letters, numbers, dots, dashes, underscores); generated when left out" }),
    destinationUrl: t.string({ description: "A page of the program's website to land on; the website itself when left out" }),
  }),
});

const ViewerReferralLinkPayload = payloadType("ViewerReferralLinkCreatePayload", "referralLink", ViewerReferralLink, "The new link; null when it was refused");

builder.mutationField("viewerReferralLinkCreate", (t) =>
  t.field({
    type: ViewerReferralLinkPayload,
    description: "The signed-in partner makes a referral link (at most 20, on the program's website)",
    skipTypeScopes: true,
    authScopes: { partner: true },
    args: { input: t.arg({ type: ViewerReferralLinkInput, required: true, description: "The link to make" }) },
    resolve: async (_r, { input }, ctx) => {
      const viewer = await viewerOf(ctx);
      return payload("referralLink", async () => {
        const data = parseInput(linkInputSchema, { key: input.key ?? undefined, destinationUrl: input.destinationUrl ?? undefined });
        checkDestination(viewer.program, data.destinationUrl);
        const count = await ctx.db.referralLink.count({ where: { partnerUid: viewer.uid } });
        if (count >= MAX_PARTNER_LINKS) throw new BadRequestError(`A partner may have at most ${MAX_PARTNER_LINKS} links.`);
        const link = await createReferralLink(ctx, { partner: { uid: viewer.uid }, key: data.key, destinationUrl: data.destinationUrl });
        return { ...link, program: viewer.program };
      });
    },
  }),
);
