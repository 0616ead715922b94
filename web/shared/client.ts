// The GraphQL client of the web apps: same origin, the session cookie, POST only (a GET with a
// cookie would need Yoga's CSRF header), and urql's document cache, which refetches a query
// when a mutation returns a type it holds.
import { cacheExchange, Client, fetchExchange } from "@urql/core";

export function createGraphQLClient(): Client {
  return new Client({
    url: "/graphql",
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetchOptions: { credentials: "same-origin" },
  });
}
