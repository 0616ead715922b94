// The GraphQL operation each REST route runs, built once when the schema is: the selection
// SOFA would make for the route's field (nested objects that are models of their own show
// their id), with every field aliased to its REST name. Executing it yields the REST body
// as it is: nothing is re-read or re-cased per request.
import { buildOperationNodeForField } from "@graphql-tools/utils";
import {
  Kind,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import type { createSofa } from "sofa-api";
import { snakeCase } from "../core/case.js";
import { restNameOf } from "../graphql/surface.js";
import type { BodyForm, RestRoute } from "../core/routes.js";

/** the alias of the route's root field in every operation */
export const RESULT = "result";

/** how deep SOFA follows a type into itself; REST shows one level */
export const SOFA_DEPTH_LIMIT = 1;

export interface RestOperation {
  route: RestRoute;
  field: GraphQLField<unknown, unknown>;
  document: DocumentNode;
  operationName?: string;
}

export function rootField(schema: GraphQLSchema, route: RestRoute): GraphQLField<unknown, unknown> {
  const [op, name] = route.field.split(".") as [string, string];
  const type = op === "Query" ? schema.getQueryType() : schema.getMutationType();
  const field = type?.getFields()[name];
  if (!field) throw new Error(`route ${route.method} ${route.path}: no field ${route.field}`);
  return field;
}

function aliased(schema: GraphQLSchema, operation: OperationDefinitionNode): DocumentNode {
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation] };
  const typeInfo = new TypeInfo(schema);
  let depth = 0;
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node: FieldNode): FieldNode {
          depth++;
          const def = typeInfo.getFieldDef();
          const alias = depth === 1 ? RESULT : def ? (restNameOf(def) ?? snakeCase(node.name.value)) : node.name.value;
          return alias === node.name.value ? node : { ...node, alias: { kind: Kind.NAME, value: alias } };
        },
        leave() {
          depth--;
        },
      },
    }),
  );
}

function prepare(schema: GraphQLSchema, sofa: ReturnType<typeof createSofa>, route: RestRoute, fieldName: RestRoute["field"]): RestOperation {
  const field = rootField(schema, { ...route, field: fieldName });
  const operation = buildOperationNodeForField({
    schema,
    kind: fieldName.startsWith("Query.") ? OperationTypeNode.QUERY : OperationTypeNode.MUTATION,
    field: field.name,
    models: sofa.models,
    ignore: sofa.ignore,
    circularReferenceDepth: SOFA_DEPTH_LIMIT,
  });
  return { route, field, document: aliased(schema, operation), operationName: operation.name?.value };
}

/** the operation a request runs (that of the first body form the input matches, else the route's own) */
export type OperationFor = (route: RestRoute, input: Record<string, unknown>) => Promise<RestOperation>;

/**
 * Each route's operation, and each of its body forms' (which keep the route's path and
 * envelope), prepared on its first request and kept: an idle server holds neither sofa-api nor
 * a document per route (resident memory, BENCHMARKS.md). Every route's field is checked here,
 * at start, so a route naming no field still fails the start.
 */
export function restOperations(schema: GraphQLSchema, routes: readonly RestRoute[]): OperationFor {
  for (const route of routes) for (const field of [route.field, ...(route.bodyForms ?? []).map((f) => f.field)]) rootField(schema, { ...route, field });
  let sofa: Promise<ReturnType<typeof createSofa>> | undefined;
  const prepared = new Map<RestRoute | BodyForm, RestOperation>();
  return async (route, input) => {
    const form = route.bodyForms?.find((f) => f.when(input));
    let operation = prepared.get(form ?? route);
    if (!operation) {
      sofa ??= import("sofa-api").then(({ createSofa }) => createSofa({ schema, basePath: "/v1" }));
      operation = prepare(schema, await sofa, route, form?.field ?? route.field);
      prepared.set(form ?? route, operation);
    }
    return operation;
  };
}
