// The Yoga instance: GraphQL over HTTP and SSE at /graphql (GraphiQL on a browser's GET), REST
// under /v1 through the same context, limits and error mapping.
import { setMaxListeners } from "node:events";
import { GraphQLError } from "graphql";
import { createGraphQLError, createYoga, isAsyncIterable, type Plugin } from "graphql-yoga";
import type { App } from "../app.js";
import { appErrorOf } from "../core/errors.js";
import type { GraphQLContext } from "../graphql/context.js";
import { toGraphQLError } from "../graphql/errors.js";
import { useExecutionTimeout, useOperationLimits } from "../graphql/limits.js";
import { useStorableInput } from "../graphql/storable-input.js";
import { useCompiledRest } from "../rest/compiled-execution.js";
import { useContextPerEvent } from "../graphql/event-context.js";
import { useRest } from "../rest/handler.js";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { createContextFactory, fetchRequestOf, sessionCookieOf, type InitialContext } from "./context.js";
import { useGraphiQLPage } from "./graphiql.js";
import { useIdempotentMutations } from "./idempotency.js";
import { restRoutes, restSchema, schema } from "./schema.js";
import { createStreamKeyWatch, endWhen, sessionCredential, type StreamKeyWatch } from "./stream-keys.js";

/**
 * The key is checked before the document is validated, so a caller without one learns
 * nothing about the schema (not even from "Did you mean" suggestions): 401 first.
 */
function useAuthenticationFirst(context: (initial: InitialContext) => Promise<GraphQLContext>): Plugin {
  return {
    async onParams({ request, context: serverContext, setResult }) {
      try {
        await context({ ...(serverContext as object), request });
      } catch (err) {
        const app = appErrorOf(err);
        if (!app) throw err;
        setResult({ errors: [toGraphQLError(app, undefined, { wholeRequest: true })] });
      }
    },
  };
}

/**
 * A subscription refused before its first event (no scope, a bad argument) is no stream: its
 * errors answer with their own status (403, 422). Without this, Yoga answers a result without
 * data over SSE with HTTP 500, a server failure, for what is the caller's.
 */
function useRefusedSubscriptionStatus(): Plugin {
  return {
    onSubscribe: ({ args }) => ({
      onSubscribeResult({ result, setResult }) {
        // graphql-ws has no HTTP status to set: its errors stay as they are
        if ((args.contextValue as Partial<GraphQLContext>).closeConnection) return;
        if (!result || Symbol.asyncIterator in result || result.data || !result.errors?.length) return;
        setResult({
          ...result,
          errors: result.errors.map((e) => {
            const app = appErrorOf(e);
            return app ? toGraphQLError(app, e, { wholeRequest: true }) : e;
          }),
        });
      },
    }),
  };
}

/**
 * A subscription ends when its key is revoked, within STREAM_KEY_CHECK_MS: an SSE response
 * completes; a graphql-ws socket is closed (4403), ending its other operations too. It also
 * ends when the server shuts down (`shutdown` aborts): an SSE response then gets its
 * `complete` event and ends, so the shutdown need not wait for the client to hang up.
 */
function useStreamKeyCheck(streams: StreamKeyWatch, shutdown: AbortSignal): Plugin {
  return {
    onSubscribe({ args }) {
      const context = args.contextValue as Partial<GraphQLContext>;
      return {
        onSubscribeResult({ result, setResult }) {
          if (!isAsyncIterable(result)) return;
          let revoked!: () => void;
          const stop = new Promise<void>((resolve) => (revoked = resolve));
          // a session's stream is watched by the session (and, for an operator, its membership)
          const session = context.operator?.sessionId ?? context.viewer?.sessionId;
          const credential = session && context.program ? sessionCredential(session, context.program.id) : context.authorization;
          const unwatch = streams.watch(credential, () => {
            revoked();
            context.closeConnection?.();
          });
          const onShutdown = () => revoked();
          if (shutdown.aborted) revoked();
          else shutdown.addEventListener("abort", onShutdown, { once: true });
          setResult(
            endWhen(result, stop, () => {
              shutdown.removeEventListener("abort", onShutdown);
              unwatch();
            }),
          );
        },
      };
    },
  };
}

/**
 * Yoga's CSRF prevention for requests signed in by cookie: a GET or a form-like POST (which a
 * browser sends cross-site without asking) must carry a header only scripts of Rally's own
 * pages can add. API-key requests carry no ambient credential, so they are left as they were.
 */
function useCookieCsrfPrevention(app: App): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf", "graphql-require-preflight"] });
  return {
    onRequestParse(payload) {
      const { request } = payload;
      if (sessionCookieOf(app, request, request.headers.get("authorization") ?? undefined)) return csrf.onRequestParse?.(payload);
    },
  };
}

/**
 * CORS headers only for a configured origin (or any, with `*`), never with credentials. Given a
 * list, Yoga answers another origin with the first configured one or "null", and "null" is the
 * origin of sandboxed frames and local files: an origin not listed gets no CORS header at all.
 */
function corsFor(origins: string[]) {
  if (!origins.length) return false;
  const common = {
    credentials: false,
    allowedHeaders: ["authorization", "content-type", "idempotency-key"],
    exposedHeaders: ["idempotent-replayed", "retry-after"],
  };
  if (origins.includes("*")) return { ...common, origin: "*" };
  return (request: Request) => {
    const origin = request.headers.get("origin");
    // the whole list: Yoga then answers with the request's origin and Vary: Origin
    return origin && origins.includes(origin) ? { ...common, origin: origins } : (false as const);
  };
}

export function createGraphQLServer(
  app: App,
  streams: StreamKeyWatch = createStreamKeyWatch(app, app.config.STREAM_KEY_CHECK_MS),
  /** aborted when the server shuts down: every open subscription ends */
  shutdown: AbortSignal = new AbortController().signal,
) {
  const { config, logger } = app;
  // every open subscription listens for the shutdown: thousands are normal
  setMaxListeners(0, shutdown);
  const build = createContextFactory(app);
  // one context a request: the key is checked once, whoever asks first
  const byRequest = new WeakMap<object, Promise<GraphQLContext>>();
  const context = (initial: InitialContext): Promise<GraphQLContext> => {
    // a Fetch request is one operation; a WebSocket's Node request carries many, each checked
    // (before fetchRequestOf, an instanceof check never matched, and every GraphQL request was
    // checked, and counted, twice)
    const request = fetchRequestOf(initial.request);
    if (!request) return build(initial);
    let found = byRequest.get(request);
    if (!found) {
      found = build(initial);
      byRequest.set(request, found);
    }
    return found;
  };

  // Yoga logs every error it masked, and service errors are masked too (into their GraphQL
  // shape): a client's mistake (4xx) is not the server's, so it is noted at info without a
  // stack; a server error is logged once, with its stack, where it was masked
  const loggedHere = new WeakSet<object>();
  const logYogaError = (args: unknown[]) => {
    const [first] = args;
    if (first instanceof Error) {
      if (loggedHere.has(first)) return;
      const appError = appErrorOf(first);
      if (appError && appError.status < 500) return logger.info({ status: appError.status, code: appError.code, error: appError.message }, "client error");
      return logger.error({ err: first }, "request failed");
    }
    logger.error(args.map(String).join(" "));
  };

  return createYoga({
    schema,
    graphqlEndpoint: "/graphql",
    // the HTTP server reads every body under MAX_BODY_BYTES before Yoga sees it (server.ts);
    // Yoga's own limit would pipe the body, already in memory, through a stream again
    maxRequestBodySize: false,
    landingPage: false,
    // served by useGraphiQLPage, compressed and cached
    graphiql: false,
    cors: corsFor(config.CORS_ORIGINS),
    context,
    logging: {
      debug: (...a) => logger.debug(a.map(String).join(" ")),
      info: (...a) => logger.info(a.map(String).join(" ")),
      warn: (...a) => logger.warn(a.map(String).join(" ")),
      error: (...a) => logYogaError(a),
    },
    maskedErrors: {
      // service errors reach the client with their code; anything else is logged and masked
      maskError(error, message) {
        const app = appErrorOf(error);
        if (app) return toGraphQLError(app, error instanceof GraphQLError ? error : undefined);
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original === undefined || original instanceof GraphQLError) return error as Error;
        logger.error({ err: original }, "unexpected error");
        loggedHere.add(error as object);
        return createGraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      },
    },
    plugins: [
      useGraphiQLPage("/graphql"),
      // a mutation sent with an Idempotency-Key: a retry is answered before Yoga parses or runs it again
      useIdempotentMutations(app, context, "/graphql"),
      useCookieCsrfPrevention(app),
      useAuthenticationFirst(context),
      useOperationLimits({
        maxDepth: config.GRAPHQL_MAX_DEPTH,
        maxCost: config.GRAPHQL_MAX_COST,
        maxAliases: config.GRAPHQL_MAX_ALIASES,
        maxBreadth: config.GRAPHQL_MAX_BREADTH,
      }),
      useExecutionTimeout(config.EXECUTION_TIMEOUT_MS),
      useStorableInput(),
      useCompiledRest(restSchema),
      useStreamKeyCheck(streams, shutdown),
      useContextPerEvent(),
      useRefusedSubscriptionStatus(),
      useRest({ app, schema: restSchema, routes: restRoutes }),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
