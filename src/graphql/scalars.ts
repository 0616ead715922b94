import { GraphQLError, Kind, type ValueNode } from "graphql";
import { builder } from "./builder.js";
import { isoDate, isoMicro } from "../lib/time.js";
import { Decimal, toWire } from "../lib/money.js";

function parseDate(value: unknown, what: string): Date {
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) throw new GraphQLError(`${what} cannot represent an invalid date: ${JSON.stringify(value)}`);
  return d;
}

builder.scalarType("DateTime", {
  description: "ISO 8601 timestamp with microseconds and Z, e.g. 2026-11-22T04:06:55.123000Z",
  serialize: (v) => isoMicro(parseDate(v, "DateTime")),
  parseValue: (v) => parseDate(v, "DateTime"),
});

builder.scalarType("Date", {
  description: "A calendar date, YYYY-MM-DD",
  serialize: (v) => isoDate(parseDate(v, "Date")),
  parseValue: (v) => {
    if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new GraphQLError(`Date must be YYYY-MM-DD, got ${JSON.stringify(v)}`);
    return parseDate(`${v}T00:00:00Z`, "Date");
  },
});

builder.scalarType("Decimal", {
  description: "An exact amount, as a JSON number in major units",
  serialize: (v) => toWire(v as Decimal),
  parseValue: (v) => {
    if (typeof v !== "number" && typeof v !== "string") throw new GraphQLError("Decimal must be a number");
    try {
      const d = new Decimal(v);
      if (!d.isFinite()) throw new Error();
      return d;
    } catch {
      throw new GraphQLError(`Decimal cannot represent ${JSON.stringify(v)}`);
    }
  },
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
