import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Rewards"];

export const rewardRoutes: RestRoute[] = forFeature("rewards", [
  {
    method: "GET",
    path: "/rewards",
    field: "Query.rewards",
    envelope: "list",
    tags,
    description:
      "Rewards, newest first; filters partner_id|partner_key|partner_email, customer_key|customer_id, subscriber_id|subscriber_email, transaction_key, status, kind (dotted forms such as partner.key too)",
  },
  { method: "GET", path: "/rewards/{key}", field: "Query.restReward", tags, description: "One reward by its key" },
  { method: "POST", path: "/rewards/{key}/approve", field: "Mutation.approveReward", tags, description: "Pending, in review, or rejected by a fraud rule -> approved" },
  { method: "POST", path: "/rewards/{key}/reject", field: "Mutation.rejectReward", tags, description: "Pending, in review or approved -> rejected, with an optional reason" },
]);
