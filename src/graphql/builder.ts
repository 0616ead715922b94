import SchemaBuilder, { type InputFieldBuilder } from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import { restRoute } from "./surface.js";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { ForbiddenError } from "../core/errors.js";
import type { Decimal } from "../core/money.js";
import type { GraphQLContext } from "./context.js";
import type PrismaTypes from "../generated/prisma/pothos-types.js";
import { getDatamodel } from "../generated/prisma/pothos-types.js";

/** the builder's type settings, for helpers generic over its types */
export interface Types {
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  /**
   * apiKey: the request came with the program's API key; partner: with a partner's portal
   * session; operator: with an operator's console session whose role reaches the one given
   */
  AuthScopes: { apiKey: boolean; partner: boolean; operator: "owner" | "admin" | "viewer" };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Date: { Input: Date; Output: Date | string };
    Decimal: { Input: Decimal; Output: Decimal | number | string };
    JSON: { Input: unknown; Output: unknown };
  };
}

/**
 * A node lookup finds nothing when the record is missing or another program's (Prisma's
 * "no record" from the program-scoped findUnique) or the id names no node type: null, as
 * Relay's `node` field answers. Other failures stay errors.
 */
async function orNull(load: () => unknown): Promise<unknown> {
  try {
    return (await load()) ?? null;
  } catch (err) {
    const e = err as { code?: string; name?: string; message?: string };
    if (e.code === "P2025" || e.name === "PothosValidationError" || /no record was found|not found/i.test(e.message ?? "")) return null;
    throw err;
  }
}

export const builder = new SchemaBuilder<Types>({
  plugins: [ScopeAuthPlugin, ComplexityPlugin, PrismaPlugin, RelayPlugin],
  // who reaches which root field is declared on the schema: the root types below require an
  // API key or an operator's role, and the few fields a partner session reaches (the viewer)
  // say so themselves
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      apiKey: !ctx.viewer && !ctx.operator && ctx.apiKeyId !== "",
      partner: Boolean(ctx.viewer),
      operator: (least) => Boolean(ctx.operator && ROLE_RANK[ctx.operator.role] >= ROLE_RANK[least]),
    }),
    // the same refusal whatever was asked, so it tells nothing about the data behind the field
    unauthorizedError: () => new ForbiddenError("These credentials do not reach this field."),
  },
  defaultFieldNullability: false,
  // field costs for the limits of graphql/limits.ts (checked there, before execution); small
  // lists cost their items once, paged lists say their page size
  complexity: { defaultComplexity: 1, defaultListMultiplier: 1 },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // under vitest a prismaField that ignores the query it was handed (so the relations a client
    // asked for are loaded one by one afterwards) fails its test; in production it stays silent
    onUnusedQuery: process.env.VITEST ? "error" : null,
  },
  relay: {
    clientMutationId: "omit",
    // lists page forward only (first/after, keyset cursors): the plugin's backward arguments
    // are marked for REST, which has no such list, so no surface shows them
    firstArgOptions: { description: "How many items to return: 1 to the list's maximum (its description says it)" },
    afterArgOptions: { description: "Return the items after this cursor (an edge's cursor, or pageInfo.endCursor); items created meanwhile never shift the next page" },
    beforeArgOptions: { extensions: restRoute },
    lastArgOptions: { extensions: restRoute },
    cursorType: "String",
    nodeQueryOptions: {
      description: "Any record of the program by its global id; null when there is none",
      args: { id: { description: "The record's global id" } },
      resolve: (_root, { id }, _ctx, _info, resolveNode) => orNull(() => resolveNode(id)),
    },
    nodesQueryOptions: {
      description: "Records of the program by their global ids, in the order asked; null for each that is none",
      args: { ids: { description: "The records' global ids" } },
      resolve: (_root, { ids }, _ctx, _info, resolveNodes) => ids.map((id) => orNull(async () => (await resolveNodes([id]))[0])),
    },
    nodeTypeOptions: { description: "A record with a global id" },
    idFieldOptions: { description: "Globally unique, opaque id of this record: what `node(id:)` takes and a client cache keys it by" },
    pageInfoTypeOptions: { description: "Where a page of a list stands" },
    hasNextPageFieldOptions: { description: "Whether items follow this page (ask again with `after: endCursor`)" },
    hasPreviousPageFieldOptions: { description: "Whether items come before this page" },
    startCursorFieldOptions: { description: "The cursor of the page's first item; null on an empty page" },
    endCursorFieldOptions: { description: "The cursor of the page's last item, for `after`; null on an empty page" },
    cursorFieldOptions: { description: "Where this item stands in the list, for `after`" },
    nodeFieldOptions: { description: "The item" },
    edgesFieldOptions: { description: "The page's items with their cursors" },
    pageInfoFieldOptions: { description: "Where this page stands in the list" },
    defaultConnectionTypeOptions: { description: "A page of a list" },
    defaultEdgeTypeOptions: { description: "An item of a list with its cursor" },
  },
});

const ROLE_RANK = { viewer: 1, admin: 2, owner: 3 } as const;

/** the schema types of the builder, for helpers that take one of its field builders */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * What both an argument builder (`builder.args`) and an input-object field builder give a
 * helper that declares the same fields as arguments of one field and as an input type.
 */
export type FieldsBuilder<Kind extends "Arg" | "InputObject"> = InputFieldBuilder<BuilderTypes, Kind>;

// every root field needs the API key, or an operator of the request's program (any role to
// read, admin or owner to change), unless it names its own scopes (skipTypeScopes). Partner
// sessions reach only the fields that name them. An operator's streams end when its session
// or membership does (http/stream-keys.ts).
builder.queryType({ description: "What a key's program can read", authScopes: { $any: { apiKey: true, operator: "viewer" } } });
builder.mutationType({
  description: "What a key's program can change; over HTTP, an Idempotency-Key header makes a retry answer the first response",
  authScopes: { $any: { apiKey: true, operator: "admin" } },
});
builder.subscriptionType({ description: "What a key's program can follow live, over graphql-ws or SSE", authScopes: { $any: { apiKey: true, operator: "viewer" } } });
