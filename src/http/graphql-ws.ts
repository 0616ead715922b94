// GraphQL over WebSocket (graphql-ws) on the GraphQL path, through Yoga's envelope: the key in
// the connection params is checked on connect and again on every operation; a socket whose
// key was revoked is closed (4403), at its next operation or, while it streams, within
// STREAM_KEY_CHECK_MS (see stream-keys.ts).
import type { Server } from "node:http";
import { WebSocketServer } from "ws";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import type { ExecutionArgs } from "graphql";
import type { App } from "../app.js";
import { appErrorOf, UnauthenticatedError } from "../core/errors.js";
import { toGraphQLError } from "../graphql/errors.js";
import type { GraphQLServer } from "./yoga.js";

type Enveloped = ReturnType<GraphQLServer["getEnveloped"]>;
interface RootValue {
  execute: Enveloped["execute"];
  subscribe: Enveloped["subscribe"];
}

export function attachGraphQLWebSocket(server: Server, yoga: GraphQLServer, app: App) {
  const wsServer = new WebSocketServer({ server, path: "/graphql" });
  wsServer.on("error", (err) => app.logger.error({ err }, "websocket server error"));
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as RootValue).execute(args as ExecutionArgs),
      subscribe: (args) => (args.rootValue as RootValue).subscribe(args as ExecutionArgs),
      onConnect: async (ctx) => {
        try {
          await yoga.getEnveloped({ request: ctx.extra.request, connectionParams: ctx.connectionParams } as never).contextFactory();
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const closeConnection = () => ctx.extra.socket.close(CloseCode.Forbidden, "Forbidden");
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          request: ctx.extra.request,
          connectionParams: ctx.connectionParams,
          params: payload,
          closeConnection,
        } as never);
        let contextValue: unknown;
        try {
          contextValue = await contextFactory();
        } catch (err) {
          const appError = appErrorOf(err);
          // the key was revoked while the socket was open: refuse the operation and close the
          // socket (ending its other subscriptions) as onConnect refuses a bad key
          if (!(appError instanceof UnauthenticatedError)) throw err;
          setImmediate(closeConnection);
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
