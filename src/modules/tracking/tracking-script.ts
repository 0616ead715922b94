// GET /js/rally.js?program=PUBLIC_ID: the tracking script with the program's settings written
// in, so the page needs no second request. Cacheable: an ETag of the exact bytes, and a short
// max-age so settings changes reach pages within minutes.
import { createHash } from "node:crypto";
import type { App } from "../../core/app.js";
import type { Program } from "../../generated/prisma/client.js";
import type { HttpRequest } from "../../core/routes.js";
import { readProgramSettings } from "../programs/program-settings.js";
import { websiteOrigins } from "./origins.js";
import { SCRIPT_SOURCE } from "./script-source.js";
import { trackingOf } from "./tracking-state.js";

export const COOKIE_OF: Record<Program["type"], string | null> = { Affiliate: "service_partner", Referral: "service_referral", Newsletter: null };
/** the names the service Rally follows gives the same cookies (its WooCommerce plugin reads them) */
export const LEGACY_COOKIE_OF: Record<Program["type"], string | null> = { Affiliate: "partnero_partner", Referral: "partnero_referral", Newsletter: null };

export function scriptFor(program: Program): string {
  const settings = readProgramSettings(program.settings);
  const params = [...new Set([settings.linkParameter, "aff", "ref", "via"])];
  // the origins the tracking endpoints answer: a page elsewhere is told so in the console
  const config = {
    program: program.publicId,
    type: program.type,
    cookie: COOKIE_OF[program.type],
    legacyCookie: settings.legacyCookieNames ? LEGACY_COOKIE_OF[program.type] : null,
    days: settings.cookieLifetime,
    attribution: settings.attribution,
    params,
    origins: websiteOrigins(program),
  };
  return `${SCRIPT_SOURCE}${JSON.stringify(config)});\n`;
}

const JS = "application/javascript; charset=utf-8";

/**
 * GET /js/universal.js: what the snippet of the service Rally follows loads (its address is the
 * one thing a moving site changes; the `?v…` it appends is ignored). The same bytes for every
 * program: it reads the program from the snippet's queue (po('program', PUBLIC_ID, 'load')) and
 * loads that program's /js/rally.js, which then runs the queue.
 */
export const UNIVERSAL_LOADER = String.raw`(function (w, d) {
  "use strict";
  var name = w.__partnerObject || "po", q = (w[name] && w[name].q) || [], me = d.currentScript, id = null;
  for (var i = 0; i < q.length; i++) {
    var a = q[i] && q[i].a ? q[i].a : q[i];
    if (a && a[0] === "program" && a[1]) id = String(a[1]);
  }
  if (!id || !me || !me.src) { console.warn("Rally: no " + name + "('program', PUBLIC_ID, 'load') call before this script, so nothing is tracked."); return; }
  var s = d.createElement("script");
  s.async = true;
  s.src = new URL(me.src).origin + "/js/rally.js?program=" + encodeURIComponent(id);
  (d.head || d.documentElement).appendChild(s);
})(window, document);
`;
const LOADER_ETAG = `"${createHash("sha256").update(UNIVERSAL_LOADER).digest("base64url").slice(0, 22)}"`;

export function serveLoader(req: HttpRequest): Response {
  const headers = { "content-type": JS, etag: LOADER_ETAG, "cache-control": "public, max-age=300", "x-content-type-options": "nosniff", "cross-origin-resource-policy": "cross-origin" };
  const known = req.headers["if-none-match"];
  if (known && known.split(",").some((t) => t.trim().replace(/^W\//, "") === LOADER_ETAG)) return new Response(null, { status: 304, headers });
  return new Response(UNIVERSAL_LOADER, { headers });
}

export async function serveScript(req: HttpRequest, app: App): Promise<Response> {
  const publicId = req.url.searchParams.get("program") ?? "";
  const program = publicId && publicId.length <= 64 ? await trackingOf(app).lookup.program(publicId) : null;
  if (!program) return new Response("/* Rally: unknown program */\n", { status: 404, headers: { "content-type": JS, "cache-control": "no-cache" } });
  const body = scriptFor(program);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  const headers = { "content-type": JS, etag, "cache-control": "public, max-age=300", "x-content-type-options": "nosniff", "cross-origin-resource-policy": "cross-origin" };
  const known = req.headers["if-none-match"];
  if (known && known.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
