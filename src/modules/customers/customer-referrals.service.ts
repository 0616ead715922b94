// Refer-a-friend operations on a customer: invitations, stats, referrals, the transactions of
// referred customers, and the reward balance (a ledger summed per currency).
import type { BalanceEntry, Customer, Prisma } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { recordEvent } from "../../events/outbox.js";
import { Decimal, sumByCurrency, toWire, type Money } from "../../core/money.js";
import { isoMicro } from "../../core/time.js";
import { referringCustomerView } from "./customer.view.js";
import { parseInput } from "../../core/input.js";
import { sendRecordedEmail } from "../emails/emails.service.js";
import { requireFeature } from "../../core/features.js";
import { referralUrl } from "../referral-links/referral-links.service.js";
import { creditSchema, customerInviteSchema } from "./customer-input.js";
import { earnedRewardsWhere } from "../rewards/reward-status.js";
import { findCustomer, type CustomerRef } from "./customers.service.js";

export async function inviteCustomer(ctx: ServiceContext, input: { email?: string | null; name?: string | null; personalization?: unknown }) {
  requireFeature(ctx.program, "customerInvites");
  const data = parseInput(customerInviteSchema, { ...input, name: input.name ?? undefined });
  const joinUrl = ctx.program.website || ctx.app.config.publicUrl;
  const subject = `${data.name ? `${data.name}, you` : "You"} are invited to ${ctx.program.name}`;
  const lines = [`Hi${data.name ? ` ${data.name}` : ""},`, "", `You have been invited to join ${ctx.program.name}: ${joinUrl}`];
  for (const [k, v] of Object.entries(data.personalization ?? {})) lines.push(`${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`);
  const text = lines.join("\n");
  const { sent, sentAt } = await sendRecordedEmail(ctx, { kind: "customer_invite", to: data.email, subject, text });
  return { email: data.email, name: data.name ?? "", sent, sentAt };
}

export async function customerStats(ctx: ServiceContext, ref: CustomerRef) {
  requireFeature(ctx.program, "customerStats");
  const customer = await findCustomer(ctx, ref, { referralLinks: { orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }] } });
  const [referrals, clicks, rewards] = await Promise.all([
    ctx.db.customer.count({ where: { programId: ctx.program.id, referringCustomerUid: customer.uid } }),
    ctx.db.click.count({ where: { programId: ctx.program.id, customerUid: customer.uid } }),
    // the rewards part of the balance: earned (approved or paid), in currencies
    ctx.db.reward.findMany({
      where: { programId: ctx.program.id, customerUid: customer.uid, isCurrency: true, ...earnedRewardsWhere(ctx.now()) },
      select: { amount: true, currency: true },
    }),
  ]);
  const link = (customer as typeof customer & { referralLinks: { key: string; destinationUrl: string | null }[] }).referralLinks[0];
  const url = link ? referralUrl(ctx.program, link) : "";
  const u = encodeURIComponent(url);
  return {
    referrals,
    clicks,
    rewards: sumByCurrency(rewards) as Money[],
    referralLink: url,
    shareLinks: {
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      twitter: `https://twitter.com/intent/tweet?url=${u}`,
      linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      whatsapp: `https://wa.me/?text=${u}`,
      email: `mailto:?body=${u}`,
    },
  };
}

/** query: the include/select that GraphQL asks for, so nested fields load with the rows */
export async function customerReferrals(ctx: ServiceContext, ref: CustomerRef, query: { include?: Prisma.CustomerInclude } = {}) {
  requireFeature(ctx.program, "customerReferrals");
  const customer = await findCustomer(ctx, ref);
  return ctx.db.customer.findMany({ ...query, where: { programId: ctx.program.id, referringCustomerUid: customer.uid }, orderBy: { createdAt: "desc" } });
}

export async function customerBalance(ctx: ServiceContext, ref: CustomerRef) {
  requireFeature(ctx.program, "customerBalance");
  const customer = await findCustomer(ctx, ref);
  return balanceOf(ctx, customer.uid);
}

export interface BalanceLine {
  amount: Decimal;
  amountUnits: string;
  isCurrency: boolean;
}

/**
 * The balance per currency (and points): the ledger's credits and spends (signed amounts) plus
 * the customer's earned rewards (approved, a hold that has passed too, or paid). Rewards are read
 * from the rewards themselves, so ledger entries that record a reward are not counted twice.
 */
async function balanceOf(ctx: ServiceContext, customerUid: string): Promise<BalanceLine[]> {
  const programId = ctx.program.id;
  const [entries, rewards] = await Promise.all([
    ctx.db.balanceEntry.groupBy({
      by: ["currency", "isCurrency"],
      where: { programId, customerUid, reason: { not: "reward" } },
      _sum: { amount: true },
    }),
    ctx.db.reward.groupBy({
      by: ["currency", "isCurrency"],
      where: { programId, customerUid, ...earnedRewardsWhere(ctx.now()) },
      _sum: { amount: true },
    }),
  ]);
  const lines = new Map<string, BalanceLine>();
  for (const r of [...entries, ...rewards]) {
    const id = `${r.isCurrency}:${r.currency}`;
    const line = lines.get(id) ?? { amount: new Decimal(0), amountUnits: r.currency, isCurrency: r.isCurrency };
    line.amount = line.amount.plus(r._sum.amount ?? 0);
    lines.set(id, line);
  }
  return [...lines.values()].sort((a, b) => (a.amountUnits < b.amountUnits ? -1 : a.amountUnits > b.amountUnits ? 1 : 0));
}

export interface CreditRow {
  credit: BalanceEntry;
  customer: Customer;
  balance: BalanceLine[];
}

/** the answer of POST /v1/customers/{id}/balance/credit, and the payload of customer.credited */
export function creditView({ credit, customer, balance }: CreditRow) {
  return {
    amount: toWire(credit.amount),
    amount_units: credit.currency,
    balance: balance.map((b) => ({ amount: toWire(b.amount), amount_units: b.amountUnits, is_currency: b.isCurrency })),
    created_at: isoMicro(credit.createdAt),
    customer: referringCustomerView(customer),
    id: credit.id,
    is_currency: credit.isCurrency,
  };
}

export async function creditCustomer(
  ctx: ServiceContext,
  ref: CustomerRef,
  input: { amount?: Decimal | number | null; amountUnits?: string | null; isCurrency?: boolean | null },
): Promise<CreditRow> {
  requireFeature(ctx.program, "customerBalance");
  const customer = await findCustomer(ctx, ref);
  const data = parseInput(creditSchema, {
    amount: input.amount ?? undefined,
    amountUnits: input.amountUnits ?? undefined,
    isCurrency: input.isCurrency ?? undefined,
  });
  // currency codes in any letter case, as clients send them
  const currency = data.isCurrency ? data.amountUnits.toUpperCase() : data.amountUnits.toLowerCase();
  return inTransaction(ctx, async (tx) => {
    const entry = await tx.db.balanceEntry.create({
      data: {
        programId: ctx.program.id,
        customerUid: customer.uid,
        reason: "credit",
        amount: new Decimal(data.amount),
        currency,
        isCurrency: data.isCurrency,
        createdAt: ctx.now(),
      },
    });
    const row = { credit: entry, customer, balance: await balanceOf(tx, customer.uid) };
    await recordEvent(tx, "customer.credited", { type: "customer" as const, id: customer.key, view: creditView(row) });
    return row;
  });
}
