import { forFeature, type RestRoute } from "../../rest/route.js";

const tags = ["Referral links"];

export const referralLinkRoutes: RestRoute[] = forFeature("referralLinks", [
  { method: "POST", path: "/partner_referral_links", field: "Mutation.createReferralLink", tags },
  {
    method: "GET",
    path: "/partner_referral_links:search",
    field: "Query.referralLink",
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
