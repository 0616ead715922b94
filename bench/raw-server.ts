// The raw baseline: node:http and pg, nothing else, doing the work Rally does for each measured
// request: the same API key check (prefix lookup, SHA-256 compared in constant time, revoked
// keys refused, valid keys remembered for API_KEY_CACHE_MS as Rally does), the same rows read
// and written, and byte-identical response bodies. What it leaves out is what a framework adds.
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import pg from "pg";
import { createCounter, serveParent } from "./counter.js";

const counter = createCounter();
const PUBLIC_URL = "http://bench.test";
const KEY_CACHE_MS = Number(process.env.API_KEY_CACHE_MS ?? 1000);
const PREFIX_LENGTH = 15;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
function query<R extends pg.QueryResultRow>(client: pg.Pool | pg.PoolClient, text: string, values: unknown[] = []) {
  counter.record(text);
  return client.query<R>(text, values);
}

// ---- the key check ----------------------------------------------------------------------

interface Program {
  id: number;
  type: string;
  website: string;
  linkParameter: string;
}
interface Caller {
  program: Program;
  apiKeyId: string;
  expires: number;
}
const keys = new Map<string, Caller>();
const touched = new Map<string, number>();

async function authenticate(header: string | undefined): Promise<Caller | undefined> {
  const key = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (!key || key.length < PREFIX_LENGTH + 2 || key.length > 200) return undefined;
  const hash = createHash("sha256").update(key).digest("hex");
  const now = Date.now();
  const cached = keys.get(hash);
  if (cached && cached.expires > now) return cached;
  const { rows } = await query<{ id: string; hash: string; programId: number; type: string; website: string; linkParameter: string | null }>(
    pool,
    `SELECT k.id, k.hash, p.id AS "programId", p.type::text AS type, p.website, p.settings->>'linkParameter' AS "linkParameter"
       FROM "ApiKey" k JOIN "Program" p ON p.id = k."programId"
      WHERE k.prefix = $1 AND k."revokedAt" IS NULL`,
    [key.slice(0, PREFIX_LENGTH)],
  );
  const presented = Buffer.from(hash, "hex");
  const found = rows.find((r) => timingSafeEqual(Buffer.from(r.hash, "hex"), presented));
  if (!found) return undefined;
  const caller: Caller = {
    program: { id: found.programId, type: found.type, website: found.website, linkParameter: found.linkParameter ?? "aff" },
    apiKeyId: found.id,
    expires: now + KEY_CACHE_MS,
  };
  if (KEY_CACHE_MS > 0) keys.set(hash, caller);
  if ((touched.get(found.id) ?? 0) <= now - 60_000) {
    touched.set(found.id, now);
    query(pool, `UPDATE "ApiKey" SET "lastUsedAt" = now() WHERE id = $1`, [found.id]).catch(() => undefined);
  }
  return caller;
}

// ---- views ----------------------------------------------------------------------------

const TS = (col: string) => `to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const LINKS = (owner: string) =>
  `(SELECT coalesce(json_agg(json_build_object('key', l.key, 'url', l."destinationUrl") ORDER BY l."isDefault" DESC, l."createdAt"), '[]')
      FROM "ReferralLink" l WHERE l.${owner})`;

type Link = { key: string; url: string | null };
const linkUrl = (program: Program, l: Link) => {
  const base = l.url || program.website || "";
  return `${base}${base.includes("?") ? "&" : "?"}${program.linkParameter}=${encodeURIComponent(l.key)}`;
};
const wire = (amount: string) => Number(Number(amount).toFixed(4));
const money = (rows: { currency: string; amount: string }[]) => rows.map((r) => ({ amount: wire(r.amount), currency: r.currency }));

const SALES = `t."partnerUid" = p.uid AND t."programId" = p."programId" AND t.action = 'sale' AND t."archivedAt" IS NULL
  AND t."deletedAt" IS NULL AND t.amount > t."refundedAmount"`;
/** pending and in review are pending; approved, or pending past its hold, is not_paid */
const BUCKET = `CASE WHEN r.status = 'pending' AND r."holdUntil" <= now() THEN 'not_paid' WHEN r.status IN ('pending', 'in_review') THEN 'pending'
  WHEN r.status = 'approved' THEN 'not_paid' ELSE r.status::text END`;
const PARTNER_COLUMNS = `p.uid, p.approved, p.commission, ${TS('p."createdAt"')} AS created_at, p."customFields" AS custom_fields, p.email, p.id, p.key, p.name,
  p."payoutGateway" AS payout_gateway, p."payoutSettings" AS payout_settings,
  p.status::text AS status, p.surname, p.tags, p.tos, ${TS('p."updatedAt"')} AS updated_at, ${LINKS('"partnerUid" = p.uid')} AS links,
  (SELECT count(*)::int FROM "Click" c WHERE c."partnerUid" = p.uid) AS clicks,
  (SELECT count(*)::int FROM "Customer" cu WHERE cu."partnerUid" = p.uid AND cu."deletedAt" IS NULL) AS signups,
  (SELECT count(*)::int FROM "Transaction" t WHERE ${SALES}) AS sales_count,
  (SELECT count(DISTINCT t."customerUid")::int FROM "Transaction" t WHERE ${SALES} AND t."customerUid" IS NOT NULL) AS paid_accounts,
  (SELECT coalesce(json_agg(json_build_object('currency', s.currency, 'amount', s.total::text) ORDER BY s.currency), '[]')
     FROM (SELECT t.currency, sum(t.amount - t."refundedAmount") AS total FROM "Transaction" t WHERE ${SALES} GROUP BY t.currency) s) AS revenue,
  (SELECT coalesce(json_agg(json_build_object('status', s.bucket, 'currency', s.currency, 'amount', s.total::text) ORDER BY s.currency), '[]')
     FROM (SELECT ${BUCKET} AS bucket, r.currency, sum(r.amount) AS total FROM "Reward" r
            WHERE r."partnerUid" = p.uid AND r."programId" = p."programId" AND r."isCurrency" AND r."archivedAt" IS NULL
            GROUP BY 1, r.currency) s) AS rewards`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function partnerView(program: Program, r: any) {
  const links: Link[] = r.links;
  const rewards: { status: string; currency: string; amount: string }[] = r.rewards;
  const inStatus = (s: string) => money(rewards.filter((x) => x.status === s));
  return {
    approved: r.approved,
    commission: r.commission,
    commissions: { not_paid: inStatus("not_paid"), paid: inStatus("paid"), pending: inStatus("pending") },
    created_at: r.created_at,
    custom_fields: r.custom_fields,
    email: r.email,
    id: r.id,
    key: r.key,
    name: r.name,
    payout_gateway: r.payout_gateway,
    payout_settings: r.payout_settings,
    referral_link: links[0] ? linkUrl(program, links[0]) : null,
    referral_links: links.map((l) => linkUrl(program, l)),
    referrals: { clicks: r.clicks, paid_accounts: r.paid_accounts, revenue: money(r.revenue), sales_count: r.sales_count, signups: r.signups },
    referrals_count: r.signups,
    status: r.status,
    surname: r.surname,
    tags: (r.tags ?? []).map((value: string) => ({ value })),
    tos: r.tos,
    updated_at: r.updated_at,
  };
}

const CUSTOMER_COLUMNS = `c.uid, c.approved, ${TS('c."createdAt"')} AS created_at, c."customFields" AS custom_fields, ${TS('c."deletedAt"')} AS deleted_at,
  c.email, c.id, c.key, c.metadata->>'dateOfBirth' AS date_of_birth, c.name, pa.key AS partner_key, ${LINKS('"customerUid" = c.uid')} AS links,
  (SELECT count(*)::int FROM "Customer" x WHERE x."programId" = c."programId" AND x."referringCustomerUid" = c.uid) AS referrals_count,
  CASE WHEN rc.uid IS NULL THEN NULL ELSE json_build_object('email', rc.email, 'id', rc.id, 'key', rc.key, 'name', rc.name, 'surname', rc.surname) END AS referring,
  c.surname, c.tags, ${TS('c."updatedAt"')} AS updated_at`;
/** a customer just written: no referrals, no referrer, the partner's key known already ($9) */
const NEW_CUSTOMER_COLUMNS = CUSTOMER_COLUMNS.replace(/pa\.key AS partner_key/, () => "$9::text AS partner_key")
  .replace(/\(SELECT count\(\*\)::int FROM "Customer" x[^)]*\)/, () => "0")
  .replace(/CASE WHEN rc\.uid[\s\S]*? END/, () => "NULL::json");
const CUSTOMER_JOINS = `LEFT JOIN "Partner" pa ON pa.uid = c."partnerUid" LEFT JOIN "Customer" rc ON rc.uid = c."referringCustomerUid"`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function customerView(program: Program, r: any) {
  const links: Link[] = r.links;
  return {
    approved: r.approved,
    created_at: r.created_at,
    custom_fields: r.custom_fields,
    deleted: r.deleted_at !== null,
    deleted_at: r.deleted_at,
    email: r.email,
    id: r.id,
    key: r.key,
    metadata: { date_of_birth: r.date_of_birth },
    name: r.name,
    partner: r.partner_key,
    referral_link: links[0] ? linkUrl(program, links[0]) : null,
    referral_links: links.map((l) => linkUrl(program, l)),
    referrals_count: r.referrals_count,
    referring_customer: r.referring,
    status: r.deleted_at ? "deleted" : "active",
    surname: r.surname,
    tags: (r.tags ?? []).map((value: string) => ({ value })),
    updated_at: r.updated_at,
  };
}

// ---- lists ------------------------------------------------------------------------------

function page(url: URL): { limit: number; page: number } | undefined {
  const limit = Number(url.searchParams.get("limit") ?? 15);
  const pageNo = Number(url.searchParams.get("page") ?? 1);
  if (!Number.isInteger(limit) || limit < 1 || limit > 250 || !Number.isInteger(pageNo) || pageNo < 1) return undefined;
  return { limit, page: pageNo };
}

function listEnvelope(data: unknown[], url: URL, p: { limit: number; page: number }, total: number, offset: number) {
  const base = `${PUBLIC_URL}${url.pathname}`;
  const lastPage = Math.max(1, Math.ceil(total / p.limit));
  const pageUrl = (n: number) => {
    const params = new URLSearchParams(url.search);
    params.set("page", String(n));
    return `${base}?${params.toString()}`;
  };
  return {
    status: 1,
    data,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: p.page > 1 ? pageUrl(Math.min(p.page - 1, lastPage)) : null,
      next: p.page < lastPage ? pageUrl(p.page + 1) : null,
    },
    meta: {
      current_page: p.page,
      from: data.length ? offset + 1 : null,
      to: data.length ? offset + data.length : null,
      per_page: p.limit,
      path: base,
      total,
      last_page: lastPage,
    },
  };
}

// ---- routes -----------------------------------------------------------------------------

type Reply = [status: number, body: unknown];
const NOT_FOUND: Reply = [404, { status: 0, message: "Not found" }];
const UNAUTHENTICATED: Reply = [401, { status: 0, message: "Unauthenticated." }];

async function getPartner(program: Program, id: string): Promise<Reply> {
  const { rows } = await query(pool, `SELECT ${PARTNER_COLUMNS} FROM "Partner" p WHERE p."programId" = $1 AND p.id = $2 AND p.status <> 'deleted'`, [program.id, id]);
  return rows[0] ? [200, { status: 1, data: partnerView(program, rows[0]) }] : [404, { status: 0, message: "Partner not found" }];
}

async function graphqlPartner(program: Program, id: string): Promise<Reply> {
  const { rows } = await query<{ externalId: string; key: string; email: string; name: string; surname: string; status: string; referralsCount: number; createdAt: string }>(
    pool,
    `SELECT p.id AS "externalId", p.key, p.email, p.name, p.surname, upper(p.status::text) AS status,
            (SELECT count(*)::int FROM "Customer" cu WHERE cu."partnerUid" = p.uid AND cu."deletedAt" IS NULL) AS "referralsCount",
            ${TS('p."createdAt"')} AS "createdAt"
       FROM "Partner" p WHERE p."programId" = $1 AND p.id = $2 AND p.status <> 'deleted'`,
    [program.id, id],
  );
  return [200, { data: { partner: rows[0] ?? null } }];
}

async function listPartners(program: Program, url: URL): Promise<Reply> {
  const p = page(url);
  if (!p) return [422, { status: 0, message: "The limit must be an integer between 1 and 250." }];
  const offset = (p.page - 1) * p.limit;
  const where = `p."programId" = $1 AND p.status <> 'deleted'`;
  const [rows, count] = await Promise.all([
    query(pool, `SELECT ${PARTNER_COLUMNS} FROM "Partner" p WHERE ${where} ORDER BY p."createdAt" DESC, p.uid DESC LIMIT $2 OFFSET $3`, [program.id, p.limit, offset]),
    query<{ total: number }>(pool, `SELECT count(*)::int AS total FROM "Partner" p WHERE ${where}`, [program.id]),
  ]);
  return [200, listEnvelope(rows.rows.map((r) => partnerView(program, r)), url, p, count.rows[0]!.total, offset)];
}

async function listCustomers(program: Program, url: URL): Promise<Reply> {
  const p = page(url);
  if (!p) return [422, { status: 0, message: "The limit must be an integer between 1 and 250." }];
  const offset = (p.page - 1) * p.limit;
  const [rows, count] = await Promise.all([
    query(pool, `SELECT ${CUSTOMER_COLUMNS} FROM "Customer" c ${CUSTOMER_JOINS} WHERE c."programId" = $1 ORDER BY c."createdAt" DESC, c.uid DESC LIMIT $2 OFFSET $3`, [
      program.id,
      p.limit,
      offset,
    ]),
    query<{ total: number }>(pool, `SELECT count(*)::int AS total FROM "Customer" c WHERE c."programId" = $1`, [program.id]),
  ]);
  return [200, listEnvelope(rows.rows.map((r) => customerView(program, r)), url, p, count.rows[0]!.total, offset)];
}

const cuidish = () => `raw${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

async function createCustomer(program: Program, body: Buffer): Promise<Reply> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let input: any;
  try {
    input = JSON.parse(body.toString() || "{}");
  } catch {
    return [422, { status: 0, message: "The request body is not valid JSON." }];
  }
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  const key = str(input.key);
  if (!key) return [422, { status: 0, message: "The key field is required.", errors: { key: ["The key field is required."] } }];
  const partnerKey = str(input.partner?.key);
  if (!partnerKey) return [422, { status: 0, message: "A partner key, id or email is required." }];
  const id = str(input.id) ?? cuidish();
  const partner = await query<{ uid: string; key: string }>(
    pool,
    `SELECT uid, key FROM "Partner" WHERE "programId" = $1 AND key = $2 AND status <> 'deleted' LIMIT 3`,
    [program.id, partnerKey],
  );
  if (!partner.rows[0]) return [400, { status: 0, message: "Invalid partner key" }];
  const clash = await query<{ key: string }>(pool, `SELECT key FROM "Customer" WHERE "programId" = $1 AND (key = $2 OR id = $3) LIMIT 1`, [program.id, key, id]);
  if (clash.rows[0]) {
    const field = clash.rows[0].key === key ? "key" : "id";
    const message = `Customer with this ${field} already exists`;
    return [422, { status: 0, message, errors: { [field]: [message] } }];
  }
  const client = await pool.connect();
  try {
    await query(client, "BEGIN");
    const inserted = await query(
      client,
      `WITH c AS (
         INSERT INTO "Customer" (uid, "programId", id, key, email, name, surname, approved, tags, metadata, "customFields", "partnerUid", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, ARRAY[]::text[], '{"dateOfBirth": null}', '{}', $8, now(), now())
         RETURNING *)
       SELECT ${NEW_CUSTOMER_COLUMNS} FROM c`,
      [cuidish(), program.id, id, key, str(input.email)?.toLowerCase() ?? null, str(input.name) ?? "", str(input.surname) ?? "", partner.rows[0].uid, partner.rows[0].key],
    );
    const view = customerView(program, inserted.rows[0]);
    // no dispatcher here: the event is written as already handed on, so Rally's does not pick it up
    await query(
      client,
      `INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, "createdAt", "dispatchedAt") VALUES ($1, 'customer.created', 'customer', $2, $3, now(), now())`,
      [program.id, key, JSON.stringify(view)],
    );
    await query(client, "COMMIT");
    return [200, { status: 1, data: view }];
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

// ---- a sale ----------------------------------------------------------------------------

/**
 * POST /v1/transactions as the ingest load sends it: a sale of a known customer. One lookup
 * (the customer and its earning partner), then in one transaction the sale (its key unique in
 * the program), the partner's commission (the program's default: 20 % held 30 days, as the
 * bench's programs have it) and the two events. A key already taken is answered 409 here: the
 * load never repeats one.
 */
async function createTransaction(program: Program, body: Buffer): Promise<Reply> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let input: any;
  try {
    input = JSON.parse(body.toString() || "{}");
  } catch {
    return [422, { status: 0, message: "The request body is not valid JSON." }];
  }
  const key = typeof input.key === "string" ? input.key.trim() : "";
  const amount = Number(input.amount);
  if (!key || !Number.isFinite(amount) || amount < 0) return [422, { status: 0, message: "The key and amount fields are required." }];
  const currency = String(input.amount_units ?? "USD").toUpperCase();
  const productIds = input.product_id === undefined ? [] : [String(input.product_id)];
  const buyer = await query<{ uid: string; key: string; partnerUid: string | null; partnerId: string | null }>(
    pool,
    `SELECT c.uid, c.key, p.uid AS "partnerUid", p.id AS "partnerId" FROM "Customer" c
       LEFT JOIN "Partner" p ON p.uid = c."partnerUid" AND p."deletedAt" IS NULL AND p."archivedAt" IS NULL
      WHERE c."programId" = $1 AND c.key = $2 LIMIT 1`,
    [program.id, String(input.customer?.key ?? "")],
  );
  const customer = buyer.rows[0];
  if (!customer) return [422, { status: 0, message: "Customer not found", errors: { customer: ["Customer not found"] } }];
  const client = await pool.connect();
  try {
    await query(client, "BEGIN");
    const sale = await query<{ uid: string; amount: string; created_at: string; updated_at: string }>(
      client,
      `INSERT INTO "Transaction" (uid, "programId", key, action, amount, currency, "customerUid", "partnerUid", "productIds", "occurredAt", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, 'sale', $4, $5, $6, $7, $8, now(), now(), now()) ON CONFLICT DO NOTHING
       RETURNING uid, amount::text, ${TS('"occurredAt"')} AS created_at, ${TS('"updatedAt"')} AS updated_at`,
      [cuidish(), program.id, key, amount, currency, customer.uid, customer.partnerUid, productIds],
    );
    const t = sale.rows[0];
    if (!t) {
      await query(client, "ROLLBACK");
      return [409, { status: 0, message: "The key is taken." }];
    }
    const rewards = [];
    if (customer.partnerUid) {
      const inserted = await query<{ id: string; amount: string; hold_until: string; created_at: string }>(
        client,
        `INSERT INTO "Reward" (id, "programId", kind, status, amount, "earnedAmount", currency, "partnerUid", "transactionUid", action, tier, "productId", "holdUntil", "earnedAt", "createdAt", "updatedAt")
         VALUES ($1, $2, 'commission', 'pending', round($3::numeric * 0.2, 2), round($3::numeric * 0.2, 2), $4, $5, $6, 'sale', 1, NULL, now() + interval '30 days', now(), now(), now())
         RETURNING id, amount::text, ${TS('"holdUntil"')} AS hold_until, ${TS('"createdAt"')} AS created_at`,
        [cuidish(), program.id, t.amount, currency, customer.partnerUid, t.uid],
      );
      const r = inserted.rows[0]!;
      // keys in the order Rally's REST answers them (alphabetical)
      rewards.push({
        action: "sale",
        amount: wire(r.amount),
        amount_units: currency,
        approved_at: null,
        created_at: r.created_at,
        customer: null,
        hold_until: r.hold_until,
        is_currency: true,
        key: r.id,
        kind: "commission",
        note: "",
        paid_at: null,
        partner: customer.partnerId,
        product_type_data: { product_id: null, product_type: null },
        rejected_at: null,
        review_reason: null,
        status: "pending",
        subscriber: null,
        tier: 1,
        transaction: key,
      });
    }
    const view = {
      action: "sale",
      amount: wire(t.amount),
      amount_units: currency,
      archived: false,
      attribution: null,
      created_at: t.created_at,
      credit: null,
      customer: customer.key,
      customer_key: customer.key,
      deleted_at: null,
      discount_amount: null,
      discount_code: null,
      gross_amount: null,
      is_currency: true,
      key,
      partner: customer.partnerId,
      product_id: productIds,
      product_type: [],
      referral_url: null,
      referred_customer: null,
      refund_of: null,
      refunded_amount: 0,
      refunded_sale_rewards: null,
      rewardable: true,
      rewards,
      updated_at: t.updated_at,
    };
    // both events in one statement, written as already handed on (no dispatcher here)
    const events: unknown[] = [program.id, key, JSON.stringify(view)];
    let values = `($1, 'transaction.created', 'transaction', $2, $3, now(), now())`;
    if (rewards[0]) {
      events.push(rewards[0].key, JSON.stringify(rewards[0]));
      values += `, ($1, 'reward.created', 'reward', $4, $5, now(), now())`;
    }
    await query(client, `INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, "createdAt", "dispatchedAt") VALUES ${values}`, events);
    await query(client, "COMMIT");
    return [200, { status: 1, data: view }];
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks))).on("error", reject);
  });
}

async function route(req: IncomingMessage): Promise<Reply> {
  const url = new URL(req.url ?? "/", PUBLIC_URL);
  const caller = await authenticate(req.headers.authorization);
  if (!caller) return UNAUTHENTICATED;
  const { program } = caller;
  if (program.type !== "Affiliate") return [400, { status: 0, message: "This program type has no such resource." }];
  const path = url.pathname;
  if (req.method === "GET") {
    if (path === "/v1/partners") return listPartners(program, url);
    if (path === "/v1/customers") return listCustomers(program, url);
    const m = /^\/v1\/partners\/([^/]+)$/.exec(path);
    if (m) return getPartner(program, decodeURIComponent(m[1]!));
    return NOT_FOUND;
  }
  if (req.method === "POST") {
    const body = await readBody(req);
    if (path === "/v1/customers") return createCustomer(program, body);
    if (path === "/v1/transactions") return createTransaction(program, body);
    if (path === "/graphql") {
      // the one GraphQL document measured: a partner by id
      const { variables } = JSON.parse(body.toString()) as { variables?: { id?: string } };
      return graphqlPartner(program, String(variables?.id ?? ""));
    }
  }
  return NOT_FOUND;
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  route(req).then(
    ([status, body]) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body)),
    () => res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ status: 0, message: "Server error" })),
  );
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  serveParent(counter, typeof address === "object" && address ? address.port : 0, async () => {
    await new Promise((r) => server.close(r));
    await pool.end();
  });
});
