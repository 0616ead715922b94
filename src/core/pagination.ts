// The one pagination helper. Lists page by `limit`/`page` (the REST contract: offsets, with the
// page figures the REST list envelope turns into `links` and `meta`) or by `first`/`after`
// (GraphQL: keyset cursors on the list's order, so rows written while a client pages never
// shift or repeat the rows after its cursor).
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
  /** GraphQL's form of `sort` */
  orderBy?: { direction: SortOrder } | null;
}

/** where a keyset page starts: after the row with this creation time and tie-break value */
interface Keyset {
  createdAt: Date;
  key: string | number | bigint;
}

export interface PageWindow {
  skip: number;
  take: number;
  page: number;
  perPage: number;
  order: SortOrder;
  /** the order every list reads in: creation time, then the list's tie-break column */
  orderBy: Record<string, SortOrder>[];
  /** the caller's filter, narrowed to the rows after the cursor on a keyset page */
  where<W extends object>(where: W): W | { AND: [W, object] };
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

// a bigint tie-break (event ids) travels as a string with a marker, JSON having no bigints
const cursorOf = (k: Keyset) =>
  Buffer.from(JSON.stringify([k.createdAt.toISOString(), ...(typeof k.key === "bigint" ? [String(k.key), "n"] : [k.key])])).toString("base64url");

function keysetOf(cursor: string): Keyset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && typeof parsed[0] === "string" && ["string", "number"].includes(typeof parsed[1])) {
    const createdAt = new Date(parsed[0]);
    const big = parsed.length === 3 && parsed[2] === "n" && /^\d{1,19}$/.test(String(parsed[1]));
    if (!Number.isNaN(createdAt.getTime()) && (parsed.length === 2 || big)) return { createdAt, key: big ? BigInt(parsed[1]) : (parsed[1] as string | number) };
  }
  throw ValidationError.field("after", "The after cursor is not valid.");
}

function checkSize(value: number, field: string, size: PageSize) {
  if (!Number.isInteger(value) || value < size.min || value > size.max) {
    throw ValidationError.field(field, `The ${field} must be an integer between ${size.min} and ${size.max}.`);
  }
}

/**
 * Validates the arguments (422 naming the field when out of range) and gives the rows to read.
 * `time` is the list's creation-time column (createdAt unless the rows name it otherwise).
 */
export function pageWindow(args: ListArgs, size: PageSize, tieBreak: string, time = "createdAt"): PageWindow {
  const order: SortOrder = args.sort ?? args.orderBy?.direction ?? "desc";
  const orderBy = [{ [time]: order }, { [tieBreak]: order }];
  const unfiltered = <W extends object>(where: W) => where;
  if (args.first != null || args.after != null) {
    // GraphQL pages are 1..max whatever the REST minimum (a console asks for a handful)
    const take = args.first ?? size.default;
    checkSize(take, "first", { ...size, min: 1 });
    if (args.after == null) return { skip: 0, take, perPage: take, page: 1, order, orderBy, where: unfiltered };
    const after = keysetOf(args.after);
    const beyond = order === "desc" ? "lt" : "gt";
    // the plain bound beside the OR lets an index on (…, time) start at the cursor instead of
    // reading every row before it
    const keyset = {
      [time]: { [`${beyond}e`]: after.createdAt },
      OR: [{ [time]: { [beyond]: after.createdAt } }, { [time]: after.createdAt, [tieBreak]: { [beyond]: after.key } }],
    };
    return { skip: 0, take, perPage: take, page: 1, order, orderBy, where: (where) => ({ AND: [where, keyset] }) };
  }
  const perPage = args.limit ?? size.default;
  checkSize(perPage, "limit", size);
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw ValidationError.field("page", "The page must be an integer of at least 1.");
  return { skip: (page - 1) * perPage, take: perPage, perPage, page, order, orderBy, where: unfiltered };
}

type Keyed = Record<string, unknown>;

/**
 * Reads one page: `load` gets the window and returns the rows and the total count (of the
 * caller's filter, not narrowed by the cursor), so callers keep full control of the query
 * (scoping, filters, includes). `tieBreak` is the unique column that orders rows created in
 * the same millisecond; `time` the creation-time column the list is ordered by.
 */
export async function paginate<T>(
  args: ListArgs,
  size: PageSize,
  tieBreak: string,
  load: (w: PageWindow) => Promise<[T[], number]>,
  time = "createdAt",
): Promise<PageConnection<T>> {
  const w = pageWindow(args, size, tieBreak, time);
  const keyset = args.first != null || args.after != null;
  // a keyset page reads one row more than it shows, to know whether another page follows
  const [read, total] = await load(keyset ? { ...w, take: w.take + 1 } : w);
  const rows = read.slice(0, w.take);
  const edges = rows.map((node) => {
    const row = node as unknown as Keyed;
    return { cursor: cursorOf({ createdAt: row[time] as Date, key: row[tieBreak] as Keyset["key"] }), node };
  });
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasNextPage: keyset ? read.length > w.take : w.skip + rows.length < total,
      hasPreviousPage: keyset ? args.after != null : w.skip > 0,
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
