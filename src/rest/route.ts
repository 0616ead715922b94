// What a REST route is: a /v1 path onto a GraphQL root field. Each module declares its routes
// (modules/<x>/<x>.routes.ts); modules/index.ts gathers them into the one route table, which
// the REST handler, SOFA and the OpenAPI document all read. Aliases (path-parameter forms,
// legacy singular paths) run the same field and are documented beside it.
import type { Feature } from "../modules/programs/program-types.js";

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
 * A body shape of the same path that runs another field (compat.md 2: real clients post one
 * transaction or a batch to the same path); the first whose test the merged input passes wins.
 */
export interface BodyForm {
  when: (input: Record<string, unknown>) => boolean;
  field: `Query.${string}` | `Mutation.${string}`;
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
  description?: string;
  aliases?: RouteAlias[];
  bodyForms?: BodyForm[];
}

/** gives routes their feature, unless a route names its own */
export function forFeature(feature: Feature, routes: RestRoute[]): RestRoute[] {
  return routes.map((r) => ({ feature, ...r }));
}

/** SOFA's form of a path: {id} -> :id, and literal colons escaped */
export function sofaPath(path: string): string {
  return path.replace(/:/g, "\\:").replace(/\{(\w+)\}/g, ":$1");
}

export interface MatchedRoute {
  route: RestRoute;
  params: Record<string, string>;
  alias?: RouteAlias;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.replace(/\/+$/, "").split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    let g: string;
    try {
      g = decodeURIComponent(got[i]!);
    } catch {
      return null; // a malformed escape is no path of ours
    }
    const param = /^\{(\w+)\}$/.exec(w);
    if (param) {
      if (!g) return null;
      params[param[1]!] = g;
    } else if (w !== g) return null;
  }
  return params;
}

/** finds the route of a request path below /v1; literal paths win over parameter paths */
export function matchRoute(routes: readonly RestRoute[], method: string, path: string): MatchedRoute | null {
  let best: MatchedRoute | null = null;
  for (const route of routes) {
    const forms: [string, string, RouteAlias | undefined][] = [
      [route.method, route.path, undefined],
      ...(route.aliases ?? []).map((a) => [a.method ?? route.method, a.path, a] as [string, string, RouteAlias]),
    ];
    for (const [m, p, alias] of forms) {
      if (m !== method) continue;
      const params = matchPath(p, path);
      if (params && (!best || Object.keys(params).length < Object.keys(best.params).length)) best = { route, params, alias };
    }
  }
  return best;
}
