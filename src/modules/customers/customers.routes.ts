import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };
const customerMia: ExampleRequest = { method: "POST", path: "/customers", body: { key: "mia", email: "mia@example.com", name: "Mia", partner: { key: "ada-l" } } };
const referrerMia: ExampleRequest = { method: "POST", path: "/customers", body: { key: "mia", email: "mia@example.com", name: "Mia" } };
const saleOf120: ExampleRequest = { method: "POST", path: "/transactions", body: { key: "order-1001", amount: 120, customer: { key: "mia" } } };

const tags = ["Customers"];

export const customerRoutes: RestRoute[] = forFeature("customers", [
  {
    method: "POST",
    path: "/customers",
    field: "Mutation.createCustomer",
    description: "Creates a customer, attributed to a partner (affiliate programs) or to a referring customer (refer-a-friend)",
    example: { body: { key: "mia", email: "mia@example.com", name: "Mia", partner: { key: "ada-l" } }, given: [partnerAda] },
    tags,
    aliases: [{ path: "/customer", legacy: true }],
  },
  {
    method: "GET",
    path: "/customers",
    field: "Query.customers",
    description: "Customers, newest first (limit, page, sort); filters partner.id, partner.key, partner.email, refer_status",
    example: { path: "/customers?partner.key=ada-l&limit=10", given: [partnerAda, customerMia] },
    envelope: "list",
    tags,
  },
  {
    method: "GET",
    path: "/customers:search",
    field: "Query.restCustomer",
    example: { path: "/customers:search?key=mia", given: [partnerAda, customerMia] },
    tags,
    description: "One customer by key, id or email",
    aliases: [{ path: "/customers/{id}" }, { path: "/customer", legacy: true }],
  },
  {
    method: "PUT",
    path: "/customers",
    field: "Mutation.updateCustomer",
    example: { body: { key: "mia", update: { name: "Mia Rose" } }, given: [partnerAda, customerMia] },
    tags,
    description: "Updates a customer identified by key, id or email; the changes come in `update` or flat",
    aliases: [{ path: "/customers/{id}" }, { path: "/customer", legacy: true }],
  },
  {
    method: "DELETE",
    path: "/customers",
    field: "Mutation.deleteCustomer",
    example: { body: { key: "mia" }, given: [partnerAda, customerMia] },
    envelope: "ack",
    tags,
    description: "Deletes a customer permanently",
    aliases: [{ path: "/customers/{id}" }, { path: "/customer", legacy: true }],
  },
  {
    method: "POST",
    path: "/customers/{id}/archive",
    field: "Mutation.archiveCustomer",
    description: "Archives a customer; revoke-archive restores it",
    example: { path: "/customers/mia/archive", given: [partnerAda, customerMia] },
    envelope: "ack",
    tags,
  },
  {
    method: "POST",
    path: "/customers/{id}/revoke-archive",
    field: "Mutation.restoreCustomer",
    description: "Restores an archived customer",
    example: { path: "/customers/mia/revoke-archive", given: [partnerAda, customerMia, { method: "POST", path: "/customers/mia/archive" }] },
    envelope: "ack",
    tags,
  },
  {
    method: "POST",
    path: "/customers:invite",
    feature: "customerInvites",
    field: "Mutation.inviteCustomer",
    example: { body: { email: "friend@example.com", name: "Ivy" } },
    tags,
    description: "Refer-a-friend: sends an invitation email",
  },
  {
    method: "GET",
    path: "/customers/{id}/stats",
    feature: "customerStats",
    field: "Query.customerStats",
    example: { path: "/customers/mia/stats", given: [referrerMia] },
    tags,
    description: "Refer-a-friend: referrals, clicks and share links",
  },
  {
    method: "GET",
    path: "/customers/{id}/referrals",
    feature: "customerReferrals",
    field: "Query.customerReferrals",
    example: { path: "/customers/mia/referrals", given: [referrerMia, { method: "POST", path: "/customers", body: { key: "leo", email: "leo@example.com", referring_customer: { key: "mia" } } }] },
    tags,
    description: "Refer-a-friend: customers referred by this one",
  },
  {
    method: "GET",
    path: "/customers/{id}/transactions",
    field: "Query.customerTransactions",
    example: { path: "/customers/mia/transactions", given: [partnerAda, customerMia, saleOf120] },
    tags,
    description: "Refer-a-friend: transactions of the customers this one referred; affiliate: the customer's own",
  },
  {
    method: "GET",
    path: "/customers/{id}/balance",
    feature: "customerBalance",
    field: "Query.customerBalance",
    example: { path: "/customers/mia/balance", given: [referrerMia] },
    tags,
    description: "Refer-a-friend: reward balance per currency",
  },
  {
    method: "POST",
    path: "/customers/{id}/balance/credit",
    feature: "customerBalance",
    field: "Mutation.creditCustomer",
    example: { path: "/customers/mia/balance/credit", body: { amount: 5, amount_units: "usd", is_currency: true }, given: [referrerMia] },
    tags,
    description: "Refer-a-friend: adds credit to the balance",
  },
]);
