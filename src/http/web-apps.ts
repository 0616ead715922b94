// The web apps (web/, bundled into dist/web by scripts/build-web.mjs): their hashed assets,
// kept in memory and cached by browsers as immutable, and each app's HTML shell, revalidated
// on every visit, under a CSP that lets the page reach only Rally's own origin (no CDN, no
// inline script), so it works with no internet.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { App } from "../app.js";
import { AppError } from "../core/errors.js";
import { allows } from "../core/features.js";
import type { HttpAnswer, HttpRequest, HttpRoute } from "../core/routes.js";
import { readPortalSettings } from "../modules/programs/program-settings.js";
import { findProgram } from "../modules/programs/programs.service.js";
import { answerPage, staticPage, type StaticPage } from "./static-page.js";

/** dist/web from src/http (tsx) and from dist/http (compiled) alike */
const WEB_DIR = fileURLToPath(new URL("../../dist/web/", import.meta.url));

export const ASSETS_PATH = "/assets";

/** the pages of the portal below /portal/<program>; the app (web/portal/route.ts) has the same list */
const PORTAL_PAGES = new Set(["", "sign-in", "sign-up", "commissions", "payouts", "account"]);

export const WEB_CSP = "default-src 'self'; base-uri 'none'; object-src 'none'; form-action 'self'; frame-ancestors 'none'";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

interface Built {
  apps: Record<string, { js: string; css: string | null }>;
  assets: Map<string, StaticPage>;
}

let built: Built | null | undefined;

/** the bundle as the last build left it, read once (a server keeps what it started with) */
function loadBuilt(): Built | null {
  if (built !== undefined) return built;
  const manifestFile = join(WEB_DIR, "manifest.json");
  if (!existsSync(manifestFile)) return (built = null);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { apps: Built["apps"] };
  const assets = new Map<string, StaticPage>();
  for (const name of readdirSync(WEB_DIR)) {
    const type = CONTENT_TYPES[extname(name)];
    if (!type || name === "manifest.json") continue;
    assets.set(
      name,
      // the name carries the content's hash: a new build is a new name, so a browser never asks again
      staticPage(readFileSync(join(WEB_DIR, name)), { "content-type": type, "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" }),
    );
  }
  return (built = { apps: manifest.apps, assets });
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": WEB_CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "cache-control": "no-cache",
};

function html(status: number, body: string): HttpAnswer {
  return { status, headers: HTML_HEADERS, body };
}

/** a page of the app's shell: its assets, and what the app must know before it asks the API, as data attributes */
function shell(app: string, title: string, data: Record<string, string>, needsScript: string): HttpAnswer {
  const bundle = loadBuilt()?.apps[app];
  if (!bundle) {
    const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title><p>The ${esc(app)} was not built: run <code>npm run build:web</code> and restart Rally.</p></html>`;
    return html(503, page);
  }
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join("");
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
${bundle.css ? `<link rel="stylesheet" href="${ASSETS_PATH}/${bundle.css}">` : ""}
<script type="module" src="${ASSETS_PATH}/${bundle.js}"></script></head>
<body><div id="app"${attrs}><p>Loading…</p></div><noscript><p>${esc(needsScript)}</p></noscript></body></html>
`;
  return html(200, page);
}

const notFound = (what: "portal" | "console" = "portal") =>
  html(404, `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><h1>Not found</h1><p>There is no ${what === "portal" ? "partner portal" : "console page"} here.</p></html>`);

/** the partner portal of a program with partners (Affiliate), by its public id */
async function portalPage(req: HttpRequest, app: App): Promise<HttpAnswer> {
  if (!PORTAL_PAGES.has(req.params.page ?? "")) return notFound();
  const program = await findProgram(app.database.prisma, req.params.program!).catch((err: unknown) => {
    if (err instanceof AppError) return null;
    throw err;
  });
  if (!program || !allows(program.type, "partners")) return notFound();
  const portal = readPortalSettings(program.portalSettings);
  return shell("portal", `${program.name} partners`, {
    program: program.publicId,
    name: program.name,
    "sign-up": portal.registrationDisabled ? "closed" : "open",
    approval: portal.approvalRequired ? "required" : "none",
    color: portal.brandColor,
    terms: portal.termsUrl,
    language: portal.language,
  }, "The partner portal needs JavaScript.");
}

/** a page of the console: /console/<page>[/<record>]; the app knows its pages (an unknown one says so itself) */
const CONSOLE_PAGE = /^[a-z0-9-]{1,60}$/;
/** a record's id as the page names it (a global id is base64), never echoed into the shell */
const CONSOLE_ITEM = /^[^\u0000-\u001f]{1,200}$/;

function consolePage(req: HttpRequest): HttpAnswer {
  const { page, item } = req.params;
  if ((page !== undefined && !CONSOLE_PAGE.test(page)) || (item !== undefined && !CONSOLE_ITEM.test(item))) return notFound("console");
  return shell("console", "Rally console", {}, "The Rally console needs JavaScript.");
}

export const webAppRoutes: HttpRoute[] = [
  {
    method: "GET",
    path: `${ASSETS_PATH}/{file}`,
    handle: async (req) => {
      const asset = loadBuilt()?.assets.get(req.params.file ?? "");
      if (!asset) return { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" }, body: "Not found\n" };
      return answerPage(asset, req);
    },
  },
  { method: "GET", path: "/portal/{program}", handle: portalPage },
  { method: "GET", path: "/portal/{program}/{page}", handle: portalPage },
  { method: "GET", path: "/console", handle: consolePage },
  { method: "GET", path: "/console/{page}", handle: consolePage },
  { method: "GET", path: "/console/{page}/{item}", handle: consolePage },
];
