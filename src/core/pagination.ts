// The one pagination helper. Lists page by `limit`/`page` (the REST contract) or by relay
// `first`/`after` (offset cursors), and always report the page figures that the REST list
// envelope turns into `links` and `meta`.
import { ValidationError } from "./errors.js";

export interface PageSize {
  min: number;
  max: number;
  default: number;
}

export const PAGE_SIZES = {
  standard: { min: 1, max: 250, default: 15 },
  subscribers: { min: 10, max: 250, default: 10 },
  webhooks: { min: 10, max: 100, default: 10 },
} satisfies Record<string, PageSize>;

export type SortOrder = "asc" | "desc";

export interface ListArgs {
  limit?: number | null;
  page?: number | null;
  sort?: SortOrder | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageWindow {
  skip: number;
  take: number;
  page: number;
  perPage: number;
  order: SortOrder;
}

export interface PageFigures {
  currentPage: number;
  perPage: number;
  from: number | null;
  to: number | null;
  total: number;
  lastPage: number;
}

export interface PageConnection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  page: PageFigures;
}

/**
 * The largest offset a cursor may carry: the page it falls on (offset + 1 rows skipped, one row
 * a page at worst, plus one) must still be a GraphQL Int, which is 32-bit.
 */
const MAX_OFFSET = 2 ** 31 - 3;

const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");

function offsetOf(cursor: string, field: string): number {
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor, "base64url").toString());
  const offset = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(offset) || offset > MAX_OFFSET) throw ValidationError.field(field, `The ${field} cursor is not valid.`);
  return offset;
}

function checkSize(value: number, field: string, size: PageSize) {
  if (!Number.isInteger(value) || value < size.min || value > size.max) {
    throw ValidationError.field(field, `The ${field} must be an integer between ${size.min} and ${size.max}.`);
  }
}

/** Validates the arguments (422 naming the field when out of range) and gives the rows to read. */
export function pageWindow(args: ListArgs, size: PageSize): PageWindow {
  const order: SortOrder = args.sort ?? "desc";
  if (args.last != null || args.before != null) {
    throw ValidationError.field(args.last != null ? "last" : "before", "Backward paging is not supported; use first and after.");
  }
  if (args.first != null || args.after != null) {
    const take = args.first ?? size.default;
    checkSize(take, "first", size);
    const skip = args.after != null ? offsetOf(args.after, "after") + 1 : 0;
    return { skip, take, perPage: take, page: Math.floor(skip / take) + 1, order };
  }
  const perPage = args.limit ?? size.default;
  checkSize(perPage, "limit", size);
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw ValidationError.field("page", "The page must be an integer of at least 1.");
  return { skip: (page - 1) * perPage, take: perPage, perPage, page, order };
}

/**
 * Reads one page: `load` gets the window and returns the rows and the total count, so callers
 * keep full control of the query (scoping, filters, includes).
 */
export async function paginate<T>(
  args: ListArgs,
  size: PageSize,
  load: (w: PageWindow) => Promise<[T[], number]>,
): Promise<PageConnection<T>> {
  const w = pageWindow(args, size);
  const [rows, total] = await load(w);
  const edges = rows.map((node, i) => ({ cursor: cursorOf(w.skip + i), node }));
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasNextPage: w.skip + rows.length < total,
      hasPreviousPage: w.skip > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    page: {
      currentPage: w.page,
      perPage: w.perPage,
      from: rows.length ? w.skip + 1 : null,
      to: rows.length ? w.skip + rows.length : null,
      total,
      lastPage: Math.max(1, Math.ceil(total / w.perPage)),
    },
  };
}
