import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };
const customerMia: ExampleRequest = { method: "POST", path: "/customers", body: { key: "mia", email: "mia@example.com", name: "Mia", partner: { key: "ada-l" } } };
const saleOf120: ExampleRequest = { method: "POST", path: "/transactions", body: { key: "order-1001", amount: 120, customer: { key: "mia" } } };

const tags = ["Transactions"];

export const transactionRoutes: RestRoute[] = forFeature("transactions", [
  {
    method: "POST",
    path: "/transactions",
    field: "Mutation.createTransaction",
    example: { body: { key: "order-1001", amount: 120, customer: { key: "mia" }, product_id: "sku-42" }, given: [partnerAda, customerMia] },
    tags,
    description:
      "Records a transaction (sale, signup, refund, ...) and what it earns. Deliberate difference from the public API: the key is " +
      "unique within the program, so posting the same key again creates nothing and answers 200 with the existing transaction " +
      "and its rewards (a retried sale never pays twice). A refund is action `refund` with a positive amount, or a negative " +
      "amount; `refund_of` names the sale. The batch form `{customer, options, transactions: [...]}` records all of them in " +
      "one database transaction (all or nothing) and answers the list.",
    bodyForms: [{ when: (input) => Array.isArray(input.transactions), field: "Mutation.createTransactions" }],
  },
  {
    method: "GET",
    path: "/transactions",
    field: "Query.transactions",
    example: { path: "/transactions?partner_key=ada-l", given: [partnerAda, customerMia, saleOf120] },
    envelope: "list",
    tags,
    description: "Filters: key, partner_key, partner_email, customer_key (or partner.key, partner.email, customer.key); sort asc|desc",
  },
  {
    method: "GET",
    path: "/transactions/{key}",
    field: "Query.restTransaction",
    description: "One transaction by its key, with its rewards",
    example: { path: "/transactions/order-1001", given: [partnerAda, customerMia, saleOf120] },
    tags,
  },
  {
    method: "DELETE",
    path: "/transactions",
    field: "Mutation.deleteTransaction",
    example: { body: { key: "order-1001" }, given: [partnerAda, customerMia, saleOf120] },
    envelope: "ack",
    tags,
    description: "Deletes a transaction (soft: 404 afterwards, and its key stays taken); its unpaid rewards become rejected, paid ones stay paid",
    aliases: [{ path: "/transactions/{key}" }],
  },
  {
    method: "POST",
    path: "/transactions/{key}/archive",
    field: "Mutation.archiveTransaction",
    example: { path: "/transactions/order-1001/archive", given: [partnerAda, customerMia, saleOf120] },
    envelope: "ack",
    tags,
    description: "Archives the transaction with its rewards (400 Action failed when already archived)",
  },
  {
    method: "POST",
    path: "/transactions/{key}/revoke-archive",
    field: "Mutation.restoreTransaction",
    example: { path: "/transactions/order-1001/revoke-archive", given: [partnerAda, customerMia, saleOf120, { method: "POST", path: "/transactions/order-1001/archive" }] },
    envelope: "ack",
    tags,
    description: "Restores an archived transaction with its rewards",
  },
]);
