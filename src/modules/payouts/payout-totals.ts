// Counts and amounts of a program's payout requests by status and currency: what the program
// statistics' payout_status_breakdown reads (one grouped statement), so the figures an operator
// runs the program from agree with the requests to the cent.
import type { DbTx } from "../../db/client.js";
import { Decimal } from "../../core/money.js";
import { WIRE_STATUS } from "./payout.view.js";

export interface PayoutTotal {
  /** the wire status: requested, approved, rejected or finished */
  status: string;
  currency: string;
  count: number;
  amount: Decimal;
}

export async function payoutRequestTotals(db: DbTx, programId: number): Promise<PayoutTotal[]> {
  const groups = await db.payoutRequest.groupBy({
    by: ["status", "currency"],
    where: { programId },
    _count: { _all: true },
    _sum: { amount: true },
    orderBy: [{ status: "asc" }, { currency: "asc" }],
  });
  return groups.map((g) => ({ status: WIRE_STATUS[g.status], currency: g.currency, count: g._count._all, amount: new Decimal(g._sum.amount ?? 0) }));
}
