/**
 * GraphQL gives null for an argument or input field a client left out; to the services
 * "not given" is undefined. Drops the nulls of one object (not deeply).
 */
export function given<T extends object>(o: T | null | undefined): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== null)) as never;
}
