// Assembles the one schema from the domain modules (importing their list registers their
// schema files), the REST route table from their routes, and the schema's two surfaces: the GraphQL schema
// (without the fields, arguments and input fields only REST shows) and the schema REST routes run on (the routed root
// fields, without the fields only GraphQL shows).
import { filterSchema, MapperKind, mapSchema, pruneSchema } from "@graphql-tools/utils";
import {
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql";
import { builder } from "../graphql/builder.js";
import { restDecimalScalar } from "../graphql/scalars.js";
import "../graphql/connection.js";
import "../graphql/money.js";
import { defineEventsSchema } from "../events/events.schema.js";
import type { RestRoute } from "../core/routes.js";
import { modules } from "../modules/index.js";
import { auditOperatorMutations } from "../modules/accounts/audit.wrap.js";
import { requireFreshTotp } from "../modules/accounts/totp.guard.js";
import { isRestText, surfaceOf } from "../graphql/surface.js";

/** the /v1 route table: the modules' routes, in the module list's order (the OpenAPI document's) */
export const restRoutes: readonly RestRoute[] = modules.flatMap((m) => m.restRoutes ?? []);

defineEventsSchema(modules.flatMap((m) => Object.keys(m.events ?? {})));
// every operator mutation is recorded in the audit log (refusals too), and the sensitive ones
// ask an operator with an authenticator app for a fresh code: each in this one place
const full: GraphQLSchema = auditOperatorMutations(requireFreshTotp(builder.toSchema({ sortSchema: true })));

const onGraphQL = (field: { extensions?: unknown }) => surfaceOf(field) !== "rest";

export const schema = pruneSchema(
  filterSchema({
    schema: full,
    rootFieldFilter: (_op, _name, field) => onGraphQL(field),
    fieldFilter: (_t, _n, field) => onGraphQL(field),
    argumentFilter: (_t, _f, _a, arg) => !arg || onGraphQL(arg),
    inputObjectFieldFilter: (_t, _n, field) => onGraphQL(field),
  }),
);

/** the enum a field REST takes as text has (the enum's mark, or the field's) */
function restTextEnum(type: GraphQLType, field: { extensions?: unknown }): GraphQLEnumType | undefined {
  const named = getNamedType(type);
  return isEnumType(named) && (isRestText(named) || isRestText(field)) ? named : undefined;
}

/** the type with String for the enum REST takes as text, wrappers kept */
function restText<T extends GraphQLType>(type: T): T {
  if (isNonNullType(type)) return new GraphQLNonNull(restText(type.ofType)) as unknown as T;
  if (isListType(type)) return new GraphQLList(restText(type.ofType)) as unknown as T;
  return (isEnumType(type) ? GraphQLString : type) as T;
}

/** REST's documents name the strings a text field takes, as the enum does on GraphQL */
function restTextDescription(description: string | null | undefined, type: GraphQLEnumType): string {
  const values = type.getValues().map((v) => String(v.value));
  const words = values.length <= 8 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1)}` : `names such as ${values[0]}`;
  return description ? `${description}: ${words}` : words;
}

/** a field (or argument) whose enum REST takes as text, as a String field described by its values */
function asRestText<F extends { type: GraphQLType; description?: string | null; extensions?: unknown }>(field: F): F {
  const type = restTextEnum(field.type, field);
  return type ? { ...field, type: restText(field.type), description: restTextDescription(field.description, type) } : field;
}

/**
 * REST names an enum's values by what they stand for ("in_review", "Active"): GraphQL's
 * SCREAMING_SNAKE names are for GraphQL. An enum's internal values are those REST strings, so
 * the REST schema's copy of each enum is named by them, and a REST body shows and takes them.
 */
function restForms(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    // REST has no global ids, so nothing there is a Node
    [MapperKind.OBJECT_TYPE]: (type) => {
      const config = type.toConfig();
      if (!config.interfaces.some((i) => i.name === "Node")) return type;
      return new GraphQLObjectType({ ...config, interfaces: config.interfaces.filter((i) => i.name !== "Node") });
    },
    // a field REST had as a string before GraphQL had an enum for it stays a string there
    [MapperKind.OBJECT_FIELD]: (field) => asRestText(field),
    [MapperKind.INPUT_OBJECT_FIELD]: (field) => asRestText(field),
    [MapperKind.ARGUMENT]: (arg) => asRestText(arg),
    // REST's amounts are JSON numbers; GraphQL's Decimal is a string
    [MapperKind.SCALAR_TYPE]: (type) => (type.name === "Decimal" ? restDecimalScalar : type),
    [MapperKind.ENUM_TYPE]: (type) => {
      const config = type.toConfig();
      // an enum REST takes as text is String there (restText), and pruned
      if (isRestText(type) || !Object.values(config.values).every((v) => typeof v.value === "string")) return type;
      return new GraphQLEnumType({
        ...config,
        values: Object.fromEntries(Object.values(config.values).map((v) => [v.value as string, v])),
      });
    },
  });
}

const routed = new Set<string>(restRoutes.flatMap((r) => [r.field, ...(r.bodyForms ?? []).map((f) => f.field)]));
export const restSchema = pruneSchema(
  restForms(
    pruneSchema(
      filterSchema({
        schema: full,
        rootFieldFilter: (op, name) => routed.has(`${op}.${name}`),
        fieldFilter: (_t, _n, field) => surfaceOf(field) !== "graphql",
        argumentFilter: (_t, _f, _a, arg) => !arg || surfaceOf(arg) !== "graphql",
        inputObjectFieldFilter: (_t, _n, field) => surfaceOf(field) !== "graphql",
      }),
    ),
  ),
);
