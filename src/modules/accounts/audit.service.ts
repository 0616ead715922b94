// The audit log: what operators did in the console, one entry per mutation (who, when, which
// mutation, the record it concerned before and after, and how it ended), written by the one
// wrapper around every mutation (audit.wrap.ts), listed for the program and published live.
import { Prisma } from "../../generated/prisma/client.js";
import type { DbTx } from "../../db/client.js";
import type { App } from "../../core/app.js";
import type { ServiceContext } from "../../core/context.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";

export type AuditOutcome = "ok" | "refused" | "failed";

export interface AuditRecord {
  programId: number;
  operatorId: string;
  operatorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  input: unknown;
  before: unknown;
  after: unknown;
  outcome: AuditOutcome;
  detail: unknown;
}

/** a value's keys that hold secrets: kept out of the log, whatever record or input they are in */
const SECRET = /password|secret|hash|token|totp/i;
export const REDACTED = "[redacted]";

/**
 * A value as the log keeps it: plain JSON (dates as ISO strings, decimals and big integers as
 * strings), secrets blanked, nothing deeper than a few levels.
 */
export function auditJson(value: unknown, depth = 0): Prisma.InputJsonValue | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return String(value);
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (depth > 6) return "…";
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => auditJson(v, depth + 1));
  if (typeof value === "object") {
    // Decimal and the like say themselves best
    const json = (value as { toJSON?: () => unknown }).toJSON;
    if (typeof json === "function" && !(value.constructor === Object)) return auditJson(json.call(value), depth + 1);
    const out: Record<string, Prisma.InputJsonValue | null> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET.test(k) && v != null ? REDACTED : auditJson(v, depth + 1);
    return out;
  }
  return String(value);
}

function auditData(r: AuditRecord) {
  return {
    programId: r.programId,
    operatorId: r.operatorId,
    operatorEmail: r.operatorEmail,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    input: auditJson(r.input) ?? {},
    before: auditJson(r.before) ?? Prisma.DbNull,
    after: auditJson(r.after) ?? Prisma.DbNull,
    outcome: r.outcome,
    detail: auditJson(r.detail) ?? Prisma.DbNull,
  };
}

/** stores the entry in the mutation's own transaction (audit.wrap.ts); answers its id, to complete once the mutation answered */
export async function storeAudit(db: DbTx, now: Date, r: AuditRecord): Promise<bigint> {
  const row = await db.auditEntry.create({ data: { ...auditData(r), createdAt: now }, select: { id: true } });
  return row.id;
}

/**
 * Stores the entry, or completes the one the mutation's transaction stored (`stored`: how the
 * mutation ended, the record it made), and tells the program's live subscribers. A failure here
 * is logged, never the mutation's: the change is committed already.
 */
export async function recordAudit(app: App, r: AuditRecord, stored?: bigint): Promise<void> {
  const db = app.database.prisma;
  try {
    const row =
      stored === undefined
        ? await db.auditEntry.create({ data: { ...auditData(r), createdAt: app.now() }, select: { id: true } })
        : await db.auditEntry.update({ where: { id: stored }, data: auditData(r), select: { id: true } });
    app.events.publishAudit(r.programId, String(row.id));
  } catch (err) {
    app.logger.error({ err, action: r.action, operatorId: r.operatorId }, "audit entry not recorded");
    if (stored !== undefined) app.events.publishAudit(r.programId, String(stored));
  }
}

export interface AuditFilter {
  operatorEmail?: string | null;
  actions?: readonly string[] | null;
  targetId?: string | null;
  outcomes?: readonly AuditOutcome[] | null;
  createdAt?: { from?: Date | null; to?: Date | null } | null;
}

export function auditWhere(programId: number, f: AuditFilter = {}): Prisma.AuditEntryWhereInput {
  return {
    programId,
    ...(f.operatorEmail ? { operatorEmail: f.operatorEmail.trim().toLowerCase() } : {}),
    ...(f.actions?.length ? { action: { in: [...f.actions] } } : {}),
    ...(f.targetId ? { targetId: f.targetId } : {}),
    ...(f.outcomes?.length ? { outcome: { in: [...f.outcomes] } } : {}),
    ...(f.createdAt ? { createdAt: { gte: f.createdAt.from ?? undefined, lt: f.createdAt.to ?? undefined } } : {}),
  };
}

/** the program's audit entries, newest first unless asked otherwise */
export function listAuditEntries(ctx: ServiceContext, args: ListArgs & { filter?: AuditFilter | null }) {
  const where = auditWhere(ctx.program.id, args.filter ?? {});
  return paginate(args, PAGE_SIZES.standard, "id", (w) =>
    Promise.all([ctx.db.auditEntry.findMany({ where: w.where(where), skip: w.skip, take: w.take, orderBy: w.orderBy }), ctx.db.auditEntry.count({ where })]),
  );
}
