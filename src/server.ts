// The HTTP server: Yoga (GraphQL, SSE, REST) and graphql-ws on the same port, a health
// endpoint, structured request logs, and a graceful shutdown that lets requests finish.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import type { GraphQLError } from "graphql";
import type { App } from "./context.js";
import { appErrorOf } from "./graphql/errors.js";
import { createGraphQLServer } from "./graphql/yoga.js";

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

const TOO_LARGE = "The request body is too large.";

/**
 * Reads a request body, refusing it (null) as soon as it passes the limit, whether the client
 * announced its length or streams it in chunks. Undefined when the request has no body.
 */
async function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer | null | undefined> {
  const announced = req.headers["content-length"];
  if (announced === undefined && !req.headers["transfer-encoding"]) return undefined;
  if (Number(announced) > limit) return null;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** 413 in the shape of the surface asked: the REST error body under /v1, a GraphQL error elsewhere */
function refuseTooLarge(rest: boolean, res: ServerResponse) {
  const body = rest
    ? { status: 0, message: TOO_LARGE }
    : { errors: [{ message: TOO_LARGE, extensions: { code: "PAYLOAD_TOO_LARGE", status: 413 } }] };
  // the rest of the body is not read: close the connection rather than drain it
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", connection: "close" }).end(JSON.stringify(body));
}

export async function startServer(app: App, opts: { port?: number; host?: string } = {}): Promise<RunningServer> {
  const { config, logger } = app;
  const yoga = createGraphQLServer(app);

  const server = createServer(async (req, res) => {
    const started = process.hrtime.bigint();
    const path = req.url?.split("?")[0];
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    if (path === "/health" || path === "/healthz") {
      try {
        await app.database.prisma.$queryRawUnsafe("SELECT 1");
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok", database: app.database.kind }));
      } catch {
        res.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ status: "unavailable" }));
      }
      return;
    }
    // one body limit for every surface (REST, GraphQL over HTTP and SSE), counted in bytes
    let body: Buffer | null | undefined;
    try {
      body = req.method === "HEAD" ? undefined : await readLimitedBody(req, config.MAX_BODY_BYTES);
    } catch {
      // the client went away while sending: nobody to answer
      res.destroy();
      return;
    }
    const rest = path === "/v1" || !!path?.startsWith("/v1/");
    if (body === null) return refuseTooLarge(rest, res);
    let rawBody: string | undefined;
    if (body !== undefined) {
      // a GET with a JSON body (some REST clients send one): Fetch requests cannot carry it, so
      // it goes to the REST plugin beside the request; other bodies are handed to the adapter
      // already read (it takes a `body` on the Node request, as after a body parser)
      if (req.method === "GET") rawBody = rest ? body.toString("utf8") : undefined;
      else if (body.length > 0) (req as IncomingMessage & { body?: Buffer }).body = body;
    }
    // the callable adapter takes extra server context after (req, res)
    (yoga as unknown as (rq: IncomingMessage, rs: typeof res, ctx: object) => void)(req, res, { rawBody });
  });

  const wsServer = new WebSocketServer({ server, path: "/graphql" });
  const ws = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args), // eslint-disable-line @typescript-eslint/no-explicit-any
      subscribe: (args: any) => args.rootValue.subscribe(args), // eslint-disable-line @typescript-eslint/no-explicit-any
      onConnect: async (ctx) => {
        try {
          await yoga.getEnveloped({ request: ctx.extra.request, connectionParams: ctx.connectionParams } as never).contextFactory();
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          request: ctx.extra.request,
          connectionParams: ctx.connectionParams,
          params: payload,
        } as never);
        let contextValue: unknown;
        try {
          contextValue = await contextFactory();
        } catch (err) {
          // the key was revoked while the socket was open: refuse the operation and close the
          // socket (ending its other subscriptions) as onConnect refuses a bad key
          if (appErrorOf(err)?.extensions.code !== "UNAUTHENTICATED") throw err;
          setImmediate(() => ctx.extra.socket.close(CloseCode.Forbidden, "Forbidden"));
          return [err as GraphQLError];
        }
        const args = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wsServer,
  );

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? config.PORT, opts.host ?? config.HOST, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  let closing: Promise<void> | undefined;
  return {
    server,
    url,
    close() {
      closing ??= (async () => {
        await ws.dispose();
        wsServer.close();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            server.closeAllConnections();
            resolve();
          }, config.SHUTDOWN_TIMEOUT_MS);
          timer.unref();
          server.close(() => {
            clearTimeout(timer);
            resolve();
          });
          server.closeIdleConnections();
        });
      })();
      return closing;
    },
  };
}
