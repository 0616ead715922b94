// Which surface shows a field. Most fields are on both: REST shows a field under the
// snake_case of its name. A few differ where the REST contract fixes a shape that GraphQL
// would not choose (counts as strings, amounts keyed by currency): those are a GraphQL-only
// field beside a REST-only one that carries the REST name.
export type Surface = "graphql" | "rest";

interface SurfaceExtensions {
  surface?: Surface;
  restName?: string;
}

/** a field REST does not show (relations as objects, GraphQL's own forms) */
export const graphqlOnly = { surface: "graphql" } as const satisfies SurfaceExtensions;

/**
 * a root field only REST runs (its routes name it). One that gave its name to a GraphQL field
 * is called rest<Name>; REST's documents still call it by its old name.
 */
export const restRoute = { surface: "rest" } as const satisfies SurfaceExtensions;

/** the name REST's documents give a REST-only root field: restPartner -> partner */
export const restRouteName = (fieldName: string) => fieldName.replace(/^rest(?=[A-Z])/, "").replace(/^[A-Z]/, (c) => c.toLowerCase());

/** a field only REST shows, under the given name */
export const restOnly = (restName: string) => ({ surface: "rest", restName }) as const satisfies SurfaceExtensions;

const extensionsOf = (field: { extensions?: unknown }) => (field.extensions ?? {}) as SurfaceExtensions;

export const surfaceOf = (field: { extensions?: unknown }): Surface | undefined => extensionsOf(field).surface;
export const restNameOf = (field: { extensions?: unknown }): string | undefined => extensionsOf(field).restName;

/**
 * an enum (or a field of an enum type) REST shows and takes as a plain string: REST's field was a string before GraphQL had
 * an enum for it, and its clients get the service's own refusal of a value, naming the field
 */
export const restAsText = { restForm: "text" } as const;

export const isRestText = (type: { extensions?: unknown }) => (type.extensions as { restForm?: string } | undefined)?.restForm === "text";
