// API keys: a missing, malformed, unknown or revoked
// key gets 401 {"status":0,"message":"Unauthenticated."} on REST, a 401 with UNAUTHENTICATED on
// GraphQL over HTTP and SSE, and a refused connection on graphql-ws; nothing is read or changed.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { print } from "graphql";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { authenticate, issueApiKey, revokeApiKey } from "../src/modules/auth/api-keys.service.js";
import { UnauthenticatedError } from "../src/core/errors.js";
import { KeyCheckDocument, PartnerCreateDocument, PartnerListDocument } from "./generated/graphql.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNAUTHENTICATED = { status: 0, message: "Unauthenticated." };

/** Authorization header values that must not pass, given a real key of the program */
function badHeaders(realKey: string): [string, Record<string, string>][] {
  const prefix = realKey.slice(0, 15); // rk_ + the 12 visible characters
  return [
    ["missing header", {}],
    ["empty header", { authorization: "" }],
    ["another scheme", { authorization: `Basic ${Buffer.from(`${realKey}:`).toString("base64")}` }],
    ["the key without a scheme", { authorization: realKey }],
    ["Bearer without a key", { authorization: "Bearer " }],
    ["two tokens", { authorization: `Bearer ${realKey} ${realKey}` }],
    ["a short token", { authorization: "Bearer rk_abc" }],
    ["an unknown key", { authorization: "Bearer rk_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB" }],
    ["the right prefix with a wrong secret", { authorization: `Bearer ${prefix}_${"x".repeat(32)}` }],
    ["the key with one character changed", { authorization: `Bearer ${realKey.slice(0, -1)}${realKey.endsWith("a") ? "b" : "a"}` }],
  ];
}

describe("REST", () => {
  it("answers 401 Unauthenticated to a missing, malformed or wrong key, and changes nothing", async () => {
    const { key } = await server.program("Affiliate");
    for (const [what, headers] of badHeaders(key)) {
      for (const [method, path, body] of [
        ["GET", "/v1/test", undefined],
        ["GET", "/v1/partners", undefined],
        ["POST", "/v1/partners", { email: "intruder@example.com" }],
      ] as const) {
        const res = await server.rest(null, method, path, body, headers);
        expect(res.status, `${what}: ${method} ${path}`).toBe(401);
        expect(res.body, `${what}: ${method} ${path}`).toEqual(UNAUTHENTICATED);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
      }
    }
    const list = await server.rest(key, "GET", "/v1/partners");
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
  });

  it("accepts the key with the Bearer scheme in any letter case", async () => {
    const { key, program } = await server.program("Affiliate");
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      const res = await server.rest(null, "GET", "/v1/test", undefined, { authorization: `${scheme} ${key}` });
      expect(res.status, scheme).toBe(200);
      expect(res.body.data.program.id).toBe(program.id);
    }
  });

  it("a revoked key stops working at once; the program's other keys keep working", async () => {
    const { key, apiKey, program } = await server.program("Affiliate");
    const other = await issueApiKey(server.app.database.prisma, program.id, "second");
    expect((await server.rest(key, "GET", "/v1/test")).status).toBe(200);

    expect(await revokeApiKey(server.app, apiKey.id)).toBe(1);
    for (const [method, path, body] of [
      ["GET", "/v1/test", undefined],
      ["GET", "/v1/partners", undefined],
      ["POST", "/v1/partners", { email: "late@example.com" }],
    ] as const) {
      const res = await server.rest(key, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
    }

    const still = await server.rest(other.key, "GET", "/v1/partners");
    expect(still.status).toBe(200);
    expect(still.body.data).toEqual([]);
  });

  it("a key revoked by its visible prefix stops working too, and revoking twice revokes nothing", async () => {
    const { key, apiKey } = await server.program("Affiliate");
    expect(await revokeApiKey(server.app, apiKey.prefix)).toBe(1);
    expect(await revokeApiKey(server.app, apiKey.prefix)).toBe(0);
    const res = await server.rest(key, "GET", "/v1/test");
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("looks a key up once for the requests that present it at the same time, and refuses a wrong one to all of them", async () => {
    let lookups = 0;
    const counted = await startTestServer({ onQuery: (sql) => void (/FROM "public"."ApiKey"/.test(sql) && lookups++) });
    try {
      const { key, program } = await counted.program("Affiliate");
      lookups = 0;
      // as the requests of a busy client do the moment its key's cache entry has expired
      const found = await Promise.all(Array.from({ length: 20 }, () => authenticate(counted.app, `Bearer ${key}`)));
      expect(found.map((f) => f.program.id)).toEqual(Array(20).fill(program.id));
      expect(lookups).toBe(1);
      const wrong = `${key.slice(0, -4)}${key.endsWith("zzzz") ? "yyyy" : "zzzz"}`;
      const refused = await Promise.allSettled(Array.from({ length: 5 }, () => authenticate(counted.app, `Bearer ${wrong}`)));
      expect(refused.map((r) => r.status === "rejected" && r.reason instanceof UnauthenticatedError)).toEqual(Array(5).fill(true));
      expect((await counted.rest(wrong, "GET", "/v1/test")).body).toEqual(UNAUTHENTICATED);
    } finally {
      await counted.close();
    }
  });

  it("the key decides the program: GET /v1/test names the key's own program", async () => {
    const a = await server.program("Affiliate", "Program A");
    const b = await server.program("Newsletter", "Program B");
    const ra = await server.rest(a.key, "GET", "/v1/test");
    const rb = await server.rest(b.key, "GET", "/v1/test");
    expect(ra.body).toEqual({ status: 1, data: { program: { id: a.program.id, pub_id: a.program.publicId, name: "Program A", type: "Affiliate" } } });
    expect(rb.body.data.program).toMatchObject({ id: b.program.id, name: "Program B", type: "Newsletter" });
  });
});

describe("GraphQL over HTTP", () => {
  it("answers 401 with UNAUTHENTICATED and no data to a missing, malformed or wrong key", async () => {
    const { key } = await server.program("Affiliate");
    for (const [what, headers] of badHeaders(key)) {
      const res = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify({ query: print(PartnerCreateDocument), variables: { input: { email: "intruder@example.com" } } }),
      });
      expect(res.status, what).toBe(401);
      const body = (await res.json()) as { data?: unknown; errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.data, what).toBeUndefined();
      expect(body.errors, what).toEqual([{ message: "Unauthenticated.", extensions: expect.objectContaining({ code: "UNAUTHENTICATED", status: 401 }) }]);
    }
    expect((await server.gql(key, PartnerListDocument, {})).data!.partners.totalCount).toBe(0);
  });

  it("refuses a revoked key", async () => {
    const { key, apiKey } = await server.program("Affiliate");
    expect((await server.gql(key, KeyCheckDocument)).status).toBe(200);
    await revokeApiKey(server.app, apiKey.id);
    const res = await server.gql(key, KeyCheckDocument);
    expect(res.status).toBe(401);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message: "Unauthenticated.", extensions: { code: "UNAUTHENTICATED" } });
  });

  it("refuses a GET query without a key too", async () => {
    const url = new URL(`${server.url}/graphql`);
    url.searchParams.set("query", print(KeyCheckDocument));
    const res = await fetch(url, { headers: { accept: "application/json" } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a subscription over SSE without a valid key", async () => {
    const cases: Record<string, string>[] = [{}, { authorization: "Bearer rk_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB" }];
    for (const headers of cases) {
      const res = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", ...headers },
        body: JSON.stringify({ query: "subscription { events { id type } }" }),
      });
      expect(res.status).toBe(401);
      const text = await res.text();
      expect(text).toContain('"code":"UNAUTHENTICATED"');
      expect(text).not.toContain('"data"');
    }
  });
});

describe("graphql-ws", () => {
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });

  function client(connectionParams?: Record<string, unknown>, headers?: Record<string, string>) {
    class WithHeaders extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const c = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: headers ? WithHeaders : WebSocket,
      connectionParams,
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(c);
    return c;
  }

  /** runs one operation; resolves with its result, or rejects with the close event */
  function once(c: Client, query: string, variables?: Record<string, unknown>) {
    return new Promise<{ data?: unknown; errors?: unknown[] }>((resolve, reject) => {
      let result: { data?: unknown; errors?: unknown[] } | undefined;
      c.subscribe({ query, variables }, {
        next: (r) => (result = r as typeof result),
        error: reject,
        complete: () => resolve(result!),
      });
    });
  }

  it("serves a valid key given in the connection params", async () => {
    const { key, program } = await server.program("Affiliate");
    const res = await once(client({ Authorization: `Bearer ${key}` }), print(KeyCheckDocument));
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({ test: { program: { number: program.id, type: "AFFILIATE" } } });
  });

  it("serves a valid key given in the Authorization header of the upgrade request", async () => {
    const { key, program } = await server.program("Affiliate");
    const res = await once(client(undefined, { authorization: `Bearer ${key}` }), print(KeyCheckDocument));
    expect(res.data).toMatchObject({ test: { program: { number: program.id } } });
  });

  it("refuses the connection (4403 Forbidden) without a valid key, before any operation runs", async () => {
    const { key, apiKey } = await server.program("Affiliate");
    const revoked = await server.program("Affiliate");
    await revokeApiKey(server.app, revoked.apiKey.id);
    const cases: [string, Record<string, unknown> | undefined][] = [
      ["no connection params", undefined],
      ["no Authorization", { other: "x" }],
      ["malformed", { Authorization: key }],
      ["unknown key", { Authorization: "Bearer rk_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB" }],
      ["wrong secret", { Authorization: `Bearer ${apiKey.prefix}_${"x".repeat(32)}` }],
      ["revoked key", { Authorization: `Bearer ${revoked.key}` }],
    ];
    for (const [what, params] of cases) {
      const closed = await once(client(params), print(PartnerCreateDocument), { input: { email: "ws-intruder@example.com" } }).then(
        (r) => ({ result: r }),
        (e: { code?: number; reason?: string }) => e,
      );
      expect(closed, what).toMatchObject({ code: 4403, reason: "Forbidden" });
    }
    expect((await server.gql(key, PartnerListDocument, {})).data!.partners.totalCount).toBe(0);
    const fresh = await issueApiKey(server.app.database.prisma, revoked.program.id);
    expect((await server.gql(fresh.key, PartnerListDocument, {})).data!.partners.totalCount).toBe(0);
  });
});
