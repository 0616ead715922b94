// Group commit for plain sales made outside a caller's database transaction: the sales that
// arrive while earlier ones are being written go to the database as one statement
// (insertSales), sharing its round trip, its commit and one run of the statistics triggers.
// Each request is answered once the statement holding its sale has committed, so an answered
// sale is stored once with its rewards; a batch the database refuses is written again sale by
// sale. A sale alone (nothing in flight) is written at once: no pause is added to wait for others.
import type { App } from "../../core/app.js";
import { groupWriterPerApp, type GroupWriter } from "../../core/group-writer.js";
import { insertSales, type SaleWrite } from "./sale-statement.js";

export type SaleWriter = GroupWriter<SaleWrite, bigint[] | null>;

/** sales per statement */
const MAX_BATCH = 64;
/** statements in flight at once: the next batch gathers behind them */
const MAX_IN_FLIGHT = 2;

/** the key's order: concurrent batches take the unique index's locks in one order and cannot deadlock */
const byKey = (a: SaleWrite, b: SaleWrite) => a.t.programId - b.t.programId || (a.t.key < b.t.key ? -1 : a.t.key > b.t.key ? 1 : 0);

export const saleWriterOf: (app: App) => SaleWriter = groupWriterPerApp((app) => ({
  write: (batch) => insertSales(app.database.prisma, batch, app.events.id),
  order: byKey,
  maxBatch: MAX_BATCH,
  maxInFlight: MAX_IN_FLIGHT,
  pauseMs: 0,
  what: "sale",
}));
