// Mutations as a frontend uses them: one `input` argument and a payload that carries the
// result and the user errors a form can show beside its fields. A rule the input breaks (a
// field refused, a record missing, an action the record's state does not allow) is a user
// error in the payload, with the input path of the field in GraphQL's camelCase; top-level
// errors are left to what is no fault of one field: authentication, limits, program type,
// and failures of the server.
import { appErrorOf } from "../core/errors.js";
import { camelCase } from "../core/case.js";
import type { ObjectRef } from "@pothos/core";
import { builder, type BuilderTypes } from "./builder.js";

export interface UserError {
  field: string[] | null;
  message: string;
  code: UserErrorCode;
}

const USER_ERROR_CODES = ["INVALID", "NOT_FOUND", "NOT_ALLOWED", "TAKEN"] as const;
export type UserErrorCode = (typeof USER_ERROR_CODES)[number];

export const UserErrorCodeEnum = builder.enumType("UserErrorCode", {
  description: "Why an input was refused",
  values: {
    INVALID: { value: "INVALID", description: "A field's value is missing, malformed or out of range" },
    NOT_FOUND: { value: "NOT_FOUND", description: "A record the input names does not exist in this program" },
    NOT_ALLOWED: { value: "NOT_ALLOWED", description: "The record's state does not allow the action" },
    TAKEN: { value: "TAKEN", description: "A value that must be unique in the program is in use" },
  } as const,
});

export const UserErrorType = builder.objectRef<UserError>("UserError").implement({
  description: "A reason an input was refused, for a form to show beside the field it names",
  fields: (t) => ({
    field: t.exposeStringList("field", {
      nullable: true,
      description: "The path of the input field, from the mutation's argument: [\"input\", \"email\"]; null when no one field is at fault",
    }),
    message: t.exposeString("message", { description: "What is wrong, in a sentence a person can read" }),
    code: t.expose("code", { type: UserErrorCodeEnum, description: "What kind of refusal this is" }),
  }),
});

/** a REST-style field path ("customer.partner", "events.0", "coupon_discount_type") as an input path */
export const inputPath = (path: string, root = "input"): string[] => [root, ...path.split(".").map((s) => camelCase(s))];

const TAKEN = /already|taken|in use|exists/i;

/**
 * The user errors of a refused input, or undefined when the error is not the input's fault.
 * `renamed` maps a service's field name (REST's, snake_case) to the input field GraphQL calls
 * it, where the two differ (id -> externalId); a whole path may be renamed too (payout_settings.type).
 */
export function userErrorsOf(err: unknown, renamed: Record<string, string> = {}): UserError[] | undefined {
  const app = appErrorOf(err);
  if (!app) return undefined;
  if (app.code === "VALIDATION_FAILED" && app.fieldErrors) {
    return Object.entries(app.fieldErrors).flatMap(([path, messages]) =>
      messages.map((message) => ({ field: inputPath(renamed[path] ?? path.replace(/^[^.]+/, (head) => renamed[head] ?? head)), message, code: TAKEN.test(message) ? ("TAKEN" as const) : ("INVALID" as const) })),
    );
  }
  if (app.code === "NOT_FOUND") return [{ field: null, message: app.message, code: "NOT_FOUND" }];
  if (app.code === "BAD_REQUEST") return [{ field: null, message: app.message, code: "NOT_ALLOWED" }];
  return undefined;
}

/**
 * Runs a mutation's service call and answers its payload: the result under `key` and no user
 * errors, or no result and the user errors of a refused input. Any other error (authentication,
 * limits, faults) propagates as a top-level error.
 */
export async function payload<K extends string, T>(
  key: K,
  run: () => Promise<T>,
  renamed?: Record<string, string>,
): Promise<{ [P in K]: T | null } & { userErrors: UserError[] }> {
  try {
    const result = await run();
    return { [key]: result, userErrors: [] } as { [P in K]: T | null } & { userErrors: UserError[] };
  } catch (err) {
    const userErrors = userErrorsOf(err, renamed);
    if (!userErrors) throw err;
    return { [key]: null, userErrors } as { [P in K]: T | null } & { userErrors: UserError[] };
  }
}


/** the payload type of a mutation: its result under `key` (null when refused) and its user errors */
export function payloadType<K extends string, T>(name: string, key: K, type: ObjectRef<BuilderTypes, T>, description: string) {
  // the result's own type checks what `payload()` put under the key; seen from here it is any value
  const result = type as unknown as ObjectRef<BuilderTypes, unknown>;
  return builder.objectRef<{ [P in K]: T | null } & { userErrors: UserError[] }>(name).implement({
    description: `The answer of ${name.replace(/Payload$/, "").replace(/^[A-Z]/, (c) => c.toLowerCase())}: what it changed, or why it changed nothing`,
    fields: (t) => ({
      [key]: t.field({ type: result, nullable: true, description, resolve: (p) => p[key] as unknown }),
      userErrors: t.field({
        type: [UserErrorType],
        description: "Why the input was refused (nothing was changed then); empty when the mutation did what it was asked",
        resolve: (p) => p.userErrors,
      }),
    }),
  });
}

/** the payload of a delete: the global id of what it deleted, for a client cache to evict */
export function deletePayloadType(name: string) {
  return builder.objectRef<{ deletedId: string | null; userErrors: UserError[] }>(name).implement({
    description: `The answer of ${name.replace(/Payload$/, "").replace(/^[A-Z]/, (c) => c.toLowerCase())}`,
    fields: (t) => ({
      deletedId: t.exposeID("deletedId", { nullable: true, description: "The global id of the deleted record; null when nothing was deleted" }),
      userErrors: t.field({
        type: [UserErrorType],
        description: "Why nothing was deleted; empty when the record was",
        resolve: (p) => p.userErrors,
      }),
    }),
  });
}
