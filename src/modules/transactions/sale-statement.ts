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

/**
 * Writes the sale, then (when its key was free) its rewards and events; answers the events' ids
 * in the order given, or null when the key was taken (nothing written). pg_notify wakes the
 * other instances' dispatchers at commit, as insertEvents does.
 */
export async function insertSale(
  db: Pick<DbTx, "$queryRaw">,
  t: Transaction,
  rewards: readonly RewardWithView[],
  events: readonly PendingEvent[],
  instanceId: string,
): Promise<bigint[] | null> {
  const createdAt = t.createdAt.toISOString();
  const eventRows = events.map(
    ([type, r]) =>
      Prisma.sql`(${t.programId}::int, ${type}::text, ${r.type}::text, ${r.id}::text, ${JSON.stringify(r.view)}::jsonb, ${r.detail ? JSON.stringify(r.detail) : null}::jsonb, ${createdAt}::timestamp(3))`,
  );
  const rewardInsert = rewards.length
    ? Prisma.sql`, r AS (
        INSERT INTO "Reward" (id, "programId", kind, status, amount, "earnedAmount", currency, "isCurrency", "partnerUid", "customerUid", "transactionUid", "leadId",
                              action, tier, "productId", "productType", "reviewReason", "holdUntil", note, "approvedAt", "rejectedAt", "earnedAt", "createdAt", "updatedAt")
        SELECT v.* FROM (VALUES ${Prisma.join(rewards.map(rewardValues))}) AS v, t
      )`
    : Prisma.empty;
  // ids follow the VALUES order (one sequence, one statement): readers see the events in the order written
  const rows = await db.$queryRaw<{ id: bigint | null }[]>`
    WITH t AS (
      INSERT INTO "Transaction" (uid, "programId", key, action, amount, currency, "customerUid", "partnerUid", "referringCustomerUid", "productIds", "productTypes",
                                 "grossAmount", "discountAmount", "discountCode", rewardable, "isCurrency", credit, "referralUrl", "refundedAmount", metadata,
                                 "occurredAt", "createdAt", "updatedAt")
      VALUES (${transactionValues(t)})
      ON CONFLICT ("programId", key) DO NOTHING
      RETURNING uid
    )${rewardInsert}, e AS (
      INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, detail, "createdAt")
      SELECT v.* FROM (VALUES ${Prisma.join(eventRows)}) AS v, t
      RETURNING id
    )
    SELECT e.id, pg_notify(${OUTBOX_CHANNEL}, ${instanceId})::text AS notified FROM e
    UNION ALL SELECT NULL, NULL WHERE NOT EXISTS (SELECT 1 FROM t)`;
  if (rows.length === 1 && rows[0]!.id === null) return null;
  return rows.map((r) => r.id!).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
