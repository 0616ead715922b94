// GET /r/{program}/{key}: the short link a partner shares. (Not /r/{key}: link keys are unique
// within a program only, and a lookup by key alone has no index to use.) It records the click, sets the referral cookie on the service's
// own domain when the link has direct_tracking, and redirects (302) to the link's
// direct_tracking_redirect_url (with direct_tracking_redirect) or its landing page, with the key
// in the program's link parameter so the script on the shop sets the shop's own cookie too (its
// click report is the same visitor, link and day: not counted twice). An unknown key goes to
// the program's website, without a click.
import type { App } from "../../core/app.js";
import type { Program } from "../../generated/prisma/client.js";
import type { HttpAnswer, HttpRequest } from "../../core/routes.js";
import { readProgramSettings } from "../programs/program-settings.js";
import { referralUrl } from "../referral-links/referral-links.service.js";
import { clickRow, isBot } from "./clicks.js";
import { COOKIE_OF } from "./tracking-script.js";
import { trackingOf } from "./tracking-state.js";
import type { TrackedLink } from "./tracking-lookup.js";

const notFound = (): HttpAnswer => ({ status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, body: "Not found\n" });

function redirect(location: string, cookie?: string): HttpAnswer {
  const headers: Record<string, string> = { location, "cache-control": "no-store", "referrer-policy": "no-referrer-when-downgrade" };
  if (cookie) headers["set-cookie"] = cookie;
  return { status: 302, headers };
}

/** an http(s) URL, or undefined (a stored website that is not one cannot be redirected to) */
function webUrl(url: string | null | undefined): string | undefined {
  try {
    const u = new URL(url ?? "");
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

async function follow(req: HttpRequest, app: App, program: Program, link: TrackedLink): Promise<HttpAnswer> {
  const settings = readProgramSettings(program.settings);
  const target = webUrl(
    link.directTrackingRedirect && webUrl(link.directTrackingRedirectUrl)
      ? referralUrl({ ...program, website: link.directTrackingRedirectUrl! }, { key: link.key, destinationUrl: null })
      : referralUrl(program, link),
  );
  if (!target) return notFound();
  const userAgent = req.headers["user-agent"];
  // past the per-address limit the visitor is still sent on, uncounted
  const { allowed } = await app.rateLimiter.hit(`click:${program.publicId}:${req.clientIp}`, app.config.TRACKING_CLICKS_PER_MINUTE);
  if (allowed && !isBot(userAgent)) {
    const referrer = typeof req.headers.referer === "string" ? req.headers.referer : null;
    await trackingOf(app).clicks.write(clickRow(link, { ipHash: app.hashIp(req.clientIp), userAgent: userAgent!, landingUrl: target, referrer, at: app.now() }));
  }
  const name = COOKIE_OF[program.type];
  const secure = app.config.publicUrl.startsWith("https:") ? "; Secure" : "";
  const cookie = link.directTracking && name && link.cookieValue ? `${name}=${encodeURIComponent(link.cookieValue)}; Max-Age=${settings.cookieLifetime * 86400}; Path=/; HttpOnly; SameSite=Lax${secure}` : undefined;
  return redirect(target, cookie);
}

export async function followProgramLink(req: HttpRequest, app: App): Promise<HttpAnswer> {
  const { lookup } = trackingOf(app);
  const program = (req.params.program ?? "").length <= 64 ? await lookup.program(req.params.program!) : null;
  if (!program) return notFound();
  const link = (req.params.key ?? "").length <= 128 ? await lookup.link(program.id, req.params.key!) : null;
  if (link) return follow(req, app, program, link);
  const website = webUrl(program.website);
  return website ? redirect(website) : notFound();
}
