// The lead fields only REST runs (its routes name them): the lookup by integer id and the
// mutations with loose arguments and bare results. GraphQL has its own forms of each in
// leads.schema.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { restRoute } from "../../graphql/surface.js";
import { PartnerRefInput } from "../../graphql/inputs.js";
import { LeadType } from "./leads.schema.js";
import { convertLead, createLead, deleteLead, findLead, rejectLead } from "./leads.service.js";

builder.queryFields((t) => ({
  restLead: t.field({ extensions: restRoute, type: LeadType, args: { id: t.arg.int({ required: true }) }, resolve: (_r, a, ctx) => findLead(ctx, a.id) }),
}));

builder.mutationFields((t) => ({
  createLead: t.field({
    extensions: restRoute,
    type: LeadType,
    args: {
      name: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      partner: t.arg({ type: PartnerRefInput, required: true }),
      cfields: t.arg({ type: "JSON", description: "Answers keyed by lead form field id: strings or arrays of strings" }),
    },
    resolve: (_r, args, ctx) => createLead(ctx, { name: args.name, email: args.email, partner: given(args.partner), cfields: args.cfields }),
  }),
  convertLead: t.field({
    extensions: restRoute,
    type: LeadType,
    description: "Converts a submitted lead: creates the customer and records the commission",
    args: { id: t.arg.int({ required: true }), commissionTransactionAmount: t.arg({ type: "Decimal", required: true }) },
    resolve: (_r, a, ctx) => convertLead(ctx, a.id, a.commissionTransactionAmount),
  }),
  rejectLead: t.field({ extensions: restRoute, type: LeadType, args: { id: t.arg.int({ required: true }) }, resolve: (_r, a, ctx) => rejectLead(ctx, a.id) }),
  deleteLead: t.boolean({
    extensions: restRoute,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, a, ctx) => {
      await deleteLead(ctx, a.id);
      return true;
    },
  }),
}));
