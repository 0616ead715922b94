// REST speaks snake_case, GraphQL camelCase. Keys are converted by walking the GraphQL types,
// so only field and argument names change: values of JSON scalars (metadata, custom fields)
// pass through exactly as the client sent them.
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLOutputType,
} from "graphql";

export const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** GraphQL result -> REST body */
export function toRest(value: unknown, type: GraphQLOutputType): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return toRest(value, type.ofType);
  if (isListType(type)) return Array.isArray(value) ? value.map((v) => toRest(v, type.ofType)) : value;
  if (isObjectType(type) && typeof value === "object") {
    const fields = type.getFields();
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as object)) {
      const field = fields[key];
      out[snake(key)] = field ? toRest(v, field.type) : v;
    }
    return out;
  }
  return value;
}

interface NamedInput {
  name: string;
  type: GraphQLInputType;
}

function lookup(fields: readonly NamedInput[], key: string): NamedInput | undefined {
  return fields.find((f) => f.name === key) ?? fields.find((f) => snake(f.name) === key);
}

function inputToGraphQL(value: unknown, type: GraphQLInputType): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return inputToGraphQL(value, type.ofType);
  if (isListType(type)) return Array.isArray(value) ? value.map((v) => inputToGraphQL(v, type.ofType)) : inputToGraphQL(value, type.ofType);
  if (isInputObjectType(type) && value && typeof value === "object" && !Array.isArray(value)) {
    return argsToGraphQL(value as Record<string, unknown>, Object.values(type.getFields()));
  }
  return value;
}

/** REST input (snake_case, or already camelCase) -> GraphQL arguments; unknown keys are dropped */
export function argsToGraphQL(input: Record<string, unknown>, args: readonly (GraphQLArgument | NamedInput)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(input)) {
    const arg = lookup(args, key);
    if (arg) out[arg.name] = inputToGraphQL(v, arg.type);
  }
  return out;
}

export { getNamedType };
