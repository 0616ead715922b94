import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };
const referrerMia: ExampleRequest = { method: "POST", path: "/customers", body: { key: "mia", email: "mia@example.com", name: "Mia" } };

const tags = ["Referral links"];

export const referralLinkRoutes: RestRoute[] = forFeature("referralLinks", [
  {
    method: "POST",
    path: "/partner_referral_links",
    field: "Mutation.createReferralLink",
    description: "Adds a referral link to a partner (its key, and optionally where it leads)",
    example: { body: { key: "ada-summer", partner: { key: "ada-l" }, destination_url: "https://shop.example/summer", is_additional: true }, given: [partnerAda] },
    tags,
  },
  {
    method: "GET",
    path: "/partner_referral_links:search",
    field: "Query.restReferralLink",
    example: { path: "/partner_referral_links:search?partner.key=ada-l", given: [partnerAda] },
    tags,
    description: "A link by key, or a partner's default link by partner.id, partner.key or partner.email",
    aliases: [{ path: "/partner_referral_links/{id}" }],
  },
  {
    method: "PUT",
    path: "/partner_referral_links/{id}",
    field: "Mutation.updateReferralLink",
    example: { path: "/partner_referral_links/<1.data.id>", body: { key: "ada-autumn" }, given: [partnerAda, { method: "POST", path: "/partner_referral_links", body: { key: "ada-summer", partner: { key: "ada-l" }, is_additional: true } }] },
    tags,
    description: "Changes the link's key",
  },
  {
    method: "DELETE",
    path: "/partner_referral_links/{id}",
    field: "Mutation.deleteReferralLink",
    example: { path: "/partner_referral_links/<1.data.id>", given: [partnerAda, { method: "POST", path: "/partner_referral_links", body: { key: "ada-summer", partner: { key: "ada-l" }, is_additional: true } }] },
    envelope: "ack",
    tags,
    description: "A partner's only link cannot be deleted (400)",
  },
]);

// refer-a-friend programs: the partner link routes, for customers
export const customerReferralLinkRoutes: RestRoute[] = forFeature("customerReferralLinks", [
  {
    method: "POST",
    path: "/customer_referral_links",
    field: "Mutation.createCustomerReferralLink",
    description: "Adds a referral link to a customer (refer-a-friend)",
    example: { body: { key: "mia-friends", customer: { key: "mia" }, is_additional: true }, given: [referrerMia] },
    tags,
  },
  {
    method: "GET",
    path: "/customer_referral_links:search",
    field: "Query.customerReferralLink",
    example: { path: "/customer_referral_links:search?customer.key=mia", given: [referrerMia] },
    tags,
    description: "A link by id or key, or a customer's default link by customer.id, customer.key or customer.email",
    aliases: [{ path: "/customer_referral_links/{id}" }],
  },
  {
    method: "PUT",
    path: "/customer_referral_links/{id}",
    field: "Mutation.updateCustomerReferralLink",
    example: { path: "/customer_referral_links/<1.data.id>", body: { key: "mia-family" }, given: [referrerMia, { method: "POST", path: "/customer_referral_links", body: { key: "mia-friends", customer: { key: "mia" }, is_additional: true } }] },
    tags,
    description: "Changes the link's key",
  },
  {
    method: "DELETE",
    path: "/customer_referral_links/{id}",
    field: "Mutation.deleteCustomerReferralLink",
    example: { path: "/customer_referral_links/<1.data.id>", given: [referrerMia, { method: "POST", path: "/customer_referral_links", body: { key: "mia-friends", customer: { key: "mia" }, is_additional: true } }] },
    envelope: "ack",
    tags,
    description: "A customer's only link cannot be deleted (400)",
  },
  {
    method: "GET",
    path: "/customers/{id}/referral_links",
    field: "Query.customerReferralLinks",
    example: { path: "/customers/mia/referral_links", given: [referrerMia] },
    tags: ["Customers", ...tags],
    description: "The customer's links (by id, key or email), the default first",
  },
]);
