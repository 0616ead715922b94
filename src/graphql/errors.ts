// Where service errors become GraphQL errors: the code, the status and the field errors go
// in extensions; failures of the request as a whole (no key, too many requests, input refused
// before anything ran) also tell Yoga the HTTP status and headers to answer with. Without it
// Yoga takes an error whose originalError is no GraphQLError for an unexpected one, and answers
// a result without data with HTTP 500 whatever the error's own status.
import { GraphQLError } from "graphql";
import type { AppError } from "../core/errors.js";

const REQUEST_LEVEL = new Set([401, 408, 413, 429]);

/** `wholeRequest`: the request was refused before execution (the statuses above always are) */
export function toGraphQLError(err: AppError, located?: GraphQLError, opts: { wholeRequest?: boolean } = {}): GraphQLError {
  return new GraphQLError(err.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    // kept (never serialised) so that REST finds the service error behind it
    originalError: err,
    extensions: {
      code: err.code,
      status: err.status,
      ...(err.fieldErrors ? { errors: err.fieldErrors } : {}),
      // (a located error already marked whole-request, e.g. a refused subscription, keeps its mark)
      ...(opts.wholeRequest || REQUEST_LEVEL.has(err.status) || located?.extensions?.http ? { http: { status: err.status, headers: err.headers } } : {}),
    },
  });
}
