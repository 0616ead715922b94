// Global ids: every entity GraphQL shows is a `Node` with an opaque `id` (Pothos' encoding of
// its type and primary key), which a normalizing client cache keys it by, and `node`/`nodes`
// find any of them. A lookup is always within the API key's program: an id of another
// program's record finds nothing, exactly as an unknown one.
import { decodeGlobalID } from "@pothos/plugin-relay";
import { NotFoundError } from "../core/errors.js";
import type { GraphQLContext } from "./context.js";
import { graphqlOnly } from "./surface.js";

/** the global `id` field of a node type; REST never shows it (its ids are the records' own) */
export const nodeId = <F extends string>(field: F) => ({
  field,
  description: "Globally unique, opaque id of this record: what `node(id:)` takes and a client cache keys it by",
  extensions: graphqlOnly,
});

/** finds a record by its primary key within the request's program */
export const inProgram =
  <F extends string>(field: F) =>
  (id: string, ctx: GraphQLContext) =>
    ({ [field]: id, programId: ctx.program.id }) as { [K in F]: string } & { programId: number };

/** the same for a numeric primary key; an id that is no number finds nothing */
export const numberInProgram =
  <F extends string>(field: F) =>
  (id: string, ctx: GraphQLContext) =>
    ({ [field]: /^\d{1,15}$/.test(id) ? Number(id) : -1, programId: ctx.program.id }) as { [K in F]: number } & { programId: number };

/** a record's REST id: shown on REST as `id`, on GraphQL under its own name (externalId, number) */
export const restIdExtensions = { restName: "id" } as const;

/** the primary key a global id of the given type carries; any other id finds nothing (404, as an unknown one) */
export function primaryKeyOf(globalId: string, typename: string, resource = typename): string {
  let decoded: { typename: string; id: string } | undefined;
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    decoded = undefined;
  }
  if (!decoded || decoded.typename !== typename || !decoded.id) throw new NotFoundError(resource);
  return decoded.id;
}
