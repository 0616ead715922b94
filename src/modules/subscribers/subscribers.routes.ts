import { forFeature, type RestRoute } from "../../core/routes.js";

// The path value of /subscribers/{id} may be an id or an email: it fills `id`, and the
// service resolves it by id first, then by email.
export const subscriberRoutes: RestRoute[] = forFeature("subscribers", [
  { method: "POST", path: "/subscribers", field: "Mutation.createSubscriber", tags: ["Subscribers"] },
  { method: "GET", path: "/subscribers", field: "Query.subscribers", envelope: "list", tags: ["Subscribers"] },
  {
    method: "GET",
    path: "/subscribers:search",
    field: "Query.restSubscriber",
    tags: ["Subscribers"],
    description: "One subscriber by id or email",
    aliases: [{ path: "/subscribers/{id}" }],
  },
  {
    method: "PUT",
    path: "/subscribers",
    field: "Mutation.updateSubscriber",
    tags: ["Subscribers"],
    description: "Updates a subscriber identified by id or email; the changes (name, status, approved) come in `update` or flat",
    aliases: [{ path: "/subscribers/{id}" }],
  },
  {
    method: "DELETE",
    path: "/subscribers",
    field: "Mutation.deleteSubscriber",
    envelope: "ack",
    tags: ["Subscribers"],
    description: "Deletes a subscriber permanently, identified by id or email",
    aliases: [{ path: "/subscribers/{id}" }],
  },
]);
