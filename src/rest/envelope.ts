// The one envelope (compat.md section 1): success bodies, list links and meta, and the
// error body for every failure, built from the one error family.
import { GraphQLError } from "graphql";
import { appErrorOf } from "../graphql/errors.js";
import type { PageFigures } from "../graphql/pagination.js";

export interface ErrorBody {
  status: 0;
  message: string;
  errors?: Record<string, string[]>;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

export function errorResponse(status: number, message: string, errors?: Record<string, string[]>, headers?: Record<string, string>) {
  const body: ErrorBody = { status: 0, message };
  if (errors) body.errors = errors;
  return jsonResponse(body, status, headers);
}

const VARIABLE_ERROR = /^Variable "\$(\w+)"(?: got invalid value .*? at "([\w.[\]]+)")?/;

/** maps the errors of one execution to the REST error response */
export function restError(errors: readonly unknown[], log: (err: unknown) => void): Response {
  const first = errors[0];
  const app = appErrorOf(first);
  if (app) {
    const { status, errors: fieldErrors, retryAfter } = app.extensions;
    return errorResponse(status, app.message, fieldErrors, retryAfter ? { "retry-after": String(retryAfter) } : undefined);
  }
  if (first instanceof GraphQLError && !first.originalError) {
    const http = (first.extensions?.http as { status?: number } | undefined)?.status;
    const variable = VARIABLE_ERROR.exec(first.message);
    if (variable) {
      const field = (variable[2] ?? variable[1]!).replace(/\[(\d+)\]/g, ".$1").replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      return errorResponse(422, first.message, { [field]: [first.message] });
    }
    if (http && http < 500) return errorResponse(http, first.message);
  }
  // masked errors were logged where they were masked
  if (!(first instanceof GraphQLError && first.extensions?.code === "INTERNAL_SERVER_ERROR")) log(first);
  return errorResponse(500, "Server error");
}

export function listEnvelope(data: unknown[], figures: PageFigures, requestUrl: URL, publicUrl: string) {
  const base = `${publicUrl}${requestUrl.pathname}`;
  const pageUrl = (page: number) => {
    const params = new URLSearchParams(requestUrl.search);
    params.set("page", String(page));
    return `${base}?${params.toString()}`;
  };
  const { currentPage, lastPage } = figures;
  return {
    status: 1,
    data,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: currentPage > 1 ? pageUrl(Math.min(currentPage - 1, lastPage)) : null,
      next: currentPage < lastPage ? pageUrl(currentPage + 1) : null,
    },
    meta: {
      current_page: currentPage,
      from: figures.from,
      to: figures.to,
      per_page: figures.perPage,
      path: base,
      total: figures.total,
      last_page: lastPage,
    },
  };
}
