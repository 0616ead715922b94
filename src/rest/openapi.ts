// /v1/openapi.json: SOFA's document, made to describe what the routes really return:
// snake_case names, the REST envelopes, the error body, the alias paths and Bearer auth.
import { isObjectType, type GraphQLSchema } from "graphql";
import { restNameOf, restRouteName } from "../graphql/surface.js";
import { useSofa } from "sofa-api";
import { snakeCase as snake } from "../core/case.js";
import { rootField, SOFA_DEPTH_LIMIT } from "./operations.js";
import { takesIdempotencyKey } from "../http/idempotency.js";
import type { RestRoute } from "../core/routes.js";
import { sofaPath } from "./route.js";
import { curlOf, readExamples, type RecordedExamples } from "./examples.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** REST names: snake_case, or the name a REST-only field carries */
function snakeSchema(s: Json | undefined, names?: Map<string, string>): Json | undefined {
  if (!s || typeof s !== "object") return s;
  const name = (k: string) => names?.get(k) ?? snake(k);
  const out: Json = { ...s };
  if (s.properties) {
    out.properties = Object.fromEntries(Object.entries(s.properties as Json).map(([k, v]) => [name(k), snakeSchema(v as Json)]));
  }
  if (Array.isArray(s.required)) out.required = s.required.map(name);
  if (s.items) out.items = snakeSchema(s.items);
  return out;
}

/** for each object type, the fields REST shows under a name of their own */
function restNames(schema: GraphQLSchema): Map<string, Map<string, string>> {
  const byType = new Map<string, Map<string, string>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const restName = restNameOf(field);
      if (restName) (byType.get(type.name) ?? byType.set(type.name, new Map()).get(type.name)!).set(field.name, restName);
    }
  }
  return byType;
}

const errorBody = {
  type: "object",
  required: ["status", "message"],
  properties: {
    status: { type: "integer", enum: [0] },
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } }, description: "Field errors keyed by the request's field path" },
  },
};

function envelopeFor(route: RestRoute, schema: Json | undefined): Json {
  switch (route.envelope ?? "single") {
    case "ack":
      return { type: "object", required: ["status"], properties: { status: { type: "integer", enum: [1] } } };
    case "message":
      return { allOf: [{ type: "object", required: ["status"], properties: { status: { type: "integer", enum: [1] } } }, schema ?? {}] };
    case "list": {
      const ref = schema?.$ref as string | undefined;
      const connection = ref?.split("/").pop()?.replace(/Connection$/, "");
      return {
        type: "object",
        required: ["status", "data", "links", "meta"],
        properties: {
          status: { type: "integer", enum: [1] },
          data: { type: "array", items: connection ? { $ref: `#/components/schemas/${connection}` } : {} },
          links: { $ref: "#/components/schemas/ListLinks" },
          meta: { $ref: "#/components/schemas/ListMeta" },
        },
      };
    }
    default:
      return { type: "object", required: ["status", "data"], properties: { status: { type: "integer", enum: [1] }, data: schema ?? {} } };
  }
}

const openApiPath = (p: string) => `/v1${p}`;

/** a route's text as the reference's one-line summary (its first sentence) and, when longer, its description */
function summaryOf(text: string): { summary: string; description?: string } {
  const first = /^(.{20,}?[.;])\s/.exec(text)?.[1];
  if (!first || text.length <= 100) return { summary: text };
  return { summary: first.replace(/[.;]$/, ""), description: text };
}

/** SOFA's router over the route table: here only for the OpenAPI document it writes */
function sofaRouter(schema: GraphQLSchema, routes: readonly RestRoute[]) {
  return useSofa({
    basePath: "/v1",
    schema,
    depthLimit: SOFA_DEPTH_LIMIT,
    customScalars: {
      DateTime: { type: "string", format: "date-time", example: "2026-11-22T04:06:55.123000Z" },
      Date: { type: "string", format: "date" },
      Decimal: { type: "number" },
      JSON: {},
    },
    routes: Object.fromEntries(routes.map((r) => [r.field, { method: r.method, path: sofaPath(r.path), tags: r.tags, description: r.description }])),
  });
}

export async function buildOpenApi(schema: GraphQLSchema, routes: readonly RestRoute[], publicUrl: string, examples: RecordedExamples = readExamples()): Promise<Json> {
  const res = await sofaRouter(schema, routes).handleRequest(new Request(`${publicUrl}/v1/openapi.json`), {});
  const doc = (await res!.json()) as Json;
  const sofaPaths = doc.paths as Json;
  const byPath = new Map<string, Json>();
  // SOFA documents an escaped literal colon (/partners\\:search) as /partners\\{search}
  for (const [p, item] of Object.entries(sofaPaths)) byPath.set(p.replace(/\\\{(\w+)\}/g, ":$1"), item as Json);

  const paths: Json = {};
  for (const route of routes) {
    const method = route.method.toLowerCase();
    const item = byPath.get(route.path) ?? {};
    const op = (item[method] ?? {}) as Json;
    const sofaParams: Json[] = ((op.parameters ?? []) as Json[]).map((p) => ({ ...p, name: snake(p.name) }));
    const inPath = new Set([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
    // arguments travel in the query string for GET and in the JSON body otherwise
    const parameters = route.method === "GET" ? sofaParams : sofaParams.filter((p) => inPath.has(p.name));
    const bodyParams = sofaParams.filter((p) => !inPath.has(p.name));
    const body: Json | undefined =
      route.method === "GET" || bodyParams.length === 0
        ? undefined
        : {
            type: "object",
            properties: Object.fromEntries(bodyParams.map((p) => [p.name, snakeSchema(p.schema)])),
            // `update` may also be sent flat, so it is never required on the wire
            required: bodyParams.filter((p) => p.required && p.name !== "update").map((p) => p.name),
          };
    if (body?.properties?.update) {
      body.properties.update = { allOf: [body.properties.update], description: "The changes; they may also be sent flat, beside the identifier" };
    }
    const okSchema = (Object.values(op.responses ?? {})[0] as Json | undefined)?.content?.["application/json"]?.schema as Json | undefined;
    const write = takesIdempotencyKey(route.method, route.field);
    // the route's example (request declared with the route, answer recorded from a server)
    const example = examples[`${route.method} ${route.path}`];
    const withExample = (content: Json, value: unknown): Json => (example ? { ...content, example: value } : content);
    const operation: Json = {
      operationId: `${route.field.split(".")[0]}_${restRouteName(rootField(schema, route).name)}`,
      tags: route.tags,
      ...summaryOf(route.description ?? op.description ?? ""),
      parameters: write ? [...parameters, { $ref: "#/components/parameters/IdempotencyKey" }] : parameters,
      ...(body ? { requestBody: { content: { "application/json": withExample({ schema: body }, example?.body ?? {}) } } } : {}),
      responses: {
        "200":
          route.envelope === "csv"
            ? { description: "OK", content: { "text/csv": withExample({ schema: { type: "string" } }, example?.response) } }
            : { description: "OK", content: { "application/json": withExample({ schema: envelopeFor(route, okSchema) }, example?.response) } },
        default: { description: `Error (400, 401, 404,${write ? " 409," : ""} 413, 422, 429, 500)`, content: { "application/json": { schema: errorBody } } },
      },
    };
    if (example) operation["x-codeSamples"] = [{ lang: "Shell", label: "curl", source: curlOf(example, publicUrl) }];
    (paths[openApiPath(route.path)] ??= {})[method] = operation;
    for (const alias of route.aliases ?? []) {
      const pathParams = [...alias.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const aliasOp: Json = {
        ...operation,
        operationId: `${operation.operationId}_${alias.path.replace(/\W+/g, "_")}`,
        summary: `${operation.summary || route.field} (same as ${route.method} /v1${route.path})`,
        deprecated: alias.legacy ?? false,
        parameters: [
          ...pathParams.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
          ...(operation.parameters as Json[]).filter((p: Json) => !pathParams.includes(p.name)),
        ],
      };
      (paths[openApiPath(alias.path)] ??= {})[(alias.method ?? route.method).toLowerCase()] = aliasOp;
    }
  }

  const idempotencyKeyParameter = {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "1-255 printable ASCII characters. A retry of the same request with the same key (same API key, method, path and body) answers the first response again, with `Idempotent-Replayed: true`, for IDEMPOTENCY_TTL_HOURS (24 by default); the key with another request is a 422, and while the first request runs a 409.",
    schema: { type: "string", minLength: 1, maxLength: 255 },
  };
  const names = restNames(schema);
  const schemas = Object.fromEntries(Object.entries((doc.components?.schemas ?? {}) as Json).map(([k, v]) => [k, snakeSchema(v as Json, names.get(k))]));
  const link = { type: "string", nullable: true };
  schemas.ListLinks = { type: "object", properties: { first: { type: "string" }, last: link, prev: link, next: link } };
  const meta: Json = { path: { type: "string" } };
  for (const k of ["current_page", "from", "to", "per_page", "total", "last_page"]) meta[k] = { type: "integer", nullable: k === "from" || k === "to" };
  schemas.ListMeta = { type: "object", properties: meta };
  return {
    openapi: "3.0.3",
    info: {
      title: "Rally REST API",
      version: "1",
      description: "REST compatibility surface of Rally. Every request carries `Authorization: Bearer <API key>`; the key's program scopes it.",
    },
    servers: [{ url: publicUrl }],
    security: [{ bearer: [] }],
    paths,
    components: { schemas, parameters: { IdempotencyKey: idempotencyKeyParameter }, securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
  };
}
