import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const noHoldDays: ExampleRequest = { method: "PUT", path: "/program", body: { program_settings: { commission: { hold_days: 0 } } } };
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };
const customerMia: ExampleRequest = { method: "POST", path: "/customers", body: { key: "mia", email: "mia@example.com", name: "Mia", partner: { key: "ada-l" } } };
const saleOf500: ExampleRequest = { method: "POST", path: "/transactions", body: { key: "order-1001", amount: 500, customer: { key: "mia" } } };
const payoutRequest: ExampleRequest = { method: "POST", path: "/payout_requests", body: { partner: { key: "ada-l" }, gateway: "manual", amount_units: "USD" } };

const tags = ["Payout requests"];

export const payoutRoutes: RestRoute[] = forFeature("payouts", [
  {
    method: "GET",
    path: "/payout_requests",
    field: "Query.payoutRequests",
    example: { path: "/payout_requests?status=requested", given: [noHoldDays, partnerAda, customerMia, saleOf500, payoutRequest] },
    envelope: "list",
    tags,
    description: "Payout requests, newest first (limit, page, sort); filters status, amount_units, partner_id|partner_key|partner_email",
    aliases: [{ path: "/payout_requests:search" }],
  },
  {
    method: "GET",
    path: "/payout_requests/export",
    field: "Query.payoutRequestsCsv",
    example: { path: "/payout_requests/export?amount_units=USD", given: [noHoldDays, partnerAda, customerMia, saleOf500, { method: "POST", path: "/payout_requests", body: { partner: { key: "ada-l" }, gateway: "paypal", payout_settings: { email: "ada@example.com" }, amount_units: "USD" } }, { method: "POST", path: "/payout_requests/<4.data.id>/approve" }] },
    envelope: "csv",
    tags,
    description:
      "The approved requests of one currency (amount_units, default the program's) as a payment file (text/csv): format paypal (default), the PayPal and Venmo requests as a PayPal Payouts file; " +
      "format wise, the Wise requests as a Wise batch file",
  },
  {
    method: "GET",
    path: "/payout_requests/{id}",
    field: "Query.restPayoutRequest",
    example: { path: "/payout_requests/<4.data.id>", given: [noHoldDays, partnerAda, customerMia, saleOf500, payoutRequest] },
    tags,
    description: "One payout request by its numeric id",
  },
  {
    method: "POST",
    path: "/payout_requests",
    field: "Mutation.createPayoutRequest",
    example: { body: { partner: { key: "ada-l" }, gateway: "manual", amount_units: "USD" }, given: [noHoldDays, partnerAda, customerMia, saleOf500] },
    tags,
    description:
      "partner {id|key|email}, amount_units (currency; default the program's), amount (optional check), gateway (paypal, wise, venmo, crypto, manual; " +
      "empty: the partner's saved one), payout_settings, reward_ids (default: the whole approved unpaid balance). 422 below the payout_threshold",
  },
  {
    method: "POST",
    path: "/payout_requests/{id}/approve",
    field: "Mutation.approvePayoutRequest",
    example: { path: "/payout_requests/<4.data.id>/approve", given: [noHoldDays, partnerAda, customerMia, saleOf500, payoutRequest] },
    tags,
    description: "requested -> approved",
  },
  {
    method: "POST",
    path: "/payout_requests/{id}/reject",
    field: "Mutation.rejectPayoutRequest",
    example: { path: "/payout_requests/<4.data.id>/reject", given: [noHoldDays, partnerAda, customerMia, saleOf500, payoutRequest] },
    tags,
    description: "requested or approved -> rejected; the rewards go back to the balance",
  },
  {
    method: "POST",
    path: "/payout_requests/{id}/mark_as_paid",
    field: "Mutation.markPayoutRequestPaid",
    example: { path: "/payout_requests/<4.data.id>/mark_as_paid", given: [noHoldDays, partnerAda, customerMia, saleOf500, payoutRequest, { method: "POST", path: "/payout_requests/<4.data.id>/approve" }] },
    tags,
    description: "approved -> finished; the rewards become paid (reward.paid)",
  },
]);
