// The HTTP server: Yoga (GraphQL, SSE, REST) and graphql-ws on the same port, a health
// endpoint, structured request logs, and a graceful shutdown that lets requests finish.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import type { App } from "./context.js";
import { createGraphQLServer } from "./graphql/yoga.js";

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** a GET with a JSON body (some REST clients send one): read it here, Fetch requests cannot carry it */
async function readGetBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  if (req.method !== "GET" || !req.url?.startsWith("/v1")) return undefined;
  const length = Number(req.headers["content-length"] ?? 0);
  if (!length && !req.headers["transfer-encoding"]) return undefined;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function startServer(app: App, opts: { port?: number; host?: string } = {}): Promise<RunningServer> {
  const { config, logger } = app;
  const yoga = createGraphQLServer(app);

  const server = createServer(async (req, res) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path: req.url?.split("?")[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    if (req.url === "/health" || req.url === "/healthz") {
      try {
        await app.database.prisma.$queryRawUnsafe("SELECT 1");
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok", database: app.database.kind }));
      } catch {
        res.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ status: "unavailable" }));
      }
      return;
    }
    const rawBody = await readGetBody(req, config.MAX_BODY_BYTES);
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
        const args = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: await contextFactory(),
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
