// What the public tracking endpoints share: the body read within their own small limit, the
// program found by its public id and checked against the page's origin, the per-address rate
// limit, and one error shape. They take a program's public id and nothing that reaches beyond
// that program: an unknown program and another program's key answer alike.
import type { App } from "../../core/app.js";
import { AppError, errorBody, PayloadTooLargeError, TooManyRequestsError } from "../../core/errors.js";
import { assertStorable } from "../../core/storable.js";
import type { Program } from "../../generated/prisma/client.js";
import type { HttpAnswer, HttpRequest } from "../../core/routes.js";
import { allowedOrigin, corsHeaders } from "./origins.js";
import { trackingOf } from "./tracking-state.js";

export class ForbiddenOriginError extends AppError {
  constructor() {
    super("This origin may not call the program's tracking endpoints.", "FORBIDDEN_ORIGIN", 403);
  }
}

export function json(status: number, body: unknown, headers?: Record<string, string>): HttpAnswer {
  if (body === null) return { status, headers: { "cache-control": "no-store", ...headers } };
  return { status, headers: { "content-type": "application/json", "cache-control": "no-store", ...headers }, body: JSON.stringify(body) };
}

/** the JSON object of the body (sent as text/plain or application/json), within TRACKING_MAX_BODY_BYTES */
export function bodyOf(req: HttpRequest, app: App): unknown {
  const body = req.body;
  if (body && body.length > app.config.TRACKING_MAX_BODY_BYTES) throw new PayloadTooLargeError();
  let value: unknown;
  try {
    value = JSON.parse(body?.toString("utf8") || "null");
  } catch {
    /* answered below */
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new AppError("The body must be a JSON object.", "BAD_REQUEST", 400);
  // a NUL or a lone surrogate is a 422 naming its field, before it reaches a lookup or a click batch
  assertStorable(value);
  return value;
}

/** the program of the path's public id, when the request's origin is one of its website's */
export async function programFor(req: HttpRequest, app: App): Promise<{ program: Program; cors: Record<string, string> }> {
  const publicId = req.params.program ?? "";
  const program = publicId.length <= 64 ? await trackingOf(app).lookup.program(publicId) : null;
  if (!program) throw new AppError("Program not found", "NOT_FOUND", 404);
  const origin = req.headers.origin;
  if (!allowedOrigin(program, origin)) throw new ForbiddenOriginError();
  return { program, cors: corsHeaders(origin!) };
}

export async function limitRate(app: App, bucket: string, perMinute: number) {
  const { allowed, retryAfter } = await app.rateLimiter.hit(bucket, perMinute);
  if (!allowed) throw new TooManyRequestsError(retryAfter);
}

/** runs a public endpoint: its AppErrors become the 4xx answer, with CORS headers once the origin is known good */
export async function publicEndpoint(app: App, run: (setCors: (h: Record<string, string>) => void) => Promise<HttpAnswer>): Promise<HttpAnswer> {
  let cors: Record<string, string> = {};
  try {
    return await run((h) => (cors = h));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return json(err.status, errorBody(err), { ...cors, ...err.headers });
  }
}

/** OPTIONS: the CORS preflight, answered for the program's website origins only */
export async function preflight(req: HttpRequest, app: App): Promise<HttpAnswer> {
  try {
    const { cors } = await programFor(req, app);
    return { status: 204, headers: cors };
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, headers: { vary: "Origin" } };
    throw err;
  }
}
