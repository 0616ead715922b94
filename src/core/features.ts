// Program-type gating: the API key's program decides which resources
// exist. One table, one check; services call requireFeature before touching anything.
import type { ProgramType } from "../generated/prisma/client.js";
import { ProgramTypeError } from "./errors.js";

export const FEATURES = {
  partners: { label: "Partners", types: ["Affiliate"] },
  partnerInvites: { label: "Partner invitations", types: ["Affiliate"] },
  referralLinks: { label: "Partner referral links", types: ["Affiliate"] },
  leads: { label: "Leads", types: ["Affiliate"] },
  payouts: { label: "Payout requests", types: ["Affiliate"] },
  coupons: { label: "Coupons", types: ["Affiliate"] },
  promotionCodes: { label: "Promotion codes", types: ["Affiliate"] },
  customers: { label: "Customers", types: ["Affiliate", "Referral"] },
  customerReferrals: { label: "Customer referrals", types: ["Referral"] },
  customerBalance: { label: "Customer balance", types: ["Referral"] },
  customerInvites: { label: "Customer invitations", types: ["Referral"] },
  customerStats: { label: "Customer stats", types: ["Referral"] },
  customerReferralLinks: { label: "Customer referral links", types: ["Referral"] },
  subscribers: { label: "Subscribers", types: ["Newsletter"] },
  transactions: { label: "Transactions", types: ["Affiliate", "Referral"] },
  rewards: { label: "Rewards", types: ["Affiliate", "Referral", "Newsletter"] },
} as const satisfies Record<string, { label: string; types: readonly ProgramType[] }>;

export type Feature = keyof typeof FEATURES;

export function allows(programType: ProgramType, feature: Feature): boolean {
  return (FEATURES[feature].types as readonly ProgramType[]).includes(programType);
}

/** throws the 400 ("… is not available for … programs") when the program's type does not have the feature */
export function requireFeature(program: { type: ProgramType }, feature: Feature): void {
  if (!allows(program.type, feature)) throw new ProgramTypeError(FEATURES[feature].label, program.type);
}
