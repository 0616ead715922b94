import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Leads"];

export const leadRoutes: RestRoute[] = forFeature("leads", [
  { method: "POST", path: "/leads", field: "Mutation.createLead", tags },
  { method: "GET", path: "/leads", field: "Query.leads", envelope: "list", tags },
  { method: "GET", path: "/leads/details", field: "Query.leadDetails", tags, description: "Lead form configuration and lead commission settings" },
  {
    method: "GET",
    path: "/leads/convert",
    field: "Mutation.convertLead",
    tags,
    description: "Converts a submitted lead (id, commission_transaction_amount); POST with a body works too",
    aliases: [{ method: "POST", path: "/leads/convert" }],
  },
  {
    method: "GET",
    path: "/leads/reject",
    field: "Mutation.rejectLead",
    tags,
    description: "Rejects a submitted lead (id); POST with a body works too",
    aliases: [{ method: "POST", path: "/leads/reject" }],
  },
  { method: "GET", path: "/leads:search", field: "Query.restLead", tags, description: "One lead by id", aliases: [{ path: "/leads/{id}" }] },
  { method: "DELETE", path: "/leads/{id}", field: "Mutation.deleteLead", envelope: "ack", tags },
]);
