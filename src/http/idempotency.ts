// Idempotency-Key on writes, as Stripe defines it: the first response to a request sent with a
// key is stored per API key and replayed to a retry of the same request for
// IDEMPOTENCY_TTL_HOURS; the same key with another request is refused (422), and while the
// first still runs a retry gets 409. The row is the lock: it is inserted before the request
// runs, so the unique index (apiKeyId, key) decides who runs, across instances and restarts;
// it is completed with the response, or removed when the request did not run. The lock is a
// lease (lockedUntil) that its process renews while the request runs: a process that died
// stops renewing, and a retry takes the key over once the lease has passed.
// REST calls `idempotent` around a route's execution; GraphQL mutations over HTTP go through
// `useIdempotentMutations`. Requests without the header cost nothing here: no statement.
import { createHash, randomUUID } from "node:crypto";
import { Kind, OperationTypeNode, parse } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { App } from "../app.js";
import { AppError, appErrorOf, ValidationError } from "../core/errors.js";
import type { GraphQLContext } from "../graphql/context.js";
import { toGraphQLError } from "../graphql/errors.js";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;

export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    const message = "This Idempotency-Key was already used with a different request.";
    super(message, "IDEMPOTENCY_KEY_REUSED", 422, { [IDEMPOTENCY_HEADER]: [message] });
  }
}

export class IdempotencyKeyInUseError extends AppError {
  constructor() {
    super("A request with this Idempotency-Key is still being processed; retry once it has completed.", "IDEMPOTENCY_KEY_IN_USE", 409, undefined, {
      "Retry-After": "1",
    });
  }
}

/** the REST requests the header applies to: the write methods, and the routes that run a mutation on a GET (legacy shapes) */
export function takesIdempotencyKey(method: string, field: string): boolean {
  return (method !== "GET" && method !== "HEAD") || field.startsWith("Mutation.");
}

/** the request's key, undefined without the header; a malformed one is refused, naming the header */
export function idempotencyKeyOf(headers: Headers): string | undefined {
  const value = headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return undefined;
  if (!PRINTABLE_ASCII.test(value)) {
    throw ValidationError.field(IDEMPOTENCY_HEADER, "The Idempotency-Key header must be 1 to 255 printable ASCII characters.");
  }
  return value;
}

/** keys sorted at every level: the same JSON sent with other whitespace or key order is the same request */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(obj)
        .sort()
        .map((k) => [k, canonical(obj[k])]),
    );
  }
  return value;
}

/** what makes two requests "the same" (the API key is part of the row's own key) */
export function requestHash(parts: { method: string; path: string; search?: string; body: unknown }): string {
  const query = new URLSearchParams(parts.search ?? "");
  query.sort();
  const text = JSON.stringify([parts.method.toUpperCase(), parts.path, query.toString(), canonical(parts.body)]);
  return createHash("sha256").update(text).digest("hex");
}

export interface IdempotentRequest {
  apiKeyId: string;
  key: string;
  requestHash: string;
}

type Claim = { id: string } | { replay: Response };

// Not stored, so that a retry runs again: 401/429/413/408 and a 409 mean the request did not
// run; a 5xx or a timeout may have failed part-way, but writes are transactional, so it
// changed nothing and running it again is what the client wants.
const NOT_RUN_STATUS = new Set([401, 408, 409, 413, 429]);
// GraphQL answers some of those with 200 and the code in errors (a masked failure, a timeout)
const NOT_RUN_CODES = new Set(["UNAUTHENTICATED", "RATE_LIMITED", "TIMEOUT", "EXECUTION_TIMEOUT", "INTERNAL_SERVER_ERROR", "PAYLOAD_TOO_LARGE"]);

function ranToCompletion(status: number, body: string): boolean {
  if (status >= 500 || NOT_RUN_STATUS.has(status)) return false;
  try {
    const errors = (JSON.parse(body) as { errors?: unknown })?.errors;
    if (Array.isArray(errors)) return !errors.some((e) => NOT_RUN_CODES.has((e as { extensions?: { code?: string } })?.extensions?.code ?? ""));
  } catch {
    /* not JSON: nothing more to learn from it */
  }
  return true;
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function replayOf(row: { status: number | null; headers: unknown; body: string | null }): Response {
  const headers = new Headers((row.headers ?? {}) as Record<string, string>);
  headers.set("Idempotent-Replayed", "true");
  const status = row.status!;
  return new Response(NULL_BODY_STATUS.has(status) ? null : row.body, { status, headers });
}

const lastSweep = new WeakMap<App, number>();

/**
 * Expired rows are ignored where they are met; this removes the rest, at most once a minute a
 * process and off the request path, so the table does not grow forever.
 */
function sweep(app: App, now: Date, ttlMs: number) {
  if ((lastSweep.get(app) ?? 0) > now.getTime() - 60_000) return;
  lastSweep.set(app, now.getTime());
  app.database.prisma.idempotencyKey
    .deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - ttlMs) } } })
    .catch((err: unknown) => app.logger.warn({ err }, "idempotency key sweep failed"));
}

/** the lease of an in-flight row: past it, its holder is taken for dead (a row without one was written before leases) */
function leaseEnd(app: App, row: { createdAt: Date; lockedUntil: Date | null }): number {
  return row.lockedUntil?.getTime() ?? row.createdAt.getTime() + app.config.EXECUTION_TIMEOUT_MS + app.config.IDEMPOTENCY_LEASE_MS;
}

/** takes the key for this request, or answers from its first use; 409/422 are thrown */
async function claim(app: App, req: IdempotentRequest): Promise<Claim> {
  const db = app.database.prisma;
  const ttlMs = app.config.IDEMPOTENCY_TTL_HOURS * 3_600_000;
  const { apiKeyId, key } = req;
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = app.now();
    const id = randomUUID();
    const lockedUntil = new Date(now.getTime() + app.config.IDEMPOTENCY_LEASE_MS);
    // ON CONFLICT DO NOTHING on the unique index: whoever inserts runs, everyone else reads the row
    const { count } = await db.idempotencyKey.createMany({ data: [{ id, apiKeyId, key, requestHash: req.requestHash, createdAt: now, lockedUntil }], skipDuplicates: true });
    if (count === 1) {
      sweep(app, now, ttlMs);
      return { id };
    }
    const row = await db.idempotencyKey.findUnique({ where: { apiKeyId_key: { apiKeyId, key } } });
    if (!row) continue; // its request failed and let go of it meanwhile: try again
    const age = now.getTime() - row.createdAt.getTime();
    if (age >= ttlMs || (row.status === null && leaseEnd(app, row) <= now.getTime())) {
      // that row only, as it was read: another instance may already have replaced or renewed it
      await db.idempotencyKey.deleteMany({ where: { id: row.id, status: row.status, lockedUntil: row.lockedUntil } });
      continue;
    }
    if (row.requestHash !== req.requestHash) throw new IdempotencyKeyReusedError();
    if (row.status === null) throw new IdempotencyKeyInUseError();
    return { replay: replayOf(row) };
  }
  throw new IdempotencyKeyInUseError(); // lost every race for it: others are using the key
}

async function release(app: App, id: string) {
  await app.database.prisma.idempotencyKey.deleteMany({ where: { id } }).catch((err: unknown) => {
    // left in flight, the key is taken over once abandoned
    app.logger.error({ err }, "could not release an idempotency key");
  });
}

/** the headers a replay repeats: the body's type, and the warning naming fields the request ignored */
function storedHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ["content-type", "warning"]) {
    const value = headers.get(name);
    if (value) kept[name] = value;
  }
  return kept;
}

/** stores the response when the request ran, lets go of the key when it did not; the response goes on unchanged */
async function settle(app: App, id: string, response: Response): Promise<Response> {
  const contentType = response.headers.get("content-type") ?? "";
  if (/^(text\/event-stream|multipart\/)/i.test(contentType)) {
    // a stream is not kept: its key is let go of, as if it had not been sent
    await release(app, id);
    return response;
  }
  const body = await response.text();
  if (ranToCompletion(response.status, body)) {
    try {
      await app.database.prisma.idempotencyKey.updateMany({
        where: { id },
        data: { status: response.status, headers: storedHeaders(response.headers), body, completedAt: app.now() },
      });
    } catch (err) {
      // the request ran: its answer still goes to the client; a retry may run it again
      app.logger.error({ err }, "could not store an idempotent response");
      await release(app, id);
    }
  } else {
    await release(app, id);
  }
  return new Response(NULL_BODY_STATUS.has(response.status) ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Runs `run` once for a key: replays the stored response of an earlier run, or runs it and
 * stores its response. Throws IdempotencyKeyReusedError (422) and IdempotencyKeyInUseError (409).
 */
export async function idempotent(app: App, req: IdempotentRequest, run: () => Promise<Response>): Promise<Response> {
  const claimed = await claim(app, req);
  if ("replay" in claimed) return claimed.replay;
  return runClaimed(app, claimed.id, run);
}

/** renews the row's lease while its request runs (a third of the lease apart, so one slow renewal does not lose it) */
function renewLease(app: App, id: string): () => void {
  const leaseMs = app.config.IDEMPOTENCY_LEASE_MS;
  const timer = setInterval(() => {
    app.database.prisma.idempotencyKey
      .updateMany({ where: { id, status: null }, data: { lockedUntil: new Date(app.now().getTime() + leaseMs) } })
      .catch((err: unknown) => app.logger.warn({ err }, "could not renew an idempotency key's lease"));
  }, leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

async function runClaimed(app: App, id: string, run: () => Promise<Response>): Promise<Response> {
  const stopRenewing = renewLease(app, id);
  let response: Response;
  try {
    response = await run();
  } catch (err) {
    stopRenewing();
    await release(app, id);
    throw err;
  }
  try {
    return await settle(app, id, response);
  } finally {
    stopRenewing();
  }
}

/** the operation a GraphQL-over-HTTP body would run is a mutation (GET never runs one) */
function isMutation(params: unknown): boolean {
  if (!params || typeof params !== "object" || Array.isArray(params)) return false;
  const { query, operationName } = params as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string") return false;
  let operations;
  try {
    operations = parse(query).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return false; // Yoga answers the syntax error
  }
  const operation = typeof operationName === "string" && operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  return operation?.operation === OperationTypeNode.MUTATION;
}

function graphQLErrorResponse(err: AppError): Response {
  return new Response(JSON.stringify({ errors: [toGraphQLError(err).toJSON()] }), {
    status: err.status,
    headers: { "content-type": "application/json", ...err.headers },
  });
}

/**
 * POST /graphql with an Idempotency-Key and a mutation: the key is claimed here, and the rest
 * of Yoga's handling runs as the claimed request (stored, or let go of). The caller is checked first (through the request's one context), so a
 * request without a valid key stores nothing and gets its 401/429 from the usual path.
 */
export function useIdempotentMutations(app: App, contextOf: (initial: { request: Request }) => Promise<GraphQLContext>, endpoint: string): Plugin {
  return {
    async onRequest({ request, url, serverContext, requestHandler, setRequestHandler, endResponse }) {
      if (request.method !== "POST" || url.pathname !== endpoint || !request.headers.has(IDEMPOTENCY_HEADER)) return;
      const params: unknown = await request
        .clone()
        .json()
        .catch(() => undefined);
      if (!isMutation(params)) return;
      let apiKeyId: string;
      try {
        apiKeyId = (await contextOf({ ...(serverContext as object), request })).apiKeyId;
      } catch {
        return;
      }
      // remembered per API key: the writes of a signed-in session (no key) are not replayed
      if (!apiKeyId) return;
      let claimed: Claim;
      try {
        const key = idempotencyKeyOf(request.headers)!;
        claimed = await claim(app, { apiKeyId, key, requestHash: requestHash({ method: request.method, path: url.pathname, search: url.search, body: params }) });
      } catch (err) {
        const appError = appErrorOf(err);
        if (!appError) throw err;
        return endResponse(graphQLErrorResponse(appError));
      }
      if ("replay" in claimed) return endResponse(claimed.replay);
      const { id } = claimed;
      setRequestHandler((req, ctx) => runClaimed(app, id, async () => requestHandler(req, ctx)));
    },
  };
}
