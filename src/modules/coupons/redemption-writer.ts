// Group commit for redemptions made outside a caller's database transaction: the redemptions
// that arrive while earlier ones are being written go to the database as one statement
// (writeRedemptions), so a popular code's redemptions share its row's lock, a plan and a commit
// instead of queueing on the lock one statement at a time. Each request is answered once the
// statement holding its redemption has committed; a batch the database refuses is written again
// one by one. A redemption alone (nothing in flight) is written at once, without a pause.
import type { App } from "../../core/app.js";
import { createGroupWriter, type GroupWriter } from "../../core/group-writer.js";
import { writeRedemptions, type RedemptionTable, type RedemptionWrite, type RedemptionWritten } from "./redemption-statement.js";

export type RedemptionWriter = GroupWriter<RedemptionWrite, RedemptionWritten>;

/** redemptions per statement */
const MAX_BATCH = 64;
/** statements in flight at once: the next batch gathers behind them (on a popular code, behind its row's lock) */
const MAX_IN_FLIGHT = 2;

const writers = new WeakMap<App, Record<RedemptionTable, RedemptionWriter>>();

export function redemptionWriterOf(app: App, table: RedemptionTable): RedemptionWriter {
  let both = writers.get(app);
  if (!both) {
    const writer = (t: RedemptionTable) =>
      createGroupWriter<RedemptionWrite, RedemptionWritten>(app, {
        write: (batch) => writeRedemptions(app.database.prisma, t, batch, app.events.id),
        maxBatch: MAX_BATCH,
        maxInFlight: MAX_IN_FLIGHT,
        pauseMs: 0,
        what: "redemption",
      });
    both = { Coupon: writer("Coupon"), PromotionCode: writer("PromotionCode") };
    writers.set(app, both);
  }
  return both[table];
}
