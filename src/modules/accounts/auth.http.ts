// The public sign-up and sign-in endpoints under /auth/partner, and the operators' under
// /auth/operator (link, password, emailed link; outside /v1, which stays API-key only). They take JSON (or a form, from the link landing page), answer
// {"status":1,"data":…} or the API's error body, and set or clear the partner cookie. A browser
// request must come from PUBLIC_URL's origin; one without Origin or Sec-Fetch-Site is a server's.
import { parse as qsParse } from "qs";
import type { App } from "../../core/app.js";
import { AppError, BadRequestError, errorBody, ForbiddenError } from "../../core/errors.js";
import type { HttpAnswer, HttpRequest, HttpRoute } from "../../core/routes.js";
import { assertStorable } from "../../core/storable.js";
import type { Operator, Partner } from "../../generated/prisma/client.js";
import { partnerPortalUrl } from "../programs/program.view.js";
import { fromOwnOrigin } from "./origin.js";
import { consumeLink, sendSignInCode, signInWithCode, signInWithPassword, signUpPartner } from "./partner-sign-in.service.js";
import { consumeOperatorLink } from "./operators.service.js";
import { sendOperatorLink, signInOperatorWithPassword } from "./operator-sign-in.service.js";
import { clearedCookie, clearedPartnerCookie, cookieValue, endSession, operatorCookieName, partnerCookieName, startOperatorSession, startPartnerSession } from "./sessions.service.js";

const NO_STORE = { "cache-control": "no-store", "referrer-policy": "no-referrer", "x-content-type-options": "nosniff" };

function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer {
  return { status, headers: { "content-type": "application/json", ...NO_STORE, ...headers }, body: JSON.stringify(body) };
}

const isForm = (req: HttpRequest) => /^application\/x-www-form-urlencoded/i.test(String(req.headers["content-type"] ?? ""));

function bodyOf(req: HttpRequest): Record<string, unknown> {
  const text = req.body?.toString("utf8") ?? "";
  if (!text.trim()) return {};
  let value: unknown;
  if (isForm(req)) value = qsParse(text, { depth: 1, arrayLimit: 0 });
  else {
    try {
      value = JSON.parse(text);
    } catch {
      throw new BadRequestError("The request body is not valid JSON.");
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new BadRequestError("The request body must be a JSON object.");
  assertStorable(value);
  return value as Record<string, unknown>;
}

function checkOrigin(req: HttpRequest, app: App, requireSignal = false) {
  const ok = fromOwnOrigin(app.config.publicUrl, { origin: req.headers.origin, secFetchSite: req.headers["sec-fetch-site"] }, requireSignal);
  if (!ok) throw new ForbiddenError("This origin may not sign in to Rally.");
}

const presentPartner = (p: Partner) => ({ id: p.id, email: p.email, name: p.name, surname: p.surname, approved: p.approved });

/** runs an endpoint; its AppErrors become the error body (with Retry-After and the like) */
function endpoint(run: (req: HttpRequest, app: App) => Promise<HttpAnswer>): HttpRoute["handle"] {
  return async (req, app) => {
    try {
      return await run(req, app);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return json(err.status, errorBody(err), err.headers);
    }
  };
}

async function signedIn(req: HttpRequest, app: App, partner: Partner): Promise<HttpAnswer> {
  const previous = cookieValue(req.headers.cookie, partnerCookieName(app.config.publicUrl));
  const setCookie = await startPartnerSession(app, partner, previous);
  return json(200, { status: 1, data: { partner: presentPartner(partner) } }, { "set-cookie": setCookie });
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** a small page of its own: no script, posts only to Rally, in no frame */
function page(title: string, body: string, status = 200): HttpAnswer {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1.25rem}</style></head>
<body><h1>${esc(title)}</h1>${body}</body></html>`;
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      ...NO_STORE,
    },
    body: html,
  };
}

/**
 * An operator sign-in endpoint (link, password): JSON answers the operator with the cookie; a
 * form post (the link's landing page, a console without script) goes on to the console, or
 * shows a small page saying what went wrong.
 */
function operatorSignIn(
  failed: string,
  advice: string,
  run: (body: Record<string, unknown>, req: HttpRequest, app: App) => Promise<{ operator: Operator; totp: boolean }>,
): HttpRoute["handle"] {
  return async (req, app) => {
    const form = isForm(req);
    try {
      checkOrigin(req, app, form);
      const { operator, totp } = await run(bodyOf(req), req, app);
      const setCookie = await startOperatorSession(app, operator, cookieValue(req.headers.cookie, operatorCookieName(app.config.publicUrl)), totp);
      if (form) return { status: 303, headers: { ...NO_STORE, location: "/console", "set-cookie": setCookie } };
      return json(200, { status: 1, data: { operator: { email: operator.email } } }, { "set-cookie": setCookie });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (!form) return json(err.status, errorBody(err), err.headers);
      return page(failed, `<p>${esc(err.message)}</p><p>${esc(advice)}</p>`, err.status);
    }
  };
}

export const authRoutes: HttpRoute[] = [
  {
    method: "POST",
    path: "/auth/partner/sign-up",
    readsBody: true,
    handle: endpoint(async (req, app) => {
      checkOrigin(req, app);
      const result = await signUpPartner(app, bodyOf(req), req.clientIp);
      return json(202, { status: 1, data: { ...result, message: "Check your inbox: a link to confirm your email address is on its way." } });
    }),
  },
  {
    method: "POST",
    path: "/auth/partner/sign-in",
    readsBody: true,
    handle: endpoint(async (req, app) => {
      checkOrigin(req, app);
      return signedIn(req, app, await signInWithPassword(app, bodyOf(req), req.clientIp));
    }),
  },
  {
    method: "POST",
    path: "/auth/partner/code",
    readsBody: true,
    handle: endpoint(async (req, app) => {
      checkOrigin(req, app);
      await sendSignInCode(app, bodyOf(req), req.clientIp);
      return json(202, { status: 1, data: { message: "If the email belongs to a partner of the program, a sign-in code is on its way to it." } });
    }),
  },
  {
    method: "POST",
    path: "/auth/partner/code/sign-in",
    readsBody: true,
    handle: endpoint(async (req, app) => {
      checkOrigin(req, app);
      return signedIn(req, app, await signInWithCode(app, bodyOf(req), req.clientIp));
    }),
  },
  {
    // the page a link opens: a GET uses nothing up (mail scanners fetch links), its button posts the token
    method: "GET",
    path: "/auth/partner/link",
    handle: (req) => {
      const token = req.url.searchParams.get("token") ?? "";
      return page(
        "Sign in",
        `<p>Continue to sign in to your partner account.</p><form method="post" action="/auth/partner/link"><input type="hidden" name="token" value="${esc(token)}"><button type="submit">Sign in</button></form>`,
      );
    },
  },
  {
    method: "POST",
    path: "/auth/partner/link",
    readsBody: true,
    handle: async (req, app) => {
      const form = isForm(req);
      try {
        checkOrigin(req, app, form);
        const body = bodyOf(req);
        const partner = await consumeLink(app, body.token, req.clientIp);
        const answer = await signedIn(req, app, partner);
        if (!form) return answer;
        // from the landing page: on to the program's own portal when it names one, else Rally's
        const program = await app.database.prisma.program.findUniqueOrThrow({ where: { id: partner.programId } });
        const location = partnerPortalUrl(app, program) ?? `/portal/${encodeURIComponent(program.publicId)}`;
        return { status: 303, headers: { ...NO_STORE, location, "set-cookie": answer.headers["set-cookie"]! } };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (!form) return json(err.status, errorBody(err), err.headers);
        return page("This link does not work", `<p>${esc(err.message)}</p><p>Ask for a new one where you signed in.</p>`, err.status);
      }
    },
  },
  {
    // an operator's link (first start, operator:invite): the same page, its own realm
    method: "GET",
    path: "/auth/operator/link",
    handle: (req) => {
      const token = req.url.searchParams.get("token") ?? "";
      return page(
        "Sign in to the console",
        `<p>Continue to sign in as an operator.</p><form method="post" action="/auth/operator/link"><input type="hidden" name="token" value="${esc(token)}"><p><label>Authenticator code (only if you turned it on)<br><input name="totp_code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6"></label></p><button type="submit">Sign in</button></form>`,
      );
    },
  },
  {
    method: "POST",
    path: "/auth/operator/link",
    readsBody: true,
    handle: operatorSignIn("This link does not work", "Ask for a new one (operator:invite, or the console's sign-in page).", (body, req, app) =>
      consumeOperatorLink(app, body.token, req.clientIp, body.totp_code ?? body.totpCode),
    ),
  },
  {
    // the console's sign-in form: email, password and (when turned on) the authenticator code
    method: "POST",
    path: "/auth/operator/sign-in",
    readsBody: true,
    handle: operatorSignIn("Signing in did not work", "Go back and try again.", (body, req, app) => signInOperatorWithPassword(app, body, req.clientIp)),
  },
  {
    // the console's "email me a link": the same answer whether the address is an operator's or not
    method: "POST",
    path: "/auth/operator/link-request",
    readsBody: true,
    handle: async (req, app) => {
      const form = isForm(req);
      const message = "If the email belongs to an operator, a sign-in link is on its way to it.";
      try {
        checkOrigin(req, app, form);
        await sendOperatorLink(app, bodyOf(req), req.clientIp);
        return form ? page("Check your inbox", `<p>${esc(message)}</p>`) : json(200, { status: 1, data: { message } });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return form ? page("No link was sent", `<p>${esc(err.message)}</p>`, err.status) : json(err.status, errorBody(err), err.headers);
      }
    },
  },
  {
    method: "POST",
    path: "/auth/operator/sign-out",
    handle: endpoint(async (req, app) => {
      checkOrigin(req, app, true);
      const token = cookieValue(req.headers.cookie, operatorCookieName(app.config.publicUrl));
      if (token) await endSession(app, token);
      return json(200, { status: 1 }, { "set-cookie": clearedCookie("operator", app.config.publicUrl) });
    }),
  },
  {
    method: "POST",
    path: "/auth/partner/sign-out",
    handle: endpoint(async (req, app) => {
      checkOrigin(req, app, true);
      const token = cookieValue(req.headers.cookie, partnerCookieName(app.config.publicUrl));
      if (token) await endSession(app, token);
      return json(200, { status: 1 }, { "set-cookie": clearedPartnerCookie(app.config.publicUrl) });
    }),
  },
];
