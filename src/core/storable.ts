// What PostgreSQL can store of what a client sends: text and jsonb both refuse a NUL
// character, jsonb refuses an unpaired UTF-16 surrogate (JSON.stringify writes it as a lone
// \ud800 escape), and deep nesting costs every recursive walk after it (the GraphQL coercion,
// the request hash, the database's own JSON parser) its stack. Checked once where input enters
// (the REST body and input, GraphQL variables and literals, the public tracking bodies), so
// such a value is a 422 naming its field and never reaches a query; cleaned instead where the
// data is a shop's (WooCommerce orders), which must be recorded whatever its buyer typed.
import { ValidationError, type FieldErrors } from "./errors.js";

/** containers within containers that input may nest; real metadata nests a few levels */
export const MAX_INPUT_DEPTH = 64;
/** field errors reported at most: a list of a thousand bad strings need not be a thousand errors */
const MAX_REPORTED = 20;

// Node 20.19+ has them; the compile target's lib (ES2022) does not declare them
type WellFormed = { isWellFormed(): boolean; toWellFormed(): string };
const isWellFormed = (s: string) => (s as unknown as WellFormed).isWellFormed();

/** why PostgreSQL would refuse the text, or undefined */
function textProblem(s: string): string | undefined {
  if (s.includes("\u0000")) return "must not contain NUL characters";
  if (!isWellFormed(s)) return "must not contain unpaired surrogates (it is not valid Unicode)";
  return undefined;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Collects a field error, keyed by its path (as the client named it), for each string or
 * object key PostgreSQL would refuse, each number JSON cannot carry (1e400 parses as
 * Infinity), and each value nested deeper than MAX_INPUT_DEPTH (named by its top field).
 * The walk itself never goes deeper than that limit.
 */
export function collectInputErrors(value: unknown, path: string, errors: FieldErrors): FieldErrors {
  const field = (p: string) => p || "input";
  // `top`: the field the client sent at the level below `path`, which a too-deep value is named by
  const walk = (v: unknown, p: string, depth: number, top: string): void => {
    if (Object.keys(errors).length >= MAX_REPORTED) return;
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) errors[field(p)] = [`The ${field(p)} field ${problem}.`];
      return;
    }
    if (typeof v === "number") {
      if (!Number.isFinite(v)) errors[field(p)] = [`The ${field(p)} field is a number too large.`];
      return;
    }
    if (v === null || typeof v !== "object" || v instanceof Date) return;
    if (depth >= MAX_INPUT_DEPTH) {
      errors[field(top)] = [`The ${field(top)} field is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`];
      return;
    }
    const below = (key: string | number) => (depth === 0 ? join(p, key) : top);
    if (Array.isArray(v)) return v.forEach((item, i) => walk(item, join(p, i), depth + 1, below(i)));
    for (const [k, item] of Object.entries(v)) {
      const problem = textProblem(k);
      if (problem) errors[field(p)] = [`The ${field(p)} field has a key that ${problem}.`];
      else walk(item, join(p, k), depth + 1, below(k));
    }
  };
  walk(value, path, 0, path);
  return errors;
}

/** refuses (422 naming the fields) input that collectInputErrors finds fault with */
export function assertStorable(value: unknown, path = ""): void {
  const errors = collectInputErrors(value, path, {});
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** text PostgreSQL stores: NUL characters removed, unpaired surrogates replaced by U+FFFD */
export function storableText(s: string): string {
  const clean = s.includes("\u0000") ? s.replace(/\u0000/g, "") : s;
  return isWellFormed(clean) ? clean : (clean as unknown as WellFormed).toWellFormed();
}

/**
 * A copy of JSON data someone else wrote (a shop's order) that PostgreSQL stores: every string
 * and key made storableText. Data nested deeper than MAX_INPUT_DEPTH is refused (422): no shop
 * sends it, and the walk stays bounded.
 */
export function storableCopy<T>(value: T, path = "body"): T {
  const copy = (v: unknown, depth: number): unknown => {
    if (typeof v === "string") return storableText(v);
    if (v === null || typeof v !== "object") return v;
    if (depth >= MAX_INPUT_DEPTH) throw ValidationError.field(path, `The ${path} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`);
    if (Array.isArray(v)) return v.map((item) => copy(item, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [storableText(k), copy(item, depth + 1)]));
  };
  return copy(value, 0) as T;
}
