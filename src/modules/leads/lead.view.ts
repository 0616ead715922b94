// How a lead is shown: the one view of the resource. Event payloads are this view;
// the GraphQL fields that REST shows resolve through the same helpers, and a test holds
// every event payload to the GET response of its lead.
import type { Prisma, Program } from "../../generated/prisma/client.js";
import { isoDate } from "../../core/time.js";
import { readLeadForm } from "./lead-settings.js";

export const leadInclude = { partner: true, convertedCustomer: true } satisfies Prisma.LeadInclude;
export type LeadWithRelations = Prisma.LeadGetPayload<{ include: typeof leadInclude }>;

/** the answers in the order of the program's lead form, lists joined */
export function submissionForm(program: Program, lead: Pick<LeadWithRelations, "answers">) {
  const answers = (lead.answers ?? {}) as Record<string, string | string[]>;
  return readLeadForm(program.leadForm)
    .filter((f) => answers[f.id] !== undefined)
    .map((f) => ({ question: f.question, answer: [answers[f.id]!].flat().join(", ") }));
}

export const submitterOf = (lead: LeadWithRelations) => ({
  id: lead.partner.id,
  name: `${lead.partner.name} ${lead.partner.surname}`.trim(),
  email: lead.partner.email,
});

export const convertedToOf = (lead: LeadWithRelations) =>
  lead.convertedCustomer ? { key: lead.convertedCustomer.key, name: lead.convertedCustomer.name, email: lead.convertedCustomer.email } : null;

/** only a submitted lead can still be converted or rejected */
export const isOpen = (lead: Pick<LeadWithRelations, "status">) => lead.status === "submitted";

/** the lead as GET /v1/leads/{id} shows it */
export function leadView(program: Program, lead: LeadWithRelations) {
  const converted = convertedToOf(lead);
  const submitter = submitterOf(lead);
  return {
    can_be_converted: isOpen(lead),
    can_be_rejected: isOpen(lead),
    converted_to: converted && { email: converted.email, key: converted.key, name: converted.name },
    created_at: isoDate(lead.createdAt),
    id: lead.id,
    lead_info: { email: lead.email, name: lead.name },
    status: lead.status,
    submission_form: submissionForm(program, lead).map((a) => ({ answer: a.answer, question: a.question })),
    submitter: { email: submitter.email, id: submitter.id, name: submitter.name },
  };
}

export const leadEvent = (program: Program, lead: LeadWithRelations) => ({ type: "lead" as const, id: String(lead.id), view: leadView(program, lead) });
