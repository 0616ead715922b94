// Where service errors become GraphQL errors: the code, the status and the field errors go
// in extensions; failures of the request as a whole (no key, too many requests) also tell
// Yoga the HTTP status and headers to answer with.
import { GraphQLError } from "graphql";
import type { AppError } from "../core/errors.js";

const REQUEST_LEVEL = new Set([401, 408, 413, 429]);

export function toGraphQLError(err: AppError, located?: GraphQLError): GraphQLError {
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
      ...(REQUEST_LEVEL.has(err.status) ? { http: { status: err.status, headers: err.headers } } : {}),
    },
  });
}
