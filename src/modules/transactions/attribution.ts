// Who a transaction is attributed to. Affiliate programs: the buyer's partner, else the partner
// whose coupon or promotion code the sale used, else nobody (the sale
// is recorded and earns nothing). Refer-a-friend programs: the buyer's referring customer.
import type { Customer, Partner } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";

/** the attributed partner as the commission needs it: its public id for the views, its own rates, its referrer for the tiers */
export const partnerLink = { uid: true, id: true, email: true, commission: true, referringPartnerUid: true, ipHash: true } as const;
export type PartnerLink = Pick<Partner, keyof typeof partnerLink>;

export interface Attribution {
  partner: PartnerLink | null;
  referringCustomerUid: string | null;
}

/** partners that can still earn: neither deleted nor archived */
export const earning = { deletedAt: null, archivedAt: null } as const;

/** the program's partner of that uid, while it can still earn */
export async function earningPartner(ctx: ServiceContext, uid: string | null | undefined): Promise<PartnerLink | null> {
  return uid ? ctx.db.partner.findFirst({ where: { uid, programId: ctx.program.id, ...earning }, select: partnerLink }) : null;
}

/** the earning partner a coupon or promotion code of the program names, if any */
export async function partnerOfCode(ctx: ServiceContext, code: string): Promise<PartnerLink | null> {
  const programId = ctx.program.id;
  const named = { programId, code: { equals: code, mode: "insensitive" as const } };
  const [promotion, coupon] = await Promise.all([
    // a code of a deleted coupon is gone with it; a code without a partner of its own is its coupon's
    ctx.db.promotionCode.findFirst({
      where: { ...named, coupon: { deletedAt: null }, OR: [{ partner: earning }, { partnerUid: null, coupon: { partner: earning } }] },
      select: { partner: { select: partnerLink }, coupon: { select: { partner: { select: partnerLink } } } },
    }),
    ctx.db.coupon.findFirst({ where: { ...named, partner: earning, deletedAt: null }, select: { partner: { select: partnerLink } } }),
  ]);
  // a promotion code is the more specific of the two: it names its own partner
  return promotion?.partner ?? promotion?.coupon.partner ?? coupon?.partner ?? null;
}

/** the customer's partner as a buyer is read with it (transaction-customer.ts), to tell whether it can still earn */
export const buyersPartner = { ...partnerLink, programId: true, deletedAt: true, archivedAt: true } as const;

/** a customer, maybe read with its partner (undefined: not read with it) */
export type Buyer = Customer & { partner?: Pick<Partner, keyof typeof buyersPartner> | null };

/** the partner read with the buyer, while it can still earn */
function earningOf(ctx: ServiceContext, p: Pick<Partner, keyof typeof buyersPartner> | null): PartnerLink | null {
  if (!p || p.programId !== ctx.program.id || p.deletedAt || p.archivedAt) return null;
  return { uid: p.uid, id: p.id, email: p.email, commission: p.commission, referringPartnerUid: p.referringPartnerUid, ipHash: p.ipHash };
}

export async function attribute(ctx: ServiceContext, customer: Buyer | null, discountCode: string | undefined): Promise<Attribution> {
  if (ctx.program.type === "Referral") return { partner: null, referringCustomerUid: customer?.referringCustomerUid ?? null };
  const partner = customer?.partner !== undefined ? earningOf(ctx, customer.partner) : await earningPartner(ctx, customer?.partnerUid);
  if (partner) return { partner, referringCustomerUid: null };
  return { partner: discountCode ? await partnerOfCode(ctx, discountCode) : null, referringCustomerUid: null };
}

/**
 * The attributed partner and the partners above it (referringPartnerUid), as many levels as
 * the program's tiers pay; a cycle ends the chain.
 */
export async function partnerChain(ctx: ServiceContext, attributed: PartnerLink, levels: number): Promise<PartnerLink[]> {
  const chain: PartnerLink[] = [attributed];
  let next = attributed.referringPartnerUid;
  while (next && chain.length < levels && !chain.some((p) => p.uid === next)) {
    const p = await earningPartner(ctx, next);
    if (!p) break;
    chain.push(p);
    next = p.referringPartnerUid;
  }
  return chain;
}
