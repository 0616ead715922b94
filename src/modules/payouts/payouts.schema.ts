// Payout requests on GraphQL; REST shows the same fields under their snake_case names. Resolvers
// are thin: the rules are in payouts.service.ts and payout-moves.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { exportPaypalCsv } from "./payout-export.js";
import { approvePayoutRequest, markPayoutRequestPaid, rejectPayoutRequest } from "./payout-moves.js";
import { GATEWAYS } from "./payout-input.js";
import { payoutPartnerSelect, WIRE_STATUS, type PayoutPartner } from "./payout.view.js";
import { createPayoutRequest, findPayoutRequest, listPayoutRequests } from "./payouts.service.js";

const PayoutPartnerType = builder.objectRef<PayoutPartner>("PayoutPartner").implement({
  description: "The partner a payout request pays",
  fields: (t) => ({ id: t.exposeString("id"), key: t.exposeString("key"), email: t.exposeString("email") }),
});

export const PayoutRequestType = builder.prismaObject("PayoutRequest", {
  name: "PayoutRequest",
  description: "A partner's request to be paid its approved, unpaid rewards in one currency",
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.string({ description: "requested, approved, rejected or finished (paid)", resolve: (r) => WIRE_STATUS[r.status] }),
    amountUnits: t.exposeString("currency", { description: "Currency code" }),
    amount: t.expose("amount", { type: "Decimal", description: "The sum of its rewards, in major units" }),
    currency: t.exposeString("currency"),
    gateway: t.exposeString("gateway", { description: GATEWAYS.join(", ") }),
    payoutSettings: t.expose("payoutSettings", { type: "JSON", description: "What the gateway needs to pay the partner" }),
    partner: t.field({ type: PayoutPartnerType, select: payoutPartnerSelect, resolve: (r) => r.partner }),
    rewardIds: t.exposeStringList("rewardIds", { description: "The keys of the rewards it pays" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    approvedAt: t.expose("approvedAt", { type: "DateTime", nullable: true }),
    rejectedAt: t.expose("rejectedAt", { type: "DateTime", nullable: true }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    rewards: t.relation("rewards", { description: "The rewards it holds (none once rejected)", extensions: graphqlOnly }),
  }),
});

const PayoutRequestConnection = pageConnection("PayoutRequestConnection", PayoutRequestType);


builder.queryFields((t) => ({
  payoutRequests: t.field({
    type: PayoutRequestConnection,
    description: "Payout requests of the program, newest first; filters status, amount_units and the partner (id, key or email)",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      status: t.arg.string({ description: "requested, approved, rejected or finished (paid)" }),
      amountUnits: t.arg.string({ description: "Currency code" }),
      partner: t.arg({ type: PartnerRefInput }),
      partnerId: t.arg.string(),
      partnerKey: t.arg.string(),
      partnerEmail: t.arg.string(),
    },
    resolve: (_r, args, ctx, info) =>
      listPayoutRequests(
        ctx,
        {
          ...args,
          status: args.status ?? undefined,
          amountUnits: args.amountUnits ?? undefined,
          partner: { id: args.partnerId ?? args.partner?.id ?? undefined, key: args.partnerKey ?? args.partner?.key ?? undefined, email: args.partnerEmail ?? args.partner?.email ?? undefined },
        },
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      ),
  }),
  payoutRequest: t.prismaField({
    type: PayoutRequestType,
    description: "One payout request, by its numeric id",
    args: { id: t.arg.int({ required: true, description: "The request's numeric id" }) },
    resolve: (query, _r, args, ctx) => findPayoutRequest(ctx, args.id, query.include),
  }),
  payoutRequestsCsv: t.string({
    description: "The approved PayPal and Venmo requests of one currency (default: the program's) as a PayPal Payouts payment file (CSV, no header row)",
    args: { amountUnits: t.arg.string({ description: "Currency code; one currency a file" }) },
    resolve: (_r, args, ctx) => exportPaypalCsv(ctx, args.amountUnits ?? undefined),
  }),
}));

builder.mutationFields((t) => ({
  createPayoutRequest: t.field({
    type: PayoutRequestType,
    description:
      "Requests payment of the partner's approved, unpaid rewards in one currency: all of them, or the given reward_ids (claw-backs always included). " +
      "amount, when given, must equal their total; a total below the program's payout_threshold is refused",
    args: {
      partner: t.arg({ type: PartnerRefInput, description: "The partner (id, key or email); required" }),
      amountUnits: t.arg.string({ description: "Currency code; default: the program's currency" }),
      amount: t.arg({ type: "Decimal", description: "The total the client expects, in major units; checked against the rewards" }),
      gateway: t.arg.string({ description: `${GATEWAYS.join(", ")}; empty: the partner's saved payout method` }),
      payoutSettings: t.arg({ type: "JSON", description: "PayPal: email or username; Wise: email; Venmo: username, phone or email; crypto: wallet_address and type" }),
      rewardIds: t.arg.stringList({ description: "Only these rewards (their keys)" }),
    },
    resolve: (_r, args, ctx) =>
      createPayoutRequest(ctx, {
        partner: args.partner ? { id: args.partner.id ?? undefined, key: args.partner.key ?? undefined, email: args.partner.email ?? undefined } : undefined,
        amountUnits: args.amountUnits ?? undefined,
        amount: args.amount ?? undefined,
        gateway: args.gateway ?? undefined,
        payoutSettings: args.payoutSettings ?? undefined,
        rewardIds: args.rewardIds ?? undefined,
      }),
  }),
  approvePayoutRequest: t.field({
    type: PayoutRequestType,
    description: "requested -> approved; 400 from any other status",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => approvePayoutRequest(ctx, args.id),
  }),
  rejectPayoutRequest: t.field({
    type: PayoutRequestType,
    description: "requested or approved -> rejected; its rewards go back to the partner's balance; 400 otherwise",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => rejectPayoutRequest(ctx, args.id),
  }),
  markPayoutRequestPaid: t.field({
    type: PayoutRequestType,
    description: "approved -> finished: its rewards become paid (reward.paid each) and leave the partner's balance; 400 from any other status",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => markPayoutRequestPaid(ctx, args.id),
  }),
}));
