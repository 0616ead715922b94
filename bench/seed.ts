// The benchmark's own database: created fresh on the PostgreSQL server, migrated with Rally's
// migrations, and filled with bulk SQL (INSERT ... SELECT generate_series) in seconds. Two
// programs of the same size, so that a request whose cost follows other programs' rows shows it.
import pg from "pg";
import { openDatabase } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrations.js";
import { createProgram } from "../src/modules/programs/programs.service.js";
import { issueApiKey } from "../src/modules/auth/api-keys.service.js";

export interface SeededProgram {
  id: number;
  /** prefix of its rows' ids and keys: partners `${tag}p1`, customers `${tag}c1` */
  tag: string;
  key: string;
  /** a second key of the program (the fan-out's writes) */
  otherKey: string;
}

export interface Seeded {
  url: string;
  programs: SeededProgram[];
  partners: number;
  customers: number;
  transactions: number;
}

export async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string) {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * partners, customers and sales of one program: customer n is attributed to partner n mod
 * partners, sale n is customer n mod customers' and earns its partner one approved commission
 */
async function seedProgram(client: pg.Client, programId: number, tag: string, partners: number, customers: number, transactions: number) {
  // timestamps a second apart (newest first by number), so list order is the same on every read
  await client.query(
    `INSERT INTO "Partner" (uid, "programId", id, key, email, name, surname, "passwordHash", tos, approved, status, tags, "customFields", "createdAt", "updatedAt")
     SELECT $2 || 'pu' || n, $1, $2 || 'p' || n, $2 || 'pk' || n, $2 || 'partner' || n || '@bench.example', 'Partner', 'No ' || n,
            'x', true, true, 'active', ARRAY['bench'], '[]'::jsonb,
            timestamp '2026-01-01' - n * interval '1 second', timestamp '2026-01-01' - n * interval '1 second'
       FROM generate_series(1, $3::int) AS n`,
    [programId, tag, partners],
  );
  await client.query(
    `INSERT INTO "ReferralLink" (id, "programId", key, "partnerUid", "isDefault", "createdAt", "updatedAt")
     SELECT $2 || 'rl' || n, $1, $2 || 'pk' || n, $2 || 'pu' || n, true,
            timestamp '2026-01-01' - n * interval '1 second', timestamp '2026-01-01' - n * interval '1 second'
       FROM generate_series(1, $3::int) AS n`,
    [programId, tag, partners],
  );
  await client.query(
    `INSERT INTO "Customer" (uid, "programId", id, key, email, name, surname, approved, tags, metadata, "customFields", "partnerUid", "createdAt", "updatedAt")
     SELECT $2 || 'cu' || n, $1, $2 || 'c' || n, $2 || 'ck' || n, $2 || 'customer' || n || '@bench.example', 'Customer', 'No ' || n, true,
            ARRAY[]::text[], '{"dateOfBirth": null}'::jsonb, '{}'::jsonb, $2 || 'pu' || (1 + n % $3::int),
            timestamp '2026-01-01' - n * interval '1 second', timestamp '2026-01-01' - n * interval '1 second'
       FROM generate_series(1, $4::int) AS n`,
    [programId, tag, partners, customers],
  );
  await client.query(
    `INSERT INTO "Transaction" (uid, "programId", key, action, amount, currency, "customerUid", "partnerUid", "occurredAt", "createdAt", "updatedAt")
     SELECT $2 || 'tu' || n, $1, $2 || 't' || n, 'sale', 10 + n % 90, 'USD', $2 || 'cu' || (1 + n % $4::int), $2 || 'pu' || (1 + (1 + n % $4::int) % $3::int),
            timestamp '2026-01-01' - n * interval '1 second', timestamp '2026-01-01' - n * interval '1 second', timestamp '2026-01-01' - n * interval '1 second'
       FROM generate_series(1, $5::int) AS n`,
    [programId, tag, partners, customers, transactions],
  );
  await client.query(
    `INSERT INTO "Reward" (id, "programId", kind, status, amount, currency, "partnerUid", "transactionUid", action, "earnedAt", "approvedAt", "createdAt", "updatedAt")
     SELECT $2 || 'rw' || t.n, $1, 'commission', 'approved', t.amount * 0.2, 'USD', t."partnerUid", t.uid, 'sale', t."createdAt", t."createdAt", t."createdAt", t."createdAt"
       FROM (SELECT n, tr.* FROM generate_series(1, $3::int) AS n JOIN "Transaction" tr ON tr.uid = $2 || 'tu' || n) t`,
    [programId, tag, transactions],
  );
}

/**
 * Two coupons, no limit: `${tag}POD` for the redemption load and `${tag}LIVE` for the
 * redemption fan-out, so the two never redeem the same sale on the same coupon.
 */
async function seedCoupons(client: pg.Client, programId: number, tag: string) {
  await client.query(
    `INSERT INTO "Coupon" (uid, "programId", code, name, "discountType", "discountAmount", "durationType", "partnerUid", "createdAt", "updatedAt")
     SELECT $2 || 'co' || c, $1, $2 || c, 'Bench ' || c, 'percent', 10, 'once', $2 || 'pu1', timestamp '2026-01-01', timestamp '2026-01-01'
       FROM unnest(ARRAY['POD', 'LIVE']) AS c`,
    [programId, tag],
  );
}

export async function seed(url: string, sizes: { partners: number; customers: number; transactions: number }): Promise<Seeded> {
  const db = await openDatabase({ databaseUrl: url });
  const programs: SeededProgram[] = [];
  try {
    await applyMigrations(db);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const tag of ["a", "b"]) {
        const program = await createProgram(db.prisma, { name: `Bench ${tag.toUpperCase()}`, type: "Affiliate", website: "https://shop.example" });
        await seedProgram(client, program.id, tag, sizes.partners, sizes.customers, sizes.transactions);
        await seedCoupons(client, program.id, tag);
        const { key } = await issueApiKey(db.prisma, program.id, "bench");
        const { key: otherKey } = await issueApiKey(db.prisma, program.id, "bench writer");
        programs.push({ id: program.id, tag, key, otherKey });
      }
      await client.query("ANALYZE");
    } finally {
      await client.end();
    }
  } finally {
    await db.close();
  }
  return { url, programs, ...sizes };
}
