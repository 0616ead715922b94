// The GraphQL client of the web apps: same origin, the session cookie, POST only (a GET with a
// cookie would need Yoga's CSRF header), and urql's document cache, which refetches a query
// when a mutation returns a type it holds. Subscriptions go over the same fetch as SSE
// (text/event-stream), so they carry the cookie and the headers like any other request.
import { cacheExchange, Client, fetchExchange } from "@urql/core";

export function createGraphQLClient({ headers = {} }: { headers?: Record<string, string> } = {}): Client {
  return new Client({
    url: "/graphql",
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetchSubscriptions: true,
    fetchOptions: { credentials: "same-origin", headers },
  });
}
