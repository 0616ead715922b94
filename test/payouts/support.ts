// Helpers of the payout tests: the payout program they share (seeded: test/helpers/seed.ts),
// and what a failed write must leave as it was.
import type { Prisma, Program } from "../../src/generated/prisma/client.js";
import type { TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";

export const HOUR = 3_600_000;

/** an Affiliate program (threshold as given, default 0 so small sums can be requested) with partner ann, paid by PayPal */
export async function affiliate(server: TestServer, opts: { threshold?: number; partner?: Record<string, unknown> } = {}) {
  const p = await seed(server).program("Affiliate", { settings: { payout_threshold: opts.threshold ?? 0 } });
  const row = await p.partner({
    email: "ann@example.com",
    id: "ann",
    key: "ann-key",
    payout_gateway: "paypal",
    payout_settings: { email: "ann.pay@example.com" },
    ...opts.partner,
  });
  // ann as GET /v1/partners/ann shows her
  const ann = await p.ok("GET", "/v1/partners/ann");
  const uid = row.uid;
  /** a reward of ann's (defaults: a 10 USD approved commission) */
  const any = p.reward;
  const reward = (data: Partial<Prisma.RewardUncheckedCreateInput> = {}) => any({ partnerUid: uid, ...data });
  return Object.assign(p, { ann, uid, reward });
}

export function rewardRow(server: TestServer, id: string) {
  return server.app.database.prisma.reward.findUniqueOrThrow({ where: { id } });
}

/** the events of the program of a type, oldest first */
export function eventsOf(server: TestServer, program: Program, type: string) {
  return server.app.database.prisma.outboxEvent.findMany({ where: { programId: program.id, type }, orderBy: { id: "asc" } });
}

/** what a failed write must leave as it was: the program's requests, rewards' links and ledger */
export async function snapshot(server: TestServer, program: Program) {
  const db = server.app.database.prisma;
  const [requests, rewards, ledger, events] = await Promise.all([
    db.payoutRequest.findMany({ where: { programId: program.id }, orderBy: { id: "asc" } }),
    db.reward.findMany({ where: { programId: program.id }, orderBy: { id: "asc" }, select: { id: true, status: true, payoutRequestId: true, paidAt: true } }),
    db.balanceEntry.count({ where: { programId: program.id } }),
    db.outboxEvent.count({ where: { programId: program.id } }),
  ]);
  return { requests, rewards, ledger, events };
}
