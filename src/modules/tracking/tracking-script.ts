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

export function scriptFor(program: Program): string {
  const settings = readProgramSettings(program.settings);
  const params = [...new Set([settings.linkParameter, "aff", "ref", "via"])];
  // the origins the tracking endpoints answer: a page elsewhere is told so in the console
  const config = { program: program.publicId, type: program.type, cookie: COOKIE_OF[program.type], days: settings.cookieLifetime, attribution: settings.attribution, params, origins: websiteOrigins(program) };
  return `${SCRIPT_SOURCE}${JSON.stringify(config)});\n`;
}

const JS = "application/javascript; charset=utf-8";

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
