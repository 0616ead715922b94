// GraphQL side of the pagination helper: the list arguments of both surfaces, the REST page
// figures, and a connection type for a node type that carries totalCount (and, for REST only,
// the page figures).
import { builder } from "./builder.js";
import { graphqlOnly, restOnly } from "./surface.js";
import { PAGE_SIZES } from "../core/pagination.js";
import type { PageConnection, PageFigures } from "../core/pagination.js";

export const SortOrderEnum = builder.enumType("SortOrder", { values: ["asc", "desc"] as const });

const OrderDirection = builder.enumType("OrderDirection", {
  description: "The direction of a list's order",
  values: {
    ASC: { value: "asc" as const, description: "Oldest (smallest) first" },
    DESC: { value: "desc" as const, description: "Newest (largest) first" },
  },
});

const ListOrderField = builder.enumType("ListOrderField", {
  description: "What a list can be ordered by",
  values: { CREATED_AT: { value: "createdAt" as const, description: "The item's creation time (ties broken by its id)" } },
});

const ListOrder = builder.inputType("ListOrder", {
  description: "How a list is ordered",
  fields: (t) => ({
    field: t.field({ type: ListOrderField, required: true, defaultValue: "createdAt", description: "What to order by" }),
    direction: t.field({ type: OrderDirection, required: true, defaultValue: "desc", description: "Which end comes first" }),
  }),
});

export const PageMeta = builder.objectRef<PageFigures>("PageMeta").implement({
  description: "Page figures of a list, as the REST list envelope's meta",
  fields: (t) => ({
    currentPage: t.exposeInt("currentPage"),
    perPage: t.exposeInt("perPage"),
    from: t.exposeInt("from", { nullable: true }),
    to: t.exposeInt("to", { nullable: true }),
    total: t.exposeInt("total"),
    lastPage: t.exposeInt("lastPage"),
  }),
});

/**
 * The arguments of every list: `first`/`after` on GraphQL (keyset cursors), `limit`/`page`/
 * `sort` on REST (its offset pages), each shown on its own surface only.
 */
export const pageArgs = builder.args((t) => ({
  first: t.int({
    required: false,
    extensions: graphqlOnly,
    description: `How many items to return: 1 to ${PAGE_SIZES.standard.max}, default ${PAGE_SIZES.standard.default}`,
  }),
  after: t.string({
    required: false,
    extensions: graphqlOnly,
    description: "Return the items after this cursor (an edge's cursor, or pageInfo.endCursor); items created meanwhile never shift the next page",
  }),
  orderBy: t.field({ type: ListOrder, required: false, extensions: graphqlOnly, description: "The list's order; newest first when omitted" }),
  limit: t.int({ required: false, extensions: restOnly("limit"), description: "Page size (see the list's bounds)" }),
  page: t.int({ required: false, extensions: restOnly("page"), description: "Page number, from 1" }),
  sort: t.field({ type: SortOrderEnum, required: false, extensions: restOnly("sort"), description: "Order by creation time; default desc" }),
}));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function pageConnection<T>(name: string, nodeType: any) {
  return builder.connectionObject({
    type: nodeType,
    name,
    fields: (t) => ({
      totalCount: t.int({ description: "How many items the list has in all (its filter applied)", resolve: (c) => (c as unknown as PageConnection<T>).totalCount }),
      page: t.field({ type: PageMeta, extensions: restOnly("page"), resolve: (c) => (c as unknown as PageConnection<T>).page }),
    }),
  });
}

/**
 * The connection options of a Prisma related connection (t.relatedConnection's third
 * argument): the plugin's totalCount field, described.
 */
export const describedTotalCount = (description: string) => ({
  description,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the plugin's connection shape, generic over the relation
  fields: (t: any) => ({
    totalCount: t.int({
      nullable: false,
      description: "How many items the list has in all",
      extensions: { pothosPrismaTotalCount: true },
      resolve: (parent: { totalCount: number }) => parent.totalCount,
    }),
  }),
});
