// Matching REST routes (their type: core/routes.ts): the REST handler, SOFA and the OpenAPI
// document all read the one route table the composition layer gathers from the modules.
import type { RestRoute, RouteAlias } from "../core/routes.js";

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
