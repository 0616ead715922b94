import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const subscriberAnn: ExampleRequest = { method: "POST", path: "/subscribers", body: { email: "ann@example.com", name: "Ann" } };

// The path value of /subscribers/{id} may be an id or an email: it fills `id`, and the
// service resolves it by id first, then by email.
export const subscriberRoutes: RestRoute[] = forFeature("subscribers", [
  {
    method: "POST",
    path: "/subscribers",
    field: "Mutation.createSubscriber",
    description: "Creates a subscriber; referral names the subscriber who referred them",
    example: { body: { email: "ann@example.com", name: "Ann" } },
    tags: ["Subscribers"],
  },
  {
    method: "GET",
    path: "/subscribers",
    field: "Query.subscribers",
    description: "Subscribers, newest first (limit, page, sort); filter refer_status",
    example: { path: "/subscribers?limit=10", given: [subscriberAnn] },
    envelope: "list",
    tags: ["Subscribers"],
  },
  {
    method: "GET",
    path: "/subscribers:search",
    field: "Query.restSubscriber",
    example: { path: "/subscribers:search?email=ann@example.com", given: [subscriberAnn] },
    tags: ["Subscribers"],
    description: "One subscriber by id or email",
    aliases: [{ path: "/subscribers/{id}" }],
  },
  {
    method: "PUT",
    path: "/subscribers",
    field: "Mutation.updateSubscriber",
    example: { body: { email: "ann@example.com", update: { name: "Ann Lee" } }, given: [subscriberAnn] },
    tags: ["Subscribers"],
    description: "Updates a subscriber identified by id or email; the changes (name, status, approved) come in `update` or flat",
    aliases: [{ path: "/subscribers/{id}" }],
  },
  {
    method: "DELETE",
    path: "/subscribers",
    field: "Mutation.deleteSubscriber",
    example: { body: { email: "ann@example.com" }, given: [subscriberAnn] },
    envelope: "ack",
    tags: ["Subscribers"],
    description: "Deletes a subscriber permanently, identified by id or email",
    aliases: [{ path: "/subscribers/{id}" }],
  },
]);
