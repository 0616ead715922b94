// Closed sets of values as GraphQL enums, one casing: GraphQL names each value in
// SCREAMING_SNAKE_CASE, while its internal value stays what the database and REST use
// ("in_review", "Active"); REST's copy of the enum is named by those (http/schema.ts).
import { builder } from "./builder.js";
import { restAsText } from "./surface.js";

/** in_review -> IN_REVIEW, Active -> ACTIVE, nonReferred -> NON_REFERRED */
export const screamingSnake = (value: string) =>
  value
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toUpperCase();

/**
 * an enum whose values are the given strings, each with what it means. `restAsText`: REST keeps
 * the field a plain string (its service checks the value and names the field in its own words),
 * where the field was a string before GraphQL had an enum for it; see http/schema.ts restForms.
 */
export function valueEnum<const V extends string>(name: string, description: string, values: Record<V, string>, options: { restAsText?: boolean } = {}) {
  return builder.enumType(name, {
    description,
    ...(options.restAsText ? { extensions: restAsText } : {}),
    values: Object.fromEntries(Object.entries<string>(values).map(([value, meaning]) => [screamingSnake(value), { value: value as V, description: meaning }])) as Record<
      string,
      { value: V; description: string }
    >,
  });
}
