import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Payout requests"];

export const payoutRoutes: RestRoute[] = forFeature("payouts", [
  {
    method: "GET",
    path: "/payout_requests",
    field: "Query.payoutRequests",
    envelope: "list",
    tags,
    description: "Payout requests, newest first (limit, page, sort); filters status, amount_units, partner_id|partner_key|partner_email",
    aliases: [{ path: "/payout_requests:search" }],
  },
  {
    method: "GET",
    path: "/payout_requests/export",
    field: "Query.payoutRequestsCsv",
    envelope: "csv",
    tags,
    description: "The approved PayPal and Venmo requests of one currency (amount_units, default the program's) as a PayPal Payouts payment file (text/csv)",
  },
  { method: "GET", path: "/payout_requests/{id}", field: "Query.restPayoutRequest", tags, description: "One payout request by its numeric id" },
  {
    method: "POST",
    path: "/payout_requests",
    field: "Mutation.createPayoutRequest",
    tags,
    description:
      "partner {id|key|email}, amount_units (currency; default the program's), amount (optional check), gateway (paypal, wise, venmo, crypto, manual; " +
      "empty: the partner's saved one), payout_settings, reward_ids (default: the whole approved unpaid balance). 422 below the payout_threshold",
  },
  { method: "POST", path: "/payout_requests/{id}/approve", field: "Mutation.approvePayoutRequest", tags, description: "requested -> approved" },
  { method: "POST", path: "/payout_requests/{id}/reject", field: "Mutation.rejectPayoutRequest", tags, description: "requested or approved -> rejected; the rewards go back to the balance" },
  { method: "POST", path: "/payout_requests/{id}/mark_as_paid", field: "Mutation.markPayoutRequestPaid", tags, description: "approved -> finished; the rewards become paid (reward.paid)" },
]);
