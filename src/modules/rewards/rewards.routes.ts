import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };
const customerMia: ExampleRequest = { method: "POST", path: "/customers", body: { key: "mia", email: "mia@example.com", name: "Mia", partner: { key: "ada-l" } } };
const saleOf120: ExampleRequest = { method: "POST", path: "/transactions", body: { key: "order-1001", amount: 120, customer: { key: "mia" } } };

const tags = ["Rewards"];

export const rewardRoutes: RestRoute[] = forFeature("rewards", [
  {
    method: "GET",
    path: "/rewards",
    field: "Query.rewards",
    example: { path: "/rewards?partner_key=ada-l", given: [partnerAda, customerMia, saleOf120] },
    envelope: "list",
    tags,
    description:
      "Rewards, newest first; filters partner_id|partner_key|partner_email, customer_key|customer_id, subscriber_id|subscriber_email, transaction_key, status, kind (dotted forms such as partner.key too)",
  },
  {
    method: "GET",
    path: "/rewards/{key}",
    field: "Query.restReward",
    example: { path: "/rewards/<3.data.0.key>", given: [partnerAda, customerMia, saleOf120, { method: "GET", path: "/rewards?transaction_key=order-1001" }] },
    tags,
    description: "One reward by its key",
  },
  {
    method: "POST",
    path: "/rewards/{key}/approve",
    field: "Mutation.approveReward",
    example: { path: "/rewards/<3.data.0.key>/approve", given: [partnerAda, customerMia, saleOf120, { method: "GET", path: "/rewards?transaction_key=order-1001" }] },
    tags,
    description: "Pending, in review, or rejected by a fraud rule -> approved",
  },
  {
    method: "POST",
    path: "/rewards/{key}/reject",
    field: "Mutation.rejectReward",
    example: { path: "/rewards/<3.data.0.key>/reject", body: { reason: "Order returned" }, given: [partnerAda, customerMia, saleOf120, { method: "GET", path: "/rewards?transaction_key=order-1001" }] },
    tags,
    description: "Pending, in review or approved -> rejected, with an optional reason",
  },
]);
