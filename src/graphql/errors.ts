// The one error family. Each error carries the HTTP status and, for validation, the field
// errors that the REST layer returns as `errors`; GraphQL clients see the same in extensions.
import { GraphQLError } from "graphql";

export type FieldErrors = Record<string, string[]>;

export interface AppErrorExtensions {
  code: string;
  status: number;
  errors?: FieldErrors;
  [key: string]: unknown;
}

export class AppError extends GraphQLError {
  declare readonly extensions: AppErrorExtensions;
  constructor(message: string, extensions: AppErrorExtensions) {
    super(message, { extensions });
  }
}

/** unknown resource, or one of another program: the two are never told apart */
export class NotFoundError extends AppError {
  constructor(resource: string) {
    super(`${resource} not found`, { code: "NOT_FOUND", status: 404 });
  }
}

/** an action the current state does not allow, or an unknown referrer */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(message, { code: "BAD_REQUEST", status: 400 });
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message?: string) {
    const first = Object.values(errors)[0]?.[0];
    super(message ?? first ?? "The given data was invalid.", { code: "VALIDATION_FAILED", status: 422, errors });
  }
  static field(path: string, message: string): ValidationError {
    return new ValidationError({ [path]: [message] });
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super("Unauthenticated.", { code: "UNAUTHENTICATED", status: 401, http: { status: 401 } });
  }
}

export class ProgramTypeError extends AppError {
  constructor(feature: string, programType: string) {
    super(`${feature} is not available for ${programType} programs`, { code: "WRONG_PROGRAM_TYPE", status: 400 });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number) {
    super("Too Many Attempts.", {
      code: "RATE_LIMITED",
      status: 429,
      retryAfter: retryAfterSeconds,
      http: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    });
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/** the AppError behind a GraphQL error, if any (graphql-js wraps resolver errors) */
export function appErrorOf(e: unknown): AppError | undefined {
  if (e instanceof AppError) return e;
  if (e instanceof GraphQLError && e.originalError) return appErrorOf(e.originalError);
  return undefined;
}
