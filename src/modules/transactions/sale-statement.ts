// A sale, its rewards and its events written as one SQL statement: INSERT the transaction ON
// CONFLICT (program, key) DO NOTHING, and the rewards and outbox events only when that row was
// inserted, all in one data-modifying CTE. Outside a database transaction the statement is its
// own (one round trip, one commit); PostgreSQL runs it atomically either way. The caller made
// every id and timestamp beforehand, so the events carry the rows as stored without reading
// them back. The statistics triggers count the rows as for any other INSERT.
import { Prisma, type Transaction } from "../../generated/prisma/client.js";
import type { DbTx } from "../../db/client.js";
import type { PendingEvent } from "../../events/outbox.js";
import { OUTBOX_CHANNEL } from "../../events/bus.js";
import type { RewardWithView } from "../rewards/reward.view.js";

const text = (v: string | null) => Prisma.sql`${v}::text`;
const num = (v: Prisma.Decimal | null) => Prisma.sql`${v === null ? null : v.toFixed()}::numeric`;
const time = (v: Date | null) => Prisma.sql`${v === null ? null : v.toISOString()}::timestamp(3)`;

function transactionValues(t: Transaction) {
  return Prisma.join([
    text(t.uid),
    Prisma.sql`${t.programId}::int`,
    text(t.key),
    text(t.action),
    num(t.amount),
    text(t.currency),
    text(t.customerUid),
    text(t.partnerUid),
    text(t.referringCustomerUid),
    Prisma.sql`${t.productIds}::text[]`,
    Prisma.sql`${t.productTypes}::text[]`,
    num(t.grossAmount),
    num(t.discountAmount),
    text(t.discountCode),
    Prisma.sql`${t.rewardable}::boolean`,
    Prisma.sql`${t.isCurrency}::boolean`,
    num(t.credit),
    text(t.referralUrl),
    num(t.refundedAmount),
    Prisma.sql`${JSON.stringify(t.metadata)}::jsonb`,
    time(t.occurredAt),
    time(t.createdAt),
    time(t.updatedAt),
  ]);
}

function rewardValues(r: RewardWithView) {
  return Prisma.sql`(${Prisma.join([
    text(r.id),
    Prisma.sql`${r.programId}::int`,
    Prisma.sql`${r.kind}::"RewardKind"`,
    Prisma.sql`${r.status}::"RewardStatus"`,
    num(r.amount),
    num(r.earnedAmount),
    text(r.currency),
    Prisma.sql`${r.isCurrency}::boolean`,
    text(r.partnerUid),
    text(r.customerUid),
    text(r.transactionUid),
    Prisma.sql`${r.leadId}::int`,
    text(r.action),
    Prisma.sql`${r.tier}::int`,
    text(r.productId),
    text(r.productType),
    text(r.reviewReason),
    time(r.holdUntil),
    text(r.note),
    time(r.approvedAt),
    time(r.rejectedAt),
    time(r.earnedAt),
    time(r.createdAt),
    time(r.updatedAt),
  ])})`;
}

/** a sale to write: the transaction, its rewards and its events, every id and timestamp made */
export interface SaleWrite {
  t: Transaction;
  rewards: readonly RewardWithView[];
  events: readonly PendingEvent[];
}

const REWARD_COLUMNS = `id, "programId", kind, status, amount, "earnedAmount", currency, "isCurrency", "partnerUid", "customerUid", "transactionUid", "leadId",
  action, tier, "productId", "productType", "reviewReason", "holdUntil", note, "approvedAt", "rejectedAt", "earnedAt", "createdAt", "updatedAt"`;

/**
 * Writes the sales, then the rewards and events of those whose key was free; answers for each
 * sale its events' ids in the order given, or null when its key was taken (nothing of it
 * written). Several sales are one statement: concurrent sales share a round trip, a commit and
 * the statistics triggers' run (sale-writer.ts). pg_notify wakes the other instances'
 * dispatchers at commit, as insertEvents does.
 */
export async function insertSales(db: Pick<DbTx, "$queryRaw">, sales: readonly SaleWrite[], instanceId: string): Promise<(bigint[] | null)[]> {
  const rewards = sales.flatMap((s) => s.rewards);
  let n = 0;
  const eventRows = sales.flatMap(({ t, events }) =>
    events.map(
      ([type, r]) =>
        Prisma.sql`(${t.programId}::int, ${type}::text, ${r.type}::text, ${r.id}::text, ${JSON.stringify(r.view)}::jsonb, ${r.detail ? JSON.stringify(r.detail) : null}::jsonb, ${t.createdAt.toISOString()}::timestamp(3), ${t.uid}::text, ${n++}::int)`,
    ),
  );
  const rewardInsert = rewards.length
    ? Prisma.sql`, r AS (
        INSERT INTO "Reward" (${Prisma.raw(REWARD_COLUMNS)})
        SELECT v.* FROM (VALUES ${Prisma.join(rewards.map(rewardValues))}) AS v(${Prisma.raw(REWARD_COLUMNS)}) WHERE v."transactionUid" IN (SELECT uid FROM t)
      )`
    : Prisma.empty;
  // the events in the VALUES order (one sequence, one statement): readers see a sale's events in the order written
  const rows = await db.$queryRaw<{ id: bigint | null; uid: string | null; programId: number | null; resourceType: string | null; resourceId: string | null }[]>`
    WITH t AS (
      INSERT INTO "Transaction" (uid, "programId", key, action, amount, currency, "customerUid", "partnerUid", "referringCustomerUid", "productIds", "productTypes",
                                 "grossAmount", "discountAmount", "discountCode", rewardable, "isCurrency", credit, "referralUrl", "refundedAmount", metadata,
                                 "occurredAt", "createdAt", "updatedAt")
      VALUES ${Prisma.join(sales.map(({ t }) => Prisma.sql`(${transactionValues(t)})`))}
      ON CONFLICT ("programId", key) DO NOTHING
      RETURNING uid
    )${rewardInsert}, e AS (
      INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, detail, "createdAt")
      SELECT v.p, v.type, v.rt, v.rid, v.payload, v.detail, v.at
        FROM (VALUES ${Prisma.join(eventRows)}) AS v(p, type, rt, rid, payload, detail, at, sale, n)
       WHERE v.sale IN (SELECT uid FROM t) ORDER BY v.n
      RETURNING id, "programId", "resourceType", "resourceId"
    )
    SELECT e.id, NULL::text AS uid, e."programId", e."resourceType", e."resourceId", pg_notify(${OUTBOX_CHANNEL}, ${instanceId})::text AS notified FROM e
    UNION ALL SELECT NULL, t.uid, NULL, NULL, NULL, NULL FROM t`;
  const written = new Set(rows.flatMap((r) => (r.uid === null ? [] : [r.uid])));
  const ids = new Map(rows.flatMap((r) => (r.id === null ? [] : [[`${r.programId}:${r.resourceType}:${r.resourceId}`, r.id] as const])));
  return sales.map(({ t, events }) => {
    if (!written.has(t.uid)) return null;
    return events.map(([, r]) => ids.get(`${t.programId}:${r.type}:${r.id}`)!).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  });
}

/** one sale (insertSales); inside a caller's transaction, where sales are not grouped */
export async function insertSale(
  db: Pick<DbTx, "$queryRaw">,
  t: Transaction,
  rewards: readonly RewardWithView[],
  events: readonly PendingEvent[],
  instanceId: string,
): Promise<bigint[] | null> {
  const [ids] = await insertSales(db, [{ t, rewards, events }], instanceId);
  return ids ?? null;
}
