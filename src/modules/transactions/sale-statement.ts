// A sale, its rewards and its events written as one SQL statement: INSERT the transaction ON
// CONFLICT (program, key) DO NOTHING, and the rewards and outbox events only when that row was
// inserted, all in one data-modifying CTE. Each column is one array parameter (unnest), so a
// batch of 64 sales is 56 parameters, not 4,000 (each cost the driver's layers CPU of its own).
// Outside a database transaction the statement is its own (one round trip, one commit);
// PostgreSQL runs it atomically either way. The caller made
// every id and timestamp beforehand, so the events carry the rows as stored without reading
// them back. The statistics triggers count the rows as for any other INSERT.
import { Prisma, type Transaction } from "../../generated/prisma/client.js";
import { queryRows, type RawClient } from "../../db/raw.js";
import type { PendingEvent } from "../../events/outbox.js";
import { OUTBOX_CHANNEL } from "../../events/bus.js";
import type { RewardWithView } from "../rewards/reward.view.js";

/**
 * A table's columns as the statement sends them: each column one array parameter (whatever the
 * number of rows, so the statement's text and its parameters' count stay the same), cast to
 * `type`; `stored` turns the parameter's element into the column's value where a cast cannot
 * (a text[] column travels as JSON, as unnest would flatten an array of arrays).
 */
interface Column<R> {
  name: string;
  type: string;
  value: (row: R) => unknown;
  stored?: string;
}

const col = <R,>(name: string, type: string, value: (row: R) => unknown, stored?: string): Column<R> => ({ name, type, value, stored });
/** a text[] column sent as a JSON array, its elements in order */
const textArray = (name: string) => `ARRAY(SELECT x FROM jsonb_array_elements_text(v."${name}"::jsonb) WITH ORDINALITY AS a(x, i) ORDER BY i)`;
const num = (v: Prisma.Decimal | null) => (v === null ? null : v.toFixed());
const time = (v: Date | null) => (v === null ? null : v.toISOString());

const TRANSACTION: Column<Transaction>[] = [
  col("uid", "text", (t) => t.uid),
  col("programId", "int", (t) => t.programId),
  col("key", "text", (t) => t.key),
  col("action", "text", (t) => t.action),
  col("amount", "numeric", (t) => num(t.amount)),
  col("currency", "text", (t) => t.currency),
  col("customerUid", "text", (t) => t.customerUid),
  col("partnerUid", "text", (t) => t.partnerUid),
  col("referringCustomerUid", "text", (t) => t.referringCustomerUid),
  col("productIds", "text", (t) => JSON.stringify(t.productIds), textArray("productIds")),
  col("productTypes", "text", (t) => JSON.stringify(t.productTypes), textArray("productTypes")),
  col("grossAmount", "numeric", (t) => num(t.grossAmount)),
  col("discountAmount", "numeric", (t) => num(t.discountAmount)),
  col("discountCode", "text", (t) => t.discountCode),
  col("rewardable", "boolean", (t) => t.rewardable),
  col("isCurrency", "boolean", (t) => t.isCurrency),
  col("credit", "numeric", (t) => num(t.credit)),
  col("referralUrl", "text", (t) => t.referralUrl),
  col("refundedAmount", "numeric", (t) => num(t.refundedAmount)),
  col("metadata", "jsonb", (t) => JSON.stringify(t.metadata)),
  col("occurredAt", "timestamp(3)", (t) => time(t.occurredAt)),
  col("createdAt", "timestamp(3)", (t) => time(t.createdAt)),
  col("updatedAt", "timestamp(3)", (t) => time(t.updatedAt)),
];

const REWARD: Column<RewardWithView>[] = [
  col("id", "text", (r) => r.id),
  col("programId", "int", (r) => r.programId),
  col("kind", "text", (r) => r.kind, 'v.kind::"RewardKind"'),
  col("status", "text", (r) => r.status, 'v.status::"RewardStatus"'),
  col("amount", "numeric", (r) => num(r.amount)),
  col("earnedAmount", "numeric", (r) => num(r.earnedAmount)),
  col("currency", "text", (r) => r.currency),
  col("isCurrency", "boolean", (r) => r.isCurrency),
  col("partnerUid", "text", (r) => r.partnerUid),
  col("customerUid", "text", (r) => r.customerUid),
  col("transactionUid", "text", (r) => r.transactionUid),
  col("leadId", "int", (r) => r.leadId),
  col("action", "text", (r) => r.action),
  col("tier", "int", (r) => r.tier),
  col("productId", "text", (r) => r.productId),
  col("productType", "text", (r) => r.productType),
  col("reviewReason", "text", (r) => r.reviewReason),
  col("holdUntil", "timestamp(3)", (r) => time(r.holdUntil)),
  col("note", "text", (r) => r.note),
  col("approvedAt", "timestamp(3)", (r) => time(r.approvedAt)),
  col("rejectedAt", "timestamp(3)", (r) => time(r.rejectedAt)),
  col("earnedAt", "timestamp(3)", (r) => time(r.earnedAt)),
  col("createdAt", "timestamp(3)", (r) => time(r.createdAt)),
  col("updatedAt", "timestamp(3)", (r) => time(r.updatedAt)),
];

/** an event of a sale, with the sale it goes with and its place in the statement */
interface EventRow {
  t: Transaction;
  event: PendingEvent;
  n: number;
}

const EVENT: Column<EventRow>[] = [
  col("programId", "int", (e) => e.t.programId),
  col("type", "text", (e) => e.event[0]),
  col("resourceType", "text", (e) => e.event[1].type),
  col("resourceId", "text", (e) => e.event[1].id),
  col("payload", "jsonb", (e) => JSON.stringify(e.event[1].view)),
  col("detail", "jsonb", (e) => (e.event[1].detail ? JSON.stringify(e.event[1].detail) : null)),
  col("createdAt", "timestamp(3)", (e) => time(e.t.createdAt)),
  col("sale", "text", (e) => e.t.uid),
  col("n", "int", (e) => e.n),
];

/** the rows as unnest's arrays, one parameter a column, with their order (`ord`) */
function rowsOf<R>(columns: readonly Column<R>[], rows: readonly R[]): Prisma.Sql {
  return Prisma.sql`unnest(${Prisma.join(columns.map((c) => Prisma.sql`${rows.map(c.value)}::${Prisma.raw(c.type)}[]`))}) WITH ORDINALITY AS v(${Prisma.raw(
    [...columns.map((c) => `"${c.name}"`), "ord"].join(", "),
  )})`;
}

/** the columns a table's INSERT names, and what SELECT gives each from the unnest's row */
const insertList = <R,>(columns: readonly Column<R>[]) => Prisma.raw(columns.map((c) => `"${c.name}"`).join(", "));
const selectList = <R,>(columns: readonly Column<R>[]) => Prisma.raw(columns.map((c) => c.stored ?? `v."${c.name}"`).join(", "));

/** a sale to write: the transaction, its rewards and its events, every id and timestamp made */
export interface SaleWrite {
  t: Transaction;
  rewards: readonly RewardWithView[];
  events: readonly PendingEvent[];
}

/**
 * Writes the sales, then the rewards and events of those whose key was free; answers for each
 * sale its events' ids in the order given, or null when its key was taken (nothing of it
 * written). Several sales are one statement: concurrent sales share a round trip, a commit and
 * the statistics triggers' run (sale-writer.ts). pg_notify wakes the other instances'
 * dispatchers at commit, as insertEvents does.
 */
export async function insertSales(db: RawClient, sales: readonly SaleWrite[], instanceId: string): Promise<(bigint[] | null)[]> {
  const rewards = sales.flatMap((s) => s.rewards);
  let n = 0;
  const events: EventRow[] = sales.flatMap(({ t, events }) => events.map((event) => ({ t, event, n: n++ })));
  // rows go in the order given (the sale writer's key order: concurrent statements take the unique index's locks in one order)
  type Row = { id: bigint | null; uid: string | null; programId: number | null; resourceType: string | null; resourceId: string | null };
  const rows = await queryRows<Row>(db, Prisma.sql`
    WITH t AS (
      INSERT INTO "Transaction" (${insertList(TRANSACTION)})
      SELECT ${selectList(TRANSACTION)} FROM ${rowsOf(TRANSACTION, sales.map((s) => s.t))} ORDER BY v.ord
      ON CONFLICT ("programId", key) DO NOTHING
      RETURNING uid
    ), r AS (
      INSERT INTO "Reward" (${insertList(REWARD)})
      SELECT ${selectList(REWARD)} FROM ${rowsOf(REWARD, rewards)} WHERE v."transactionUid" IN (SELECT uid FROM t) ORDER BY v.ord
    ), e AS (
      INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, detail, "createdAt")
      SELECT v."programId", v.type, v."resourceType", v."resourceId", v.payload, v.detail, v."createdAt"
        FROM ${rowsOf(EVENT, events)}
       WHERE v.sale IN (SELECT uid FROM t) ORDER BY v.n
      RETURNING id, "programId", "resourceType", "resourceId"
    )
    SELECT e.id, NULL::text AS uid, e."programId", e."resourceType", e."resourceId", pg_notify(${OUTBOX_CHANNEL}, ${instanceId})::text AS notified FROM e
    UNION ALL SELECT NULL, t.uid, NULL, NULL, NULL, NULL FROM t`);
  const written = new Set(rows.flatMap((r) => (r.uid === null ? [] : [r.uid])));
  const ids = new Map(rows.flatMap((r) => (r.id === null ? [] : [[`${r.programId}:${r.resourceType}:${r.resourceId}`, r.id] as const])));
  return sales.map(({ t, events }) => {
    if (!written.has(t.uid)) return null;
    return events.map(([, r]) => ids.get(`${t.programId}:${r.type}:${r.id}`)!).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  });
}

/** one sale (insertSales); inside a caller's transaction, where sales are not grouped */
export async function insertSale(
  db: RawClient,
  t: Transaction,
  rewards: readonly RewardWithView[],
  events: readonly PendingEvent[],
  instanceId: string,
): Promise<bigint[] | null> {
  const [ids] = await insertSales(db, [{ t, rewards, events }], instanceId);
  return ids ?? null;
}
