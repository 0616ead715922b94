// Redemptions written as one SQL statement, atomic on its own, for one redemption or for a batch
// of concurrent ones (redemption-writer.ts): the coupons' (or codes') rows are locked, each
// redemption's row goes in while its owner's counter is under the limit (the unique index leaves
// out a key recorded meanwhile), the counters move, the redemptions join each row's list of
// recent ones (recentRedemptions, capped), and each redemption's event is written with the
// counter and the list as that redemption left them. Every redemption of a popular code queues
// on its one row: outside a transaction the lock lasts this statement and its commit, with no
// round trip of the client in between, and a batch shares that one lock, plan and commit.
import { Prisma } from "../../generated/prisma/client.js";
import { queryRows, type RawClient } from "../../db/raw.js";
import { cuid } from "../../core/ids.js";
import { isoMicro } from "../../core/time.js";
import { OUTBOX_CHANNEL } from "../../events/bus.js";
import { RECENT_REDEMPTIONS, type RecentRedemption } from "./coupon.view.js";

export type RedemptionTable = "Coupon" | "PromotionCode";

export interface RedemptionWrite {
  programId: number;
  /** the coupon's or code's uid */
  ownerUid: string;
  /** the limit its counter must stay under, when one is set */
  limit: number | null;
  saleUid: string;
  transactionKey: string;
  redeemedAt: Date;
  /** the row's updatedAt, as Prisma's @updatedAt would set it */
  updatedAt: Date;
  /** the event's resource id (the uuid_code or code) */
  resourceId: string;
  /** the view as read before; the statement sets its times_redeemed and additional_info, and updated_at is updatedAt */
  view: Record<string, unknown>;
  /** what the live feed learns beside the resource */
  detail: Record<string, unknown>;
}

/**
 * recorded: the counter and the recent list as this redemption left them, and its event; else
 * why not: the row gone (a coupon deleted), its limit reached, or the key recorded already
 */
export type RedemptionWritten =
  | { recorded: true; timesRedeemed: number; recentRedemptions: RecentRedemption[]; event: bigint }
  | { recorded: false; why: "gone" | "limit_reached" | "already_recorded" };

const EVENT = { Coupon: ["coupon.redeemed", "coupon"], PromotionCode: ["promotion_code.redeemed", "promotion_code"] } as const;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * Writes the redemptions in the order given; answers for each what became of it. A key repeated
 * in the batch is recorded once, the first time. The limit admits redemptions in the batch's
 * order; it is checked against the keys this statement's snapshot sees as recorded, so a key
 * recorded by another statement during the wait for the lock takes a place under the limit and
 * is then left out by the unique index: at the limit, a later redemption of the batch may be
 * refused although that place went unused. The limit is never passed.
 */
export async function writeRedemptions(db: RawClient, table: RedemptionTable, writes: readonly RedemptionWrite[], instanceId: string): Promise<RedemptionWritten[]> {
  const owner = Prisma.raw(table === "Coupon" ? `"couponUid"` : `"promotionCodeUid"`);
  const rowTable = Prisma.raw(`"${table}"`);
  const live = Prisma.raw(table === "Coupon" ? `AND "deletedAt" IS NULL` : "");
  const [type, resourceType] = EVENT[table];
  // what the statement sets is left out of the view (jsonb orders keys itself: the payload is the same)
  const views = writes.map((w) => JSON.stringify({ ...w.view, updated_at: isoMicro(w.updatedAt), times_redeemed: undefined, additional_info: undefined }));
  type Row = { found: boolean; fresh: boolean; admitted: boolean; times: number | null; list: RecentRedemption[] | null; events: bigint[] | null };
  const rows = await queryRows<Row>(db, Prisma.sql`
    WITH input AS (
      SELECT * FROM unnest(${writes.map((w) => w.ownerUid)}::text[], ${writes.map((w) => w.limit)}::int[], ${writes.map((w) => w.programId)}::int[],
                           ${writes.map(() => cuid())}::text[], ${writes.map((w) => w.saleUid)}::text[], ${writes.map((w) => w.transactionKey)}::text[],
                           ${writes.map((w) => w.redeemedAt.toISOString())}::timestamp(3)[], ${writes.map((w) => w.updatedAt.toISOString())}::timestamp(3)[],
                           ${writes.map((w) => w.resourceId)}::text[], ${views}::text[], ${writes.map((w) => JSON.stringify(w.detail))}::text[])
        WITH ORDINALITY AS i(owner, lim, program, id, sale, key, at, updated, resource, view, detail, n)
    ), target AS (
      SELECT uid, "timesRedeemed" AS before, "recentRedemptions" AS recent FROM ${rowTable}
       WHERE uid IN (SELECT owner FROM input) ${live} ORDER BY uid FOR UPDATE
    ), fresh AS (
      SELECT i.*, t.before, row_number() OVER (PARTITION BY i.owner ORDER BY i.n) AS k
        FROM input i JOIN target t ON t.uid = i.owner
       WHERE NOT EXISTS (SELECT FROM input j WHERE j.owner = i.owner AND j.key = i.key AND j.n < i.n)
         AND NOT EXISTS (SELECT FROM "Redemption" r WHERE r.${owner} = i.owner AND r."transactionKey" = i.key)
    ), admitted AS (
      SELECT * FROM fresh WHERE lim IS NULL OR before + k <= lim
    ), ins AS (
      INSERT INTO "Redemption" (id, "programId", ${owner}, "transactionUid", "transactionKey", "redeemedAt")
      SELECT id, program, owner, sale, key, at FROM admitted ORDER BY n
      ON CONFLICT DO NOTHING
      RETURNING id
    ), done AS (
      SELECT a.*, row_number() OVER (PARTITION BY a.owner ORDER BY a.n) AS m,
             jsonb_build_object('id', a.id, 'redeemed_at', to_char(a.at, ${Prisma.raw(ISO)}), 'transaction_key', a.key) AS entry
        FROM admitted a WHERE a.id IN (SELECT id FROM ins)
    ), lists AS (
      -- each recorded redemption's list: the row's as locked and the batch's up to it, the most recent kept
      SELECT d.n, (SELECT jsonb_agg(x ORDER BY x->>'redeemed_at', x->>'id') FROM (
                     SELECT x FROM (SELECT x FROM jsonb_array_elements(t.recent) AS l(x)
                                    UNION ALL SELECT d2.entry FROM done d2 WHERE d2.owner = d.owner AND d2.m <= d.m) u
                      ORDER BY x->>'redeemed_at' DESC, x->>'id' DESC LIMIT ${RECENT_REDEMPTIONS}) kept) AS list
        FROM done d JOIN target t ON t.uid = d.owner
    ), c AS (
      UPDATE ${rowTable} x SET "timesRedeemed" = x."timesRedeemed" + g.count, "updatedAt" = g.updated, "recentRedemptions" = g.list
        FROM (SELECT DISTINCT ON (d.owner) d.owner, count(*) OVER (PARTITION BY d.owner) AS count, d.updated, l.list
                FROM done d JOIN lists l ON l.n = d.n ORDER BY d.owner, d.m DESC) g
       WHERE x.uid = g.owner
      RETURNING x.uid
    ), e AS (
      INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, detail, "createdAt")
      SELECT d.program, ${type}, ${resourceType}, d.resource,
             d.view::jsonb || jsonb_build_object(
               'times_redeemed', d.before + d.m,
               'additional_info', jsonb_build_object(
                 'redemptions', (SELECT jsonb_agg(x - 'id' ORDER BY o) FROM jsonb_array_elements(l.list) WITH ORDINALITY AS a(x, o)),
                 'redemptions_total', GREATEST(d.before + d.m, jsonb_array_length(l.list)))),
             d.detail::jsonb, d.at
        FROM done d JOIN lists l ON l.n = d.n ORDER BY d.n
      RETURNING id
    ), notified AS (
      SELECT pg_notify(${OUTBOX_CHANNEL}, ${instanceId}) FROM (SELECT 1) one WHERE EXISTS (SELECT FROM e)
    )
    SELECT t.uid IS NOT NULL AS found, f.n IS NOT NULL AS fresh, a.n IS NOT NULL AS admitted, (d.before + d.m)::int AS times, l.list,
           (SELECT array_agg(id ORDER BY id) FROM e) AS events, (SELECT count(*) FROM notified) AS notified
      FROM input i LEFT JOIN target t ON t.uid = i.owner LEFT JOIN fresh f ON f.n = i.n LEFT JOIN admitted a ON a.n = i.n
      LEFT JOIN done d ON d.n = i.n LEFT JOIN lists l ON l.n = i.n
     ORDER BY i.n`);
  // the events went in in the batch's order, one sequence: the recorded redemptions take their ids in turn
  let next = 0;
  return rows.map((r) => {
    if (r.times !== null && r.list !== null) return { recorded: true, timesRedeemed: r.times, recentRedemptions: r.list, event: r.events![next++]! };
    if (!r.found) return { recorded: false, why: "gone" };
    return { recorded: false, why: r.fresh && !r.admitted ? "limit_reached" : "already_recorded" };
  });
}
