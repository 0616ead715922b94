// The one envelope: success bodies, list links and meta, and the error
// body. Content-Type is exactly application/json: the official PHP SDK decodes nothing else.
import { errorBody, type AppError } from "../core/errors.js";
import type { PageFigures } from "../core/pagination.js";

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** an AppError as the REST answer: its status, headers and the one error body */
export function errorResponse(err: AppError): Response {
  return jsonResponse(errorBody(err), err.status, err.headers);
}

export function listEnvelope(data: unknown[], figures: PageFigures, requestUrl: URL, publicUrl: string) {
  const base = `${publicUrl}${requestUrl.pathname}`;
  // a key sent twice keeps its last value, as the request was read (workflow tools append
  // their query to links.next); bracketed keys (tags[]) are lists and keep every value
  const query = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(requestUrl.search)) {
    if (k.endsWith("[]")) query.append(k, v);
    else query.set(k, v);
  }
  const pageUrl = (page: number) => {
    const params = new URLSearchParams(query);
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
