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

/** one form of a route (its path, or an alias) split once: a segment is a literal or a parameter's name */
interface CompiledForm {
  route: RestRoute;
  alias: RouteAlias | undefined;
  segments: ({ literal: string } | { param: string })[];
  params: number;
}

/** the forms by method and segment count, compiled once per route table (matching runs on every request) */
const compiled = new WeakMap<readonly RestRoute[], Map<string, CompiledForm[]>>();

function compile(routes: readonly RestRoute[]): Map<string, CompiledForm[]> {
  const index = new Map<string, CompiledForm[]>();
  for (const route of routes) {
    const forms: [string, string, RouteAlias | undefined][] = [[route.method, route.path, undefined], ...(route.aliases ?? []).map((a) => [a.method ?? route.method, a.path, a] as [string, string, RouteAlias])];
    for (const [method, path, alias] of forms) {
      const segments = path.split("/").map((w) => {
        const param = /^\{(\w+)\}$/.exec(w);
        return param ? { param: param[1]! } : { literal: w };
      });
      const key = `${method} ${segments.length}`;
      const list = index.get(key) ?? [];
      list.push({ route, alias, segments, params: segments.filter((x) => "param" in x).length });
      index.set(key, list);
    }
  }
  return index;
}

/** finds the route of a request path below /v1; literal paths win over parameter paths */
export function matchRoute(routes: readonly RestRoute[], method: string, path: string): MatchedRoute | null {
  let index = compiled.get(routes);
  if (!index) compiled.set(routes, (index = compile(routes)));
  const got: string[] = [];
  for (const raw of path.replace(/\/+$/, "").split("/")) {
    try {
      got.push(decodeURIComponent(raw));
    } catch {
      return null; // a malformed escape is no path of ours
    }
  }
  let best: CompiledForm | null = null;
  for (const form of index.get(`${method} ${got.length}`) ?? []) {
    if (best && form.params >= best.params) continue;
    const fits = form.segments.every((seg, i) => ("param" in seg ? got[i] !== "" : seg.literal === got[i]));
    if (fits) best = form;
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  best.segments.forEach((seg, i) => {
    if ("param" in seg) params[seg.param] = got[i]!;
  });
  return { route: best.route, params, alias: best.alias };
}
