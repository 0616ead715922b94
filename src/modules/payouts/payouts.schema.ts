// Payout requests on GraphQL: the PayoutRequest node (REST shows the same type under its REST
// names), the list and lookup a console uses, and the moves as mutations with one input and a
// payload. The REST contract's own root fields are in payouts.rest-fields.ts. Resolvers are
// thin: the rules are in payouts.service.ts and payout-moves.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { PayoutStatus } from "../../generated/prisma/client.js";
import { given } from "../../core/input.js";
import { money } from "../../core/money.js";
import { builder } from "../../graphql/builder.js";
import { PayoutMethodInput, PayoutMethodType, payoutChoiceOf, payoutMethodOf } from "./payout-method.schema.js";
import { describedTotalCount, pageArgs, pageConnection } from "../../graphql/connection.js";
import { DateRangeInput, PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { MoneyType } from "../../graphql/money.js";
import { nodeId, numberInProgram, primaryKeyOf, restIdExtensions } from "../../graphql/node.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { PayoutGatewayEnum, partnerRef } from "../partners/partners.schema.js";
import { approvePayoutRequest, markPayoutRequestPaid, rejectPayoutRequest } from "./payout-moves.js";
import { GATEWAYS } from "./payout-input.js";
import { payoutPartnerSelect, WIRE_STATUS, type PayoutPartner } from "./payout.view.js";
import { createPayoutRequest, findPayoutRequest, listPayoutRequests } from "./payouts.service.js";

const PayoutPartnerType = builder.objectRef<PayoutPartner>("PayoutPartner").implement({
  description: "The partner a payout request pays, by its ids in the program",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The partner's id in the program" }),
    key: t.exposeString("key", { description: "The partner's referral key" }),
    email: t.exposeString("email", { description: "The partner's email address" }),
  }),
});

/** GraphQL names a paid request PAID; its internal value is the status REST shows ("finished") */
export const PayoutRequestStatusEnum = builder.enumType("PayoutRequestStatus", {
  description: "Where a payout request stands",
  values: {
    REQUESTED: { value: "requested" as const, description: "Made, waiting for the program to approve or reject it" },
    APPROVED: { value: "approved" as const, description: "Approved, waiting to be paid" },
    REJECTED: { value: "rejected" as const, description: "Rejected: its rewards went back to the partner's balance" },
    PAID: { value: "finished" as const, description: "Paid: its rewards are paid" },
  },
});

const STATUS_OF_WIRE: Record<string, PayoutStatus> = { requested: "requested", approved: "approved", rejected: "rejected", finished: "paid" };

/** the saved gateway (checked when saved, so always one of the set) */
const gatewayOf = (value: string) => GATEWAYS.find((g) => g === value) ?? "manual";

export const PayoutRequestType = builder.prismaNode("PayoutRequest", {
  name: "PayoutRequest",
  description: "A partner's request to be paid its approved, unpaid rewards in one currency",
  id: nodeId("id"),
  findUnique: numberInProgram("id"),
  fields: (t) => ({
    number: t.exposeInt("id", { description: "The request's sequential number in Rally", extensions: restIdExtensions }),
    status: t.field({ type: PayoutRequestStatusEnum, description: "Where the request stands", resolve: (r) => WIRE_STATUS[r.status] as "requested" | "approved" | "rejected" | "finished" }),
    amountUnits: t.exposeString("currency", { description: "Currency code", extensions: restOnly("amount_units") }),
    restAmount: t.expose("amount", { type: "Decimal", description: "The sum of its rewards, in major units", extensions: restOnly("amount") }),
    currencyCode: t.exposeString("currency", { description: "Currency code", extensions: restOnly("currency") }),
    amount: t.field({ type: MoneyType, description: "The sum of its rewards", extensions: graphqlOnly, resolve: (r) => money(r.amount, r.currency) }),
    gateway: t.field({ type: PayoutGatewayEnum, description: "How the partner is paid", resolve: (r) => gatewayOf(r.gateway) }),
    payoutSettings: t.expose("payoutSettings", {
      type: "JSON",
      description: "What the gateway needs to pay the partner (its keys depend on the gateway)",
      extensions: restOnly("payout_settings"),
    }),
    payoutMethod: t.field({
      type: PayoutMethodType,
      extensions: graphqlOnly,
      description: "How the partner is paid, with what that method needs",
      resolve: (r) => payoutMethodOf(gatewayOf(r.gateway), r.payoutSettings)!,
    }),
    partnerRef: t.field({ type: PayoutPartnerType, extensions: restOnly("partner"), select: payoutPartnerSelect, resolve: (r) => r.partner }),
    partner: t.relation("partner", { description: "The partner it pays", extensions: graphqlOnly }),
    rewardIds: t.exposeStringList("rewardIds", { description: "The keys of the rewards it pays", extensions: restOnly("reward_ids") }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the partner requested it" }),
    approvedAt: t.expose("approvedAt", { type: "DateTime", nullable: true, description: "When the program approved it; null until then" }),
    rejectedAt: t.expose("rejectedAt", { type: "DateTime", nullable: true, description: "When the program rejected it; null unless rejected" }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true, description: "When it was marked as paid; null until then" }),
    rewards: t.relatedConnection("rewards", {
      cursor: "id",
      totalCount: true,
      description: "The rewards it pays, oldest first (none once rejected: they went back to the balance)",
      query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      extensions: graphqlOnly,
    }, describedTotalCount("A page of the rewards a payout request pays")),
  }),
});

const PayoutRequestConnection = pageConnection("PayoutRequestConnection", PayoutRequestType);

const PayoutRequestFilter = builder.inputType("PayoutRequestFilter", {
  description: "Which payout requests a list shows; every field given narrows it",
  fields: (t) => ({
    statuses: t.field({ type: [PayoutRequestStatusEnum], description: "Only requests in one of these statuses" }),
    currency: t.string({ description: "Only requests in this currency (ISO 4217 code)" }),
    partnerId: t.id({ description: "Only the requests of this partner (its global id)" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only requests made in this range" }),
  }),
});

const PayoutRequestLookup = builder.inputType("PayoutRequestLookup", {
  description: "One way to name a payout request: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    number: t.int({ description: "Its sequential number" }),
  }),
});

/** a payout request's global id as its number */
const requestNumber = (id: string | number) => Number(primaryKeyOf(String(id), "PayoutRequest", "Payout request"));

const notFoundAsNull = (err: unknown) => {
  if ((err as { code?: string }).code === "NOT_FOUND") return null;
  throw err;
};

builder.queryFields((t) => ({
  payoutRequests: t.field({
    type: PayoutRequestConnection,
    description: "The program's payout requests, newest first unless `orderBy` says otherwise",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      filter: t.arg({ type: PayoutRequestFilter, extensions: graphqlOnly, description: "Narrows the list" }),
      status: t.arg.string({ description: "requested, approved, rejected or finished (paid)", extensions: restOnly("status") }),
      amountUnits: t.arg.string({ description: "Currency code", extensions: restOnly("amount_units") }),
      partner: t.arg({ type: PartnerRefInput, extensions: restOnly("partner") }),
      partnerId: t.arg.string({ extensions: restOnly("partner_id") }),
      partnerKey: t.arg.string({ extensions: restOnly("partner_key") }),
      partnerEmail: t.arg.string({ extensions: restOnly("partner_email") }),
    },
    resolve: (_r, args, ctx, info) => {
      const filter = args.filter;
      return listPayoutRequests(
        ctx,
        {
          ...args,
          status: args.status ?? undefined,
          amountUnits: args.amountUnits ?? filter?.currency ?? undefined,
          partner: { id: args.partnerId ?? args.partner?.id ?? undefined, key: args.partnerKey ?? args.partner?.key ?? undefined, email: args.partnerEmail ?? args.partner?.email ?? undefined },
          statuses: filter?.statuses?.map((s) => STATUS_OF_WIRE[s]!),
          partnerUid: filter?.partnerId != null ? partnerRef(filter.partnerId).uid : undefined,
          createdAt: filter?.createdAt ?? undefined,
        },
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
    },
  }),
  payoutRequest: t.prismaField({
    type: PayoutRequestType,
    nullable: true,
    extensions: graphqlOnly,
    description: "One payout request of the program, by its global id or its number; null when there is none",
    args: { by: t.arg({ type: PayoutRequestLookup, required: true, description: "How the request is named" }) },
    resolve: async (query, _r, { by }, ctx) => {
      try {
        return await findPayoutRequest(ctx, by.id != null ? requestNumber(by.id) : (by.number ?? -1), query.include);
      } catch (err) {
        return notFoundAsNull(err);
      }
    },
  }),
}));

const PayoutRequestCreateInput = builder.inputType("PayoutRequestCreateInput", {
  description: "A partner's request to be paid: its whole approved, unpaid balance in one currency, or the rewards named",
  fields: (t) => ({
    partnerId: t.id({ required: true, description: "The global id of the partner to pay" }),
    currency: t.string({ description: "The currency to pay (ISO 4217 code); the program's currency when omitted" }),
    amount: t.field({ type: "Decimal", description: "The total the client expects, in major units; refused when the rewards add up to another" }),
    payoutMethod: t.field({ type: PayoutMethodInput, description: "How to pay, with what that method needs; the partner's saved method when omitted" }),
    rewardIds: t.idList({ description: "Only these rewards (their global ids; claw-backs always come along); the whole balance when omitted" }),
  }),
});

const PayoutRequestMoveInput = (name: string, action: string) =>
  builder.inputType(name, {
    description: `The payout request to ${action}`,
    fields: (t) => ({ id: t.id({ required: true, description: "The request's global id" }) }),
  });

const result = "The request as it is now; null when the input was refused";
const PayoutRequestCreatePayload = payloadType("PayoutRequestCreatePayload", "payoutRequest", PayoutRequestType, "The new request; null when the input was refused");
const PayoutRequestApprovePayload = payloadType("PayoutRequestApprovePayload", "payoutRequest", PayoutRequestType, result);
const PayoutRequestRejectPayload = payloadType("PayoutRequestRejectPayload", "payoutRequest", PayoutRequestType, result);
const PayoutRequestMarkPaidPayload = payloadType("PayoutRequestMarkPaidPayload", "payoutRequest", PayoutRequestType, result);

/** the services' names of input fields that GraphQL names otherwise */
const RENAMED = { amount_units: "currency", partner: "partnerId", reward_ids: "rewardIds" };

/** a reward's global id as its key (an id of anything else names no reward of the partner) */
const rewardKey = (id: string) => {
  try {
    return primaryKeyOf(id, "Reward");
  } catch {
    return id;
  }
};

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  payoutRequestCreate: t.field({
    type: PayoutRequestCreatePayload,
    extensions: graphqlOnly,
    description:
      "Requests payment of a partner's approved, unpaid rewards in one currency: all of them, or the ones named (claw-backs always included); " +
      `a total below the program's payout threshold is refused.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PayoutRequestCreateInput, required: true, description: "The partner and what to pay" }) },
    resolve: (_r, { input }, ctx) =>
      {
        const { partnerId, currency, rewardIds, payoutMethod, ...rest } = given(input);
        const payout = payoutChoiceOf(payoutMethod, "payoutMethod");
        return payload(
          "payoutRequest",
          () =>
            createPayoutRequest(ctx, {
              ...rest,
              partner: partnerRefOrMissing(partnerId),
              amountUnits: currency,
              rewardIds: rewardIds?.map((id) => rewardKey(String(id))),
              gateway: payout?.gateway,
              payoutSettings: payout?.settings,
            }),
          { ...RENAMED, ...payout?.renamed, gateway: "payoutMethod" },
        );
      },
  }),
  payoutRequestApprove: t.field({
    type: PayoutRequestApprovePayload,
    extensions: graphqlOnly,
    description: `Approves a requested payout request.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PayoutRequestMoveInput("PayoutRequestApproveInput", "approve"), required: true, description: "The request" }) },
    resolve: (_r, { input }, ctx) => payload("payoutRequest", () => approvePayoutRequest(ctx, requestNumber(input.id))),
  }),
  payoutRequestReject: t.field({
    type: PayoutRequestRejectPayload,
    extensions: graphqlOnly,
    description: `Rejects a requested or approved payout request: its rewards go back to the partner's balance.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PayoutRequestMoveInput("PayoutRequestRejectInput", "reject"), required: true, description: "The request" }) },
    resolve: (_r, { input }, ctx) => payload("payoutRequest", () => rejectPayoutRequest(ctx, requestNumber(input.id))),
  }),
  payoutRequestMarkPaid: t.field({
    type: PayoutRequestMarkPaidPayload,
    extensions: graphqlOnly,
    description: `Marks an approved payout request as paid: its rewards become paid and leave the partner's balance.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PayoutRequestMoveInput("PayoutRequestMarkPaidInput", "mark as paid"), required: true, description: "The request" }) },
    resolve: (_r, { input }, ctx) => payload("payoutRequest", () => markPayoutRequestPaid(ctx, requestNumber(input.id))),
  }),
}));

/** the partner's global id as the service's reference; an id of no partner is the input's fault (a user error on partnerId) */
function partnerRefOrMissing(id: string | number | undefined) {
  if (id === undefined) return undefined;
  try {
    return partnerRef(id);
  } catch {
    // a uid no partner has: the service answers "not found in this program" on the partner field
    return { uid: "-" };
  }
}
