import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Customers"];

export const customerRoutes: RestRoute[] = forFeature("customers", [
  { method: "POST", path: "/customers", field: "Mutation.createCustomer", tags, aliases: [{ path: "/customer", legacy: true }] },
  { method: "GET", path: "/customers", field: "Query.customers", envelope: "list", tags },
  {
    method: "GET",
    path: "/customers:search",
    field: "Query.restCustomer",
    tags,
    description: "One customer by key, id or email",
    aliases: [{ path: "/customers/{id}" }, { path: "/customer", legacy: true }],
  },
  {
    method: "PUT",
    path: "/customers",
    field: "Mutation.updateCustomer",
    tags,
    description: "Updates a customer identified by key, id or email; the changes come in `update` or flat",
    aliases: [{ path: "/customers/{id}" }, { path: "/customer", legacy: true }],
  },
  {
    method: "DELETE",
    path: "/customers",
    field: "Mutation.deleteCustomer",
    envelope: "ack",
    tags,
    description: "Deletes a customer permanently",
    aliases: [{ path: "/customers/{id}" }, { path: "/customer", legacy: true }],
  },
  { method: "POST", path: "/customers/{id}/archive", field: "Mutation.archiveCustomer", envelope: "ack", tags },
  { method: "POST", path: "/customers/{id}/revoke-archive", field: "Mutation.restoreCustomer", envelope: "ack", tags },
  { method: "POST", path: "/customers:invite", feature: "customerInvites", field: "Mutation.inviteCustomer", tags, description: "Refer-a-friend: sends an invitation email" },
  { method: "GET", path: "/customers/{id}/stats", feature: "customerStats", field: "Query.customerStats", tags, description: "Refer-a-friend: referrals, clicks and share links" },
  { method: "GET", path: "/customers/{id}/referrals", feature: "customerReferrals", field: "Query.customerReferrals", tags, description: "Refer-a-friend: customers referred by this one" },
  {
    method: "GET",
    path: "/customers/{id}/transactions",
    field: "Query.customerTransactions",
    tags,
    description: "Refer-a-friend: transactions of the customers this one referred; affiliate: the customer's own",
  },
  { method: "GET", path: "/customers/{id}/balance", feature: "customerBalance", field: "Query.customerBalance", tags, description: "Refer-a-friend: reward balance per currency" },
  { method: "POST", path: "/customers/{id}/balance/credit", feature: "customerBalance", field: "Mutation.creditCustomer", tags, description: "Refer-a-friend: adds credit to the balance" },
]);
