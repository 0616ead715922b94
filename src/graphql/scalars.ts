// Rally's scalars, lenient in what they take and strict in what they mean: a DateTime is ISO
// 8601 or Unix seconds, within years 1-9999; a Date is a calendar date that exists; a Decimal
// is a number or a numeric string, never rounded on the way in, and goes out as a string on
// GraphQL (a JSON number on REST). What they refuse becomes a 422
// naming the field on REST, a variable error on GraphQL.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from "graphql";
import { builder } from "./builder.js";
import { isoDate, isoMicro } from "../core/time.js";
import { Decimal, toWire, type DecimalValue } from "../core/money.js";

// years 1 to 9999: what every database, client and ISO 8601 printer agrees on
const MIN_TIME = Date.UTC(1, 0, 1);
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const UNIX_SECONDS = /^-?\d{1,12}(\.\d+)?$/;
const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

const invalid = (message: string) => new GraphQLError(message);

/** the date of a YYYY-MM-DD that exists (2021-02-30 does not) */
function calendarDate(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  date.setUTCFullYear(y); // Date.UTC maps years 0-99 to 1900-1999
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : undefined;
}

function inRange(d: Date): Date {
  if (Number.isNaN(d.getTime()) || d.getTime() < MIN_TIME || d.getTime() > MAX_TIME) {
    throw invalid("must be a date-time between the years 1 and 9999");
  }
  return d;
}

export function parseDateTime(value: unknown): Date {
  if (value instanceof Date) return inRange(value);
  if (typeof value === "number" || (typeof value === "string" && UNIX_SECONDS.test(value.trim()))) {
    const seconds = Number(value);
    if (!Number.isFinite(seconds)) throw invalid("must be an ISO 8601 date-time or Unix seconds");
    return inRange(new Date(seconds * 1000));
  }
  if (typeof value !== "string" || !ISO.test(value.trim())) throw invalid("must be an ISO 8601 date-time or Unix seconds");
  const text = value.trim();
  // the calendar part must exist: Date.parse would roll 2021-02-30 over to March
  if (!calendarDate(text.slice(0, 10))) throw invalid("must be an ISO 8601 date-time of a date that exists");
  return inRange(new Date(text.length === 10 ? `${text}T00:00:00Z` : text));
}

export function parseDate(value: unknown): Date {
  const date = typeof value === "string" ? calendarDate(value.trim()) : undefined;
  if (!date) throw invalid("must be a date that exists, as YYYY-MM-DD");
  return date;
}

const serializeTime = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

builder.scalarType("DateTime", {
  description: "ISO 8601 timestamp with microseconds and Z, e.g. 2026-11-22T04:06:55.123000Z; input also takes Unix seconds",
  serialize: (v) => isoMicro(serializeTime(v)),
  parseValue: parseDateTime,
});

builder.scalarType("Date", {
  description: "A calendar date, YYYY-MM-DD",
  serialize: (v) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : isoDate(serializeTime(v))),
  parseValue: parseDate,
});

/** amounts up to what the database's Decimal(19, 4) holds */
const MAX_DECIMAL = new Decimal("999999999999999.9999");

export function parseDecimal(value: unknown): Decimal {
  if (typeof value !== "number" && !(typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()))) throw invalid("must be a number");
  let d: Decimal;
  try {
    d = new Decimal(typeof value === "string" ? value.trim() : value);
  } catch {
    throw invalid("must be a number");
  }
  if (!d.isFinite()) throw invalid("must be a number");
  if (d.abs().gt(MAX_DECIMAL)) throw invalid("is too large");
  if (d.decimalPlaces() > 4) throw invalid("may have at most 4 decimal places");
  return d;
}

/** an exact decimal as text, without the float a JSON number becomes in most clients: 12.5, -0.0001 */
export const decimalText = (v: unknown) => new Decimal(v as DecimalValue).toDecimalPlaces(4).toFixed();

builder.scalarType("Decimal", {
  description: 'An exact amount in major units, as a string such as "12.5" (a JSON number would lose digits in most clients); input also takes a number',
  serialize: decimalText,
  parseValue: parseDecimal,
});

/**
 * REST's Decimal: a JSON number, as REST's clients have always read it. The REST schema has it
 * in place of GraphQL's (http/schema.ts restForms).
 */
export const restDecimalScalar = new GraphQLScalarType({
  name: "Decimal",
  description: "An exact amount, as a JSON number in major units (input also takes a numeric string)",
  serialize: (v) => toWire(v as Decimal),
  parseValue: parseDecimal,
});

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    case Kind.LIST:
      return ast.values.map(literal);
    default:
      return null;
  }
}

builder.scalarType("JSON", {
  description: "Any JSON value",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});
