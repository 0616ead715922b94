import SchemaBuilder, { type InputFieldBuilder } from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type { Decimal } from "../core/money.js";
import type { GraphQLContext } from "./context.js";
import type PrismaTypes from "../generated/prisma/pothos-types.js";
import { getDatamodel } from "../generated/prisma/pothos-types.js";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Date: { Input: Date; Output: Date | string };
    Decimal: { Input: Decimal; Output: Decimal | number | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ComplexityPlugin, PrismaPlugin, RelayPlugin],
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
    cursorType: "String",
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

/** the schema types of the builder, for helpers that take one of its field builders */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * What both an argument builder (`builder.args`) and an input-object field builder give a
 * helper that declares the same fields as arguments of one field and as an input type.
 */
export type FieldsBuilder<Kind extends "Arg" | "InputObject"> = InputFieldBuilder<BuilderTypes, Kind>;

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
