// Input helpers every service uses: zod issues become the one validation error (422 with
// errors keyed by the request's field path, snake_case as the REST client sent it), and
// "not given" is undefined whatever the surface sent.
import type { z } from "zod";
import { snakeCase } from "./case.js";
import { ValidationError, type FieldErrors } from "./errors.js";

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p) => snakeCase(String(p))).join(".");
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = ""): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = [prefix, fieldPath(issue.path)].filter(Boolean).join(".") || "input";
    const message = issue.code === "unrecognized_keys" ? `Unknown field(s): ${issue.keys.join(", ")}` : issue.message;
    (errors[key] ??= []).push(message);
  }
  throw new ValidationError(errors);
}

/**
 * GraphQL gives null for an argument or input field a client left out; to the services
 * "not given" is undefined. Drops the nulls of one object (not deeply).
 */
/** an object whose fields may be null, without the nulls (`T[K] & ({} | undefined)` is T[K] minus null) */
export type Given<T> = { [K in keyof T]?: T[K] & ({} | undefined) };

export function given<T extends object>(o: T | null | undefined): Given<T> {
  const out: Given<T> = {};
  for (const key in o) {
    if (!Object.hasOwn(o, key)) continue;
    const value = o[key];
    if (value !== null) out[key] = value;
  }
  return out;
}
