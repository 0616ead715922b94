// SOFA inside Yoga: REST requests under /v1 go through Yoga's context (authentication),
// its envelop execute (error masking, limits) and come back in the REST envelope. Modelled on
// @graphql-yoga/plugin-sofa, which gives no way to rewrite the request or the response.
import { filterSchema, pruneSchema } from "@graphql-tools/utils";
import type { GraphQLSchema, GraphQLField } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import { useSofa as createSofaHandler } from "sofa-api";
import qs from "qs";
import type { Logger } from "pino";
import { ValidationError, appErrorOf } from "../graphql/errors.js";
import type { PageFigures } from "../graphql/pagination.js";
import { toRest } from "./case.js";
import { requireFeature } from "../modules/programs/program-types.js";
import type { ProgramType } from "../generated/prisma/client.js";
import { errorResponse, jsonResponse, listEnvelope, restError } from "./envelope.js";
import { mergeInput, toArguments } from "./normalize.js";
import { buildOpenApi } from "./openapi.js";
import { matchRoute, ROUTES, sofaPath, type RestRoute } from "./routes.js";

export const REST_BASE = "/v1";

export interface RestOptions {
  publicUrl: string;
  maxBodyBytes: number;
  logger: Logger;
}

/** the schema SOFA sees: only the routed root fields, and no GraphQL-only fields */
export function restSchema(schema: GraphQLSchema): GraphQLSchema {
  const routed = new Set<string>(ROUTES.map((r) => r.field));
  return pruneSchema(
    filterSchema({
      schema,
      rootFieldFilter: (op, name) => routed.has(`${op}.${name}`),
      fieldFilter: (_type, _name, field) => (field.extensions as { rest?: boolean } | undefined)?.rest !== false,
    }),
  );
}

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

function rootField(schema: GraphQLSchema, route: RestRoute): GraphQLField<unknown, unknown> {
  const [op, name] = route.field.split(".") as [string, string];
  const type = op === "Query" ? schema.getQueryType() : schema.getMutationType();
  const field = type?.getFields()[name];
  if (!field) throw new Error(`route ${route.method} ${route.path}: no field ${route.field}`);
  return field;
}

async function readBody(request: Request, limit: number, rawBody?: string): Promise<unknown> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > limit) throw Object.assign(new Error("body too large"), { status: 413 });
  const text = rawBody ?? (request.body ? await request.text() : "");
  if (text.length > limit) throw Object.assign(new Error("body too large"), { status: 413 });
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError({ body: ["The request body is not valid JSON."] }, "The request body is not valid JSON.");
  }
}

export function useRest(opts: RestOptions): Plugin {
  let sofa: ReturnType<typeof createSofaHandler>;
  let schema: GraphQLSchema;
  let openApi: unknown;
  let getEnveloped: Parameters<NonNullable<Plugin["onYogaInit"]>>[0]["yoga"]["getEnveloped"];
  const envelopedByContext = new WeakMap<object, ReturnType<typeof getEnveloped>>();

  return {
    onYogaInit({ yoga }) {
      getEnveloped = yoga.getEnveloped;
    },
    onSchemaChange({ schema: full }) {
      schema = restSchema(full);
      for (const route of ROUTES) rootField(schema, route);
      sofa = createSofaHandler({
        basePath: REST_BASE,
        schema,
        depthLimit: 1,
        customScalars: {
          DateTime: { type: "string", format: "date-time", example: "2026-11-22T04:06:55.123000Z" },
          Date: { type: "string", format: "date" },
          Decimal: { type: "number" },
          JSON: {},
        },
        routes: Object.fromEntries(
          ROUTES.map((r) => [r.field, { method: r.method, path: sofaPath(r.path), tags: r.tags, description: r.description }]),
        ),
        context(serverContext: YogaInitialContext) {
          const enveloped = getEnveloped(serverContext);
          return Promise.resolve(enveloped.contextFactory(serverContext)).then((ctx) => {
            envelopedByContext.set(ctx, enveloped);
            return ctx;
          });
        },
        execute(args: { contextValue: object }) {
          const enveloped = envelopedByContext.get(args.contextValue);
          if (!enveloped) throw new TypeError("Illegal invocation.");
          return enveloped.execute(args as never);
        },
        errorHandler: (errors: readonly unknown[]) => restError(errors, (err) => opts.logger.error({ err }, "REST request failed")),
      } as never);
      openApi = undefined;
    },
    async onRequest({ request, url, endResponse, serverContext }) {
      if (url.pathname !== REST_BASE && !url.pathname.startsWith(`${REST_BASE}/`)) return;
      const path = url.pathname.slice(REST_BASE.length) || "/";
      if (request.method === "GET" && path === "/openapi.json") {
        openApi ??= await buildOpenApi(sofa, schema, opts.publicUrl);
        return endResponse(jsonResponse(openApi));
      }
      const matched = matchRoute(request.method, path);
      if (!matched) return endResponse(errorResponse(404, "Not found"));
      try {
        const field = rootField(schema, matched.route);
        let input: Record<string, unknown>;
        let args: Record<string, unknown>;
        try {
          input = mergeInput(matched, { query: url.search.slice(1), body: await readBody(request, opts.maxBodyBytes, (serverContext as { rawBody?: string }).rawBody) });
          args = toArguments(field, matched, input);
        } catch (err) {
          // who asks (401) and whether their program has this resource (400) come before what
          // they sent wrong: a bad body never hides a bad key or the wrong program type
          if (err instanceof ValidationError) await checkCaller(matched.route, { ...(serverContext as object), request });
          throw err;
        }
        const route = matched.route;
        const target = new URL(`${REST_BASE}${route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(args[name] ?? "")))}`, url);
        const headers = new Headers(request.headers);
        headers.delete("content-length");
        let canonical: Request;
        if (route.method === "GET") {
          target.search = qs.stringify(args, { encodeValuesOnly: true });
          canonical = new Request(target, { method: "GET", headers });
        } else {
          headers.set("content-type", "application/json");
          canonical = new Request(target, { method: route.method, headers, body: JSON.stringify(args) });
        }
        const response = await sofa.handleRequest(canonical, serverContext as never);
        if (!response || response.status !== 200) return endResponse(response ?? errorResponse(404, "Not found"));
        const value = toRest(await response.json(), field.type);
        return endResponse(jsonResponse(shape(route, value, linkBase(url, input, matched.params))));
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status === 413) return endResponse(errorResponse(413, "The request body is too large."));
        if (appErrorOf(err)) return endResponse(restError([err], () => {}));
        opts.logger.error({ err }, "REST request failed");
        return endResponse(errorResponse(500, "Server error"));
      }
    },
  };

  async function checkCaller(route: RestRoute, initial: object) {
    const ctx = (await getEnveloped(initial).contextFactory(initial)) as { program: { type: ProgramType } };
    if (route.feature) requireFeature(ctx.program, route.feature);
  }

  function shape(route: RestRoute, value: unknown, url: URL) {
    switch (route.envelope ?? "single") {
      case "ack":
        return { status: 1 };
      case "list": {
        const conn = value as { edges: { node: unknown }[]; page: Record<string, number | null> };
        const p = conn.page;
        const figures: PageFigures = {
          currentPage: p.current_page!,
          perPage: p.per_page!,
          from: p.from ?? null,
          to: p.to ?? null,
          total: p.total!,
          lastPage: p.last_page!,
        };
        return listEnvelope(conn.edges.map((e) => e.node), figures, url, opts.publicUrl);
      }
      default:
        return { status: 1, data: value };
    }
  }
}
