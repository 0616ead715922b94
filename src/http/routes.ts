// The routes that are not GraphQL, in one table beside Yoga: the health checks and the REST
// reference page, /metrics, the web apps; the modules' own (tracking script, redirect links, shop webhooks) join them.
import type { App } from "../app.js";
import type { HttpRequest, HttpRoute } from "../core/routes.js";
import { DOCS_CSP, REDOC_PATH, redocBundle, restDocsPage } from "../rest/docs.js";
import { health, ready } from "./health.js";
import { homePageHtml } from "./home-page.js";
import { answerPage, staticPage, type StaticPage } from "./static-page.js";
import { modules } from "../modules/index.js";
import { webAppRoutes } from "./web-apps.js";

/** the headers of an HTML page that may run only its own inline code and load nothing from elsewhere */
export function htmlHeaders(connectSelf = true): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:;${connectSelf ? " connect-src 'self';" : ""} base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "x-content-type-options": "nosniff",
    "cache-control": "no-cache",
  };
}

// the same for everyone: compressed once, revalidated by ETag (static-page.ts)
const docsPage = staticPage(restDocsPage, { ...htmlHeaders(), "content-security-policy": DOCS_CSP });
// Redoc's bundle: read from node_modules when a browser first asks (servers that never show
// the reference never hold it), then kept like the pages
let redoc: StaticPage | undefined;
const redocScript = () =>
  (redoc ??= staticPage(redocBundle(), { "content-type": "text/javascript; charset=utf-8", "x-content-type-options": "nosniff", "cache-control": "no-cache" }));
const homePage = staticPage(homePageHtml, htmlHeaders(false));

/** this process's webhook counters since it started, in the Prometheus text format */
function metrics(_req: HttpRequest, app: App): Response {
  const c = app.webhooks.counters;
  const lines = [
    "# HELP rally_webhook_attempts_total Webhook delivery attempts by outcome, since this process started",
    "# TYPE rally_webhook_attempts_total counter",
    `rally_webhook_attempts_total{outcome="delivered"} ${c.delivered}`,
    `rally_webhook_attempts_total{outcome="failed"} ${c.failed}`,
    "# HELP rally_webhook_retries_scheduled_total Failed attempts that were scheduled for a retry",
    "# TYPE rally_webhook_retries_scheduled_total counter",
    `rally_webhook_retries_scheduled_total ${c.retried}`,
    "# HELP rally_webhook_deliveries_given_up_total Deliveries failed for good (retries exhausted, or 410)",
    "# TYPE rally_webhook_deliveries_given_up_total counter",
    `rally_webhook_deliveries_given_up_total ${c.gaveUp}`,
    "# HELP rally_webhook_subscriptions_disabled_total Subscriptions disabled by delivery (410, or failing too long)",
    "# TYPE rally_webhook_subscriptions_disabled_total counter",
    `rally_webhook_subscriptions_disabled_total ${c.disabled}`,
  ];
  return new Response(lines.join("\n") + "\n", { headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-cache" } });
}

export const httpRoutes: HttpRoute[] = [
  { method: "GET", path: "/", handle: (req) => answerPage(homePage, req) },
  { method: "GET", path: "/health", handle: health },
  { method: "GET", path: "/healthz", handle: health },
  { method: "GET", path: "/health/ready", handle: ready },
  { method: "GET", path: "/v1/docs", handle: (req) => answerPage(docsPage, req) },
  { method: "GET", path: REDOC_PATH, handle: (req) => answerPage(redocScript(), req) },
  { method: "GET", path: "/metrics", handle: metrics },
  // the partner portal and its bundle (web/)
  ...webAppRoutes,
  // then the modules' own (inbound shop webhooks, tracking), in the module list's order
  ...modules.flatMap((m) => m.httpRoutes ?? []),
];

/** the route's `{name}` parameters when the path matches it, else null */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  if (!pattern.includes("{")) return pattern === path ? {} : null;
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith("{") && w.endsWith("}")) {
      if (!got[i]) return null;
      let value: string;
      try {
        value = decodeURIComponent(got[i]!);
      } catch {
        return null; // a malformed escape matches nothing
      }
      // no id of ours holds a NUL, and PostgreSQL cannot even compare with one: a 404, not a query
      if (value.includes("\u0000")) return null;
      params[w.slice(1, -1)] = value;
    } else if (w !== got[i]) return null;
  }
  return params;
}

export function findHttpRoute(method: string, path: string): { route: HttpRoute; params: Record<string, string> } | undefined {
  const p = path.length > 1 ? path.replace(/\/+$/, "") : path;
  for (const route of httpRoutes) {
    if (route.method !== method && !(method === "HEAD" && route.method === "GET")) continue;
    const params = matchPath(route.path, p);
    if (params) return { route, params };
  }
  return undefined;
}
