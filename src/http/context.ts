// Builds the GraphQL context of a request (HTTP, SSE, REST or graphql-ws). The API key in the
// Authorization header (or the graphql-ws connection params) decides the program; it is
// checked before anything else, and requests without a valid key are limited per client
// address so that guessing keys costs the guesser, not the service.
import type { IncomingMessage } from "node:http";
import type { App } from "../app.js";
import { ForbiddenError, TooManyRequestsError, UnauthenticatedError } from "../core/errors.js";
import type { GraphQLContext } from "../graphql/context.js";
import { Loaders } from "../graphql/loaders.js";
import { authenticate } from "../modules/auth/api-keys.service.js";
import { fromOwnOrigin } from "../modules/accounts/origin.js";
import { operatorProgram } from "../modules/accounts/operators.service.js";
import { cookieValue, operatorCookieName, operatorOfSession, partnerCookieName, partnerOfSession } from "../modules/accounts/sessions.service.js";

type Headers_ = Headers | Record<string, string | string[] | undefined>;

export interface InitialContext {
  request?: Request | IncomingMessage | { headers: Headers_ };
  /** the Node request behind a Fetch request (Yoga's node adapter puts it in the server context) */
  req?: IncomingMessage;
  connectionParams?: Record<string, unknown>;
  /** graphql-ws: ends the socket, for streams whose key was revoked */
  closeConnection?: () => void;
  /**
   * false for what is not a request: a graphql-ws connection and its subscriptions are not
   * counted against the key's RATE_LIMIT_PER_MINUTE (WS_MAX_CONNECTIONS_PER_KEY bounds them);
   * the key is still checked. Default true.
   */
  countAsRequest?: boolean;
}

function header(headers: Headers_ | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const h = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(h) ? h[0] : h;
}

/**
 * The request as a Fetch Request, or undefined for a Node request (a WebSocket's upgrade).
 * Duck-typed: Yoga's Request is whatwg-node's class, not the global one, so instanceof fails.
 */
export function fetchRequestOf(request: InitialContext["request"]): Request | undefined {
  if (!request || "socket" in request || typeof (request.headers as Headers).get !== "function") return undefined;
  return request as Request;
}

function authorizationOf(initial: InitialContext): string | undefined {
  const fromParams = initial.connectionParams?.Authorization ?? initial.connectionParams?.authorization;
  if (typeof fromParams === "string") return fromParams;
  return header(initial.request?.headers as Headers_, "authorization");
}

/** the client's address: the socket's peer, or with TRUST_PROXY the first X-Forwarded-For hop */
export function clientAddress(app: App, initial: InitialContext): string {
  const node = initial.req ?? (initial.request && "socket" in initial.request ? initial.request : undefined);
  if (app.config.TRUST_PROXY) {
    const forwarded = header((initial.request?.headers ?? node?.headers) as Headers_, "x-forwarded-for");
    const first = forwarded?.split(",")[0]?.trim();
    if (first) return first;
  }
  return node?.socket?.remoteAddress ?? "unknown";
}

/** the header a console request names its program with (public id or number) */
export const PROGRAM_HEADER = "x-rally-program";

export interface SessionCookie {
  realm: "partner" | "operator";
  token: string;
}

/**
 * The session cookie a request counts with: only on /graphql over HTTP (REST /v1 and
 * graphql-ws stay API-key only), only without an Authorization header, and one realm per
 * request: a request naming a program (X-Rally-Program) is the console's and counts only the
 * operator cookie; any other counts the partner cookie, else the operator one.
 */
export function sessionCookieOf(app: App, request: Request | undefined, authorization: string | undefined): SessionCookie | undefined {
  if (authorization || !request) return undefined;
  if (new URL(request.url).pathname !== "/graphql") return undefined;
  const header = request.headers.get("cookie");
  const operator = cookieValue(header, operatorCookieName(app.config.publicUrl));
  if (request.headers.has(PROGRAM_HEADER)) return operator ? { realm: "operator", token: operator } : undefined;
  const partner = cookieValue(header, partnerCookieName(app.config.publicUrl));
  if (partner) return { realm: "partner", token: partner };
  return operator ? { realm: "operator", token: operator } : undefined;
}

/**
 * graphql-ws: the operator cookie of the WebSocket's upgrade request (browsers send cookies with
 * it, and no headers of their own), only without an Authorization connection parameter. Its
 * origin is checked like any cookie request's, at the upgrade (sessionContext); the program
 * comes from the connection parameter X-Rally-Program. Partner sessions have nothing to
 * subscribe to, so only the operator cookie counts here.
 */
function upgradeCookieOf(app: App, initial: InitialContext, authorization: string | undefined): SessionCookie | undefined {
  const node = initial.request && "socket" in initial.request ? (initial.request as IncomingMessage) : undefined;
  if (authorization || !node || !node.url || new URL(node.url, "http://x").pathname !== "/graphql") return undefined;
  const token = cookieValue(header(node.headers as Headers_, "cookie"), operatorCookieName(app.config.publicUrl));
  return token ? { realm: "operator", token } : undefined;
}

interface SessionRequest {
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** the program a console request names (X-Rally-Program) */
  program: string | undefined;
  request?: Request;
}

function sessionRequestOf(initial: InitialContext, request: Request | undefined): SessionRequest {
  if (request) return { origin: request.headers.get("origin") ?? undefined, secFetchSite: request.headers.get("sec-fetch-site") ?? undefined, program: request.headers.get(PROGRAM_HEADER) ?? undefined, request };
  const headers = (initial.request?.headers ?? {}) as Headers_;
  const params = initial.connectionParams ?? {};
  const program = params["X-Rally-Program"] ?? params[PROGRAM_HEADER];
  return { origin: header(headers, "origin"), secFetchSite: header(headers, "sec-fetch-site"), program: typeof program === "string" ? program : undefined };
}

async function sessionContext(app: App, initial: InitialContext, at: SessionRequest, cookie: SessionCookie): Promise<GraphQLContext> {
  // a cookie rides along on cross-site requests (and WebSocket upgrades): only Rally's own pages may use it
  if (!fromOwnOrigin(app.config.publicUrl, { origin: at.origin, secFetchSite: at.secFetchSite }, true)) {
    throw new ForbiddenError("Requests signed in by cookie must come from Rally's own origin.");
  }
  const session = cookie.realm === "partner" ? await partnerOfSession(app, cookie.token) : await operatorOfSession(app, cookie.token);
  if (!session) {
    const anonymous = await app.rateLimiter.hit(`ip:${clientAddress(app, initial)}`, app.config.RATE_LIMIT_ANONYMOUS_PER_MINUTE);
    throw anonymous.allowed ? new UnauthenticatedError() : new TooManyRequestsError(anonymous.retryAfter);
  }
  if (initial.countAsRequest !== false) {
    const { allowed, retryAfter } = await app.rateLimiter.hit(`session:${session.sessionId}`, app.config.RATE_LIMIT_PER_MINUTE);
    if (!allowed) throw new TooManyRequestsError(retryAfter);
  }
  const common = { app, prisma: app.database.prisma, db: app.database.prisma, now: app.now, apiKeyId: "", loaders: new Loaders(), request: at.request, closeConnection: initial.closeConnection };
  if ("partner" in session) {
    return { ...common, program: session.program, viewer: { partnerUid: session.partner.uid, sessionId: session.sessionId } };
  }
  const { program, role } = await operatorProgram(app, session.operator.id, at.program);
  return { ...common, program, operator: {
      operatorId: session.operator.id,
      email: session.operator.email,
      sessionId: session.sessionId,
      role,
      totpEnabled: Boolean(session.operator.totpEnabledAt),
      totpAt: session.totpAt,
    },
  };
}

export function createContextFactory(app: App) {
  const { RATE_LIMIT_PER_MINUTE, RATE_LIMIT_ANONYMOUS_PER_MINUTE } = app.config;
  return async (initial: InitialContext): Promise<GraphQLContext> => {
    let auth: Awaited<ReturnType<typeof authenticate>>;
    const authorization = authorizationOf(initial);
    const request = fetchRequestOf(initial.request);
    const sessionCookie = sessionCookieOf(app, request, authorization) ?? upgradeCookieOf(app, initial, authorization);
    if (sessionCookie) return sessionContext(app, initial, sessionRequestOf(initial, request), sessionCookie);
    try {
      auth = await authenticate(app, authorization);
    } catch (err) {
      if (!(err instanceof UnauthenticatedError)) throw err;
      const anonymous = await app.rateLimiter.hit(`ip:${clientAddress(app, initial)}`, RATE_LIMIT_ANONYMOUS_PER_MINUTE);
      throw anonymous.allowed ? err : new TooManyRequestsError(anonymous.retryAfter);
    }
    if (initial.countAsRequest !== false) {
      const { allowed, retryAfter } = await app.rateLimiter.hit(`key:${auth.counterId}`, RATE_LIMIT_PER_MINUTE);
      if (!allowed) throw new TooManyRequestsError(retryAfter);
    }
    return {
      app,
      prisma: app.database.prisma,
      db: app.database.prisma,
      now: app.now,
      program: auth.program,
      apiKeyId: auth.apiKeyId,
      authorization,
      loaders: new Loaders(),
      request: fetchRequestOf(initial.request),
      closeConnection: initial.closeConnection,
    };
  };
}
