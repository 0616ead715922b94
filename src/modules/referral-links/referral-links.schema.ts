// Referral links on GraphQL: one ReferralLink node for the links of partners (affiliate
// programs) and of customers (refer-a-friend programs), its lookup, and the mutations with one
// input and a payload. REST's root fields are in referral-links.rest-fields.ts (partner links)
// and customer-links.schema.ts (customer links).
import type { ReferralLink } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { appErrorOf, ValidationError } from "../../core/errors.js";
import { allows } from "../../core/features.js";
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { inProgram, nodeId, primaryKeyOf } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType } from "../../graphql/payload.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { referralUrl } from "./referral-links.service.js";
import { CUSTOMER_LINKS } from "./customer-links.service.js";
import { PARTNER_LINKS } from "./partner-links.service.js";
import { createLink, deleteLink, findLink, updateLinkKey, type LinkOwnerKind } from "./owner-links.service.js";

export const ReferralLinkType = builder.prismaNode("ReferralLink", {
  name: "ReferralLink",
  description: "A referral link: the URL a partner (affiliate programs) or a customer (refer-a-friend programs) shares",
  id: nodeId("id"),
  findUnique: inProgram("id"),
  fields: (t) => ({
    restId: t.exposeString("id", { extensions: restOnly("id") }),
    key: t.exposeString("key", { description: "The value of the link's referral parameter, unique in the program" }),
    url: t.string({ description: "The URL to share", resolve: (link, _a, ctx) => referralUrl(ctx.program, link) }),
    default: t.exposeBoolean("isDefault", { description: "Whether this is its owner's default link" }),
    isAdditional: t.exposeBoolean("isAdditional", { description: "Whether the link was added besides the default one as an additional link" }),
    destinationUrl: t.exposeString("destinationUrl", {
      nullable: true,
      description: "The landing page of this link; null when it is the program's website",
      extensions: graphqlOnly,
    }),
    directTracking: t.exposeBoolean("directTracking", { description: "Whether visits are tracked without the referral parameter (by the referring page)" }),
    directTrackingRedirect: t.exposeBoolean("directTrackingRedirect", { description: "Whether direct tracking redirects the visitor" }),
    directTrackingRedirectUrl: t.exposeString("directTrackingRedirectUrl", { nullable: true, description: "Where direct tracking redirects to; null when nowhere" }),
    partner: t.relation("partner", {
      nullable: true,
      description: "Affiliate programs: the partner who shares the link; null for a customer's link",
      extensions: graphqlOnly,
    }),
    customer: t.relation("customer", {
      nullable: true,
      description: "Refer-a-friend programs: the customer who shares the link; null for a partner's link",
      extensions: graphqlOnly,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the link was created", extensions: graphqlOnly }),
  }),
});

/** the arguments of a new link besides its owner (REST's create) */
export const newLinkArgs = builder.args((t) => ({
  key: t.string({ description: "Generated when omitted; unique in the program" }),
  destinationUrl: t.string({ description: "Landing page of this link (an http(s) URL); the program website when omitted" }),
  isAdditional: t.boolean({ description: "Default false" }),
  directTracking: t.boolean(),
  directTrackingRedirect: t.boolean(),
  directTrackingRedirectUrl: t.string({ description: "An http(s) URL" }),
}));

/** the owners of the program's links: partners in affiliate programs, customers in refer-a-friend ones */
const linksOf = (ctx: ServiceContext): LinkOwnerKind => (allows(ctx.program.type, PARTNER_LINKS.feature) ? PARTNER_LINKS : CUSTOMER_LINKS);

const ReferralLinkLookup = builder.inputType("ReferralLinkLookup", {
  description: "One way to name a referral link: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    key: t.string({ description: "Its key" }),
  }),
});

const ReferralLinkCreateInput = builder.inputType("ReferralLinkCreateInput", {
  description: "An additional referral link for a partner or a customer: exactly one of partnerId and customerId",
  fields: (t) => ({
    partnerId: t.id({ description: "Affiliate programs: the global id of the partner who will share the link" }),
    customerId: t.id({ description: "Refer-a-friend programs: the global id of the customer who will share the link" }),
    key: t.string({ description: "The link's key, unique in the program; generated when omitted" }),
    destinationUrl: t.string({ description: "The landing page of this link (an http(s) URL); the program's website when omitted" }),
    isAdditional: t.boolean({ description: "Whether the link is an additional link (default false)" }),
    directTracking: t.boolean({ description: "Whether visits are tracked without the referral parameter (default false)" }),
    directTrackingRedirect: t.boolean({ description: "Whether direct tracking redirects the visitor (default false)" }),
    directTrackingRedirectUrl: t.string({ description: "Where direct tracking redirects to (an http(s) URL)" }),
  }),
});

const ReferralLinkUpdateInput = builder.inputType("ReferralLinkUpdateInput", {
  description: "A new key for a referral link",
  fields: (t) => ({
    id: t.id({ required: true, description: "The link's global id" }),
    key: t.string({ required: true, description: "The new key, unique in the program" }),
  }),
});

const ReferralLinkDeleteInput = builder.inputType("ReferralLinkDeleteInput", {
  description: "The referral link to delete",
  fields: (t) => ({ id: t.id({ required: true, description: "The link's global id" }) }),
});

const ReferralLinkCreatePayload = payloadType("ReferralLinkCreatePayload", "referralLink", ReferralLinkType, "The new link; null when the input was refused");
const ReferralLinkUpdatePayload = payloadType("ReferralLinkUpdatePayload", "referralLink", ReferralLinkType, "The link as it is now; null when the input was refused");
const ReferralLinkDeletePayload = deletePayloadType("ReferralLinkDeletePayload");

/** a link's global id as its primary key */
const linkId = (id: string | number) => primaryKeyOf(String(id), "ReferralLink", "Referral link");

builder.queryFields((t) => ({
  referralLink: t.prismaField({
    type: ReferralLinkType,
    nullable: true,
    extensions: graphqlOnly,
    description: "One referral link of the program, by its global id or its key; null when there is none",
    args: { by: t.arg({ type: ReferralLinkLookup, required: true, description: "How the link is named" }) },
    resolve: async (query, _r, { by }, ctx): Promise<ReferralLink | null> => {
      try {
        return await findLink(ctx, linksOf(ctx), by.id != null ? { id: linkId(by.id) } : { key: by.key ?? undefined }, query);
      } catch (err) {
        if (appErrorOf(err)?.code === "NOT_FOUND") return null;
        throw err;
      }
    },
  }),
}));

/** the services' names of input fields that GraphQL names otherwise */
const RENAMED = { partner: "partnerId", customer: "customerId" };

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  referralLinkCreate: t.field({
    type: ReferralLinkCreatePayload,
    extensions: graphqlOnly,
    description: `Creates an additional referral link for a partner or a customer.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: ReferralLinkCreateInput, required: true, description: "The owner and the new link" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "referralLink",
        async () => {
          const { partnerId, customerId, ...link } = given(input);
          if (partnerId != null && customerId != null) throw ValidationError.field("customer", "Give a partnerId or a customerId, not both.");
          if (partnerId != null) return createLink(ctx, PARTNER_LINKS, { uid: primaryKeyOf(String(partnerId), "Partner") }, link);
          if (customerId != null) return createLink(ctx, CUSTOMER_LINKS, { uid: primaryKeyOf(String(customerId), "Customer") }, link);
          return createLink(ctx, linksOf(ctx), undefined, link);
        },
        RENAMED,
      ),
  }),
  referralLinkUpdate: t.field({
    type: ReferralLinkUpdatePayload,
    extensions: graphqlOnly,
    description: `Changes a referral link's key.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: ReferralLinkUpdateInput, required: true, description: "The link and its new key" }) },
    resolve: (_r, { input }, ctx) => payload("referralLink", async () => updateLinkKey(ctx, linksOf(ctx), linkId(input.id), input.key)),
  }),
  referralLinkDelete: t.field({
    type: ReferralLinkDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a referral link; an owner's only link cannot be deleted, and deleting the default one makes the oldest other link the default.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: ReferralLinkDeleteInput, required: true, description: "The link" }) },
    resolve: (_r, { input }, ctx) =>
      payload("deletedId", async () => {
        await deleteLink(ctx, linksOf(ctx), linkId(input.id));
        return String(input.id);
      }),
  }),
}));
