// The one error family. Services throw these; they know nothing of GraphQL or HTTP beyond a
// code and a status. GraphQL maps them in one place (graphql/errors.ts), REST in one place
// (rest/errors.ts). Field errors are keyed by the request's field path, as REST clients send it.

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly fieldErrors?: FieldErrors,
    /** response headers the failure calls for (Retry-After, WWW-Authenticate) */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The error body every plain-JSON answer carries (REST /v1, the public tracking endpoints, the
 * inbound shop webhooks, failures before Yoga): {"status": 0, "message", "errors"?}. The one
 * writer of that shape.
 */
export interface ErrorBody {
  status: 0;
  message: string;
  errors?: FieldErrors;
}

export function errorBody(err: Pick<AppError, "message" | "fieldErrors">): ErrorBody {
  return err.fieldErrors ? { status: 0, message: err.message, errors: err.fieldErrors } : { status: 0, message: err.message };
}

/** unknown resource, or one of another program: the two are never told apart */
export class NotFoundError extends AppError {
  constructor(resource: string) {
    super(`${resource} not found`, "NOT_FOUND", 404);
  }
}

/** what a client sees of an unexpected failure: the details stay in the log */
export class ServerError extends AppError {
  constructor() {
    super("Server error", "INTERNAL_SERVER_ERROR", 500);
  }
}

/** an action the current state does not allow, or an unknown referrer */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(message, "BAD_REQUEST", 400);
  }
}

/**
 * The top-level message of a validation error, for clients that show only it: the first
 * message, naming its field when it does not already, and how many more there are
 * ("The events.0 field is invalid. … (and 1 more error)"). The field errors stay as they are.
 */
function summary(errors: FieldErrors): string {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length);
  if (!entries.length) return "The given data was invalid.";
  const [path, [first]] = entries[0]! as [string, [string]];
  // "The amount_units field …", "The payout threshold must …": the message names its field already
  const name = path.split(".").filter((s) => !/^\d+$/.test(s)).at(-1) ?? path;
  const named = [path, name, name.replace(/_/g, " ")].some((n) => first.toLowerCase().includes(n.toLowerCase()));
  const lead = named ? first : `The ${path} field is invalid. ${first}`;
  const more = entries.reduce((n, [, messages]) => n + messages.length, 0) - 1;
  return more ? `${lead} (and ${more} more error${more === 1 ? "" : "s"})` : lead;
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message?: string) {
    super(message ?? summary(errors), "VALIDATION_FAILED", 422, errors);
  }
  static field(path: string, message: string): ValidationError {
    return new ValidationError({ [path]: [message] });
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super("Unauthenticated.", "UNAUTHENTICATED", 401, undefined, { "WWW-Authenticate": 'Bearer realm="rally"' });
  }
}

/** an authenticated caller asking for what its credentials do not reach, or a request from a foreign origin */
export class ForbiddenError extends AppError {
  constructor(message = "Not allowed.") {
    super(message, "FORBIDDEN", 403);
  }
}

export class ProgramTypeError extends AppError {
  constructor(feature: string, programType: string) {
    super(`${feature} is not available for ${programType} programs`, "WRONG_PROGRAM_TYPE", 400);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfter: number) {
    super("Too Many Attempts.", "RATE_LIMITED", 429, undefined, { "Retry-After": String(retryAfter) });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor() {
    super("The request body is too large.", "PAYLOAD_TOO_LARGE", 413);
  }
}

/** a request the server gave up on (its time limit, or a body that never completed) */
export class TimeoutError extends AppError {
  constructor(message = "The request took too long.") {
    super(message, "TIMEOUT", 408);
  }
}

/** the AppError behind an error, if any: GraphQL wraps resolver errors in its own */
export function appErrorOf(e: unknown): AppError | undefined {
  for (let cur = e, depth = 0; cur && depth < 5; depth++) {
    if (cur instanceof AppError) return cur;
    cur = (cur as { originalError?: unknown }).originalError;
  }
  return undefined;
}
