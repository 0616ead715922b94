import { forFeature, type RestRoute, type ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const partnerAda: ExampleRequest = { method: "POST", path: "/partners", body: { id: "ada", key: "ada-l", email: "ada@example.com", name: "Ada", surname: "Lovelace" } };
const leadLee: ExampleRequest = { method: "POST", path: "/leads", body: { name: "Lee", email: "lee@example.com", partner: { key: "ada-l" } } };

const tags = ["Leads"];

export const leadRoutes: RestRoute[] = forFeature("leads", [
  {
    method: "POST",
    path: "/leads",
    field: "Mutation.createLead",
    description: "Submits a lead for a partner (name, email, partner, and the form's cfields)",
    example: { body: { name: "Lee", email: "lee@example.com", partner: { key: "ada-l" } }, given: [partnerAda] },
    tags,
  },
  {
    method: "GET",
    path: "/leads",
    field: "Query.leads",
    description: "Leads, newest first (limit, page, sort)",
    example: { path: "/leads?limit=10", given: [partnerAda, leadLee] },
    envelope: "list",
    tags,
  },
  { method: "GET", path: "/leads/details", field: "Query.leadDetails", tags, description: "Lead form configuration and lead commission settings" },
  {
    method: "GET",
    path: "/leads/convert",
    field: "Mutation.convertLead",
    example: { path: "/leads/convert?id=<1.data.id>&commission_transaction_amount=200", given: [partnerAda, leadLee] },
    tags,
    description: "Converts a submitted lead (id, commission_transaction_amount); POST with a body works too",
    aliases: [{ method: "POST", path: "/leads/convert" }],
  },
  {
    method: "GET",
    path: "/leads/reject",
    field: "Mutation.rejectLead",
    example: { path: "/leads/reject?id=<1.data.id>", given: [partnerAda, leadLee] },
    tags,
    description: "Rejects a submitted lead (id); POST with a body works too",
    aliases: [{ method: "POST", path: "/leads/reject" }],
  },
  {
    method: "GET",
    path: "/leads:search",
    field: "Query.restLead",
    example: { path: "/leads:search?id=<1.data.id>", given: [partnerAda, leadLee] },
    tags,
    description: "One lead by id",
    aliases: [{ path: "/leads/{id}" }],
  },
  {
    method: "DELETE",
    path: "/leads/{id}",
    field: "Mutation.deleteLead",
    description: "Deletes a lead",
    example: { path: "/leads/<1.data.id>", given: [partnerAda, leadLee] },
    envelope: "ack",
    tags,
  },
]);
