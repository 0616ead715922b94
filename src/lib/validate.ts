// Turns zod issues into the one validation error: 422 with errors keyed by the request's
// field path (snake_case, as the REST client sent it).
import type { z } from "zod";
import { ValidationError, type FieldErrors } from "../graphql/errors.js";
import { snakeCase } from "../events/snapshot.js";

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
