// The buyers of concurrent sales read in one statement: each sale's customer reference (its
// key, id or email) and the customer's partner, as findBuyer reads them, for every sale whose
// read arrives while others are under way (the group writer's batching, core/group-writer.ts,
// used for a read). A sale's read was its own statement and round trip before its write; under
// load most of them now share one. Inside a caller's transaction a read is one statement of
// its own, the same statement for one buyer, so that it sees that transaction's writes.
import type { App } from "../../core/app.js";
import { groupWriterPerApp, type GroupWriter } from "../../core/group-writer.js";
import { queryRows, type RawClient } from "../../db/raw.js";
import { Prisma, type Customer } from "../../generated/prisma/client.js";
import type { Buyer, buyersPartner } from "./attribution.js";

type BuyersPartner = NonNullable<Buyer["partner"]>;

/** one sale's read: the columns its reference may match, with their values, most specific first */
export interface BuyerRead {
  programId: number;
  candidates: readonly [column: "id" | "key" | "email", value: string][];
}

/** reads per statement */
const MAX_BATCH = 64;
/**
 * statements in flight at once: one, as a read commits nothing (no WAL flush to overlap); the
 * next batch gathers behind it, and bigger batches measured better than two in flight
 */
const MAX_IN_FLIGHT = 1;

/** the partner's columns, prefixed, beside the customer's own (as buyersPartner selects them) */
const PARTNER_COLUMNS = {
  uid: "pUid",
  id: "pId",
  email: "pEmail",
  commission: "pCommission",
  referringPartnerUid: "pReferringPartnerUid",
  ipHash: "pIpHash",
  programId: "pProgramId",
  deletedAt: "pDeletedAt",
  archivedAt: "pArchivedAt",
} as const satisfies Record<keyof typeof buyersPartner, string>;

const partnerColumns = Prisma.raw(Object.entries(PARTNER_COLUMNS).map(([column, as]) => `p."${column}" AS "${as}"`).join(", "));

type Row = Customer & { n: number } & { [K in (typeof PARTNER_COLUMNS)[keyof typeof PARTNER_COLUMNS]]: unknown };

/**
 * For each read, the customers of its program that one of its candidates names, oldest first,
 * each with its partner. Each candidate is one index lookup (a branch whose column is not the
 * candidate's is skipped by its one-time filter); a customer named twice comes once.
 */
export async function readBuyers(db: RawClient, reads: readonly BuyerRead[]): Promise<Buyer[][]> {
  const items = reads.flatMap((r, n) => r.candidates.map(([column, value]) => ({ n, programId: r.programId, column, value })));
  const found: Buyer[][] = reads.map(() => []);
  if (!items.length) return found;
  const rows = await queryRows<Row>(db, Prisma.sql`
    SELECT DISTINCT ON (m.n, c.uid) m.n, c.*, ${partnerColumns}
      FROM (
        SELECT i.n, named.uid
          FROM unnest(${items.map((i) => i.n)}::int[], ${items.map((i) => i.programId)}::int[], ${items.map((i) => i.column)}::text[], ${items.map((i) => i.value)}::text[])
               AS i(n, program, col, val)
         CROSS JOIN LATERAL (
               SELECT uid FROM "Customer" WHERE i.col = 'key' AND "programId" = i.program AND key = i.val
     UNION ALL SELECT uid FROM "Customer" WHERE i.col = 'id' AND "programId" = i.program AND id = i.val
     UNION ALL SELECT uid FROM "Customer" WHERE i.col = 'email' AND "programId" = i.program AND email = i.val
         ) named
      ) m
      JOIN "Customer" c ON c.uid = m.uid
      LEFT JOIN "Partner" p ON p.uid = c."partnerUid"
     ORDER BY m.n, c.uid`);
  for (const row of rows) found[row.n]!.push(buyerOf(row));
  for (const buyers of found) buyers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  return found;
}

function buyerOf(row: Row): Buyer {
  const { n: _n, pUid, pId, pEmail, pCommission, pReferringPartnerUid, pIpHash, pProgramId, pDeletedAt, pArchivedAt, ...customer } = row;
  const partner =
    pUid === null
      ? null
      : ({
          uid: pUid,
          id: pId,
          email: pEmail,
          commission: pCommission,
          referringPartnerUid: pReferringPartnerUid,
          ipHash: pIpHash,
          programId: pProgramId,
          deletedAt: pDeletedAt,
          archivedAt: pArchivedAt,
        } as BuyersPartner);
  return { ...(customer as Customer), partner };
}

export type BuyerReader = GroupWriter<BuyerRead, Buyer[]>;

export const buyerReaderOf: (app: App) => BuyerReader = groupWriterPerApp((app) => ({
  write: (batch) => readBuyers(app.database.prisma, batch),
  maxBatch: MAX_BATCH,
  maxInFlight: MAX_IN_FLIGHT,
  pauseMs: 0,
  what: "buyer read",
}));
