// Builds the GraphQL context of a request (HTTP, SSE, SOFA or graphql-ws): the API key in
// the Authorization header (or the graphql-ws connection params) decides the program.
import type { App, GraphQLContext } from "../context.js";
import { authenticate } from "../modules/auth/api-keys.service.js";
import { TooManyRequestsError } from "./errors.js";
import { Loaders } from "./loaders.js";

interface InitialContext {
  request?: Request | { headers: Record<string, string | string[] | undefined> };
  connectionParams?: Record<string, unknown>;
}

function authorizationOf(initial: InitialContext): string | undefined {
  const fromParams = initial.connectionParams?.Authorization ?? initial.connectionParams?.authorization;
  if (typeof fromParams === "string") return fromParams;
  const headers = initial.request?.headers;
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get("authorization") ?? undefined;
  const h = (headers as Record<string, string | string[] | undefined>).authorization;
  return Array.isArray(h) ? h[0] : h;
}

export function contextFactory(app: App) {
  return async (initial: InitialContext): Promise<GraphQLContext> => {
    const { program, apiKeyId } = await authenticate(app.database.prisma, authorizationOf(initial));
    const { allowed, retryAfter } = await app.rateLimiter.hit(apiKeyId);
    if (!allowed) throw new TooManyRequestsError(retryAfter);
    return {
      app,
      prisma: app.database.prisma,
      program,
      apiKeyId,
      loaders: new Loaders(),
      request: initial.request instanceof Request ? initial.request : undefined,
    };
  };
}
