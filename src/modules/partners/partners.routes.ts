import { forFeature, type RestRoute } from "../../core/routes.js";

export const partnerRoutes: RestRoute[] = forFeature("partners", [
  { method: "POST", path: "/partners", field: "Mutation.createPartner", tags: ["Partners"], aliases: [{ path: "/partner", legacy: true }] },
  { method: "POST", path: "/partners:invite", feature: "partnerInvites", field: "Mutation.invitePartner", tags: ["Partners"] },
  { method: "GET", path: "/partners", field: "Query.partners", envelope: "list", tags: ["Partners"] },
  {
    method: "GET",
    path: "/partners/{id}",
    field: "Query.restPartner",
    tags: ["Partners"],
    description: "One partner by id (the legacy path takes id, key or email)",
    aliases: [{ path: "/partner", legacy: true }],
  },
  {
    method: "GET",
    path: "/partners:search",
    field: "Query.searchPartners",
    envelope: "list",
    tags: ["Partners"],
    description: "Partners whose id or key contains the given text, or whose email is the given one (exact); paged, newest first",
  },
  {
    method: "PUT",
    path: "/partners",
    field: "Mutation.updatePartner",
    tags: ["Partners"],
    description: "Updates a partner identified by id, key or email; the changes come in `update` or flat",
    aliases: [{ path: "/partners/{id}" }, { path: "/partner", legacy: true }],
  },
  {
    method: "DELETE",
    path: "/partners",
    field: "Mutation.deletePartner",
    envelope: "ack",
    description:
      "Deletes a partner identified by id, key or email: it disappears from the API, its commissions stay on record, and its email, id and key stay reserved in the program",
    tags: ["Partners"],
    aliases: [{ path: "/partners/{id}" }, { path: "/partner", legacy: true }],
  },
  { method: "POST", path: "/partners/{id}/archive", field: "Mutation.archivePartner", envelope: "ack", tags: ["Partners"] },
  { method: "POST", path: "/partners/{id}/revoke-archive", field: "Mutation.restorePartner", envelope: "ack", tags: ["Partners"] },
  { method: "POST", path: "/partners/{id}/reward", field: "Mutation.rewardPartner", tags: ["Partners"] },
  { method: "GET", path: "/partners/{id}/referral_links", field: "Query.partnerReferralLinks", tags: ["Partners", "Referral links"] },
]);
