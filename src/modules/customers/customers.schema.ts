// The customer on GraphQL: the Customer node (REST shows the same type under its REST names),
// the list and lookup a console uses, what a refer-a-friend customer has (referrals, stats,
// balance), and the mutations with one input and a payload. The REST contract's own root
// fields are in customers.rest-fields.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { given } from "../../core/input.js";
import { requireFeature } from "../../core/features.js";
import { appErrorOf, ValidationError } from "../../core/errors.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { valueEnum } from "../../graphql/enums.js";
import { DateRangeInput, PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { MoneyType, moneyOrNull, PointsType, pointsOrNull } from "../../graphql/money.js";
import { inProgram, nodeId, primaryKeyOf, restIdExtensions } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType } from "../../graphql/payload.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { TagType } from "../partners/partners.schema.js";
import { defaultLinkUrl, linkUrls, tagsOf } from "../partners/partner.view.js";
import { customerLinksInclude, customerStatus, dateOfBirthOf } from "./customer.view.js";
import { archiveCustomer, createCustomer, deleteCustomer, findCustomer, listCustomers, updateCustomer } from "./customers.service.js";
import { creditCustomer, type BalanceLine, type CreditRow, customerBalance, customerStats, inviteCustomer } from "./customer-referrals.service.js";

export const CustomerMetadata = builder.objectRef<{ dateOfBirth: string | null }>("CustomerMetadata").implement({
  description: "What the program knows about the customer besides its name",
  fields: (t) => ({
    dateOfBirth: t.field({ type: "Date", nullable: true, description: "Date of birth; null when unknown", resolve: (m) => m.dateOfBirth }),
  }),
});

/** the referring customer as REST shows it: a few fields of the customer, not the whole */
export const ReferringCustomer = builder.prismaObject("Customer", {
  variant: "ReferringCustomer",
  description: "The customer who referred another",
  fields: (t) => ({
    id: t.exposeString("id"),
    key: t.exposeString("key"),
    email: t.exposeString("email", { nullable: true }),
    name: t.exposeString("name"),
    surname: t.exposeString("surname"),
  }),
});

export const CustomerStatusEnum = valueEnum("CustomerStatus", "Whether a customer is archived", {
  active: "Not archived",
  deleted: "Archived (a soft delete that can be revoked)",
});

export const CustomerType = builder.prismaNode("Customer", {
  name: "Customer",
  description: "A customer. Affiliate programs attribute it to a partner, refer-a-friend programs to a referring customer.",
  id: nodeId("uid"),
  findUnique: inProgram("uid"),
  fields: (t) => ({
    key: t.exposeString("key", { description: "The customer's key in the program (the shop's customer reference)" }),
    externalId: t.exposeString("id", { description: "The customer's id in the program (chosen at creation or generated)", extensions: restIdExtensions }),
    partnerRef: t.string({
      nullable: true,
      extensions: restOnly("partner"),
      select: { partner: { select: { key: true } } },
      resolve: (c) => c.partner?.key ?? null,
    }),
    partner: t.relation("partner", {
      nullable: true,
      description: "Affiliate programs: the partner who referred the customer; null when none",
      extensions: graphqlOnly,
    }),
    deleted: t.boolean({ extensions: restOnly("deleted"), resolve: (c) => c.deletedAt !== null }),
    name: t.exposeString("name", { description: "First name" }),
    surname: t.exposeString("surname", { description: "Last name" }),
    email: t.exposeString("email", { nullable: true, description: "Email address; null when unknown" }),
    status: t.field({ type: CustomerStatusEnum, description: "Whether the customer is archived", resolve: customerStatus }),
    approved: t.exposeBoolean("approved", { description: "Whether the program approved the customer" }),
    tagList: t.field({ type: [TagType], extensions: restOnly("tags"), resolve: (c) => tagsOf(c.tags) }),
    tags: t.exposeStringList("tags", { description: "The program's labels for this customer", extensions: graphqlOnly }),
    referringCustomerRef: t.relation("referringCustomer", { type: ReferringCustomer, nullable: true, extensions: restOnly("referring_customer") }),
    referringCustomer: t.relation("referringCustomer", {
      nullable: true,
      description: "Refer-a-friend programs: the customer who referred this one; null when none",
      extensions: graphqlOnly,
    }),
    referralsCount: t.relationCount("referrals", { description: "Customers this one referred", complexity: 3 }),
    metadata: t.field({ type: CustomerMetadata, description: "What the program knows about the customer", resolve: (c) => ({ dateOfBirth: dateOfBirthOf(c) }) }),
    referralLink: t.string({
      nullable: true,
      description: "Refer-a-friend programs: the URL of the customer's default referral link; null when it has none",
      select: customerLinksInclude,
      resolve: (c, _a, ctx) => defaultLinkUrl(ctx.program, c.referralLinks),
    }),
    referralLinkUrls: t.stringList({ extensions: restOnly("referral_links"), select: customerLinksInclude, resolve: (c, _a, ctx) => linkUrls(ctx.program, c.referralLinks) }),
    referralLinks: t.relation("referralLinks", {
      description: "Refer-a-friend programs: the customer's referral links, the default one first",
      query: { orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }] },
      extensions: graphqlOnly,
    }),
    customFields: t.expose("customFields", { type: "JSON", description: "The program's own fields, as the client sent them (an object)" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the customer was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When the customer last changed" }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true, description: "When the customer was archived; null when it is not" }),
  }),
});

export const CustomerConnection = pageConnection("CustomerConnection", CustomerType);

export const ShareLinks = builder.objectRef<Record<string, string>>("ShareLinks").implement({
  description: "Pages that share a referral link on social networks and by email",
  fields: (t) => ({
    facebook: t.exposeString("facebook", { description: "Shares the link on Facebook" }),
    twitter: t.exposeString("twitter", { description: "Shares the link on X (Twitter)" }),
    linkedin: t.exposeString("linkedin", { description: "Shares the link on LinkedIn" }),
    whatsapp: t.exposeString("whatsapp", { description: "Shares the link on WhatsApp" }),
    email: t.exposeString("email", { description: "A mailto: link with the referral link in its body" }),
  }),
});

export const CustomerStats = builder.objectRef<Awaited<ReturnType<typeof customerStats>>>("CustomerStats").implement({
  description: "What a refer-a-friend customer's sharing brought",
  fields: (t) => ({
    referrals: t.exposeInt("referrals", { description: "Customers referred by this one" }),
    clicks: t.exposeInt("clicks", { description: "Clicks on the customer's referral links" }),
    rewards: t.field({ type: [MoneyType], description: "Earned rewards (approved or paid), one amount per currency", resolve: (s) => s.rewards }),
    referralLink: t.exposeString("referralLink", { description: "The URL of the customer's default referral link" }),
    shareLinks: t.field({ type: ShareLinks, description: "Pages that share that link", resolve: (s) => s.shareLinks }),
  }),
});

export const Balance = builder.objectRef<BalanceLine>("Balance").implement({
  description: "A customer's reward balance in one currency, or in a unit that is no currency (points)",
  fields: (t) => ({
    amount: t.field({
      type: MoneyType,
      nullable: true,
      description: "The balance when it is money; null for points (see points)",
      extensions: graphqlOnly,
      resolve: (b) => moneyOrNull(b.amount, b.amountUnits, b.isCurrency),
    }),
    points: t.field({
      type: PointsType,
      nullable: true,
      description: "The balance when it is points (a unit that is no currency); null for money (see amount)",
      extensions: graphqlOnly,
      resolve: (b) => pointsOrNull(b.amount, b.amountUnits, b.isCurrency),
    }),
    amountValue: t.field({ type: "Decimal", extensions: restOnly("amount"), resolve: (b) => b.amount }),
    amountUnits: t.exposeString("amountUnits", { extensions: restOnly("amount_units") }),
    isCurrency: t.exposeBoolean("isCurrency", { description: "Whether the unit is a currency (false for points)" }),
  }),
});

export const CustomerCredit = builder.objectRef<CreditRow>("CustomerCredit").implement({
  description: "A credit added to a customer's reward balance",
  fields: (t) => ({
    id: t.string({ description: "The credit's id", resolve: (r) => r.credit.id }),
    customerRef: t.field({ type: ReferringCustomer, extensions: restOnly("customer"), resolve: (r) => r.customer }),
    customer: t.field({ type: CustomerType, description: "The customer credited", extensions: graphqlOnly, resolve: (r) => r.customer }),
    amount: t.field({
      type: MoneyType,
      nullable: true,
      description: "The amount credited when it is money; null for points (see points)",
      extensions: graphqlOnly,
      resolve: (r) => moneyOrNull(r.credit.amount, r.credit.currency, r.credit.isCurrency),
    }),
    points: t.field({
      type: PointsType,
      nullable: true,
      description: "The points credited (a unit that is no currency); null for money (see amount)",
      extensions: graphqlOnly,
      resolve: (r) => pointsOrNull(r.credit.amount, r.credit.currency, r.credit.isCurrency),
    }),
    amountValue: t.field({ type: "Decimal", extensions: restOnly("amount"), resolve: (r) => r.credit.amount }),
    amountUnits: t.string({ extensions: restOnly("amount_units"), resolve: (r) => r.credit.currency }),
    isCurrency: t.boolean({ description: "Whether the unit is a currency (false for points)", resolve: (r) => r.credit.isCurrency }),
    createdAt: t.field({ type: "DateTime", description: "When the credit was added", resolve: (r) => r.credit.createdAt }),
    balance: t.field({ type: [Balance], description: "The customer's balance after the credit, per unit", resolve: (r) => r.balance }),
  }),
});

export const CustomerInvitation = builder.objectRef<Awaited<ReturnType<typeof inviteCustomer>>>("CustomerInvitation").implement({
  description: "An invitation to join a refer-a-friend program",
  fields: (t) => ({
    email: t.exposeString("email", { description: "Where it went" }),
    name: t.exposeString("name", { description: "The name it greets" }),
    sent: t.exposeBoolean("sent", { description: "Whether the mail transport accepted the message" }),
    sentAt: t.expose("sentAt", { type: "DateTime", description: "When it was sent" }),
  }),
});

/** a customer's global id as the services' reference to it */
export const customerRef = (id: string | number) => ({ uid: primaryKeyOf(String(id), "Customer") });

/** a lookup that finds nothing answers null */
const notFoundAsNull = (err: unknown) => {
  if (appErrorOf(err)?.code === "NOT_FOUND") return null;
  throw err;
};

builder.prismaObjectFields(CustomerType, (t) => ({
  referrals: t.field({
    type: CustomerConnection,
    description: "Refer-a-friend programs: the customers this one referred, newest first unless `orderBy` says otherwise",
    extensions: graphqlOnly,
    args: { ...pageArgs },
    complexity: pagedComplexity,
    resolve: (c, args, ctx, info) => {
      requireFeature(ctx.program, "customerReferrals");
      return listCustomers(ctx, { ...args, referringCustomerUid: c.uid }, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include);
    },
  }),
  stats: t.field({
    type: CustomerStats,
    description: "Refer-a-friend programs: referrals, clicks, rewards and share links",
    extensions: graphqlOnly,
    complexity: 5,
    resolve: (c, _a, ctx) => customerStats(ctx, { uid: c.uid }),
  }),
  balance: t.field({
    type: [Balance],
    description: "Refer-a-friend programs: the reward balance, one line per currency or unit",
    extensions: graphqlOnly,
    complexity: 5,
    resolve: (c, _a, ctx) => customerBalance(ctx, { uid: c.uid }),
  }),
}));

const CustomerFilter = builder.inputType("CustomerFilter", {
  description: "Which customers a list shows; every field given narrows it",
  fields: (t) => ({
    partnerId: t.id({ description: "Affiliate programs: only customers of this partner (its global id)" }),
    referringCustomerId: t.id({ description: "Refer-a-friend programs: only customers referred by this customer (its global id)" }),
    referred: t.boolean({ description: "Refer-a-friend programs: only customers referred by another customer (true) or only those not (false)" }),
    statuses: t.field({ type: [CustomerStatusEnum], description: "Only customers in one of these statuses" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only customers created in this range" }),
  }),
});

const CustomerLookup = builder.inputType("CustomerLookup", {
  description: "One way to name a customer: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    externalId: t.string({ description: "Its id in the program" }),
    key: t.string({ description: "Its key" }),
    email: t.string({ description: "Its email address" }),
  }),
});

export const ReferStatus = builder.enumType("ReferStatus", { values: ["referred", "non_referred"] as const });

/** the GraphQL filter as the service's; an id of another type finds nothing */
function customerFilter(filter: { partnerId?: string | number | null; referringCustomerId?: string | number | null; referred?: boolean | null; statuses?: readonly ("active" | "deleted")[] | null; createdAt?: { from?: Date | null; to?: Date | null } | null } | null | undefined) {
  if (!filter) return {};
  return {
    partnerUid: filter.partnerId != null ? primaryKeyOrNone(filter.partnerId, "Partner") : undefined,
    referringCustomerUid: filter.referringCustomerId != null ? primaryKeyOrNone(filter.referringCustomerId, "Customer") : undefined,
    referStatus: filter.referred == null ? undefined : filter.referred ? ("referred" as const) : ("non_referred" as const),
    statuses: filter.statuses,
    createdAt: filter.createdAt,
  };
}

/** a filter by an id that names nothing lists nothing (no row has this key) */
const primaryKeyOrNone = (id: string | number, type: string) => {
  try {
    return primaryKeyOf(String(id), type);
  } catch {
    return "-";
  }
};

builder.queryFields((t) => ({
  customers: t.field({
    type: CustomerConnection,
    description: "The program's customers, newest first unless `orderBy` says otherwise",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      filter: t.arg({ type: CustomerFilter, extensions: graphqlOnly, description: "Narrows the list" }),
      partner: t.arg({ type: PartnerRefInput, extensions: restOnly("partner"), description: "Affiliate: only customers of this partner (id, key or email)" }),
      partnerId: t.arg.string({ extensions: restOnly("partner_id") }),
      partnerKey: t.arg.string({ extensions: restOnly("partner_key") }),
      partnerEmail: t.arg.string({ extensions: restOnly("partner_email") }),
      referStatus: t.arg({ type: ReferStatus, extensions: restOnly("refer_status"), description: "Refer-a-friend: referred or non_referred" }),
    },
    resolve: (_r, args, ctx, info) =>
      listCustomers(
        ctx,
        {
          ...args,
          referStatus: args.referStatus ?? undefined,
          ...customerFilter(args.filter),
          partnerId: args.partnerId ?? args.partner?.id ?? undefined,
          partnerKey: args.partnerKey ?? args.partner?.key ?? undefined,
          partnerEmail: args.partnerEmail ?? args.partner?.email ?? undefined,
          ...(args.referStatus ? { referStatus: args.referStatus } : {}),
        },
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include,
      ),
  }),
  customer: t.prismaField({
    type: CustomerType,
    nullable: true,
    extensions: graphqlOnly,
    description: "One customer of the program, by any one of its ids; null when there is none",
    args: { by: t.arg({ type: CustomerLookup, required: true, description: "How the customer is named" }) },
    resolve: (query, _r, { by }, ctx) => {
      const ref = by.id != null ? customerRef(by.id) : { id: by.externalId ?? undefined, key: by.key ?? undefined, email: by.email ?? undefined };
      const found = findCustomer(ctx, ref, query.include);
      // an externalId names the customer's id only (REST's path value may be any of its ids)
      return (by.externalId != null ? found.then((c) => (c.id === by.externalId ? c : null)) : found).catch(notFoundAsNull);
    },
  }),
}));

export const CustomerMetadataInput = builder.inputType("CustomerMetadataInput", {
  description: "What the program knows about the customer",
  fields: (t) => ({ dateOfBirth: t.field({ type: "Date", description: "Date of birth; null clears it" }) }),
});
export const CustomerOptionsInput = builder.inputType("CustomerOptionsInput", {
  description: "How a new customer is attributed",
  fields: (t) => ({ referralUrl: t.string({ description: "The referral URL the customer arrived by, for attribution by a custom link" }) }),
});

const customerFields = {
  name: "First name",
  surname: "Last name",
  email: "Email address",
  tags: "The program's labels for the customer",
  approved: "Whether the program approved the customer",
  metadata: "What the program knows about the customer",
  customFields: "The program's own fields (an object)",
};

const CustomerCreateInput = builder.inputType("CustomerCreateInput", {
  description: "A new customer",
  fields: (t) => ({
    key: t.string({ description: "The customer's key, unique in the program: required in affiliate programs, generated otherwise" }),
    externalId: t.string({ description: "Refer-a-friend programs: the customer's id, unique in the program; generated when omitted" }),
    email: t.string({ description: customerFields.email }),
    name: t.string({ description: customerFields.name }),
    surname: t.string({ description: customerFields.surname }),
    tags: t.stringList({ description: customerFields.tags }),
    approved: t.boolean({ description: customerFields.approved }),
    metadata: t.field({ type: CustomerMetadataInput, description: customerFields.metadata }),
    customFields: t.field({ type: "JSON", description: customerFields.customFields }),
    partnerId: t.id({ description: "Affiliate programs (required there): the global id of the partner who referred the customer" }),
    referringCustomerId: t.id({ description: "Refer-a-friend programs: the global id of the customer who referred this one" }),
    options: t.field({ type: CustomerOptionsInput, description: "How the customer is attributed" }),
  }),
});

const CustomerUpdateInput = builder.inputType("CustomerUpdateInput", {
  description: "Changes to a customer: the fields given change, the others stay",
  fields: (t) => ({
    id: t.id({ required: true, description: "The customer's global id" }),
    key: t.string({ description: "A new key (its default referral link follows)" }),
    email: t.string({ description: customerFields.email }),
    name: t.string({ description: customerFields.name }),
    surname: t.string({ description: customerFields.surname }),
    tags: t.stringList({ description: "Replaces the tags; [] clears them" }),
    approved: t.boolean({ description: customerFields.approved }),
    metadata: t.field({ type: CustomerMetadataInput, description: customerFields.metadata }),
    customFields: t.field({ type: "JSON", description: customerFields.customFields }),
  }),
});

const CustomerIdInput = (name: string, action: string) =>
  builder.inputType(name, {
    description: `The customer to ${action}`,
    fields: (t) => ({ id: t.id({ required: true, description: "The customer's global id" }) }),
  });

const CustomerInviteInput = builder.inputType("CustomerInviteInput", {
  description: "Whom to invite to the refer-a-friend program",
  fields: (t) => ({
    email: t.string({ required: true, description: "Where the invitation goes" }),
    name: t.string({ description: "First name, for the greeting" }),
    personalization: t.field({ type: "JSON", description: "Lines added to the message: an object of label and text" }),
  }),
});

const CustomerCreditInput = builder.inputType("CustomerCreditInput", {
  description: "A credit to add to a customer's reward balance",
  fields: (t) => ({
    id: t.id({ required: true, description: "The customer's global id" }),
    amount: t.field({ type: "Decimal", required: true, description: "The amount in major units (negative to take credit away)" }),
    unit: t.string({ required: true, description: "A currency code (any letter case), or a unit that is no currency, such as points" }),
    isCurrency: t.boolean({ required: true, description: "Whether the unit is a currency" }),
  }),
});

const customerResult = "The customer as it is now; null when the input was refused";
const CustomerCreatePayload = payloadType("CustomerCreatePayload", "customer", CustomerType, "The new customer; null when the input was refused");
const CustomerUpdatePayload = payloadType("CustomerUpdatePayload", "customer", CustomerType, customerResult);
const CustomerArchivePayload = payloadType("CustomerArchivePayload", "customer", CustomerType, customerResult);
const CustomerRestorePayload = payloadType("CustomerRestorePayload", "customer", CustomerType, customerResult);
const CustomerDeletePayload = deletePayloadType("CustomerDeletePayload");
const CustomerInvitePayload = payloadType("CustomerInvitePayload", "invitation", CustomerInvitation, "The invitation sent; null when the input was refused");
const CustomerCreditPayload = payloadType("CustomerCreditPayload", "credit", CustomerCredit, "The credit added; null when the input was refused");

/** the services' names of input fields that GraphQL names otherwise */
const RENAMED = { id: "externalId", partner: "partnerId", referring_customer: "referringCustomerId", amount_units: "unit", is_currency: "isCurrency" };

/** the update's errors name `update.<field>` (REST's body); GraphQL's input has the fields at its top */
async function unprefixed<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const app = appErrorOf(err);
    if (app?.code !== "VALIDATION_FAILED" || !app.fieldErrors) throw err;
    throw new ValidationError(Object.fromEntries(Object.entries(app.fieldErrors).map(([path, messages]) => [path.startsWith(prefix) ? path.slice(prefix.length) : path, messages])));
  }
}

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  customerCreate: t.field({
    type: CustomerCreatePayload,
    extensions: graphqlOnly,
    description: `Creates a customer, attributed to the partner or the customer who referred it.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CustomerCreateInput, required: true, description: "The new customer" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "customer",
        () => {
          const { externalId, partnerId, referringCustomerId, metadata, customFields, options, ...fields } = given(input);
          return createCustomer(ctx, {
            ...fields,
            id: externalId,
            metadata: metadata ? { dateOfBirth: metadata.dateOfBirth ?? null } : undefined,
            customFields: customFields as Record<string, unknown> | undefined,
            referralUrl: options?.referralUrl ?? undefined,
            partner: partnerId != null ? refOrInvalid(partnerId, "Partner", "partner") : undefined,
            referringCustomer: referringCustomerId != null ? refOrInvalid(referringCustomerId, "Customer", "referring_customer") : undefined,
          });
        },
        RENAMED,
      ),
  }),
  customerUpdate: t.field({
    type: CustomerUpdatePayload,
    extensions: graphqlOnly,
    description: `Changes a customer.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CustomerUpdateInput, required: true, description: "The customer and its changes" }) },
    resolve: (_r, { input }, ctx) =>
      payload("customer", () =>
        unprefixed("update.", () => {
          const { id: _id, metadata, customFields, ...changes } = given(input);
          return updateCustomer(ctx, customerRef(input.id), {
            ...changes,
            metadata: metadata ? { dateOfBirth: metadata.dateOfBirth ?? null } : undefined,
            customFields: customFields as Record<string, unknown> | undefined,
          });
        }),
      ),
  }),
  customerDelete: t.field({
    type: CustomerDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a customer permanently (customers it referred stay, without a referrer).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CustomerIdInput("CustomerDeleteInput", "delete"), required: true, description: "The customer" }) },
    resolve: (_r, { input }, ctx) =>
      payload("deletedId", async () => {
        await deleteCustomer(ctx, customerRef(input.id));
        return String(input.id);
      }),
  }),
  customerArchive: t.field({
    type: CustomerArchivePayload,
    extensions: graphqlOnly,
    description: `Archives a customer (a soft delete that customerRestore revokes).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CustomerIdInput("CustomerArchiveInput", "archive"), required: true, description: "The customer" }) },
    resolve: (_r, { input }, ctx) => payload("customer", () => archiveCustomer(ctx, customerRef(input.id), true)),
  }),
  customerRestore: t.field({
    type: CustomerRestorePayload,
    extensions: graphqlOnly,
    description: `Revokes the archiving of a customer.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CustomerIdInput("CustomerRestoreInput", "restore"), required: true, description: "The customer" }) },
    resolve: (_r, { input }, ctx) => payload("customer", () => archiveCustomer(ctx, customerRef(input.id), false)),
  }),
  customerInvite: t.field({
    type: CustomerInvitePayload,
    extensions: graphqlOnly,
    description: `Refer-a-friend programs: emails someone an invitation to join.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CustomerInviteInput, required: true, description: "Whom to invite" }) },
    resolve: (_r, { input }, ctx) => payload("invitation", () => inviteCustomer(ctx, input)),
  }),
  customerCredit: t.field({
    type: CustomerCreditPayload,
    extensions: graphqlOnly,
    description: `Refer-a-friend programs: adds credit to a customer's reward balance.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CustomerCreditInput, required: true, description: "The customer and the credit" }) },
    resolve: (_r, { input: { id, unit, ...credit } }, ctx) => payload("credit", () => creditCustomer(ctx, customerRef(id), { ...credit, amountUnits: unit }), RENAMED),
  }),
}));

/** a reference input's global id as the service's reference; an id of another type is the field's error */
function refOrInvalid(id: string | number, type: string, field: string) {
  try {
    return { uid: primaryKeyOf(String(id), type) };
  } catch {
    throw ValidationError.field(field, `No ${type.toLowerCase()} has this id in the program.`);
  }
}
