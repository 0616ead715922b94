// The payout request fields only REST runs (its routes name them): the lookup by number, the
// CSV payment file, and the mutations with loose arguments and bare results. GraphQL has its
// own forms in payouts.schema.ts (the payment file as payoutRequestsExport).
import { builder } from "../../graphql/builder.js";
import { PartnerRefInput } from "../../graphql/inputs.js";
import { restRoute } from "../../graphql/surface.js";
import { exportFormat, exportPayoutFile } from "./payout-export.js";
import { approvePayoutRequest, markPayoutRequestPaid, rejectPayoutRequest } from "./payout-moves.js";
import { GATEWAYS } from "./payout-input.js";
import { PayoutRequestType } from "./payouts.schema.js";
import { createPayoutRequest, findPayoutRequest } from "./payouts.service.js";

builder.queryFields((t) => ({
  restPayoutRequest: t.prismaField({
    extensions: restRoute,
    type: PayoutRequestType,
    description: "One payout request, by its numeric id",
    args: { id: t.arg.int({ required: true, description: "The request's numeric id" }) },
    resolve: (query, _r, args, ctx) => findPayoutRequest(ctx, args.id, query.include),
  }),
  payoutRequestsCsv: t.string({
    extensions: restRoute,
    description:
      "The approved requests of one currency (default: the program's) as a payment file: PayPal and Venmo requests as a PayPal Payouts file (CSV, no header row), " +
      "or with format wise the Wise requests as a Wise batch file (send by email template, header row)",
    args: {
      amountUnits: t.arg.string({ description: "Currency code; one currency a file" }),
      format: t.arg.string({ description: "paypal (default) or wise" }),
    },
    resolve: async (_r, args, ctx) => (await exportPayoutFile(ctx, exportFormat(args.format), args.amountUnits ?? undefined)).csv,
  }),
}));

builder.mutationFields((t) => ({
  createPayoutRequest: t.field({
    extensions: restRoute,
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
    extensions: restRoute,
    type: PayoutRequestType,
    description: "requested -> approved; 400 from any other status",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => approvePayoutRequest(ctx, args.id),
  }),
  rejectPayoutRequest: t.field({
    extensions: restRoute,
    type: PayoutRequestType,
    description: "requested or approved -> rejected; its rewards go back to the partner's balance; 400 otherwise",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => rejectPayoutRequest(ctx, args.id),
  }),
  markPayoutRequestPaid: t.field({
    extensions: restRoute,
    type: PayoutRequestType,
    description: "approved -> finished: its rewards become paid (reward.paid each) and leave the partner's balance; 400 from any other status",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => markPayoutRequestPaid(ctx, args.id),
  }),
}));
