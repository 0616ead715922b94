// GraphiQL, served from the npm package (no CDN: Rally may run offline), opened on an example
// query of Rally's own. The package holds the whole GraphiQL bundle as a string (about 45 MiB
// of memory and 0.15 s at start), so it is loaded when a browser first asks for the page. The
// page is 9 MB: it is rendered once and sent compressed, with an ETag (static-page.ts).
import type { GraphiQLOptions, Plugin } from "graphql-yoga";
import { answerPage, staticPage, type StaticPage } from "./static-page.js";

export const EXAMPLE_QUERY = `# Put your API key in the Headers tab below, then run this query.
query Program {
  program {
    program { name type }
  }
  partners(first: 5) {
    totalCount
    edges { node { id email status referralLink } }
  }
}
`;

export const graphiqlOptions = {
  title: "Rally GraphQL",
  defaultQuery: EXAMPLE_QUERY,
  headers: JSON.stringify({ Authorization: "Bearer <your API key>" }, null, 2),
};

/**
 * GraphiQL asks for the schema as the page opens, before anyone has entered a key: the 401
 * would greet the user with "Unauthenticated." in the response pane. This script, run before
 * GraphiQL, holds a schema request that carries no key (or the placeholder) and sends it
 * once a request with a key goes out, with that key; the schema then loads by itself.
 * The schema stays behind the key, as every GraphQL request does.
 */
const HOLD_KEYLESS_INTROSPECTION = `(() => {
  const send = window.fetch.bind(window);
  const held = [];
  const authOf = (init) => new Headers((init && init.headers) || {}).get("authorization") || "";
  const hasKey = (auth) => /^Bearer\\s+[^\\s<>]+$/i.test(auth.trim());
  const isIntrospection = (init) => {
    try {
      const body = JSON.parse(init && typeof init.body === "string" ? init.body : "null");
      return Boolean(body && typeof body.query === "string" && body.query.includes("__schema"));
    } catch {
      return false;
    }
  };
  window.fetch = (input, init) => {
    const auth = authOf(init);
    if (!hasKey(auth) && isIntrospection(init)) return new Promise((resolve, reject) => held.push({ input, init, resolve, reject }));
    if (hasKey(auth)) {
      for (const h of held.splice(0)) {
        const headers = new Headers(h.init.headers || {});
        headers.set("authorization", auth);
        send(h.input, { ...h.init, headers }).then(h.resolve, h.reject);
      }
    }
    return send(input, init);
  };
})();`;

export async function renderGraphiQL(opts: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL: render } = await import("@graphql-yoga/render-graphiql");
  return render(opts).replace("<script>", `<script>${HOLD_KEYLESS_INTROSPECTION}</script>\n      <script>`);
}

/**
 * GraphiQL for a browser's GET of the GraphQL endpoint (what Yoga's own GraphiQL answers, which
 * renders and sends the 9 MB page uncompressed on every visit; it is turned off in yoga.ts).
 */
export function useGraphiQLPage(endpoint: string): Plugin {
  let page: Promise<StaticPage> | undefined;
  return {
    async onRequest({ request, url, endResponse }) {
      if ((request.method !== "GET" && request.method !== "HEAD") || url.pathname !== endpoint) return;
      if (!request.headers.get("accept")?.includes("text/html")) return;
      page ??= renderGraphiQL(graphiqlOptions).then((html) =>
        staticPage(html, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", "x-content-type-options": "nosniff" }),
      );
      page.catch(() => (page = undefined));
      const header = (name: string) => request.headers.get(name) ?? undefined;
      const answer = await answerPage(await page, { method: request.method, headers: { "if-none-match": header("if-none-match"), "accept-encoding": header("accept-encoding") } });
      endResponse(new Response((answer.body ?? null) as BodyInit | null, { status: answer.status, headers: answer.headers }));
    },
  };
}
