import { customerRoutes } from "./routes/customers.js";
import { leadRoutes } from "./routes/leads.js";
import { partnerRoutes } from "./routes/partners.js";
import { programRoutes } from "./routes/program.js";
import { referralLinkRoutes } from "./routes/referral-links.js";
import { subscriberRoutes } from "./routes/subscribers.js";
import type { Feature } from "../modules/programs/program-types.js";

// The REST route table: every /v1 route and the GraphQL field it runs. SOFA gets one route
// per field (the canonical one); aliases (path-parameter forms, legacy singular paths) are
// rewritten onto it by normalize.ts and documented beside it in the OpenAPI document.
// One file a domain under routes/.

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** how the field's value becomes the response body */
export type Envelope = "single" | "list" | "ack";

export interface RouteAlias {
  method?: HttpMethod;
  path: string;
  legacy?: boolean;
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
}

export const ROUTES: RestRoute[] = [
  ...programRoutes,
  ...partnerRoutes,
  ...customerRoutes,
  ...subscriberRoutes,
  ...leadRoutes,
  ...referralLinkRoutes,
];

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
    const g = decodeURIComponent(got[i]!);
    const param = /^\{(\w+)\}$/.exec(w);
    if (param) {
      if (!g) return null;
      params[param[1]!] = g;
    } else if (w !== g) return null;
  }
  return params;
}

/** finds the route of a request path below /v1; literal paths win over parameter paths */
export function matchRoute(method: string, path: string, routes: RestRoute[] = ROUTES): MatchedRoute | null {
  const candidates: MatchedRoute[] = [];
  for (const route of routes) {
    const forms: [string, string, RouteAlias | undefined][] = [
      [route.method, route.path, undefined],
      ...(route.aliases ?? []).map((a) => [a.method ?? route.method, a.path, a] as [string, string, RouteAlias]),
    ];
    for (const [m, p, alias] of forms) {
      if (m !== method) continue;
      const params = matchPath(p, path);
      if (params) candidates.push({ route, params, alias });
    }
  }
  candidates.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0] ?? null;
}
