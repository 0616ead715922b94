// GraphQL side of the pagination helper: the shared PageMeta type, the list arguments,
// and a connection type for a node type that carries totalCount and page figures.
import { builder } from "./builder.js";
import type { PageConnection, PageFigures } from "../core/pagination.js";

export const SortOrderEnum = builder.enumType("SortOrder", { values: ["asc", "desc"] as const });

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

/** limit/page/sort: the REST paging arguments, accepted by every list */
export const pageArgs = builder.args((t) => ({
  limit: t.int({ required: false, description: "Page size (see the list's bounds)" }),
  page: t.int({ required: false, description: "Page number, from 1" }),
  sort: t.field({ type: SortOrderEnum, required: false, description: "Order by creation time; default desc" }),
}));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function pageConnection<T>(name: string, nodeType: any) {
  return builder.connectionObject({
    type: nodeType,
    name,
    fields: (t) => ({
      totalCount: t.int({ resolve: (c) => (c as unknown as PageConnection<T>).totalCount }),
      page: t.field({ type: PageMeta, resolve: (c) => (c as unknown as PageConnection<T>).page }),
    }),
  });
}
