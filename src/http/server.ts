// The HTTP server: the routes that are not GraphQL, then Yoga (GraphQL, SSE, REST) and
// graphql-ws on the same port; one body limit and one body time limit for every request;
// structured request logs; and a shutdown that lets requests finish, within a deadline.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { App } from "../app.js";
import { AppError, errorBody, PayloadTooLargeError, TimeoutError } from "../core/errors.js";
import { clientAddress } from "./context.js";
import { attachGraphQLWebSocket } from "./graphql-ws.js";
import type { HttpAnswer, HttpRoute } from "../core/routes.js";
import { findHttpRoute } from "./routes.js";
import { compressTagged } from "./static-page.js";
import { idleGc } from "./idle-gc.js";
import { createStreamKeyWatch } from "./stream-keys.js";
import { createGraphQLServer } from "./yoga.js";

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * Reads a request body, refusing it as soon as it passes the limit (whether the client
 * announced its length or streams it in chunks) or takes longer than the time limit.
 * Undefined when the request has no body.
 */
function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer | undefined> {
  const announced = req.headers["content-length"];
  if (announced === undefined && !req.headers["transfer-encoding"]) return Promise.resolve(undefined);
  if (Number(announced) > limit) return Promise.reject(new PayloadTooLargeError());
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => finish(new TimeoutError("The request body did not arrive in time.")), timeoutMs);
    const finish = (err?: Error) => {
      clearTimeout(timer);
      req.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onError);
      if (err) reject(err);
      else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(new PayloadTooLargeError());
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = () => finish(new Error("client went away"));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onError);
  });
}

/** a failure before Yoga, in the shape of the surface asked: the REST error body under /v1, a GraphQL error elsewhere */
function refuse(res: ServerResponse, rest: boolean, err: AppError) {
  const body = rest ? errorBody(err) : { errors: [{ message: err.message, extensions: { code: err.code, status: err.status } }] };
  // the rest of the body is not read: close the connection rather than drain it
  res.writeHead(err.status, { "content-type": "application/json", connection: "close" }).end(JSON.stringify(body));
}

async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response | HttpAnswer) {
  if (!(response instanceof Response)) {
    // a plain answer: no Fetch objects to convert (the common case of the public endpoints)
    res.writeHead(response.status, response.headers);
    res.end(response.body ?? undefined);
    return;
  }
  const { headers, body } = await compressTagged(req, response.status, Object.fromEntries(response.headers), Buffer.from(await response.arrayBuffer()));
  res.writeHead(response.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

export async function startServer(app: App, opts: { port?: number; host?: string } = {}): Promise<RunningServer> {
  const { config, logger } = app;
  const streams = createStreamKeyWatch(app, config.STREAM_KEY_CHECK_MS);
  const shutdown = new AbortController();
  const yoga = createGraphQLServer(app, streams, shutdown.signal);
  const idle = idleGc(config.IDLE_GC_MS);

  async function serveRoute({ route, params }: { route: HttpRoute; params: Record<string, string> }, req: IncomingMessage, res: ServerResponse, url: URL, body?: Buffer) {
    const response = await route.handle({ method: req.method!, url, headers: req.headers, body, clientIp: clientAddress(app, { req }), params }, app);
    await writeResponse(req, res, response);
  }

  // keepAliveTimeout: an idle connection outlives a proxy's (60 s is the common default) and a
  // client's own idle timer, so the client closes it first; with Node's 5 s a request sent as the
  // server closed the connection was reset (seen after the event loop was busy for seconds)
  const server = createServer({ requestTimeout: config.REQUEST_TIMEOUT_MS + 5_000, connectionsCheckingInterval: 2_000, keepAliveTimeout: 65_000 }, async (req, res) => {
    idle.active();
    const url = new URL(req.url ?? "/", config.publicUrl);
    const path = url.pathname;
    // the request line is logged at info: below that level, no clock or listener per request
    if (logger.isLevelEnabled("info")) {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
      });
    }
    const rest = path === "/v1" || path.startsWith("/v1/");
    const route = findHttpRoute(req.method ?? "GET", path);
    let body: Buffer | undefined;
    try {
      if (req.method !== "HEAD" && (!route || route.route.readsBody)) body = await readBody(req, config.MAX_BODY_BYTES, config.REQUEST_TIMEOUT_MS);
      if (route) return await serveRoute(route, req, res, url, body);
    } catch (err) {
      if (err instanceof AppError) return refuse(res, rest, err);
      if (!res.headersSent && route) {
        logger.error({ err, path }, "request failed");
        return refuse(res, rest, new AppError("Server error", "INTERNAL_SERVER_ERROR", 500));
      }
      res.destroy(); // the client went away while sending: nobody to answer
      return;
    }
    let rawBody: string | undefined;
    if (body !== undefined) {
      // a GET with a JSON body (some REST clients send one): Fetch requests cannot carry it, so
      // it goes to the REST handler beside the request; other bodies are handed to the adapter
      // already read (it takes a `body` on the Node request, as after a body parser)
      if (req.method === "GET") rawBody = rest ? body.toString("utf8") : undefined;
      else if (body.length > 0) (req as IncomingMessage & { body?: Buffer }).body = body;
    }
    // the callable adapter takes extra server context after (req, res)
    (yoga as unknown as (rq: IncomingMessage, rs: ServerResponse, ctx: object) => void)(req, res, { rawBody });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? config.PORT, opts.host ?? config.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // attached once listening: a port in use is then one clear error, not the socket server's too
  const ws = attachGraphQLWebSocket(server, yoga, app);
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  let closing: Promise<void> | undefined;
  return {
    server,
    url,
    close() {
      closing ??= (async () => {
        streams.close();
        idle.close();
        // SSE subscriptions complete and their responses end; graphql-ws sockets are closed below
        shutdown.abort();
        await ws.close();
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
