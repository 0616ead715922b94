import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Referral links"];

export const referralLinkRoutes: RestRoute[] = forFeature("referralLinks", [
  { method: "POST", path: "/partner_referral_links", field: "Mutation.createReferralLink", tags },
  {
    method: "GET",
    path: "/partner_referral_links:search",
    field: "Query.restReferralLink",
    tags,
    description: "A link by key, or a partner's default link by partner.id, partner.key or partner.email",
    aliases: [{ path: "/partner_referral_links/{id}" }],
  },
  { method: "PUT", path: "/partner_referral_links/{id}", field: "Mutation.updateReferralLink", tags, description: "Changes the link's key" },
  {
    method: "DELETE",
    path: "/partner_referral_links/{id}",
    field: "Mutation.deleteReferralLink",
    envelope: "ack",
    tags,
    description: "A partner's only link cannot be deleted (400)",
  },
]);

// refer-a-friend programs: the partner link routes, for customers (compat.md 5)
export const customerReferralLinkRoutes: RestRoute[] = forFeature("customerReferralLinks", [
  { method: "POST", path: "/customer_referral_links", field: "Mutation.createCustomerReferralLink", tags },
  {
    method: "GET",
    path: "/customer_referral_links:search",
    field: "Query.customerReferralLink",
    tags,
    description: "A link by id or key, or a customer's default link by customer.id, customer.key or customer.email",
    aliases: [{ path: "/customer_referral_links/{id}" }],
  },
  { method: "PUT", path: "/customer_referral_links/{id}", field: "Mutation.updateCustomerReferralLink", tags, description: "Changes the link's key" },
  {
    method: "DELETE",
    path: "/customer_referral_links/{id}",
    field: "Mutation.deleteCustomerReferralLink",
    envelope: "ack",
    tags,
    description: "A customer's only link cannot be deleted (400)",
  },
  { method: "GET", path: "/customers/{id}/referral_links", field: "Query.customerReferralLinks", tags: ["Customers", ...tags], description: "The customer's links (by id, key or email), the default first" },
]);
