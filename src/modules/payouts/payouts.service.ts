// Payout requests (affiliate programs): list, search, read, and a partner's request to be paid
// its approved, unpaid rewards in one currency. The moves between statuses are in
// payout-moves.ts. Every query is scoped by the key's program.
import type { Partner, PayoutStatus, Prisma, Reward } from "../../generated/prisma/client.js";
import { z } from "zod";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { currencyCode } from "../../core/currencies.js";
import { AppError, NotFoundError, ValidationError } from "../../core/errors.js";
import { amountField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import { Decimal } from "../../core/money.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { findPartner } from "../partners/partners.service.js";
import { readProgramSettings } from "../programs/program-settings.js";
import { requireFeature } from "../../core/features.js";
import { rewardStatus } from "../rewards/reward.view.js";
import { payableWhere } from "./payable-rewards.js";
import { createPayoutSchema, parseGateway, parseSettings, type Gateway } from "./payout-input.js";
import { majorUnits, payoutPartnerSelect, payoutRequestEvent, statusFromWire, type PayoutRequestRow } from "./payout.view.js";
import { recordEvent } from "../../events/outbox.js";

export interface PayoutFilters {
  status?: string;
  amountUnits?: string;
  partner?: { id?: string; key?: string; email?: string };
  /** GraphQL's filter: statuses as stored, the partner by primary key, a creation range */
  statuses?: PayoutStatus[];
  partnerUid?: string;
  createdAt?: { from?: Date | null; to?: Date | null };
}

function filterWhere(ctx: ServiceContext, f: PayoutFilters): Prisma.PayoutRequestWhereInput {
  const and: Prisma.PayoutRequestWhereInput[] = [{ programId: ctx.program.id }];
  if (f.status !== undefined) {
    const status = statusFromWire(f.status);
    if (!status) throw ValidationError.field("status", "The status must be one of requested, approved, rejected, finished.");
    and.push({ status });
  }
  if (f.amountUnits !== undefined) {
    const currency = currencyCode(f.amountUnits);
    if (!currency) throw ValidationError.field("amount_units", "The amount_units must be an ISO 4217 currency code such as USD.");
    and.push({ currency });
  }
  const { id, key, email } = f.partner ?? {};
  if (id || key || email) and.push({ partner: { id, key, email: email?.trim().toLowerCase() } });
  if (f.statuses) and.push({ status: { in: f.statuses } });
  if (f.partnerUid !== undefined) and.push({ partnerUid: f.partnerUid });
  if (f.createdAt?.from) and.push({ createdAt: { gte: f.createdAt.from } });
  if (f.createdAt?.to) and.push({ createdAt: { lt: f.createdAt.to } });
  return { AND: and };
}

/** include/select: what GraphQL asks for with the rows (plugin-prisma), so a page is one statement */
export async function listPayoutRequests(ctx: ServiceContext, args: ListArgs & PayoutFilters, query?: { include?: Prisma.PayoutRequestInclude }) {
  requireFeature(ctx.program, "payouts");
  const where = filterWhere(ctx, args);
  return paginate(args, PAGE_SIZES.standard, "id", (w) =>
    Promise.all([
      ctx.db.payoutRequest.findMany({ where: w.where(where), include: query?.include, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.payoutRequest.count({ where }),
    ]),
  );
}

export async function findPayoutRequest(ctx: ServiceContext, id: number, include?: Prisma.PayoutRequestInclude) {
  requireFeature(ctx.program, "payouts");
  // ids are 32-bit: a larger number names no request, and must not reach the database as one
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) throw new NotFoundError("Payout request");
  const row = await ctx.db.payoutRequest.findFirst({ where: { id, programId: ctx.program.id }, include });
  if (!row) throw new NotFoundError("Payout request");
  return row;
}

export interface CreatePayoutInput {
  /** by id, key or email (REST), or by primary key (GraphQL's global id) */
  partner?: { id?: string; key?: string; email?: string; uid?: string };
  amountUnits?: string;
  amount?: Decimal | number | string;
  gateway?: string;
  payoutSettings?: unknown;
  rewardIds?: string[];
}

/** the gateway and settings to pay with: the request's own, else the partner's saved choice */
function payoutChoice(partner: Partner, gatewayIn: string | undefined, settingsIn: unknown): { gateway: Gateway; settings: Record<string, string> } {
  const gateway = parseGateway(gatewayIn) ?? (partner.payoutGateway as Gateway | null);
  if (!gateway) throw ValidationError.field("gateway", "The gateway field is required: the partner has no saved payout method.");
  const saved = gateway === partner.payoutGateway ? partner.payoutSettings : undefined;
  return { gateway, settings: parseSettings(gateway, settingsIn ?? saved ?? {}) };
}

async function findRequester(ctx: ServiceContext, ref: CreatePayoutInput["partner"]): Promise<Partner> {
  if (!ref || !(ref.id || ref.key || ref.email || ref.uid)) throw ValidationError.field("partner", "The partner field is required (its id, key or email).");
  try {
    return await findPartner(ctx, ref);
  } catch (err) {
    if (err instanceof NotFoundError) throw ValidationError.field("partner", "The partner was not found in this program.");
    throw err;
  }
}

/** why a named reward cannot be in this request, or null when it can */
function refusal(r: Reward | undefined, partnerUid: string, currency: string, now: Date): string | null {
  if (!r || r.partnerUid !== partnerUid) return "is not a reward of this partner";
  if (!r.isCurrency || r.currency !== currency) return `is not in ${currency}`;
  if (r.archivedAt) return "is archived";
  if (r.payoutRequestId !== null) return `is already in payout request ${r.payoutRequestId}`;
  const status = rewardStatus(r, now);
  return status === "approved" ? null : `is ${status}, not approved`;
}

/** the rewards the request pays: the named ones, else the whole payable balance; claw-backs always come along */
async function selectRewards(tx: ServiceContext, partner: Partner, currency: string, rewardIds: string[] | undefined) {
  const now = tx.now();
  const where = payableWhere(tx.program.id, now, partner.uid, currency);
  if (!rewardIds) return tx.db.reward.findMany({ where, select: { id: true, amount: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const ids = [...new Set(rewardIds)];
  const named = await tx.db.reward.findMany({ where: { programId: tx.program.id, id: { in: ids } } });
  const errors: Record<string, string[]> = {};
  rewardIds.forEach((id, i) => {
    const why = refusal(named.find((r) => r.id === id), partner.uid, currency, now);
    if (why) errors[`reward_ids.${i}`] = [`The reward ${id} ${why}.`];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  // a negative adjustment (a refund of a paid sale) is owed at once: a selection cannot leave it behind
  const clawBacks = await tx.db.reward.findMany({ where: { ...where, amount: { lt: 0 }, id: { notIn: ids } }, select: { id: true, amount: true } });
  return [...named.map((r) => ({ id: r.id, amount: r.amount })), ...clawBacks];
}

export async function createPayoutRequest(ctx: ServiceContext, input: CreatePayoutInput): Promise<PayoutRequestRow> {
  requireFeature(ctx.program, "payouts");
  const data = parseInput(createPayoutSchema, { amountUnits: input.amountUnits, rewardIds: input.rewardIds });
  const asked = input.amount === undefined ? undefined : parseInput(z.object({ amount: amountField("amount") }), { amount: input.amount }).amount;
  const partner = await findRequester(ctx, input.partner);
  const { gateway, settings } = payoutChoice(partner, input.gateway, input.payoutSettings);
  const currency = data.amountUnits ?? ctx.program.currency;
  const threshold = new Decimal(readProgramSettings(ctx.program.settings).payoutThreshold);

  return inTransaction(ctx, async (tx) => {
    const rewards = await selectRewards(tx, partner, currency, data.rewardIds);
    const total = rewards.reduce((sum, r) => sum.plus(r.amount), new Decimal(0));
    if (total.lte(0)) {
      throw ValidationError.field(data.rewardIds ? "reward_ids" : "amount_units", `There is nothing to pay: the partner has no approved, unpaid rewards in ${currency} to request.`);
    }
    if (asked && !asked.eq(total)) {
      throw ValidationError.field("amount", `The amount ${asked.toFixed()} does not match the rewards' total of ${majorUnits(total, currency)} ${currency}.`);
    }
    if (total.lt(threshold)) {
      throw ValidationError.field("amount", `The amount ${majorUnits(total, currency)} ${currency} is below the program's payout threshold of ${majorUnits(threshold, currency)} ${currency}.`);
    }
    const request = await tx.db.payoutRequest.create({
      data: {
        programId: ctx.program.id,
        partnerUid: partner.uid,
        amount: total,
        currency,
        gateway,
        payoutSettings: settings,
        rewardIds: rewards.map((r) => r.id),
        createdAt: tx.now(),
      },
    });
    // the claim is conditional on each reward still being payable: of two requests at once
    // taking the same reward, the second finds it taken (its row lock waits for the first)
    const ids = rewards.map((r) => r.id);
    const { count } = await tx.db.reward.updateMany({ where: { id: { in: ids }, ...payableWhere(ctx.program.id, tx.now(), partner.uid, currency) }, data: { payoutRequestId: request.id } });
    if (count !== ids.length) throw new AppError("Some of these rewards were just taken by another payout request; request again.", "CONFLICT", 409);
    const created = { ...request, partner: { id: partner.id, key: partner.key, email: partner.email } };
    await recordEvent(tx, "payout_request.created", payoutRequestEvent(created));
    return created;
  });
}

export { payoutPartnerSelect };
