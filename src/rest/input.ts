// Turns what real clients send into the variables of a route's operation: path parameters,
// query string (dotted or bracketed keys; a repeated key keeps its last value) and JSON body
// merged (a GET may carry a body too), snake_case names mapped to arguments, updates wrapped
// or flat, empty strings taken as not given (as the public API, a Laravel application, does).
// Values are checked by GraphQL and its scalars; the only decoding here is of text into the
// numbers and booleans a query string cannot carry otherwise.
import {
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
} from "graphql";
import { parse as qsParse } from "qs";
import { snakeCase } from "../core/case.js";
import { ValidationError } from "../core/errors.js";
import { assertStorable } from "../core/storable.js";
import type { MatchedRoute } from "./route.js";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

/** query string, body and path parameters, in rising precedence */
export function mergeInput(matched: MatchedRoute, query: string, body: unknown): Json {
  const parsed = qsParse(query, { allowDots: true, depth: 5, arrayLimit: 250, duplicates: "last" }) as Json;
  return { ...(isObject(body) ? body : {}), ...parsed, ...matched.params };
}

type Named = Pick<GraphQLArgument | GraphQLInputField, "name" | "type">;

const lookup = (fields: readonly Named[], key: string) => fields.find((f) => f.name === key) ?? fields.find((f) => snakeCase(f.name) === key);

const INT = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** text (a query string's, or a lenient client's) into the number or boolean the argument takes */
function decodeScalar(value: unknown, typeName: string): unknown {
  switch (typeName) {
    case "Int":
      return typeof value === "string" && INT.test(value.trim()) ? Number(value) : value;
    case "Float":
      return typeof value === "string" && NUMBER.test(value.trim()) ? Number(value) : value;
    case "Boolean":
      if (value === "true" || value === "1" || value === 1) return true;
      if (value === "false" || value === "0" || value === 0) return false;
      return value;
    case "String":
    case "ID":
      return typeof value === "number" && Number.isFinite(value) ? String(value) : value;
    default:
      return value;
  }
}

/**
 * The keys a request sent that its operation does not take, named by their path as sent
 * (`nmae`, `update.bogus`, `transactions.0.amonut`): they are dropped, and the answer says so.
 */
export type IgnoredFields = string[];

/** maps one value onto its GraphQL input type: names to arguments, unknown keys dropped (and noted), "" as not given */
function toInput(value: unknown, type: GraphQLInputType, at: string, ignored: IgnoredFields): unknown {
  if (value === "" || value === undefined) return undefined;
  if (value === null) return null;
  const t = getNullableType(type) as GraphQLInputType;
  if (isListType(t)) {
    // qs gives an object for sparse indices (tags[7]=x); a single value is a list of one
    const list = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value];
    return list.map((v, i) => toInput(v, t.ofType, `${at}${i}.`, ignored)).filter((v) => v !== undefined);
  }
  if (isInputObjectType(t)) return isObject(value) ? toFields(value, Object.values(t.getFields()), at, ignored) : value;
  if (isScalarType(t)) return decodeScalar(value, t.name);
  return value;
}

/** `flat`: the argument whose fields were sent at the top level (an update sent flat), so they are named as sent */
function toFields(input: Json, fields: readonly Named[], at: string, ignored: IgnoredFields, flat?: string): Json {
  const out: Json = {};
  for (const [key, v] of Object.entries(input)) {
    const f = lookup(fields, key);
    if (!f) {
      ignored.push(`${at}${key}`);
      continue;
    }
    const mapped = toInput(v, f.type, f.name === flat ? at : `${at}${key}.`, ignored);
    if (mapped !== undefined) out[f.name] = mapped;
  }
  return out;
}

/**
 * The operation's variables (its root field's arguments) from the merged input. An update may
 * come wrapped, {"update": {...}}, or flat: with the identifier in the path every body key is
 * a change; on the collection path the keys naming the field's other arguments identify.
 */
export function toVariables(field: GraphQLField<unknown, unknown>, matched: MatchedRoute, input: Json, ignored: IgnoredFields = []): Json {
  // the query string and the path's segments, as the body was when it was read
  assertStorable(input);

  const updateArg = field.args.find((a) => a.name === "update");
  if (!updateArg && isObject(input.update)) {
    // the wrapped form on a field that takes its changes flat
    const { update, ...rest } = input;
    input = { ...update, ...rest };
  }
  if (updateArg && input.update !== undefined && !isObject(input.update)) {
    throw ValidationError.field("update", "The update field must be an object.");
  }
  let flat: string | undefined;
  if (updateArg && !isObject(input.update)) {
    flat = updateArg.name;
    const pathIds = Object.keys(matched.params);
    const argNames = new Set(field.args.flatMap((a) => [a.name, snakeCase(a.name)]));
    const update: Json = {};
    const rest: Json = {};
    for (const [k, v] of Object.entries(input)) {
      if (pathIds.includes(k) || (pathIds.length === 0 && argNames.has(k))) rest[k] = v;
      else update[k] = v;
    }
    input = { ...rest, update };
  }
  return toFields(input, field.args, "", ignored, flat);
}
