// What a route is, for the modules that declare routes and the composition layer that serves
// them: a REST route is a /v1 path onto a GraphQL root field (the REST engine in src/rest/ runs
// it); a plain HTTP route is answered without Yoga (src/http/ serves it). Aliases (path-parameter
// forms, legacy singular paths) run the same field and are documented beside it.
import type { IncomingHttpHeaders } from "node:http";
import type { App } from "./app.js";
import type { Feature } from "./features.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * how the field's value becomes the response body; "message": the value is the body's own
 * fields beside status (`data`, `message`, ...), as coupon and promotion-code writes answer;
 * "csv": the value (a string) is the body itself, as text/csv (a file to download)
 */
export type Envelope = "single" | "list" | "ack" | "message" | "csv";

export interface RouteAlias {
  method?: HttpMethod;
  path: string;
  legacy?: boolean;
}

/**
 * A body shape of the same path that runs another field (real clients post one
 * transaction or a batch to the same path); the first whose test the merged input passes wins.
 */
export interface BodyForm {
  when: (input: Record<string, unknown>) => boolean;
  field: `Query.${string}` | `Mutation.${string}`;
}

/** a request as a client sends it: a path below /v1 (parameters filled in, query string included) and its body */
export interface ExampleRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

/**
 * The route's documented example, run in a new program of the route's type: first `given`
 * (what the example needs: the partner it reads), then the request itself, whose answer is
 * recorded into the OpenAPI document (`npm run examples`). `<N.a.b>` in a path or a body
 * stands for that value of the Nth given request's answer (an id the server chose).
 */
export interface RouteExample {
  /** the route's path with its parameters filled in, and a query string; default: the route's path */
  path?: string;
  body?: unknown;
  given?: ExampleRequest[];
}

export interface RestRoute {
  method: HttpMethod;
  /** the program-type feature the route belongs to (checked, with the key, before the body) */
  feature?: Feature;
  /** public path below /v1; {name} is a path parameter that fills the argument of that name */
  path: string;
  field: `Query.${string}` | `Mutation.${string}`;
  envelope?: Envelope;
  tags: string[];
  /** the operation's summary in the reference (every route has one: test/rest-examples.test.ts) */
  description?: string;
  aliases?: RouteAlias[];
  bodyForms?: BodyForm[];
  /** the documented request; a route without one is documented as its bare path (a GET of a collection) */
  example?: RouteExample;
}

/** gives routes their feature, unless a route names its own */
export function forFeature(feature: Feature, routes: RestRoute[]): RestRoute[] {
  return routes.map((r) => ({ feature, ...r }));
}

export interface HttpRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** the raw body, read within the body limit (routes that take one) */
  body?: Buffer;
  clientIp: string;
  /** the path's `{name}` segments, decoded */
  params: Record<string, string>;
}

/**
 * An answer written straight to the Node response: the hot public endpoints (clicks, redirect
 * links) answer this way, without a Fetch Response to build and read back per request.
 */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body?: string | Buffer | null;
}

export interface HttpRoute {
  method: "GET" | "POST" | "OPTIONS";
  /** literal segments and `{name}` parameters, each a whole segment: `/r/{key}` */
  path: string;
  /** whether the handler needs the request body (read within MAX_BODY_BYTES and REQUEST_TIMEOUT_MS) */
  readsBody?: boolean;
  handle(req: HttpRequest, app: App): Response | HttpAnswer | Promise<Response | HttpAnswer>;
}
