// GraphQL types, queries and mutations of this domain (see partners.schema.ts for the pattern).
export {};
