// The partner on GraphQL: the Partner node (REST shows the same type under its REST names),
// the list and lookup a console uses, and the mutations with one input and a payload. The
// REST contract's own root fields are in partners.rest-fields.ts.
import { isDeepStrictEqual } from "node:util";
import type { GraphQLResolveInfo } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { GraphQLContext } from "../../graphql/context.js";
import { pagedComplexity } from "../../graphql/inputs.js";
import { selectsAny } from "../../graphql/selection.js";
import { MoneyType } from "../../graphql/money.js";
import { valueEnum } from "../../graphql/enums.js";
import { inProgram, nodeId, primaryKeyOf, restIdExtensions } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType } from "../../graphql/payload.js";
import { RewardType } from "../rewards/reward.schema.js";
import { EMPTY_FIGURES, loadPartnerFigures, type PartnerFigures } from "./partner-figures.js";
import type { PartnerRewardRow } from "./partner-reward.view.js";
import { defaultLinkUrl, linkUrls, partnerLinksInclude, tagsOf } from "./partner.view.js";
import { given } from "../../core/input.js";
import { PayoutMethodInput, PayoutMethodType, payoutChoiceOf, payoutMethodOf } from "../payouts/payout-method.schema.js";
import { CommissionOverrideInput, CommissionOverrideType } from "../programs/commission-settings.schema.js";
import { partnerCommissionView } from "../programs/commission-settings.js";
import { builder } from "../../graphql/builder.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { DateRangeInput } from "../../graphql/inputs.js";
import "../referral-links/referral-links.schema.js";
import {
  archivePartner,
  createPartner,
  deletePartner,
  findPartner,
  invitePartner,
  listPartners,
  readPartner,
  restorePartner,
  rewardPartner,
  updatePartner,
} from "./partners.service.js";
import type { PartnerRef } from "./partner-input.js";
import type { Partner, Prisma } from "../../generated/prisma/client.js";

export const TagType = builder.objectRef<{ value: string }>("Tag").implement({
  fields: (t) => ({ value: t.exposeString("value") }),
});

/** the figures of the partners of one request, in one statement (a page costs what one partner does) */
const figuresOf = (ctx: GraphQLContext) =>
  ctx.loaders.get<string, PartnerFigures>("partnerFigures", async (uids) => {
    const found = await loadPartnerFigures(ctx.prisma, ctx.program.id, uids, ctx.app.now());
    return uids.map((uid) => found.get(uid) ?? EMPTY_FIGURES);
  });

const FIGURE_FIELDS: ReadonlySet<string> = new Set(["referralsCount", "referrals", "commissions"]);

/**
 * The partner a root field names: when its selection asks for figures and Prisma would load no
 * relation but the links, the partner, its links (what the fields read of them) and its figures
 * come in one statement (readPartner), and the figures' fields find them without one of their own.
 */
export async function partnerOfField(ctx: GraphQLContext, ref: PartnerRef, query: { include?: Prisma.PartnerInclude }, info: GraphQLResolveInfo): Promise<Partner> {
  const linksAtMost = query.include === undefined || isDeepStrictEqual(query.include, {}) || isDeepStrictEqual(query.include, partnerLinksInclude);
  if (!linksAtMost || !selectsAny(info, FIGURE_FIELDS)) return findPartner(ctx, ref, query.include);
  const { partner, figures } = await readPartner(ctx, ref);
  figuresOf(ctx).prime(partner.uid, figures);
  return partner;
}

export const PartnerReferrals = builder.objectRef<PartnerFigures["referrals"]>("PartnerReferrals").implement({
  description: "What a partner's referrals came to",
  fields: (t) => ({
    clicks: t.exposeInt("clicks", { description: "Clicks on the partner's links" }),
    signups: t.exposeInt("signups", { description: "Customers the partner referred" }),
    revenue: t.field({ type: [MoneyType], description: "What those customers bought, per currency", resolve: (r) => r.revenue }),
    salesCount: t.exposeInt("salesCount", { description: "Sales to those customers" }),
    paidAccounts: t.exposeInt("paidAccounts", { description: "Referred customers who bought at least once" }),
  }),
});

export const PartnerCommissions = builder.objectRef<PartnerFigures["commissions"]>("PartnerCommissions").implement({
  description: "What a partner earned, by where it stands, per currency",
  fields: (t) => ({
    paid: t.field({ type: [MoneyType], description: "Paid out", resolve: (c) => c.paid }),
    pending: t.field({ type: [MoneyType], description: "Earned, still within the hold or under review", resolve: (c) => c.pending }),
    notPaid: t.field({ type: [MoneyType], description: "Approved and owed", resolve: (c) => c.notPaid }),
  }),
});


export const PartnerStatusEnum = valueEnum("PartnerStatus", "Where a partner stands in the program", {
  active: "Takes part: its links and codes earn commissions",
  pending: "Signed up and waiting for approval",
  archived: "Set aside by the program; restoring it brings back its previous status",
  deleted: "Deleted: kept only for the program's accounting",
});

export const PayoutGatewayEnum = valueEnum("PayoutGateway", "How a partner is paid", {
  paypal: "PayPal, to an email or username",
  wise: "Wise, to an email",
  venmo: "Venmo, to a username, phone or email",
  crypto: "A crypto wallet",
  manual: "Paid by the program outside Rally",
});

const GATEWAYS = ["paypal", "wise", "venmo", "crypto", "manual"] as const;
/** the saved gateway (checked when saved, so always one of the set) */
export const payoutGatewayOf = (value: string | null) => GATEWAYS.find((g) => g === value) ?? null;

export const PartnerType = builder.prismaNode("Partner", {
  name: "Partner",
  description: "A partner of an affiliate program: someone who refers customers and earns commissions",
  id: nodeId("uid"),
  findUnique: inProgram("uid"),
  fields: (t) => ({
    externalId: t.exposeString("id", { description: "The partner's id in the program (chosen at creation or generated)", extensions: restIdExtensions }),
    key: t.exposeString("key", { description: "Referral key: the value of its default link's referral parameter" }),
    email: t.exposeString("email", { description: "Email address, unique in the program" }),
    name: t.exposeString("name", { description: "First name" }),
    surname: t.exposeString("surname", { description: "Last name" }),
    tos: t.exposeBoolean("tos", { description: "Whether the partner accepted the program's terms" }),
    approved: t.exposeBoolean("approved", { description: "Whether the program approved the partner" }),
    status: t.expose("status", { type: PartnerStatusEnum, description: "Where the partner stands" }),
    customFields: t.expose("customFields", { type: "JSON", description: "The program's own fields, as the client sent them (a list)" }),
    referralsCount: t.int({
      description: "Customers this partner referred",
      complexity: 5,
      resolve: async (p, _a, ctx) => (await figuresOf(ctx).load(p.uid)).referrals.signups,
    }),
    tagList: t.field({ type: [TagType], extensions: restOnly("tags"), resolve: (p) => tagsOf(p.tags) }),
    tags: t.exposeStringList("tags", { description: "The program's labels for this partner", extensions: graphqlOnly }),
    referralLink: t.string({
      nullable: true,
      description: "Default referral link",
      select: partnerLinksInclude,
      resolve: (p, _a, ctx) => defaultLinkUrl(ctx.program, p.referralLinks),
    }),
    referralLinkUrls: t.stringList({
      extensions: restOnly("referral_links"),
      select: partnerLinksInclude,
      resolve: (p, _a, ctx) => linkUrls(ctx.program, p.referralLinks),
    }),
    referrals: t.field({ type: PartnerReferrals, complexity: 5, description: "What the partner's referrals came to", resolve: async (p, _a, ctx) => (await figuresOf(ctx).load(p.uid)).referrals }),
    commission: t.field({
      type: CommissionOverrideType,
      nullable: true,
      description: "The partner's own rates over the program's; null when none",
      resolve: (p) => partnerCommissionView(p.commission),
    }),
    commissions: t.field({ type: PartnerCommissions, complexity: 5, description: "What the partner earned, by where it stands", resolve: async (p, _a, ctx) => (await figuresOf(ctx).load(p.uid)).commissions }),
    payoutGateway: t.field({
      type: PayoutGatewayEnum,
      nullable: true,
      description: "The saved payout method; null when none is saved",
      resolve: (p) => payoutGatewayOf(p.payoutGateway),
    }),
    payoutSettings: t.expose("payoutSettings", { type: "JSON", nullable: true, description: "What the saved payout method needs to pay the partner", extensions: restOnly("payout_settings") }),
    payoutMethod: t.field({
      type: PayoutMethodType,
      nullable: true,
      extensions: graphqlOnly,
      description: "The saved payout method with what it needs to pay the partner; null when none is saved",
      resolve: (p) => payoutMethodOf(p.payoutGateway, p.payoutSettings),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the partner was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When the partner last changed" }),
    referralLinks: t.relation("referralLinks", {
      description: "The partner's referral links, the default one first",
      query: { orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }] },
      extensions: graphqlOnly,
    }),
  }),
});

// declared after the type because it refers to it
builder.prismaObjectField(PartnerType, "referringPartner", (t) =>
  t.field({
    type: PartnerType,
    nullable: true,
    description: "Multi-tier programs: the partner who referred this one (null once that partner is deleted)",
    extensions: graphqlOnly,
    select: { referringPartner: true },
    resolve: (p) => (p.referringPartner && p.referringPartner.status !== "deleted" ? p.referringPartner : null),
  }),
);

export const PartnerConnection = pageConnection("PartnerConnection", PartnerType);

export const PartnerInvitation = builder
  .objectRef<{ email: string; name: string; surname: string; signupUrl: string | null; sent: boolean; sentAt: Date }>("PartnerInvitation")
  .implement({
    description: "An invitation to sign up as a partner, as it was sent",
    fields: (t) => ({
      email: t.exposeString("email", { description: "Where it went" }),
      name: t.exposeString("name", { description: "The first name it greets" }),
      surname: t.exposeString("surname", { description: "The last name" }),
      signupUrl: t.exposeString("signupUrl", { nullable: true, description: "The portal's sign-up page; null when the program has no portal configured" }),
      sent: t.exposeBoolean("sent", { description: "Whether the mail transport accepted the message" }),
      sentAt: t.expose("sentAt", { type: "DateTime", description: "When it was sent" }),
    }),
  });

export const PartnerReward = builder.objectRef<PartnerRewardRow>("PartnerReward").implement({
  description: "A one-off reward of a partner",
  fields: (t) => ({
    id: t.string({ resolve: (r) => r.reward.id }),
    partnerId: t.string({ resolve: (r) => r.partner.id }),
    amount: t.field({ type: "Decimal", resolve: (r) => r.reward.amount }),
    amountUnits: t.string({ description: "Currency code", resolve: (r) => r.reward.currency }),
    status: t.string({ resolve: (r) => r.reward.status }),
    note: t.string({ resolve: (r) => r.reward.note }),
    date: t.field({ type: "DateTime", resolve: (r) => r.reward.earnedAt }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.reward.createdAt }),
  }),
});



const PartnerFilter = builder.inputType("PartnerFilter", {
  description: "Which partners a list shows; every field given narrows it",
  fields: (t) => ({
    statuses: t.field({ type: [PartnerStatusEnum], description: "Only partners in one of these statuses (deleted ones only when asked for here)" }),
    search: t.string({ description: "Only partners whose external id or key contains this text, or whose email is this one" }),
    awaitingApproval: t.boolean({ description: "true: only partners waiting for the program's approval (neither approved nor rejected); false: only the others" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only partners created in this range" }),
  }),
});

const PartnerLookup = builder.inputType("PartnerLookup", {
  description: "One way to name a partner: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    externalId: t.string({ description: "Its id in the program" }),
    key: t.string({ description: "Its referral key" }),
    email: t.string({ description: "Its email address" }),
  }),
});

/** a partner's global id as the services' reference to it */
export const partnerRef = (id: string | number) => ({ uid: primaryKeyOf(String(id), "Partner") });

builder.queryFields((t) => ({
  partners: t.field({
    type: PartnerConnection,
    description: "The program's partners, newest first unless `orderBy` says otherwise",
    args: {
      ...pageArgs,
      filter: t.arg({ type: PartnerFilter, extensions: graphqlOnly, description: "Narrows the list" }),
    },
    complexity: pagedComplexity,
    resolve: (_r, args, ctx, info) => listPartners(ctx, args, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include),
  }),
  partner: t.prismaField({
    type: "Partner",
    nullable: true,
    extensions: graphqlOnly,
    description: "One partner of the program, by any one of its ids; null when there is none",
    args: { by: t.arg({ type: PartnerLookup, required: true, description: "How the partner is named" }) },
    resolve: async (query, _r, { by }, ctx, info) => {
      const ref = by.id != null ? partnerRef(by.id) : { id: by.externalId ?? undefined, key: by.key ?? undefined, email: by.email ?? undefined };
      return partnerOfField(ctx, ref, query, info).catch((err: unknown) => {
        if ((err as { code?: string }).code === "NOT_FOUND") return null;
        throw err;
      });
    },
  }),
}));

const partnerFields = {
  name: "First name",
  surname: "Last name",
  key: "Referral key: unique in the program; generated when omitted",
  tags: "The program's labels for the partner",
  tos: "Whether the partner accepted the program's terms",
  approved: "Whether the program approved the partner",
  customFields: "The program's own fields (a list)",
  payoutMethod: "How the partner is paid, with what that method needs: replaces the saved method",
  ip: "The address the partner uses: kept only as a keyed hash; a sale from it is a self-referral",
};

const PartnerCreateInput = builder.inputType("PartnerCreateInput", {
  description: "A new partner",
  fields: (t) => ({
    email: t.string({ required: true, description: "Email address, unique in the program" }),
    name: t.string({ description: partnerFields.name }),
    surname: t.string({ description: partnerFields.surname }),
    password: t.string({ description: "Generated when omitted; at least 8 characters with a lowercase letter, an uppercase letter and a number" }),
    externalId: t.string({ description: "The partner's id in the program; generated when omitted" }),
    key: t.string({ description: partnerFields.key }),
    tags: t.stringList({ description: partnerFields.tags }),
    tos: t.boolean({ description: partnerFields.tos }),
    approved: t.boolean({ description: partnerFields.approved }),
    customFields: t.field({ type: "JSON", description: partnerFields.customFields }),
    referringPartnerId: t.id({ description: "Multi-tier programs: the global id of the partner who referred this one" }),
    payoutMethod: t.field({ type: PayoutMethodInput, description: partnerFields.payoutMethod }),
    ip: t.string({ description: partnerFields.ip }),
  }),
});

const PartnerUpdateInput = builder.inputType("PartnerUpdateInput", {
  description: "Changes to a partner: the fields given change, the others stay",
  fields: (t) => ({
    id: t.id({ required: true, description: "The partner's global id" }),
    email: t.string({ description: "Email address, unique in the program" }),
    name: t.string({ description: partnerFields.name }),
    surname: t.string({ description: partnerFields.surname }),
    password: t.string({ description: "A new password" }),
    key: t.string({ description: "A new referral key (its default link follows)" }),
    tags: t.stringList({ description: "Replaces the tags; [] clears them" }),
    approved: t.boolean({ description: partnerFields.approved }),
    tos: t.boolean({ description: partnerFields.tos }),
    customFields: t.field({ type: "JSON", description: partnerFields.customFields }),
    commission: t.field({ type: CommissionOverrideInput, description: "The partner's own rates: a rate given replaces it, null clears it (or, for the whole, all)" }),
    payoutMethod: t.field({ type: PayoutMethodInput, description: partnerFields.payoutMethod }),
    ip: t.string({ description: partnerFields.ip }),
  }),
});

const PartnerIdInput = (name: string, action: string) =>
  builder.inputType(name, {
    description: `The partner to ${action}`,
    fields: (t) => ({ id: t.id({ required: true, description: "The partner's global id" }) }),
  });

const PartnerInviteInput = builder.inputType("PartnerInviteInput", {
  description: "Whom to invite to sign up",
  fields: (t) => ({
    email: t.string({ required: true, description: "Where the invitation goes" }),
    name: t.string({ required: true, description: "First name, for the greeting" }),
    surname: t.string({ description: "Last name" }),
  }),
});

const PartnerRewardInput = builder.inputType("PartnerRewardInput", {
  description: "A one-off bonus, approved at once, in the program's currency",
  fields: (t) => ({
    id: t.id({ required: true, description: "The partner's global id" }),
    amount: t.field({ type: "Decimal", required: true, description: "The bonus in major units of the program's currency" }),
    date: t.field({ type: "DateTime", description: "When it was earned; now when omitted" }),
    note: t.string({ description: "Why, for the partner and the books" }),
  }),
});

const partnerResult = "The partner as it is now; null when the input was refused";
const PartnerCreatePayload = payloadType("PartnerCreatePayload", "partner", PartnerType, "The new partner; null when the input was refused");
const PartnerUpdatePayload = payloadType("PartnerUpdatePayload", "partner", PartnerType, partnerResult);
const PartnerArchivePayload = payloadType("PartnerArchivePayload", "partner", PartnerType, partnerResult);
const PartnerRestorePayload = payloadType("PartnerRestorePayload", "partner", PartnerType, partnerResult);
const PartnerDeletePayload = deletePayloadType("PartnerDeletePayload");
const PartnerInvitePayload = payloadType("PartnerInvitePayload", "invitation", PartnerInvitation, "The invitation sent; null when the input was refused");
const PartnerRewardPayload = payloadType("PartnerRewardPayload", "reward", RewardType, "The bonus reward; null when the input was refused");

/** the services' names of input fields that GraphQL names otherwise */
const RENAMED = { id: "externalId", referring_partner: "referringPartnerId" };

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  partnerCreate: t.field({
    type: PartnerCreatePayload,
    extensions: graphqlOnly,
    description: `Creates a partner with a default referral link.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PartnerCreateInput, required: true, description: "The new partner" }) },
    resolve: (_r, { input }, ctx) =>
      {
        const { externalId, referringPartnerId, payoutMethod, ...fields } = given(input);
        const payout = payoutChoiceOf(payoutMethod, "payoutMethod");
        return payload(
          "partner",
          () =>
            createPartner(ctx, {
              ...fields,
              email: input.email,
              id: externalId,
              customFields: input.customFields as unknown[] | undefined,
              referringPartner: referringPartnerId ? partnerRef(referringPartnerId) : undefined,
              payoutGateway: payout?.gateway,
              payoutSettings: payout?.settings,
            }),
          { ...RENAMED, ...payout?.renamed },
        );
      },
  }),
  partnerUpdate: t.field({
    type: PartnerUpdatePayload,
    extensions: graphqlOnly,
    description: `Changes a partner.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PartnerUpdateInput, required: true, description: "The partner and its changes" }) },
    resolve: (_r, { input }, ctx) =>
      {
        const { id: _id, payoutMethod, ...changes } = given(input);
        const payout = payoutChoiceOf(payoutMethod, "payoutMethod");
        return payload(
          "partner",
          () =>
            updatePartner(ctx, partnerRef(input.id), {
              ...changes,
              customFields: input.customFields as unknown[] | undefined,
              // null is meaningful here: it clears the partner's rates
              commission: input.commission,
              payoutGateway: payout?.gateway,
              payoutSettings: payout?.settings,
            }),
          payout?.renamed,
        );
      },
  }),
  partnerDelete: t.field({
    type: PartnerDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a partner (its rows stay for the program's accounting; it is no longer listed or found).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PartnerIdInput("PartnerDeleteInput", "delete"), required: true, description: "The partner" }) },
    resolve: async (_r, { input }, ctx) => {
      const result = await payload("deletedId", async () => {
        await deletePartner(ctx, partnerRef(input.id));
        return String(input.id);
      });
      return result;
    },
  }),
  partnerArchive: t.field({
    type: PartnerArchivePayload,
    extensions: graphqlOnly,
    description: `Sets an active or pending partner aside.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PartnerIdInput("PartnerArchiveInput", "archive"), required: true, description: "The partner" }) },
    resolve: (_r, { input }, ctx) => payload("partner", () => archivePartner(ctx, partnerRef(input.id))),
  }),
  partnerRestore: t.field({
    type: PartnerRestorePayload,
    extensions: graphqlOnly,
    description: `Brings an archived partner back to the status it had.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PartnerIdInput("PartnerRestoreInput", "restore"), required: true, description: "The partner" }) },
    resolve: (_r, { input }, ctx) => payload("partner", () => restorePartner(ctx, partnerRef(input.id))),
  }),
  partnerInvite: t.field({
    type: PartnerInvitePayload,
    extensions: graphqlOnly,
    description: `Emails someone an invitation to sign up as a partner.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PartnerInviteInput, required: true, description: "Whom to invite" }) },
    resolve: (_r, { input }, ctx) => payload("invitation", () => invitePartner(ctx, input)),
  }),
  partnerReward: t.field({
    type: PartnerRewardPayload,
    extensions: graphqlOnly,
    description: `Gives a partner a one-off bonus.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PartnerRewardInput, required: true, description: "The partner and the bonus" }) },
    resolve: async (_r, { input: { id, ...bonus } }, ctx) => payload("reward", async () => (await rewardPartner(ctx, partnerRef(id), bonus)).reward),
  }),
}));
