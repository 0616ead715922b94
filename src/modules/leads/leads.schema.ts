import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { convertedToOf, isOpen, submissionForm, submitterOf } from "./lead.view.js";
import type { LeadCommission, LeadFormField } from "./lead-settings.js";
import {
  convertLead,
  createLead,
  deleteLead,
  findLead,
  leadDetails,
  listLeads,
  rejectLead,
  updateLeadSettings,
  type LeadWithRelations,
} from "./leads.service.js";

const LeadPerson = builder.objectRef<{ name: string; email: string | null }>("LeadInfo").implement({
  fields: (t) => ({ name: t.exposeString("name"), email: t.exposeString("email", { nullable: true }) }),
});
const LeadCustomer = builder.objectRef<{ key: string; name: string; email: string | null }>("LeadCustomer").implement({
  description: "The customer a converted lead became",
  fields: (t) => ({ key: t.exposeString("key"), name: t.exposeString("name"), email: t.exposeString("email", { nullable: true }) }),
});
const LeadSubmitter = builder.objectRef<{ id: string; name: string; email: string }>("LeadSubmitter").implement({
  description: "The partner who submitted the lead",
  fields: (t) => ({ id: t.exposeString("id"), name: t.exposeString("name"), email: t.exposeString("email") }),
});
const FormAnswer = builder.objectRef<{ question: string; answer: string }>("LeadFormAnswer").implement({
  fields: (t) => ({ question: t.exposeString("question"), answer: t.exposeString("answer") }),
});

export const LeadType = builder.objectRef<LeadWithRelations>("Lead").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.exposeString("status", { description: "submitted, converted or rejected" }),
    createdAt: t.expose("createdAt", { type: "Date" }),
    leadInfo: t.field({ type: LeadPerson, resolve: (l) => ({ name: l.name, email: l.email }) }),
    convertedTo: t.field({ type: LeadCustomer, nullable: true, resolve: convertedToOf }),
    submitter: t.field({ type: LeadSubmitter, resolve: submitterOf }),
    submissionForm: t.field({
      type: [FormAnswer],
      description: "The answers, in the order of the program's lead form",
      resolve: (l, _a, ctx) => submissionForm(ctx.program, l),
    }),
    canBeConverted: t.boolean({ resolve: isOpen }),
    canBeRejected: t.boolean({ resolve: isOpen }),
    answers: t.field({ type: "JSON", description: "Answers keyed by form field id", extensions: graphqlOnly, resolve: (l) => l.answers }),
  }),
});

const LeadConnection = pageConnection("LeadConnection", LeadType);

const LeadFormFieldType = builder.objectRef<LeadFormField>("LeadFormField").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    question: t.exposeString("question"),
    type: t.exposeString("type"),
    required: t.exposeBoolean("required"),
    options: t.exposeStringList("options"),
  }),
});
const LeadCommissionType = builder.objectRef<LeadCommission>("LeadCommission").implement({
  description: "Commission of a converted lead: percent of commission_transaction_amount, or a fixed amount",
  fields: (t) => ({ type: t.exposeString("type"), value: t.exposeFloat("value") }),
});
const LeadDetails = builder.objectRef<ReturnType<typeof leadDetails>>("LeadDetails").implement({
  fields: (t) => ({
    form: t.field({ type: [LeadFormFieldType], resolve: (d) => d.form }),
    commission: t.field({ type: LeadCommissionType, resolve: (d) => d.commission }),
    currency: t.exposeString("currency"),
  }),
});
const LeadFormFieldInput = builder.inputType("LeadFormFieldInput", {
  fields: (t) => ({
    id: t.string({ required: true }),
    question: t.string({ required: true }),
    type: t.string({ description: "text, textarea, email, number, select, multiselect or checkbox" }),
    required: t.boolean(),
    options: t.stringList(),
  }),
});
const LeadCommissionInput = builder.inputType("LeadCommissionInput", {
  fields: (t) => ({ type: t.string({ description: "percent or static" }), value: t.field({ type: "Decimal" }) }),
});

builder.queryFields((t) => ({
  leads: t.field({
    type: LeadConnection,
    args: { ...pageArgs },
    complexity: pagedComplexity,
    resolve: (_r, args, ctx) => listLeads(ctx, args),
  }),
  lead: t.field({ type: LeadType, args: { id: t.arg.int({ required: true }) }, resolve: (_r, a, ctx) => findLead(ctx, a.id) }),
  leadDetails: t.field({ type: LeadDetails, description: "Lead form configuration and lead commission settings", resolve: (_r, _a, ctx) => leadDetails(ctx) }),
}));

builder.mutationFields((t) => ({
  createLead: t.field({
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
    type: LeadType,
    description: "Converts a submitted lead: creates the customer and records the commission",
    args: { id: t.arg.int({ required: true }), commissionTransactionAmount: t.arg({ type: "Decimal", required: true }) },
    resolve: (_r, a, ctx) => convertLead(ctx, a.id, a.commissionTransactionAmount),
  }),
  rejectLead: t.field({ type: LeadType, args: { id: t.arg.int({ required: true }) }, resolve: (_r, a, ctx) => rejectLead(ctx, a.id) }),
  deleteLead: t.boolean({
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, a, ctx) => {
      await deleteLead(ctx, a.id);
      return true;
    },
  }),
  updateLeadSettings: t.field({
    type: LeadDetails,
    description: "Replaces the lead form and/or the lead commission settings",
    args: { form: t.arg({ type: [LeadFormFieldInput] }), commission: t.arg({ type: LeadCommissionInput }) },
    resolve: (_r, a, ctx) =>
      updateLeadSettings(ctx, {
        form: a.form ? a.form.map((f) => given(f)) : undefined,
        commission: a.commission ? given(a.commission) : undefined,
      }),
  }),
}));
