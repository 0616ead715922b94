// Fields a request sent that its route does not take: real clients send such fields (their
// own bookkeeping, or names of another version of the API), so they are not refused; the
// answer names each one, in the body (`warnings`, beside `status`) and in a `Warning` header
// (RFC 9110's 299 "miscellaneous persistent warning"), and the server logs them once a request.
import type { IgnoredFields } from "./input.js";

/** at most this many are named, so a body of a thousand stray keys gets a bounded answer */
const MAX_NAMED = 20;

/**
 * The warnings for the fields a client sent in the body and the route ignored; the query
 * string's and the path's are not the body's (a cache-busting `?_=1` is nobody's mistake).
 */
export function ignoredFieldWarnings(ignored: IgnoredFields, body: unknown, url: URL, pathParams: Record<string, string>): string[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  const queryKeys = new Set([...url.searchParams.keys()].map((k) => k.split(/[.[]/)[0]!));
  const sent = ignored.filter((path) => {
    const top = path.split(".")[0]!;
    return Object.hasOwn(body, top) && !queryKeys.has(top) && !Object.hasOwn(pathParams, top);
  });
  const named = sent.slice(0, MAX_NAMED).map((path) => `${printable(path)} is not a field of this request and was ignored`);
  if (sent.length > MAX_NAMED) named.push(`${sent.length - MAX_NAMED} more fields were ignored`);
  return named;
}

/** a field name as a header can carry it (ASCII, no quote or control character), shortened */
function printable(path: string): string {
  const short = path.length > 100 ? `${path.slice(0, 100)}…` : path;
  return short.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** the Warning header's value: one `299 - "text"` a warning */
export function warningHeader(warnings: readonly string[]): string {
  return warnings.map((w) => `299 - "${w.replace(/["\\]/g, "\\$&")}"`).join(", ");
}
