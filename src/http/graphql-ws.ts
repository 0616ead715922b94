// GraphQL over WebSocket (graphql-ws) on the GraphQL path, through Yoga's envelope: the key in
// the connection params is checked on connect and again on every operation; a socket whose
// key was revoked is closed (4403), at its next operation or, while it streams, within
// STREAM_KEY_CHECK_MS (see stream-keys.ts). The connection and its subscriptions are not
// requests: they are not counted against the key's RATE_LIMIT_PER_MINUTE, but a key has at most
// WS_MAX_CONNECTIONS_PER_KEY open sockets (connection-limit.ts); queries and mutations sent over
// the socket are requests and count.
import type { Server } from "node:http";
import { WebSocketServer } from "ws";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { getOperationAST, parse as parseDocument, type DocumentNode, type ExecutionArgs } from "graphql";
import type { App } from "../app.js";
import { appErrorOf, UnauthenticatedError } from "../core/errors.js";
import { toGraphQLError } from "../graphql/errors.js";
import type { GraphQLContext } from "../graphql/context.js";
import { createConnectionLimit } from "./connection-limit.js";
import type { GraphQLServer } from "./yoga.js";

/** close code of a connection refused by WS_MAX_CONNECTIONS_PER_KEY (the number of HTTP 429) */
export const TOO_MANY_CONNECTIONS = 4429;
export const TOO_MANY_CONNECTIONS_REASON = "Too many connections for this key";

/** whether the operation asked for is a subscription; a document that does not parse is not */
function isSubscription(query: string, operationName: string | null | undefined): boolean {
  let document: DocumentNode;
  try {
    document = parseDocument(query);
  } catch {
    return false;
  }
  return getOperationAST(document, operationName)?.operation === "subscription";
}

type Enveloped = ReturnType<GraphQLServer["getEnveloped"]>;
interface RootValue {
  execute: Enveloped["execute"];
  subscribe: Enveloped["subscribe"];
}

export function attachGraphQLWebSocket(server: Server, yoga: GraphQLServer, app: App) {
  const connections = createConnectionLimit(app.config.WS_MAX_CONNECTIONS_PER_KEY);
  const wsServer = new WebSocketServer({ server, path: "/graphql" });
  wsServer.on("error", (err) => app.logger.error({ err }, "websocket server error"));
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as RootValue).execute(args as ExecutionArgs),
      subscribe: (args) => (args.rootValue as RootValue).subscribe(args as ExecutionArgs),
      onConnect: async (ctx) => {
        let apiKeyId: string;
        try {
          // the key is checked (an unknown or revoked key is refused, 4403) but not counted as a request
          const context = (await yoga
            .getEnveloped({ request: ctx.extra.request, connectionParams: ctx.connectionParams, countAsRequest: false })
            .contextFactory()) as unknown as GraphQLContext;
          // an operator's sockets count per session, as a key's per key
          apiKeyId = context.apiKeyId || `session:${context.operator?.sessionId ?? ""}`;
        } catch {
          return false;
        }
        const socket = ctx.extra.socket;
        if (!connections.acquire(apiKeyId)) {
          // closed first, so graphql-ws's own close (4403) after `false` is ignored
          socket.close(TOO_MANY_CONNECTIONS, TOO_MANY_CONNECTIONS_REASON);
          return false;
        }
        // the client may have gone while its key was checked: then "close" has already fired
        if (socket.readyState === socket.CLOSED) {
          connections.release(apiKeyId);
          return false;
        }
        socket.once("close", () => connections.release(apiKeyId));
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const closeConnection = () => ctx.extra.socket.close(CloseCode.Forbidden, "Forbidden");
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          request: ctx.extra.request,
          connectionParams: ctx.connectionParams,
          params: payload,
          closeConnection,
        });
        let contextValue: unknown;
        try {
          // a subscription is part of the connection; a query or mutation is a request and counts
          contextValue = await contextFactory({ countAsRequest: !isSubscription(payload.query, payload.operationName) });
        } catch (err) {
          const appError = appErrorOf(err);
          if (!appError) throw err;
          // the key was revoked while the socket was open: refuse the operation and close the
          // socket (ending its other subscriptions) as onConnect refuses a bad key
          if (appError instanceof UnauthenticatedError) setImmediate(closeConnection);
          // otherwise (a query or mutation over the key's request limit: RATE_LIMITED) only this
          // operation is refused; the socket and its subscriptions go on
          return [toGraphQLError(appError)];
        }
        const args = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe } satisfies RootValue,
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wsServer,
  );
  return {
    async close() {
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
