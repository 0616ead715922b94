// Limits and the edges of the HTTP surface: GraphQL
// query depth, request body size (413 in the REST error shape), unknown REST routes (404 JSON)
// and the health endpoint.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import http from "node:http";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import {
  KeyCheckDocument,
  PartnerChainDepth10Document,
  PartnerChainDepth11Document,
  PartnerCreateBriefDocument,
  PartnerListNestedDocument,
} from "./generated/graphql.js";

const LIMIT = 2048;
const TOO_LARGE = { status: 0, message: "The request body is too large." };

let server: TestServer; // default configuration
let small: TestServer; // MAX_BODY_BYTES=2048, GRAPHQL_MAX_DEPTH=4
beforeAll(async () => {
  [server, small] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { MAX_BODY_BYTES: String(LIMIT), GRAPHQL_MAX_DEPTH: "4" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), small?.close()]);
});

/** a request through node:http, which can send a GET with a body and chunked bodies */
function raw(
  target: TestServer,
  opts: { method: string; path: string; key?: string; body?: Buffer; chunked?: boolean; headers?: Record<string, string> },
): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const url = new URL(opts.path, target.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}),
          // Node frames a body as chunked by default only for some methods (not GET): say so
          ...(opts.body ? (opts.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(opts.body.length) }) : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode!, body });
        });
      },
    );
    // the server may answer 413 and close before the whole body is sent
    req.on("error", reject);
    if (opts.body && opts.chunked) {
      // several writes, framed as chunks, with no length announced
      for (let i = 0; i < opts.body.length; i += 512) req.write(opts.body.subarray(i, i + 512));
    } else if (opts.body) {
      req.write(opts.body);
    }
    req.end();
  });
}

/** a partner-create body of exactly `bytes` bytes, padded in a custom field with `pad` */
function bodyOf(bytes: number, email: string, pad = "x"): Buffer {
  const shell = (fill: string) => JSON.stringify({ email, custom_fields: [{ label: "note", value: fill }] });
  const base = Buffer.byteLength(shell(""));
  const unit = Buffer.byteLength(pad);
  const fill = pad.repeat(Math.floor((bytes - base) / unit)) + "x".repeat((bytes - base) % unit);
  const body = Buffer.from(shell(fill));
  expect(body.length).toBe(bytes);
  return body;
}

describe("GraphQL query depth", () => {
  it("rejects a query one level past GRAPHQL_MAX_DEPTH (10 by default), running nothing", async () => {
    const { key } = await server.program("Affiliate");
    const res = await server.gql(key, PartnerChainDepth11Document, { id: "any" });
    expect(res.data ?? null).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]!.message).toBe("Query depth of 11 exceeds max depth of 10");
    expect(res.errors![0]!.extensions?.code).toBe("QUERY_TOO_DEEP");
  });

  it("runs a query exactly at the limit", async () => {
    const { key } = await server.program("Affiliate");
    await server.rest(key, "POST", "/v1/partners", { email: "deep@example.com", id: "deep" });
    const res = await server.gql(key, PartnerChainDepth10Document, { id: "deep" });
    expect(res.errors).toBeUndefined();
    expect(res.data!.partner).toEqual({ externalId: "deep", referringPartner: null });
  });

  it("follows GRAPHQL_MAX_DEPTH: with 4, a nested list query is refused and a shallow one runs", async () => {
    const { key } = await small.program("Affiliate");
    const nested = await small.gql(key, PartnerListNestedDocument, {});
    expect(nested.data ?? null).toBeNull();
    expect(nested.errors![0]!.message).toMatch(/^Query depth of \d+ exceeds max depth of 4$/);
    const shallow = await small.gql(key, KeyCheckDocument);
    expect(shallow.errors).toBeUndefined();
    expect(shallow.data!.test.program.type).toBe("AFFILIATE");
  });

  it("rejects an over-deep subscription over SSE as well", async () => {
    const { key } = await small.program("Affiliate");
    const res = await fetch(`${small.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: print(PartnerListNestedDocument) }),
    });
    const text = await res.text();
    expect(text).toMatch(/Query depth of \d+ exceeds max depth of 4/);
    expect(text).not.toContain('"data":{');
  });
});

describe("request body size (MAX_BODY_BYTES)", () => {
  it("answers 413 in the REST error shape to a body over the limit, and creates nothing", async () => {
    const { key } = await small.program("Affiliate");
    const res = await small.rest(key, "POST", "/v1/partners", bodyOf(LIMIT + 1, "big@example.com").toString());
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
    expect((await small.rest(key, "GET", "/v1/partner?email=big@example.com")).status).toBe(404);
  });

  it("accepts a body of exactly the limit", async () => {
    const { key } = await small.program("Affiliate");
    const res = await small.rest(key, "POST", "/v1/partners", bodyOf(LIMIT, "fits@example.com").toString());
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe("fits@example.com");
  });

  it("counts bytes, not characters", async () => {
    const { key } = await small.program("Affiliate");
    // fewer characters than the limit, more bytes: "é" is two bytes in UTF-8
    const body = bodyOf(LIMIT + 2, "accents@example.com", "é");
    expect(body.toString("utf8").length).toBeLessThan(LIMIT);
    const res = await raw(small, { method: "POST", path: "/v1/partners", key, body });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it("limits a streamed (chunked) body that announces no length", async () => {
    const { key } = await small.program("Affiliate");
    for (const pad of ["x", "é"]) {
      const res = await raw(small, { method: "POST", path: "/v1/partners", key, body: bodyOf(LIMIT + 600, `chunked-${pad.length}@example.com`, pad), chunked: true });
      expect(res.status, pad).toBe(413);
      expect(res.body, pad).toEqual(TOO_LARGE);
    }
    // and a streamed body within the limit is read whole
    const ok = await raw(small, { method: "POST", path: "/v1/partners", key, body: bodyOf(LIMIT - 10, "chunked-ok@example.com"), chunked: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe("chunked-ok@example.com");
    expect((await small.rest(key, "GET", "/v1/partners")).body.meta.total).toBe(1);
  });

  it("limits PUT bodies and GET bodies too", async () => {
    const { key } = await small.program("Affiliate");
    await small.rest(key, "POST", "/v1/partners", { email: "put@example.com", id: "put" });
    const put = await raw(small, { method: "PUT", path: "/v1/partners/put", key, body: bodyOf(LIMIT + 1, "put@example.com") });
    expect(put).toEqual({ status: 413, body: TOO_LARGE });
    for (const chunked of [false, true]) {
      const get = await raw(small, { method: "GET", path: "/v1/partners:search", key, body: bodyOf(LIMIT + 100, "put@example.com"), chunked });
      expect(get, `chunked: ${chunked}`).toEqual({ status: 413, body: TOO_LARGE });
    }
    // a GET with a small JSON body still works (clients send one)
    const get = await raw(small, { method: "GET", path: "/v1/partner", key, body: Buffer.from(JSON.stringify({ id: "put" })) });
    expect(get.status).toBe(200);
    expect(get.body.data.id).toBe("put");
  });

  it("limits GraphQL requests, with a GraphQL error", async () => {
    const { key } = await small.program("Affiliate");
    const body = Buffer.from(
      JSON.stringify({ query: print(PartnerCreateBriefDocument), variables: { email: "gql-big@example.com", customFields: ["x".repeat(LIMIT)] } }),
    );
    const res = await raw(small, { method: "POST", path: "/graphql", key, body });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: [{ message: "The request body is too large.", extensions: { code: "PAYLOAD_TOO_LARGE", status: 413 } }] });
    const chunked = await raw(small, { method: "POST", path: "/graphql", key, body, chunked: true });
    expect(chunked.status).toBe(413);
    const found = await small.rest(key, "GET", "/v1/partner?email=gql-big@example.com");
    expect(found.status).toBe(404);
    // within the limit GraphQL works as before
    const ok = await small.gql(key, PartnerCreateBriefDocument, { email: "gql-ok@example.com", customFields: ["x".repeat(LIMIT / 2)] });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.partnerCreate.partner!.email).toBe("gql-ok@example.com");
  });

  it("a client that goes away in the middle of its body does not disturb the server", async () => {
    const { key } = await small.program("Affiliate");
    for (const [method, path] of [["POST", "/v1/partners"], ["GET", "/v1/partners:search"], ["POST", "/graphql"]]) {
      await new Promise<void>((resolve) => {
        const req = http.request(new URL(path!, small.url), {
          method,
          headers: { "content-type": "application/json", authorization: `Bearer ${key}`, "content-length": "1000" },
        });
        req.on("error", () => resolve());
        req.write('{"email":"half');
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
    }
    const health = await small.rest(null, "GET", "/health");
    expect(health.status).toBe(200);
    const list = await small.rest(key, "GET", "/v1/partners");
    expect(list.body.meta.total).toBe(0);
  });

  it("the default limit (1 MB) lets ordinary requests through", async () => {
    const { key } = await server.program("Affiliate");
    const res = await server.rest(key, "POST", "/v1/partners", bodyOf(100_000, "large-ok@example.com").toString());
    expect(res.status).toBe(200);
  });
});

describe("unknown REST routes", () => {
  it("answer 404 JSON in the REST error shape, with or without a key", async () => {
    const { key } = await server.program("Affiliate");
    for (const k of [key, null]) {
      for (const [method, path] of [
        ["GET", "/v1/nothing"],
        ["GET", "/v1"],
        ["GET", "/v1/partners/p-1/unknown"],
        ["POST", "/v1/partners:unknown"],
        ["PATCH", "/v1/partners"],
        ["DELETE", "/v1/test"],
      ] as const) {
        const res = await fetch(`${server.url}${path}`, { method, headers: k ? { authorization: `Bearer ${k}` } : {} });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get("content-type"), `${method} ${path}`).toMatch(/^application\/json/);
        expect(await res.json(), `${method} ${path}`).toEqual({ status: 0, message: "Not found" });
      }
    }
  });
});

describe("health", () => {
  it("GET /health answers 200 {status: ok} without a key, naming the database", async () => {
    for (const path of ["/health", "/healthz", "/health?probe=lb"]) {
      const res = await server.rest(null, "GET", path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.body, path).toEqual({ status: "ok", database: server.app.database.kind });
    }
  });
});
