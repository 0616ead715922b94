// Leads of affiliate programs on GraphQL: the Lead node (REST shows the same type under its
// REST names), the list and lookup a console uses, the mutations with one input and a payload,
// and the lead form settings. The REST contract's own root fields are in leads.rest-fields.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { given } from "../../core/input.js";
import { ValidationError } from "../../core/errors.js";
import { builder } from "../../graphql/builder.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { DateRangeInput, pagedComplexity } from "../../graphql/inputs.js";
import { valueEnum } from "../../graphql/enums.js";
import { nodeId, numberInProgram, primaryKeyOf, restIdExtensions } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType } from "../../graphql/payload.js";
import { partnerRef } from "../partners/partners.schema.js";
import { RateTypeEnum } from "../programs/commission-settings.schema.js";
import { findPartner } from "../partners/partners.service.js";
import { convertedToOf, isOpen, submissionForm, submitterOf } from "./lead.view.js";
import { readLeadForm, type Answers, type LeadCommission, type LeadFormField } from "./lead-settings.js";
import { convertLead, createLead, deleteLead, findLead, leadDetails, listLeads, rejectLead, updateLeadSettings } from "./leads.service.js";

const LeadPerson = builder.objectRef<{ name: string; email: string | null }>("LeadInfo").implement({
  description: "Who the lead is",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The lead's name" }),
    email: t.exposeString("email", { nullable: true, description: "The lead's email address" }),
  }),
});
const LeadCustomer = builder.objectRef<{ key: string; name: string; email: string | null }>("LeadCustomer").implement({
  description: "The customer a converted lead became",
  fields: (t) => ({
    key: t.exposeString("key", { description: "The customer's key" }),
    name: t.exposeString("name", { description: "The customer's name" }),
    email: t.exposeString("email", { nullable: true, description: "The customer's email address" }),
  }),
});
const LeadSubmitter = builder.objectRef<{ id: string; name: string; email: string }>("LeadSubmitter").implement({
  description: "The partner who submitted the lead",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The partner's id in the program" }),
    name: t.exposeString("name", { description: "The partner's full name" }),
    email: t.exposeString("email", { description: "The partner's email address" }),
  }),
});
const FormAnswer = builder.objectRef<{ question: string; answer: string }>("LeadFormAnswer").implement({
  description: "One answer of the lead form, as a person reads it",
  fields: (t) => ({
    question: t.exposeString("question", { description: "The form field's question" }),
    answer: t.exposeString("answer", { description: "The answer (several values joined by commas)" }),
  }),
});

interface AnswerRow {
  fieldId: string;
  question: string | null;
  values: string[];
}

const LeadAnswer = builder.objectRef<AnswerRow>("LeadAnswer").implement({
  description: "One answer of the lead form, by field",
  fields: (t) => ({
    fieldId: t.exposeString("fieldId", { description: "The id of the lead form's field" }),
    question: t.exposeString("question", { nullable: true, description: "The field's question; null when the form no longer has the field" }),
    values: t.exposeStringList("values", { description: "The answer's values: one for most fields, any number for multiple choice" }),
  }),
});

export const LeadStatusEnum = valueEnum("LeadStatus", "Where a lead stands", {
  submitted: "Submitted by a partner: can still be converted or rejected",
  converted: "Converted into a customer, with the partner's commission",
  rejected: "Rejected by the program",
});

const partnerInclude = { partner: true, convertedCustomer: true } as const;

export const LeadType = builder.prismaNode("Lead", {
  name: "Lead",
  description: "A lead a partner submitted in an affiliate program: someone who may become a customer",
  id: nodeId("id"),
  findUnique: numberInProgram("id"),
  fields: (t) => ({
    number: t.exposeInt("id", { description: "The lead's number in the program", extensions: restIdExtensions }),
    status: t.expose("status", { type: LeadStatusEnum, description: "Where the lead stands" }),
    createdAt: t.expose("createdAt", { type: "Date", description: "The day the lead was submitted" }),
    leadInfo: t.field({ type: LeadPerson, description: "Who the lead is", resolve: (l) => ({ name: l.name, email: l.email }) }),
    convertedTo: t.field({ type: LeadCustomer, nullable: true, extensions: restOnly("converted_to"), select: partnerInclude, resolve: convertedToOf }),
    submitter: t.field({ type: LeadSubmitter, extensions: restOnly("submitter"), select: partnerInclude, resolve: submitterOf }),
    partner: t.relation("partner", { description: "The partner who submitted the lead", extensions: graphqlOnly }),
    customer: t.relation("convertedCustomer", { nullable: true, description: "The customer the lead became; null until it is converted", extensions: graphqlOnly }),
    submissionForm: t.field({
      type: [FormAnswer],
      description: "The answers, in the order of the program's lead form",
      resolve: (l, _a, ctx) => submissionForm(ctx.program, l),
    }),
    canBeConverted: t.boolean({ description: "Whether the lead can still be converted (only a submitted one can)", resolve: isOpen }),
    canBeRejected: t.boolean({ description: "Whether the lead can still be rejected (only a submitted one can)", resolve: isOpen }),
    answers: t.field({
      type: [LeadAnswer],
      description: "The answers by form field, in the order of the program's lead form (answers to fields it no longer has last)",
      extensions: graphqlOnly,
      resolve: (l, _a, ctx) => answersOf(readLeadForm(ctx.program.leadForm), (l.answers ?? {}) as Answers),
    }),
  }),
});

function answersOf(form: LeadFormField[], answers: Answers): AnswerRow[] {
  const known = form.filter((f) => answers[f.id] !== undefined).map((f) => ({ fieldId: f.id, question: f.question, values: [answers[f.id]!].flat() }));
  const gone = Object.keys(answers)
    .filter((id) => !form.some((f) => f.id === id))
    .map((id) => ({ fieldId: id, question: null, values: [answers[id]!].flat() }));
  return [...known, ...gone];
}

const LeadConnection = pageConnection("LeadConnection", LeadType);

// REST's lead details keep the field type a string (restAsText), refused in the settings' own words
const LeadFormFieldKind = valueEnum(
  "LeadFormFieldType",
  "What a lead form field asks for",
  {
    text: "A line of text",
    textarea: "Lines of text",
    email: "An email address",
    number: "A number",
    select: "One of the field's options",
    multiselect: "Any of the field's options",
    checkbox: "Ticked options, of the field's",
  } satisfies Record<LeadFormField["type"], string>,
  { restAsText: true },
);

const LeadFormFieldType = builder.objectRef<LeadFormField>("LeadFormField").implement({
  description: "A field of the program's lead form",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The field's id: what answers are keyed by" }),
    question: t.exposeString("question", { description: "The question the form asks" }),
    type: t.expose("type", { type: LeadFormFieldKind, description: "What the field asks for" }),
    required: t.exposeBoolean("required", { description: "Whether a lead must answer it" }),
    options: t.exposeStringList("options", { description: "The choices of a select, multiselect or checkbox field" }),
  }),
});
const LeadCommissionType = builder.objectRef<LeadCommission>("LeadCommission").implement({
  description: "Commission of a converted lead: a percent of the converted sale's amount, or a fixed amount",
  fields: (t) => ({
    type: t.expose("type", { type: RateTypeEnum, description: "How the commission is reckoned" }),
    value: t.expose("value", { type: "Decimal", description: "The percent, or the amount in the program's currency" }),
  }),
});
const LeadDetails = builder.objectRef<ReturnType<typeof leadDetails>>("LeadDetails").implement({
  description: "The program's lead form and lead commission",
  fields: (t) => ({
    form: t.field({ type: [LeadFormFieldType], description: "The lead form's fields, in order", resolve: (d) => d.form }),
    commission: t.field({ type: LeadCommissionType, description: "What a converted lead earns its partner", resolve: (d) => d.commission }),
    currency: t.exposeString("currency", { description: "The program's currency" }),
  }),
});
const LeadFormFieldInput = builder.inputType("LeadFormFieldInput", {
  description: "A field of the lead form",
  fields: (t) => ({
    id: t.string({ required: true, description: "The field's id: letters, numbers, dashes and underscores" }),
    question: t.string({ required: true, description: "The question the form asks" }),
    type: t.field({ type: LeadFormFieldKind, description: "What the field asks for; TEXT when omitted" }),
    required: t.boolean({ description: "Whether a lead must answer it" }),
    options: t.stringList({ description: "The choices of a select, multiselect or checkbox field" }),
  }),
});
const LeadCommissionInput = builder.inputType("LeadCommissionInput", {
  description: "What a converted lead earns its partner",
  fields: (t) => ({
    type: t.field({ type: RateTypeEnum, description: "How the commission is reckoned; PERCENT when omitted" }),
    value: t.field({ type: "Decimal", description: "The percent, or the amount in the program's currency" }),
  }),
});

const LeadFilter = builder.inputType("LeadFilter", {
  description: "Which leads a list shows; every field given narrows it",
  fields: (t) => ({
    statuses: t.field({ type: [LeadStatusEnum], description: "Only leads in one of these statuses" }),
    partnerId: t.id({ description: "Only leads this partner submitted (its global id)" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only leads submitted in this range" }),
  }),
});

/** a lead's global id as the number services take */
export const leadNumber = (id: string | number) => {
  const key = primaryKeyOf(String(id), "Lead");
  return /^\d{1,10}$/.test(key) ? Number(key) : -1;
};

const notFoundAsNull = (err: unknown) => {
  if ((err as { code?: string }).code === "NOT_FOUND") return null;
  throw err;
};

builder.queryFields((t) => ({
  leads: t.field({
    type: LeadConnection,
    description: "The program's leads, newest first unless `orderBy` says otherwise",
    args: { ...pageArgs, filter: t.arg({ type: LeadFilter, extensions: graphqlOnly, description: "Narrows the list" }) },
    complexity: pagedComplexity,
    resolve: (_r, { filter, ...args }, ctx, info) => {
      const include = queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include;
      // a partner id of no partner narrows the list to nothing
      const partnerUid = filter?.partnerId != null ? safeKey(filter.partnerId, "Partner") : undefined;
      return listLeads(ctx, { ...args, filter: filter && { statuses: filter.statuses, createdAt: filter.createdAt, partnerUid } }, include);
    },
  }),
  lead: t.prismaField({
    type: "Lead",
    nullable: true,
    extensions: graphqlOnly,
    description: "One lead of the program, by its global id; null when there is none",
    args: { id: t.arg.id({ required: true, description: "The lead's global id" }) },
    resolve: (query, _r, a, ctx) => findLead(ctx, leadNumber(a.id), query.include).catch(notFoundAsNull),
  }),
  leadDetails: t.field({ type: LeadDetails, description: "The program's lead form and lead commission", resolve: (_r, _a, ctx) => leadDetails(ctx) }),
}));

/** the primary key of a global id of the type, or one that finds nothing */
function safeKey(id: string | number, typename: string): string {
  try {
    return primaryKeyOf(String(id), typename);
  } catch {
    return "\u0000none";
  }
}

const LeadAnswerInput = builder.inputType("LeadAnswerInput", {
  description: "An answer to a field of the lead form",
  fields: (t) => ({
    fieldId: t.string({ required: true, description: "The id of the lead form's field" }),
    values: t.stringList({ required: true, description: "The answer: one value, or several for a multiselect or checkbox field" }),
  }),
});

const LeadCreateInput = builder.inputType("LeadCreateInput", {
  description: "A lead a partner submits",
  fields: (t) => ({
    name: t.string({ required: true, description: "The lead's name" }),
    email: t.string({ required: true, description: "The lead's email address" }),
    partnerId: t.id({ required: true, description: "The global id of the partner who submits it" }),
    answers: t.field({ type: [LeadAnswerInput], description: "Answers to the program's lead form; every required field must be answered" }),
  }),
});

const LeadConvertInput = builder.inputType("LeadConvertInput", {
  description: "The lead to convert, and the sale it became",
  fields: (t) => ({
    id: t.id({ required: true, description: "The lead's global id" }),
    commissionTransactionAmount: t.field({
      type: "Decimal",
      required: true,
      description: "The amount of the sale the lead became, in the program's currency: a percent commission is taken of it",
    }),
  }),
});

const LeadIdInput = (name: string, action: string) =>
  builder.inputType(name, {
    description: `The lead to ${action}`,
    fields: (t) => ({ id: t.id({ required: true, description: "The lead's global id" }) }),
  });

const leadResult = "The lead as it is now; null when the input was refused";
const LeadCreatePayload = payloadType("LeadCreatePayload", "lead", LeadType, "The new lead; null when the input was refused");
const LeadConvertPayload = payloadType("LeadConvertPayload", "lead", LeadType, leadResult);
const LeadRejectPayload = payloadType("LeadRejectPayload", "lead", LeadType, leadResult);
const LeadDeletePayload = deletePayloadType("LeadDeletePayload");

const LeadSettingsUpdateInput = builder.inputType("LeadSettingsUpdateInput", {
  description: "The lead settings to replace: each one given replaces the one the program has, the others stay",
  fields: (t) => ({
    form: t.field({ type: [LeadFormFieldInput], description: "The lead form's fields, in order: replaces the form" }),
    commission: t.field({ type: LeadCommissionInput, description: "What a converted lead earns: replaces the setting" }),
  }),
});
const LeadSettingsUpdatePayload = payloadType("LeadSettingsUpdatePayload", "leadDetails", LeadDetails, "The lead settings as they are now; null when the input was refused");

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

/** the answers as the service takes them: one value as a string, unless the field takes several */
function cfieldsOf(form: LeadFormField[], answers: readonly { fieldId: string; values: readonly string[] }[]): Answers {
  const several = new Set(form.filter((f) => f.type === "multiselect" || f.type === "checkbox").map((f) => f.id));
  return Object.fromEntries(answers.map((a) => [a.fieldId, several.has(a.fieldId) || a.values.length !== 1 ? [...a.values] : a.values[0]!]));
}

builder.mutationFields((t) => ({
  leadCreate: t.field({
    type: LeadCreatePayload,
    extensions: graphqlOnly,
    description: `Submits a lead for a partner, checking its answers against the program's lead form.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: LeadCreateInput, required: true, description: "The lead" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "lead",
        async () => {
          const partner = await (async () => findPartner(ctx, partnerRef(input.partnerId)))().catch((err: unknown) => {
            if ((err as { code?: string }).code === "NOT_FOUND") throw ValidationError.field("partner", "No partner has this id.");
            throw err;
          });
          const cfields = input.answers ? cfieldsOf(readLeadForm(ctx.program.leadForm), input.answers) : undefined;
          return createLead(ctx, { name: input.name, email: input.email, partner: { id: partner.id }, cfields });
        },
        { partner: "partnerId", cfields: "answers" },
      ),
  }),
  leadConvert: t.field({
    type: LeadConvertPayload,
    extensions: graphqlOnly,
    description: `Converts a submitted lead: creates its customer and records the sale and the partner's commission.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: LeadConvertInput, required: true, description: "The lead and its sale" }) },
    resolve: (_r, { input }, ctx) => payload("lead", () => convertLead(ctx, leadNumber(input.id), input.commissionTransactionAmount)),
  }),
  leadReject: t.field({
    type: LeadRejectPayload,
    extensions: graphqlOnly,
    description: `Rejects a submitted lead.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: LeadIdInput("LeadRejectInput", "reject"), required: true, description: "The lead" }) },
    resolve: (_r, { input }, ctx) => payload("lead", () => rejectLead(ctx, leadNumber(input.id))),
  }),
  leadDelete: t.field({
    type: LeadDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a lead.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: LeadIdInput("LeadDeleteInput", "delete"), required: true, description: "The lead" }) },
    resolve: (_r, { input }, ctx) =>
      payload("deletedId", async () => {
        await deleteLead(ctx, leadNumber(input.id));
        return String(input.id);
      }),
  }),
  leadSettingsUpdate: t.field({
    type: LeadSettingsUpdatePayload,
    extensions: graphqlOnly,
    description: `Replaces the lead form, the lead commission, or both.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: LeadSettingsUpdateInput, required: true, description: "The settings to replace" }) },
    resolve: (_r, { input }, ctx) =>
      payload("leadDetails", () =>
        updateLeadSettings(ctx, {
          form: input.form ? input.form.map((f) => given(f)) : undefined,
          commission: input.commission ? given(input.commission) : undefined,
        }),
      ),
  }),
}));
