// What a caller without a valid key gets: 401 before the document is even
// validated (so no "Did you mean" hints about the schema), a per-address rate limit, and
// `WWW-Authenticate: Bearer` on every 401. And the HTTP edges anyone can reach: a body that
// never completes is cut off after REQUEST_TIMEOUT_MS; CORS allows only configured origins,
// never with credentials.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";

const ALLOWED = "https://dashboard.example";
let server: TestServer; // RATE_LIMIT_ANONYMOUS_PER_MINUTE=5, REQUEST_TIMEOUT_MS=1000, CORS_ORIGINS=ALLOWED and another
let open: TestServer; // defaults: no CORS origin configured
beforeAll(async () => {
  [server, open] = await Promise.all([
    startTestServer({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: "5", REQUEST_TIMEOUT_MS: "1000", CORS_ORIGINS: `${ALLOWED},https://admin.example` } }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), open?.close()]);
});

const misspelled = "{ partnrs { totalCount } test { program { nam } } }";

async function graphql(target: TestServer, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${target.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe("GraphQL without a valid key", () => {
  it("answers 401 UNAUTHENTICATED to a misspelled document, with no hint about the schema", async () => {
    const cases: Record<string, string>[] = [{}, { authorization: "Bearer rk_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB" }];
    for (const headers of cases) {
      const res = await graphql(open, misspelled, headers);
      expect(res.status).toBe(401);
      expect(res.text).toContain('"UNAUTHENTICATED"');
      expect(res.text).not.toMatch(/Did you mean|partners|Cannot query field/);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
    }
    // GET, and a subscription over SSE, the same
    const get = await fetch(`${open.url}/graphql?query=${encodeURIComponent(misspelled)}`, { headers: { accept: "application/json" } });
    const getText = await get.text();
    expect(get.status).toBe(401);
    expect(getText).not.toMatch(/Did you mean|Cannot query field/);
    const sse = await fetch(`${open.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: "subscription { evnts { id } }" }),
    });
    const sseText = await sse.text();
    expect(sse.status).toBe(401);
    expect(sseText).not.toMatch(/Did you mean|events/);
  });

  it("with a valid key the same mistake is explained (the hints are for callers with a key)", async () => {
    const { key } = await open.program("Affiliate");
    const res = await graphql(open, misspelled, { authorization: `Bearer ${key}` });
    expect(res.text).toContain("Cannot query field");
  });

  it("REST 401s carry WWW-Authenticate: Bearer too", async () => {
    const res = await open.rest(null, "GET", "/v1/partners");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
  });
});

describe("rate limit without a valid key (RATE_LIMIT_ANONYMOUS_PER_MINUTE)", () => {
  it("answers 429 with Retry-After once an address passes the limit, over REST and GraphQL, while keys go on", async () => {
    const { key } = await server.program("Affiliate");
    const wrong = "rk_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await server.rest(i % 2 ? wrong : null, "GET", "/v1/partners")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const limited = await server.rest(wrong, "GET", "/v1/partners");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const gql = await graphql(server, "{ test { program { id } } }");
    expect(gql.status).toBe(429);
    expect(gql.headers.get("retry-after")).toBeTruthy();
    expect(gql.text).toContain("RATE_LIMITED");

    // a caller with a valid key, from the same address, is not limited by the guesses
    expect((await server.rest(key, "GET", "/v1/partners")).status).toBe(200);
  });
});

describe("a request body that never completes (REQUEST_TIMEOUT_MS)", () => {
  it("is answered 408, or its connection closed, within the limit; the server goes on serving", async () => {
    const { key } = await server.program("Affiliate");
    const { hostname, port } = new URL(server.url);
    const started = Date.now();
    const outcome = await new Promise<{ text: string; ms: number }>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        const body = JSON.stringify({ email: "slow@example.com", name: "Slow" });
        socket.write(
          `POST /v1/partners HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`,
        );
      });
      let text = "";
      socket.on("data", (c) => (text += c.toString("utf8")));
      socket.on("close", () => resolve({ text, ms: Date.now() - started }));
      socket.on("error", reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error("the server held the connection for 10 s"));
      }, 10_000).unref();
    });
    if (outcome.text) expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.ms).toBeLessThan(6000);
    expect((await server.rest(key, "GET", "/v1/partners")).status).toBe(200);
    expect(await server.app.database.prisma.partner.count({ where: { email: "slow@example.com" } })).toBe(0);
  });
});

describe("CORS", () => {
  const preflight = (target: TestServer, origin: string, path = "/graphql") =>
    fetch(`${target.url}${path}`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" },
    });

  it("allows a configured origin, without credentials", async () => {
    for (const path of ["/graphql", "/v1/partners"]) {
      const res = await preflight(server, ALLOWED, path);
      expect(res.headers.get("access-control-allow-origin"), path).toBe(ALLOWED);
      expect(res.headers.get("access-control-allow-credentials"), path).not.toBe("true");
    }
    const { key } = await server.program("Affiliate");
    const res = await fetch(`${server.url}/v1/test`, { headers: { origin: ALLOWED, authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(res.headers.get("access-control-allow-credentials")).not.toBe("true");
  });

  it("gives no Access-Control-Allow-Origin to another origin, nor to any origin when none is configured", async () => {
    const { key } = await server.program("Affiliate");
    for (const [target, origin] of [
      [server, "https://evil.example"],
      // sandboxed frames and local files send "Origin: null"
      [server, "null"],
      [open, "https://evil.example"],
      [open, ALLOWED],
    ] as const) {
      const pre = await preflight(target, origin);
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
      expect(pre.headers.get("access-control-allow-credentials")).toBeNull();
      const res = await fetch(`${target.url}/v1/test`, { headers: { origin, authorization: `Bearer ${key}` } });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });
});
