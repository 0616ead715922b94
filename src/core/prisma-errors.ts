// Prisma's errors, in the words of the one error family. A unique violation names the field
// it is about, so that a request that lost a race to a parallel one gets the same 422 as
// the checks before writing would have given it.
import { Prisma } from "../generated/prisma/client.js";
import { BadRequestError, NotFoundError, ValidationError } from "./errors.js";

type KnownError = Prisma.PrismaClientKnownRequestError;
const isKnown = (err: unknown, code: string): err is KnownError => err instanceof Prisma.PrismaClientKnownRequestError && err.code === code;

/** the columns of an index named the Prisma way, `<Model>_<column>_<column>_key` */
function indexColumns(name: string): string[] {
  const m = /^[A-Za-z0-9]+_(.+)_key$/.exec(name);
  return m ? m[1]!.split("_") : [];
}

/**
 * The columns of the unique constraint a P2002 names. Where they are depends on the driver:
 * `target` (Prisma's own engines), `constraint.fields` (PGlite adapter) or `constraint.index`
 * (pg adapter); the constraint's name in the database message is the last resort. Matching
 * words in the serialised meta would not do: every index name ends in `_key`.
 */
export function violatedColumns(err: KnownError): Set<string> {
  const meta = err.meta as Record<string, unknown> | undefined;
  const columns = new Set<string>();
  const target = meta?.target;
  if (Array.isArray(target)) target.forEach((c) => columns.add(String(c)));
  else if (typeof target === "string") indexColumns(target).forEach((c) => columns.add(c));
  const cause = (meta?.driverAdapterError as { cause?: { constraint?: { fields?: unknown[]; index?: string }; originalMessage?: string } } | undefined)
    ?.cause;
  cause?.constraint?.fields?.forEach((f) => columns.add(String(f).replace(/"/g, "")));
  if (cause?.constraint?.index) indexColumns(cause.constraint.index).forEach((c) => columns.add(c));
  const named = /unique constraint "([^"]+)"/.exec(cause?.originalMessage ?? "");
  if (named) indexColumns(named[1]!).forEach((c) => columns.add(c));
  return columns;
}

/** what a unique column means to the client: the field path and the message of its 422 */
export type UniqueFields = Record<string, readonly [field: string, message: string]>;

/**
 * A handler for `.catch()`: a unique violation on one of the columns becomes the 422 naming
 * its field (the first listed column that was violated); anything else is thrown on.
 */
export function uniqueViolation(fields: UniqueFields) {
  return (err: unknown): never => {
    if (isKnown(err, "P2002")) {
      const columns = violatedColumns(err);
      const hit = Object.entries(fields).find(([column]) => columns.has(column)) ?? (columns.size === 0 ? Object.entries(fields)[0] : undefined);
      if (hit) throw ValidationError.field(hit[1][0], hit[1][1]);
    }
    throw err;
  };
}

/** the row went away between the read and the write (a parallel delete): the resource's 404 */
export function goneAs(resource: string) {
  return (err: unknown): never => {
    if (isKnown(err, "P2025")) throw new NotFoundError(resource);
    throw err;
  };
}

/** a row it refers to went away meanwhile (a parallel delete of the referrer): the given 400 */
export function missingReference(message: string) {
  return (err: unknown): never => {
    if (isKnown(err, "P2003")) throw new BadRequestError(message);
    throw err;
  };
}
