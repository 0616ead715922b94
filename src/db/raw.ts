// The statements Rally writes by hand for its hot paths (a batch of sales, buyers,
// redemptions, clicks, mail, the outbox's dispatch) run on Prisma's driver adapter directly when
// they are sent outside a transaction: the same pool, the same conversion of parameters (the
// adapter's) and of results (Prisma's own `deserializeRawResult`, so a row is what `$queryRaw`
// gives), without the client's request pipeline around each statement. That pipeline cost 0.1 ms
// of CPU for `SELECT 1` and 0.45 for a statement of 20 arrays of 16 values (BENCHMARKS.md), as
// much as the adapter's own work. Inside a transaction, a statement goes through the transaction's
// client as before: only it can run there.
import { deserializeRawResult } from "@prisma/client/runtime/client";
import { ColumnTypeEnum, type ArgType, type ColumnType, type SqlDriverAdapter, type SqlResultSet } from "@prisma/driver-adapter-utils";
import { Prisma, type PrismaClient } from "../generated/prisma/client.js";

/** a statement with `$n` placeholders and its values: a `Prisma.sql` template, or text and values */
export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** what a hand-written statement runs on: the client (directly on its adapter) or a transaction */
export type RawClient = Pick<PrismaClient, "$queryRawUnsafe" | "$executeRawUnsafe">;

interface DirectPath {
  adapter: SqlDriverAdapter;
  onQuery?: (sql: string) => void;
}

const direct = new WeakMap<object, DirectPath>();

/** `client`'s statements outside transactions run on `adapter`, a connection of the same database */
export function runDirectly(client: object, adapter: SqlDriverAdapter, onQuery?: (sql: string) => void): void {
  direct.set(client, { adapter, onQuery });
}

/** the rows of `statement`, as `$queryRaw` gives them */
export async function queryRows<T>(db: RawClient, statement: Statement): Promise<T[]> {
  const path = direct.get(db);
  if (!path) return db.$queryRawUnsafe<T[]>(statement.text, ...statement.values);
  path.onQuery?.(statement.text);
  const result = await path.adapter.queryRaw(query(statement)).catch(failed);
  return deserializeRawResult(rawResponse(result)) as T[];
}

/** the number of rows `statement` changed, as `$executeRaw` gives it */
export async function executeStatement(db: RawClient, statement: Statement): Promise<number> {
  const path = direct.get(db);
  if (!path) return db.$executeRawUnsafe(statement.text, ...statement.values);
  path.onQuery?.(statement.text);
  return path.adapter.executeRaw(query(statement)).catch(failed);
}

/** the adapter's error, with the database's message and code in the message (as Prisma's P2010 has them) */
function failed(err: unknown): never {
  const cause = (err as { cause?: { originalMessage?: string; originalCode?: string; message?: string; code?: string } }).cause;
  const detail = cause?.originalMessage ?? cause?.message;
  throw detail ? Object.assign(new Error(`Raw query failed. Code: ${cause?.originalCode ?? cause?.code ?? "unknown"}. Message: ${detail}`), { cause: err }) : err;
}

function query(statement: Statement) {
  return { sql: statement.text, args: statement.values.map(argOf), argTypes: statement.values.map(argTypeOf) };
}

/** a parameter as Prisma serialises it for the adapter: numbers of its own types as text, JSON as text */
function argOf(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(argOf);
  if (typeof value === "bigint" || Prisma.Decimal.isDecimal(value)) return String(value);
  if (value instanceof Date || ArrayBuffer.isView(value) || typeof value !== "object") return value;
  return JSON.stringify(value);
}

function scalarTypeOf(value: unknown): ArgType["scalarType"] {
  if (typeof value === "string") return "string";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "bigint") return "bigint";
  if (value instanceof Date) return "datetime";
  if (Prisma.Decimal.isDecimal(value)) return "decimal";
  if (ArrayBuffer.isView(value)) return "bytes";
  if (value !== null && typeof value === "object") return "json";
  return "unknown";
}

function argTypeOf(value: unknown): ArgType {
  if (!Array.isArray(value)) return { scalarType: scalarTypeOf(value), arity: "scalar" };
  return { scalarType: scalarTypeOf(value.find((v) => v !== null && v !== undefined)), arity: "list" };
}

// The adapter's result set in the form Prisma's raw deserializer reads: the names of its types,
// and the values of the types it reads as text (64-bit integers) or parses (JSON) put the way
// Prisma's client puts them first.
const TYPE_NAMES: Record<number, string> = {
  [ColumnTypeEnum.Int32]: "int",
  [ColumnTypeEnum.Int64]: "bigint",
  [ColumnTypeEnum.Float]: "float",
  [ColumnTypeEnum.Double]: "double",
  [ColumnTypeEnum.Text]: "string",
  [ColumnTypeEnum.Enum]: "enum",
  [ColumnTypeEnum.Bytes]: "bytes",
  [ColumnTypeEnum.Boolean]: "bool",
  [ColumnTypeEnum.Character]: "char",
  [ColumnTypeEnum.Numeric]: "decimal",
  [ColumnTypeEnum.Json]: "json",
  [ColumnTypeEnum.Uuid]: "uuid",
  [ColumnTypeEnum.DateTime]: "datetime",
  [ColumnTypeEnum.Date]: "date",
  [ColumnTypeEnum.Time]: "time",
  [ColumnTypeEnum.Int32Array]: "int-array",
  [ColumnTypeEnum.Int64Array]: "bigint-array",
  [ColumnTypeEnum.FloatArray]: "float-array",
  [ColumnTypeEnum.DoubleArray]: "double-array",
  [ColumnTypeEnum.TextArray]: "string-array",
  [ColumnTypeEnum.EnumArray]: "string-array",
  [ColumnTypeEnum.BytesArray]: "bytes-array",
  [ColumnTypeEnum.BooleanArray]: "bool-array",
  [ColumnTypeEnum.CharacterArray]: "char-array",
  [ColumnTypeEnum.NumericArray]: "decimal-array",
  [ColumnTypeEnum.JsonArray]: "json-array",
  [ColumnTypeEnum.UuidArray]: "uuid-array",
  [ColumnTypeEnum.DateTimeArray]: "datetime-array",
  [ColumnTypeEnum.DateArray]: "date-array",
  [ColumnTypeEnum.TimeArray]: "time-array",
  [ColumnTypeEnum.UnknownNumber]: "unknown",
  [ColumnTypeEnum.Set]: "string",
};

function valueOf(value: unknown, type: ColumnType): unknown {
  if (value === null) return null;
  switch (type) {
    case ColumnTypeEnum.Int32:
      return Math.trunc(Number(value));
    case ColumnTypeEnum.Int64:
      return typeof value === "number" ? BigInt(Math.trunc(value)) : value;
    case ColumnTypeEnum.Json:
      return typeof value === "string" ? JSON.parse(value) : value;
    case ColumnTypeEnum.Boolean:
      return typeof value === "string" ? value === "true" || value === "1" : typeof value === "number" ? value === 1 : value;
    case ColumnTypeEnum.Int32Array:
      return (value as unknown[]).map((v) => valueOf(v, ColumnTypeEnum.Int32));
    case ColumnTypeEnum.Int64Array:
      return (value as unknown[]).map((v) => valueOf(v, ColumnTypeEnum.Int64));
    case ColumnTypeEnum.JsonArray:
      return (value as unknown[]).map((v) => valueOf(v, ColumnTypeEnum.Json));
    case ColumnTypeEnum.BooleanArray:
      return (value as unknown[]).map((v) => valueOf(v, ColumnTypeEnum.Boolean));
    default:
      return value;
  }
}

function rawResponse(result: SqlResultSet) {
  const types = result.columnTypes;
  const needsValues = types.some((t) => t === ColumnTypeEnum.Int32 || t === ColumnTypeEnum.Int64 || t === ColumnTypeEnum.Json || t === ColumnTypeEnum.Boolean || t >= 64);
  return {
    columns: result.columnNames,
    types: types.map((t) => TYPE_NAMES[t] ?? "unknown") as Parameters<typeof deserializeRawResult>[0]["types"],
    rows: needsValues ? result.rows.map((row) => row.map((v, i) => valueOf(v, types[i]!))) : result.rows,
  };
}
