// The REST route table: every /v1 route and the GraphQL field it runs. SOFA gets one route
// per field (the canonical one); aliases (path-parameter forms, legacy singular paths) are
// rewritten onto it by normalize.ts and documented beside it in the OpenAPI document.

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
  /** public path below /v1; {name} is a path parameter that fills the argument of that name */
  path: string;
  field: `Query.${string}` | `Mutation.${string}`;
  envelope?: Envelope;
  tags: string[];
  description?: string;
  aliases?: RouteAlias[];
}

export const ROUTES: RestRoute[] = [
  { method: "GET", path: "/test", field: "Query.test", tags: ["Program"], description: "Checks the API key and names its program" },
  { method: "GET", path: "/program", field: "Query.program", tags: ["Program"] },
  { method: "GET", path: "/program/overview", field: "Query.programOverview", tags: ["Program"], description: "Legacy flat form of GET /program" },
  { method: "PUT", path: "/program", field: "Mutation.updateProgram", tags: ["Program"] },

  { method: "POST", path: "/partners", field: "Mutation.createPartner", tags: ["Partners"], aliases: [{ path: "/partner", legacy: true }] },
  { method: "POST", path: "/partners:invite", field: "Mutation.invitePartner", tags: ["Partners"] },
  { method: "GET", path: "/partners", field: "Query.partners", envelope: "list", tags: ["Partners"] },
  {
    method: "GET",
    path: "/partners:search",
    field: "Query.partner",
    tags: ["Partners"],
    description: "One partner by id, key or email",
    aliases: [{ path: "/partners/{id}" }, { path: "/partner", legacy: true }],
  },
  {
    method: "PUT",
    path: "/partners",
    field: "Mutation.updatePartner",
    tags: ["Partners"],
    description: "Updates a partner identified by id, key or email; the changes come in `update` or flat",
    aliases: [{ path: "/partners/{id}" }, { path: "/partner", legacy: true }],
  },
  {
    method: "DELETE",
    path: "/partners",
    field: "Mutation.deletePartner",
    envelope: "ack",
    tags: ["Partners"],
    aliases: [{ path: "/partners/{id}" }, { path: "/partner", legacy: true }],
  },
  { method: "POST", path: "/partners/{id}/archive", field: "Mutation.archivePartner", envelope: "ack", tags: ["Partners"] },
  { method: "POST", path: "/partners/{id}/revoke-archive", field: "Mutation.restorePartner", envelope: "ack", tags: ["Partners"] },
  { method: "POST", path: "/partners/{id}/reward", field: "Mutation.rewardPartner", tags: ["Partners"] },
  { method: "GET", path: "/partners/{id}/referral_links", field: "Query.partnerReferralLinks", tags: ["Partners", "Referral links"] },
];

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
