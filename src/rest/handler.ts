// REST under /v1, inside Yoga: a request is routed once, its caller checked (the key, then
// the program type) before its body is read, its variables built once, the route's prepared
// operation executed once through Yoga's envelope (limits, error masking), and the result,
// already in REST's names, put in the envelope; a write sent with an Idempotency-Key runs
// inside `idempotent` (http/idempotency.ts), once the caller is known and the body read. SOFA
// builds the OpenAPI document from the same route table.
import type { GraphQLSchema } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import { parse as qsParse } from "qs";
import type { App } from "../app.js";
import { AppError, appErrorOf, PayloadTooLargeError, ServerError, ValidationError } from "../core/errors.js";
import type { PageFigures } from "../core/pagination.js";
import { assertStorable } from "../core/storable.js";
import type { GraphQLContext } from "../graphql/context.js";
import { idempotencyKeyOf, idempotent, requestHash, takesIdempotencyKey } from "../http/idempotency.js";
import { requireFeature } from "../core/features.js";
import { errorResponse, jsonResponse, listEnvelope } from "./envelope.js";
import { restError } from "./errors.js";
import { mergeInput, toVariables } from "./input.js";
import { restOperations, RESULT } from "./operations.js";
import type { RestRoute } from "../core/routes.js";
import { matchRoute } from "./route.js";
import { ignoredFieldWarnings, warningHeader } from "./warnings.js";

export const REST_BASE = "/v1";

/** the request URL with the parameters a client sent in a body, so list links keep them */
function linkBase(url: URL, input: Record<string, unknown>, pathParams: Record<string, string>): URL {
  const out = new URL(url);
  const add = (key: string, v: unknown) => {
    if (out.searchParams.has(key)) return;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out.searchParams.set(key, String(v));
  };
  for (const [k, v] of Object.entries(input)) {
    if (k in pathParams) continue;
    if (v && typeof v === "object" && !Array.isArray(v)) for (const [sub, sv] of Object.entries(v)) add(`${k}.${sub}`, sv);
    else add(k, v);
  }
  return out;
}

/** the body as sent: JSON, or a form (some clients post forms); GET bodies come beside the request */
async function readBody(request: Request, rawBody: string | undefined): Promise<unknown> {
  const text = rawBody ?? (request.body ? await request.text() : "");
  if (!text.trim()) return {};
  if (/^application\/x-www-form-urlencoded/i.test(request.headers.get("content-type") ?? "")) {
    return qsParse(text, { allowDots: true, depth: 5, arrayLimit: 250 });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError({ body: ["The request body is not valid JSON."] }, "The request body is not valid JSON.");
  }
  // before anything walks it (the idempotency hash, the input mapping): NUL, lone surrogates, depth
  assertStorable(body);
  return body;
}

/** a file: attached, so a browser downloads it, and never sniffed into something else */
function csvResponse(text: string): Response {
  return new Response(text, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="export.csv"', "x-content-type-options": "nosniff" },
  });
}

interface ListValue {
  edges: { node: unknown }[];
  page: { current_page: number; per_page: number; from: number | null; to: number | null; total: number; last_page: number };
}

function envelope(route: RestRoute, value: unknown, url: URL, publicUrl: string) {
  switch (route.envelope ?? "single") {
    case "ack":
      return { status: 1 };
    case "message":
      return { status: 1, ...(value as object) };
    case "list": {
      const { edges, page } = value as ListValue;
      const figures: PageFigures = {
        currentPage: page.current_page,
        perPage: page.per_page,
        from: page.from,
        to: page.to,
        total: page.total,
        lastPage: page.last_page,
      };
      return listEnvelope(
        edges.map((e) => e.node),
        figures,
        url,
        publicUrl,
      );
    }
    default:
      return { status: 1, data: value };
  }
}

/** `routes`: the route table the composition layer gathered from the modules */
export function useRest(opts: { app: App; schema: GraphQLSchema; routes: readonly RestRoute[] }): Plugin {
  const { app, schema, routes: restRoutes } = opts;
  const { publicUrl } = app.config;
  const operationFor = restOperations(schema, restRoutes);
  let openApi: Promise<unknown> | undefined;
  let getEnveloped: Parameters<NonNullable<Plugin["onYogaInit"]>>[0]["yoga"]["getEnveloped"];
  const logError = (err: unknown) => app.logger.error({ err }, "REST request failed");

  return {
    onYogaInit({ yoga }) {
      getEnveloped = yoga.getEnveloped;
    },
    async onRequest({ request, url, endResponse, serverContext }) {
      if (url.pathname !== REST_BASE && !url.pathname.startsWith(`${REST_BASE}/`)) return;
      const path = url.pathname.slice(REST_BASE.length) || "/";
      if (request.method === "GET" && path === "/openapi.json") {
        // built on the first request for it: sofa-api is not loaded by an idle server
        openApi ??= import("./openapi.js").then(({ buildOpenApi }) => buildOpenApi(schema, restRoutes, publicUrl));
        openApi.catch(() => (openApi = undefined));
        return endResponse(jsonResponse(await openApi));
      }
      const matched = matchRoute(restRoutes, request.method, path);
      if (!matched) return endResponse(errorResponse(new AppError("Not found", "NOT_FOUND", 404)));
      const { route } = matched;
      /** every failure is an answer here, so that an idempotent write stores its 4xx as well */
      const answer = (err: unknown): Response => {
        if ((err as { status?: number }).status === 413) return restError([new PayloadTooLargeError()], logError);
        if (appErrorOf(err)) return restError([err], logError);
        logError(err);
        return errorResponse(new ServerError());
      };
      try {
        const initial = { ...(serverContext as object), request } as YogaInitialContext & { rawBody?: string };
        const enveloped = getEnveloped(initial);
        // who asks (401, 429) and whether their program has this resource (400) come before
        // what they sent wrong: a bad body never hides a bad key or the wrong program type
        const contextValue = (await enveloped.contextFactory()) as unknown as GraphQLContext;
        if (route.feature) requireFeature(contextValue.program, route.feature);
        const body = await readBody(request, initial.rawBody);
        const run = async (): Promise<Response> => {
          let warnings: string[] = [];
          /** the Warning header on whatever the request is answered, once the fields are known */
          const warned = (res: Response): Response => {
            if (warnings.length) res.headers.set("warning", warningHeader(warnings));
            return res;
          };
          try {
            const input = mergeInput(matched, url.search.slice(1), body);
            const operation = await operationFor(route, input);
            const ignored: string[] = [];
            const variableValues = toVariables(operation.field, matched, input, ignored);
            warnings = ignoredFieldWarnings(ignored, body, url, matched.params);
            if (warnings.length) app.logger.info({ method: request.method, path: url.pathname, ignored: warnings }, "REST request fields ignored");
            const result = await enveloped.execute({
              schema,
              document: operation.document,
              variableValues,
              contextValue,
              operationName: operation.operationName,
            });
            if (!("data" in result) && !("errors" in result)) throw new Error("a REST operation must not stream");
            if (result.errors?.length) return warned(restError(result.errors, logError));
            const value = (result.data as Record<string, unknown>)[RESULT];
            if (route.envelope === "csv") return warned(csvResponse(String(value ?? "")));
            const answered = envelope(route, value, linkBase(url, input, matched.params), publicUrl);
            return warned(jsonResponse(warnings.length ? { ...answered, warnings } : answered));
          } catch (err) {
            return warned(answer(err));
          }
        };
        const key = takesIdempotencyKey(request.method, route.field) ? idempotencyKeyOf(request.headers) : undefined;
        if (!key) return endResponse(await run());
        const hash = requestHash({ method: request.method, path: url.pathname, search: url.search, body });
        return endResponse(await idempotent(app, { apiKeyId: contextValue.apiKeyId, key, requestHash: hash }, run));
      } catch (err) {
        return endResponse(answer(err));
      }
    },
  };
}
