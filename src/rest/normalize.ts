// Turns what real clients send into the canonical call of a route's GraphQL field:
// path parameters, query string (dotted or bracketed keys) and JSON body merged (a GET may
// carry a body too), snake_case names mapped to arguments, updates accepted wrapped or flat,
// and scalars checked here so a bad value is a 422 naming the field, never a 500.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { parse as qsParse } from "qs";
import { ValidationError, type FieldErrors } from "../graphql/errors.js";
import { argsToGraphQL, snake } from "./case.js";
import type { MatchedRoute } from "./routes.js";

export interface RawInput {
  query: string;
  body: unknown;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** the legacy nested form {"customer": {...}, "partner": {...}} and similar wrappers are handled by routes' own shims */
export function mergeInput(matched: MatchedRoute, raw: RawInput): Record<string, unknown> {
  const query = qsParse(raw.query, { allowDots: true, depth: 5, arrayLimit: 250 }) as Record<string, unknown>;
  const body = isObject(raw.body) ? raw.body : {};
  return { ...body, ...query, ...matched.params };
}

/** builds the field's arguments from the merged input; throws ValidationError */
export function toArguments(field: GraphQLField<unknown, unknown>, matched: MatchedRoute, input: Record<string, unknown>) {
  const updateArg = field.args.find((a) => a.name === "update");
  if (!updateArg && isObject(input.update)) {
    // the wrapped form {"update": {...}} on a field that takes its changes flat
    const { update, ...rest } = input;
    input = { ...update, ...rest };
  }
  if (updateArg && input.update !== undefined && !isObject(input.update)) {
    throw ValidationError.field("update", "The update field must be an object.");
  }
  if (updateArg && !isObject(input.update)) {
    // flat update: with the identifier in the path every body key is a change; otherwise the
    // keys naming the field's other arguments identify and the rest are the changes
    const pathIds = Object.keys(matched.params);
    const argNames = new Set(field.args.flatMap((a) => [a.name, snake(a.name)]));
    const update: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input)) {
      if (pathIds.includes(k)) rest[k] = v;
      else if (pathIds.length === 0 && argNames.has(k)) rest[k] = v;
      else update[k] = v;
    }
    input = { ...rest, update };
  }
  const args = argsToGraphQL(input, field.args);
  const errors: FieldErrors = {};
  for (const arg of field.args) {
    const name = snake(arg.name);
    if (args[arg.name] === undefined || args[arg.name] === null) {
      if (isNonNullType(arg.type)) errors[name] = [`The ${name} field is required.`];
      continue;
    }
    args[arg.name] = coerce(args[arg.name], arg.type, name, errors);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return args;
}

const INT = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function coerce(value: unknown, type: GraphQLInputType, path: string, errors: FieldErrors): unknown {
  if (value === null || value === undefined) {
    if (isNonNullType(type)) errors[path] = [`The ${path} field is required.`];
    return value;
  }
  const t = getNullableType(type) as GraphQLInputType;
  const fail = (msg: string) => {
    errors[path] = [`The ${path} field ${msg}.`];
    return value;
  };
  if (isListType(t)) {
    const list = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value];
    return list.map((v, i) => coerce(v, t.ofType, `${path}.${i}`, errors));
  }
  if (isInputObjectType(t)) {
    if (!isObject(value)) return fail("must be an object");
    const out: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) {
      if (value[f.name] === undefined) {
        if (isNonNullType(f.type)) errors[`${path}.${snake(f.name)}`] = [`The ${path}.${snake(f.name)} field is required.`];
        continue;
      }
      out[f.name] = coerce(value[f.name], f.type, `${path}.${snake(f.name)}`, errors);
    }
    return out;
  }
  if (isEnumType(t)) {
    const allowed = t.getValues().map((v) => v.name);
    return typeof value === "string" && allowed.includes(value) ? value : fail(`must be one of ${allowed.join(", ")}`);
  }
  if (isScalarType(t)) {
    switch (t.name) {
      case "Int":
        if (typeof value === "number" && Number.isInteger(value)) return value;
        if (typeof value === "string" && INT.test(value.trim())) return Number(value);
        return fail("must be an integer");
      case "Float":
        if (typeof value === "number" && Number.isFinite(value)) return value;
        if (typeof value === "string" && NUMBER.test(value.trim())) return Number(value);
        return fail("must be a number");
      case "Decimal":
        if ((typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && NUMBER.test(value.trim()))) return value;
        return fail("must be a number");
      case "Boolean":
        if (typeof value === "boolean") return value;
        if (value === "true" || value === "1" || value === 1) return true;
        if (value === "false" || value === "0" || value === 0) return false;
        return fail("must be true or false");
      case "String":
      case "ID":
        if (typeof value === "string") return value;
        if (typeof value === "number") return String(value);
        return fail("must be a string");
      case "DateTime":
        // Unix seconds or ISO 8601, as clients send both
        if (typeof value === "number" || (typeof value === "string" && INT.test(value))) return new Date(Number(value) * 1000).toISOString();
        if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return value;
        return fail("must be an ISO 8601 date-time or Unix seconds");
      case "Date":
        if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
        return fail("must be a date (YYYY-MM-DD)");
      default:
        return value;
    }
  }
  return value;
}
