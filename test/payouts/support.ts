// Helpers of the payout tests: a program with a partner, rewards seeded straight into the
// database (transactions make them elsewhere), and the payout-request calls.
import type { Prisma, Program } from "../../src/generated/prisma/client.js";
import type { TestServer } from "../helpers/server.js";
import { programOf, type Api } from "../rewards/rewards-support.js";

export { programOf, type Api };

export const HOUR = 3_600_000;

/** an Affiliate program (threshold as given, default 0 so small sums can be requested) with partner ann, paid by PayPal */
export async function affiliate(server: TestServer, opts: { threshold?: number; partner?: Record<string, unknown> } = {}) {
  const p = await programOf(server, "Affiliate");
  await p.ok("PUT", "/v1/program", { program_settings: { payout_threshold: opts.threshold ?? 0 } });
  const partner = await p.ok("POST", "/v1/partners", {
    email: "ann@example.com",
    id: "ann",
    key: "ann-key",
    payout_gateway: "paypal",
    payout_settings: { email: "ann.pay@example.com" },
    ...opts.partner,
  });
  const uid = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: p.program.id, id: "ann" } })).uid;
  const reward = (data: Partial<Prisma.RewardUncheckedCreateInput> = {}) => seedReward(server, p.program, { partnerUid: uid, ...data });
  return { ...p, partner, uid, reward };
}

/** a reward of the program, written directly (defaults: a 10 USD approved commission) */
export function seedReward(server: TestServer, program: Program, data: Partial<Prisma.RewardUncheckedCreateInput> = {}) {
  return server.app.database.prisma.reward.create({
    data: { programId: program.id, kind: "commission", status: "approved", amount: 10, currency: "USD", ...data },
  });
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
