// Leads (affiliate programs): partners submit leads; converting one creates
// the customer and records the commission; rejecting one ends it. Both only from submitted.
import { z } from "zod";
import { amountField, emailField } from "../../core/fields.js";
import { Prisma, type Lead, type LeadStatus } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { inTransaction } from "../../core/context.js";
import { transition } from "../../core/transition.js";
import { customerEvent } from "../customers/customer.view.js";
import { findAttributedPartner } from "../partners/partners.service.js";
import { isOpen, leadEvent, leadInclude, type LeadWithRelations } from "./lead.view.js";
import { recordEvent } from "../../events/outbox.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { randomKey } from "../../core/ids.js";
import { Decimal } from "../../core/money.js";
import { parseInput } from "../../core/input.js";
import { requireFeature } from "../../core/features.js";
import { recordTransactionIn } from "../transactions/transaction-record.js";
import { changeProgram } from "../programs/programs.service.js";
import type { PartnerRef } from "../partners/partner-input.js";
import { checkAnswers, leadCommissionSchema, leadFormSchema, readLeadCommission, readLeadForm } from "./lead-settings.js";

const email = emailField;
const newLeadSchema = z.object({
  name: z.string({ error: "The name field is required." }).trim().min(1, "The name field is required.").max(200),
  email: z.string({ error: "The email field is required." }).pipe(email),
});


export async function findLead(ctx: ServiceContext, id: number, include?: Prisma.LeadInclude): Promise<LeadWithRelations> {
  requireFeature(ctx.program, "leads");
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundError("Lead");
  const lead = await ctx.db.lead.findFirst({ where: { id, programId: ctx.program.id }, include: { ...leadInclude, ...include } });
  if (!lead) throw new NotFoundError("Lead");
  return lead;
}

export async function createLead(ctx: ServiceContext, input: { name?: string; email?: string; partner?: PartnerRef; cfields?: unknown }) {
  requireFeature(ctx.program, "leads");
  const data = parseInput(newLeadSchema, input);
  const ref = input.partner;
  if (!ref || !(ref.key || ref.id || ref.email)) throw ValidationError.field("partner", "A partner key, id or email is required.");
  const answers = checkAnswers(readLeadForm(ctx.program.leadForm), input.cfields);
  const partner = await findAttributedPartner(ctx, ref);
  return inTransaction(ctx, async (tx) => {
    const lead = await tx.db.lead.create({
      data: { programId: ctx.program.id, partnerUid: partner.uid, name: data.name, email: data.email, answers, createdAt: ctx.now() },
      include: leadInclude,
    });
    await recordEvent(tx, "lead.submitted", leadEvent(ctx.program, lead));
    return lead;
  });
}

/** GraphQL's narrowing of the list: every field given narrows it */
export interface LeadFilter {
  statuses?: readonly LeadStatus[] | null;
  partnerUid?: string;
  createdAt?: { from?: Date | null; to?: Date | null } | null;
}

export async function listLeads(ctx: ServiceContext, args: ListArgs & { filter?: LeadFilter | null }, include: Prisma.LeadInclude = leadInclude) {
  requireFeature(ctx.program, "leads");
  const f = args.filter ?? {};
  const where: Prisma.LeadWhereInput = {
    programId: ctx.program.id,
    ...(f.statuses?.length ? { status: { in: [...f.statuses] } } : {}),
    ...(f.partnerUid ? { partnerUid: f.partnerUid } : {}),
    ...(f.createdAt ? { createdAt: { gte: f.createdAt.from ?? undefined, lt: f.createdAt.to ?? undefined } } : {}),
  };
  return paginate(args, PAGE_SIZES.standard, "id", (w) =>
    Promise.all([
      ctx.db.lead.findMany({ where: w.where(where), include: { ...leadInclude, ...include }, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.lead.count({ where }),
    ]),
  );
}

export function leadDetails(ctx: ServiceContext) {
  requireFeature(ctx.program, "leads");
  return { form: readLeadForm(ctx.program.leadForm), commission: readLeadCommission(ctx.program.leadCommission), currency: ctx.program.currency };
}

export async function updateLeadSettings(ctx: ServiceContext, input: { form?: unknown; commission?: unknown }) {
  requireFeature(ctx.program, "leads");
  const form = input.form === undefined ? undefined : parseInput(leadFormSchema, input.form, "form");
  const commission = input.commission === undefined ? undefined : parseInput(leadCommissionSchema, input.commission, "commission");
  const program = await changeProgram(ctx, () => ({
    leadForm: form as Prisma.InputJsonValue | undefined,
    leadCommission: commission as Prisma.InputJsonValue | undefined,
  }));
  return leadDetails({ ...ctx, program });
}

export async function convertLead(ctx: ServiceContext, id: number, commissionTransactionAmount: Decimal | number | null | undefined) {
  const lead = await findLead(ctx, id);
  const amount = parseInput(z.object({ commissionTransactionAmount: amountField("commission_transaction_amount", { zero: true }) }), {
    commissionTransactionAmount: commissionTransactionAmount ?? undefined,
  }).commissionTransactionAmount;
  if (!isOpen(lead)) throw new BadRequestError(`Lead cannot be converted: it is ${lead.status}`);
  const commission = readLeadCommission(ctx.program.leadCommission);
  const rewardAmount = commission.type === "percent" ? amount.times(commission.value).div(100).toDecimalPlaces(2) : new Decimal(commission.value);
  return transition(ctx, {
    // the status condition makes a concurrent second convert (or reject) change nothing
    claim: (db) => db.lead.updateMany({ where: { id: lead.id, status: "submitted" }, data: { status: "converted", convertedAt: ctx.now() } }),
    reload: (db) => db.lead.findUniqueOrThrow({ where: { id: lead.id }, include: leadInclude }),
    refused: "Lead cannot be converted: it is no longer submitted",
    then: async (tx, converted) => {
      const customer = await tx.db.customer.create({
        data: { programId: ctx.program.id, id: randomKey(12), key: `lead-${lead.id}-${randomKey(4)}`, email: lead.email, name: lead.name, partnerUid: lead.partnerUid, createdAt: ctx.now() },
      });
      await tx.db.lead.update({ where: { id: lead.id }, data: { convertedCustomerUid: customer.uid } });
      converted.convertedCustomerUid = customer.uid;
      converted.convertedCustomer = customer;
      await recordEvent(tx, "customer.created", await customerEvent(tx, customer));
      await recordEvent(tx, "lead.converted", leadEvent(ctx.program, converted));
      // the sale and its commission, as POST /v1/transactions records them (rate: the lead settings')
      await recordTransactionIn(
        tx,
        { key: `lead-${lead.id}`, action: "lead", amount, customer: { key: customer.key }, reward: rewardAmount },
        { kind: "lead", leadId: lead.id },
      );
    },
  });
}

export async function rejectLead(ctx: ServiceContext, id: number) {
  const lead = await findLead(ctx, id);
  if (!isOpen(lead)) throw new BadRequestError(`Lead cannot be rejected: it is ${lead.status}`);
  return transition(ctx, {
    claim: (db) => db.lead.updateMany({ where: { id: lead.id, status: "submitted" }, data: { status: "rejected", rejectedAt: ctx.now() } }),
    reload: (db) => db.lead.findUniqueOrThrow({ where: { id: lead.id }, include: leadInclude }),
    refused: "Lead cannot be rejected: it is no longer submitted",
    then: (tx, rejected) => recordEvent(tx, "lead.rejected", leadEvent(ctx.program, rejected)),
  });
}

/** removes the lead; lead.deleted carries it as it was, so live dashboards drop it */
export async function deleteLead(ctx: ServiceContext, id: number) {
  const lead = await findLead(ctx, id);
  await inTransaction(ctx, async (tx) => {
    const { count } = await tx.db.lead.deleteMany({ where: { id: lead.id, programId: ctx.program.id } });
    if (count === 0) throw new NotFoundError("Lead");
    await recordEvent(tx, "lead.deleted", leadEvent(ctx.program, lead));
  });
}

export type { Lead, LeadWithRelations };
