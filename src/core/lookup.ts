// One way to find a resource by what a client identifies it with (an id, a key, an email, or
// a path value that may be any of them): one query for every column the reference may name,
// and the row that matches the most specific one wins.
import { Prisma } from "../generated/prisma/client.js";

/** a column of integers (an autoincrement id): a reference's text matches it only when it is one */
export interface IntColumn {
  int: string;
}

/** for each field of a reference, the columns its value may match, most specific first */
export type RefSpec = Record<string, readonly (string | IntColumn)[]>;

/** a reference as a client sends it: { id }, { key }, { email }, ... (interfaces welcome) */
export type Ref = object;

const EMAIL = "email";
const normal = (column: string, value: string) => (column === EMAIL ? value.trim().toLowerCase() : value);
const INT4_MAX = 2_147_483_647;

/** what the column is compared with, or none when the text cannot be one of its values (so no query casts it) */
function compared(column: string | IntColumn, value: string): [string, string | number] | null {
  if (typeof column === "string") return [column, normal(column, value)];
  const text = value.trim();
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > INT4_MAX) return null;
  return [column.int, Number(text)];
}

/** two emails of one person, as lookups compare them (the self-referral rules ask this) */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) => !!a?.trim() && !!b && normal(EMAIL, a) === normal(EMAIL, b);

/** the candidates (column, value) in the order they win, or none when the reference names nothing */
export function candidates(ref: Ref, spec: RefSpec): [string, string | number][] {
  const out: [string, string | number][] = [];
  for (const [field, columns] of Object.entries(spec)) {
    const value = (ref as Record<string, unknown>)[field];
    if (typeof value !== "string" || !value.trim()) continue;
    for (const column of columns) {
      const c = compared(column, value);
      if (c) out.push(c);
    }
  }
  return out;
}

/** the where of a reference ({OR: [...]}), or null when it names nothing */
export function refWhere(ref: Ref, spec: RefSpec): { OR: Record<string, string | number>[] } | null {
  const c = candidates(ref, spec);
  return c.length ? { OR: c.map(([column, value]) => ({ [column]: value })) } : null;
}

/**
 * The same where as SQL over a table's alias (`p."id" = $1 OR p."key" = $2`), for a statement
 * that reads more than the model; null when the reference names nothing. The columns are the
 * spec's own names, never a client's.
 */
export function refSql(ref: Ref, spec: RefSpec, alias: string): Prisma.Sql | null {
  const c = candidates(ref, spec);
  return c.length ? Prisma.sql`(${Prisma.join(c.map(([column, value]) => Prisma.sql`${Prisma.raw(`${alias}."${column}"`)} = ${value}`), " OR ")})` : null;
}

/** of the rows the where found, the one the reference names most specifically */
export function pickByRef<R extends object>(rows: readonly R[], ref: Ref, spec: RefSpec): R | undefined {
  for (const [column, value] of candidates(ref, spec)) {
    const row = rows.find((r) => (r as Record<string, unknown>)[column] === value);
    if (row) return row;
  }
  return undefined;
}
