import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Transactions"];

export const transactionRoutes: RestRoute[] = forFeature("transactions", [
  {
    method: "POST",
    path: "/transactions",
    field: "Mutation.createTransaction",
    tags,
    description:
      "Records a transaction (sale, signup, refund, ...) and what it earns. Deliberate difference from the public API: the key is " +
      "unique within the program, so posting the same key again creates nothing and answers 200 with the existing transaction " +
      "and its rewards (a retried sale never pays twice). A refund is action `refund` with a positive amount, or a negative " +
      "amount; `refund_of` names the sale. The batch form `{customer, options, transactions: [...]}` records all of them in " +
      "one database transaction (all or nothing) and answers the list.",
    bodyForms: [{ when: (input) => Array.isArray(input.transactions), field: "Mutation.createTransactions" }],
  },
  { method: "GET", path: "/transactions", field: "Query.transactions", envelope: "list", tags, description: "Filters: key, partner_key, partner_email, customer_key (or partner.key, partner.email, customer.key); sort asc|desc" },
  { method: "GET", path: "/transactions/{key}", field: "Query.restTransaction", tags },
  {
    method: "DELETE",
    path: "/transactions",
    field: "Mutation.deleteTransaction",
    envelope: "ack",
    tags,
    description: "Deletes a transaction (soft: 404 afterwards, and its key stays taken); its unpaid rewards become rejected, paid ones stay paid",
    aliases: [{ path: "/transactions/{key}" }],
  },
  { method: "POST", path: "/transactions/{key}/archive", field: "Mutation.archiveTransaction", envelope: "ack", tags, description: "Archives the transaction with its rewards (400 Action failed when already archived)" },
  { method: "POST", path: "/transactions/{key}/revoke-archive", field: "Mutation.restoreTransaction", envelope: "ack", tags, description: "Restores an archived transaction with its rewards" },
]);
