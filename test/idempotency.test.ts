// Idempotency-Key on every write (Stripe's rules), over real HTTP: a retry of the same request
// replays the first response (Idempotent-Replayed: true) and changes nothing; the same key with
// another request is a 422 naming the header; while the first runs a retry is a 409; keys are
// per API key, kept in the database (a restart keeps them) for IDEMPOTENCY_TTL_HOURS; GraphQL
// mutations take the header too, queries ignore it; requests without it cost no statement.
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IdempotencyKeyInUseError, idempotent, requestHash } from "../src/http/idempotency.js";
import { LeadSettingsUpdateDocument, PartnerCreateDocument, PartnerListDocument } from "./generated/graphql.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

const HOUR = 3_600_000;
let clock = new Date("2026-11-23T12:00:00.000Z");
let queries: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, onQuery: (sql) => queries.push(sql) });
});
afterAll(() => server.close());

let seq = 0;
const newKey = () => `key-${Date.now().toString(36)}-${++seq}`;

async function affiliate(on: TestServer = server) {
  const { key, program } = await on.program("Affiliate");
  const send = (method: string, path: string, body: unknown, idempotencyKey?: string) =>
    on.rest(key, method, path, body, idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey });
  const partners = (email?: string) => on.app.database.prisma.partner.count({ where: { programId: program.id, ...(email ? { email } : {}) } });
  return { key, program, send, partners };
}

async function graphql(key: string, query: string, variables: unknown, idempotencyKey?: string) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${key}`,
      ...(idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe("REST writes with an Idempotency-Key", () => {
  it("replays the first response to the same request, and creates one partner", async () => {
    const { send, partners } = await affiliate();
    const key = newKey();
    const first = await send("POST", "/v1/partners", { email: "once@example.com", name: "Once", tags: ["a"] }, key);
    expect([200, 201]).toContain(first.status);
    expect(first.headers.get("idempotent-replayed")).toBeNull();

    // the same JSON with other key order and whitespace is the same request
    const retry = await send("POST", "/v1/partners", ' { "tags": ["a"],  "name": "Once", "email": "once@example.com" }', key);
    expect(retry.status).toBe(first.status);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("content-type")).toBe("application/json");
    expect(await partners("once@example.com")).toBe(1);
  });

  it("refuses the same key with another request: 422 naming Idempotency-Key, nothing created", async () => {
    const { send, partners } = await affiliate();
    const key = newKey();
    expect([200, 201]).toContain((await send("POST", "/v1/partners", { email: "first@example.com" }, key)).status);
    const other = await send("POST", "/v1/partners", { email: "second@example.com" }, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ status: 0, message: expect.any(String), errors: { "Idempotency-Key": [expect.any(String)] } });
    expect(await partners("second@example.com")).toBe(0);
    // another path or method with the key is another request too
    expect((await send("POST", "/v1/partner", { email: "first@example.com" }, key)).status).toBe(422);
  });

  it("runs one of ten requests sent at once; the others get 409 or the replay", async () => {
    const { send, partners } = await affiliate();
    const key = newKey();
    const all = await Promise.all(Array.from({ length: 10 }, () => send("POST", "/v1/partners", { email: "race@example.com" }, key)));
    expect(await partners("race@example.com")).toBe(1);
    const ran = all.filter((r) => r.status !== 409 && r.headers.get("idempotent-replayed") !== "true");
    expect(ran).toHaveLength(1);
    expect([200, 201]).toContain(ran[0]!.status);
    for (const r of all) {
      if (r === ran[0]) continue;
      if (r.status === 409) {
        expect(r.body).toEqual({ status: 0, message: expect.stringMatching(/still being processed/) });
      } else {
        expect(r.status).toBe(ran[0]!.status);
        expect(r.body).toEqual(ran[0]!.body);
      }
    }
  });

  it("answers 409 while the key's first request runs (another instance), and runs within seconds once its process died", async () => {
    const { send, partners, key: apiKey } = await affiliate();
    const apiKeyId = (await server.app.database.prisma.apiKey.findFirstOrThrow({ where: { prefix: apiKey.slice(0, 15) } })).id;
    const key = newKey();
    const body = { email: "inflight@example.com" };
    const hash = requestHash({ method: "POST", path: "/v1/partners", body });
    // the row a running request holds: no status yet, its lease (10 s by default) just taken
    await server.app.database.prisma.idempotencyKey.create({ data: { apiKeyId, key, requestHash: hash, createdAt: clock, lockedUntil: new Date(clock.getTime() + 10_000) } });
    const busy = await send("POST", "/v1/partners", body, key);
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ status: 0, message: expect.stringMatching(/Idempotency-Key is still being processed/) });
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(await partners("inflight@example.com")).toBe(0);

    // its process died and renews the lease no more: seconds later the key is taken over
    const saved = clock;
    clock = new Date(saved.getTime() + 11_000);
    try {
      const ran = await send("POST", "/v1/partners", body, key);
      expect([200, 201]).toContain(ran.status);
      expect(await partners("inflight@example.com")).toBe(1);
    } finally {
      clock = saved;
    }
  });

  it("keys of another API key are independent", async () => {
    const a = await affiliate();
    const b = await affiliate();
    const key = newKey();
    const body = { email: "shared@example.com" };
    expect([200, 201]).toContain((await a.send("POST", "/v1/partners", body, key)).status);
    const other = await b.send("POST", "/v1/partners", { email: "other@example.com" }, key);
    expect([200, 201]).toContain(other.status);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await b.partners("other@example.com")).toBe(1);
  });

  it("replays a 422 answer too", async () => {
    const { send, partners } = await affiliate();
    const key = newKey();
    const first = await send("POST", "/v1/partners", { email: "not-an-email" }, key);
    expect(first.status).toBe(422);
    expect(first.body.errors.email).toBeDefined();
    const retry = await send("POST", "/v1/partners", { email: "not-an-email" }, key);
    expect(retry.status).toBe(422);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await partners()).toBe(0);
  });

  it("replays a PUT and a DELETE (the ack envelope), which would otherwise answer differently", async () => {
    const { send } = await affiliate();
    expect([200, 201]).toContain((await send("POST", "/v1/partners", { email: "put@example.com", id: "p-1" })).status);

    const putKey = newKey();
    const put = await send("PUT", "/v1/partners/p-1", { name: "Renamed" }, putKey);
    expect(put.status).toBe(200);
    expect(put.body.data.name).toBe("Renamed");
    const putAgain = await send("PUT", "/v1/partners/p-1", { name: "Renamed" }, putKey);
    expect(putAgain.headers.get("idempotent-replayed")).toBe("true");
    expect(putAgain.body).toEqual(put.body);

    const deleteKey = newKey();
    const del = await send("DELETE", "/v1/partners/p-1", undefined, deleteKey);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ status: 1 });
    const delAgain = await send("DELETE", "/v1/partners/p-1", undefined, deleteKey);
    expect(delAgain.status).toBe(200);
    expect(delAgain.body).toEqual({ status: 1 });
    expect(delAgain.headers.get("idempotent-replayed")).toBe("true");
    // without the key the second delete runs: the partner is gone
    expect((await send("DELETE", "/v1/partners/p-1", undefined)).status).toBe(404);
  });

  it("takes the key on a legacy GET that runs a mutation (GET /v1/leads/reject)", async () => {
    const { key, send } = await affiliate();
    expect([200, 201]).toContain((await send("POST", "/v1/partners", { email: "lp@example.com", key: "lpk" })).status);
    const settings = await server.gql(key, LeadSettingsUpdateDocument, { input: { form: [], commission: { type: "PERCENT", value: 10 } } });
    expect(settings.errors).toBeUndefined();
    const lead = await send("POST", "/v1/leads", { name: "Lee", email: "lee@example.com", partner: { key: "lpk" } });
    expect([200, 201], JSON.stringify(lead.body)).toContain(lead.status);
    const idem = newKey();
    const first = await send("GET", `/v1/leads/reject?id=${lead.body.data.id}`, undefined, idem);
    expect(first.status).toBe(200);
    const retry = await send("GET", `/v1/leads/reject?id=${lead.body.data.id}`, undefined, idem);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
  });

  it("refuses a malformed key, naming the header, and creates nothing", async () => {
    const { send, partners } = await affiliate();
    for (const bad of ["x".repeat(256), "caf\u00e9"]) {
      const res = await send("POST", "/v1/partners", { email: "bad-key@example.com" }, bad);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 0, errors: { "Idempotency-Key": [expect.stringMatching(/printable ASCII/)] } });
    }
    expect((await send("POST", "/v1/partners", { email: "edge@example.com" }, "k".repeat(255))).status).toBeLessThan(300);
    expect(await partners("bad-key@example.com")).toBe(0);
  });

  it("stores nothing for a request without a valid API key", async () => {
    const key = newKey();
    const before = await server.app.database.prisma.idempotencyKey.count({ where: { key } });
    const res = await server.rest("rk_nope_nope_nope_nope", "POST", "/v1/partners", { email: "anon@example.com" }, { "Idempotency-Key": key });
    expect(res.status).toBe(401);
    expect(await server.app.database.prisma.idempotencyKey.count({ where: { key } })).toBe(before);
  });

  it("costs no statement without the header, and leaves reads alone with it", async () => {
    const { send } = await affiliate();
    queries = [];
    expect([200, 201]).toContain((await send("POST", "/v1/partners", { email: "plain@example.com" })).status);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((q) => q.includes("IdempotencyKey"))).toEqual([]);

    queries = [];
    const read = await send("GET", "/v1/partners", undefined, newKey());
    expect(read.status).toBe(200);
    expect(read.headers.get("idempotent-replayed")).toBeNull();
    expect(queries.filter((q) => q.includes("IdempotencyKey"))).toEqual([]);
  });

  it("runs the key again once it has expired (IDEMPOTENCY_TTL_HOURS, 24 by default)", async () => {
    const { send, partners } = await affiliate();
    const key = newKey();
    const saved = clock;
    try {
      expect([200, 201]).toContain((await send("POST", "/v1/partners", { email: "day-one@example.com" }, key)).status);
      clock = new Date(saved.getTime() + 23 * HOUR);
      expect((await send("POST", "/v1/partners", { email: "day-one@example.com" }, key)).headers.get("idempotent-replayed")).toBe("true");
      expect((await send("POST", "/v1/partners", { email: "day-two@example.com" }, key)).status).toBe(422);

      clock = new Date(saved.getTime() + 25 * HOUR);
      const later = await send("POST", "/v1/partners", { email: "day-two@example.com" }, key);
      expect([200, 201]).toContain(later.status);
      expect(later.headers.get("idempotent-replayed")).toBeNull();
      expect(await partners("day-two@example.com")).toBe(1);
      // and the new request is the one remembered now
      expect((await send("POST", "/v1/partners", { email: "day-two@example.com" }, key)).headers.get("idempotent-replayed")).toBe("true");
    } finally {
      clock = saved;
    }
  });
});

describe("GraphQL mutations with an Idempotency-Key", () => {
  const create = print(PartnerCreateDocument);
  const list = print(PartnerListDocument);

  it("replays a mutation's first response", async () => {
    const { key, partners } = await affiliate();
    const idem = newKey();
    const first = await graphql(key, create, { input: { email: "gql@example.com" } }, idem);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).data.partnerCreate.partner.email).toBe("gql@example.com");
    const retry = await graphql(key, create, { input: { email: "gql@example.com" } }, idem);
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(await partners("gql@example.com")).toBe(1);

    const other = await graphql(key, create, { input: { email: "gql-other@example.com" } }, idem);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text).errors[0].extensions).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", errors: { "Idempotency-Key": [expect.any(String)] } });
    expect(await partners("gql-other@example.com")).toBe(0);

    const malformed = await graphql(key, create, { input: { email: "gql-bad@example.com" } }, "x".repeat(256));
    expect(malformed.status).toBe(422);
    expect(JSON.parse(malformed.text).errors[0].extensions).toMatchObject({ code: "VALIDATION_FAILED", errors: { "Idempotency-Key": [expect.any(String)] } });
    expect(await partners("gql-bad@example.com")).toBe(0);
  });

  it("ignores the header on a query", async () => {
    const { key } = await affiliate();
    const idem = newKey();
    const first = await graphql(key, list, {}, idem);
    expect(first.status).toBe(200);
    const second = await graphql(key, list, { first: 5 }, idem);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(await server.app.database.prisma.idempotencyKey.count({ where: { key: idem } })).toBe(0);
  });
});

describe("across a restart", () => {
  it("a server over the same database replays what the first one answered", async () => {
    const first = await startTestServer();
    const a = await affiliate(first);
    const key = newKey();
    const answer = await a.send("POST", "/v1/partners", { email: "restart@example.com" }, key);
    expect([200, 201]).toContain(answer.status);
    const data = await first.closeKeepingData();

    const second = await startTestServer({ data });
    try {
      const retry = await second.rest(a.key, "POST", "/v1/partners", { email: "restart@example.com" }, { "Idempotency-Key": key });
      expect(retry.status).toBe(answer.status);
      expect(retry.body).toEqual(answer.body);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(await second.app.database.prisma.partner.count({ where: { programId: a.program.id } })).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe("the key's lease", () => {
  it("is renewed while a long request runs: a retry past the lease still gets 409, and the request runs once", async () => {
    const live = await startTestServer({ env: { IDEMPOTENCY_LEASE_MS: "1000" } });
    try {
      const { apiKey } = await live.program("Affiliate");
      const req = { apiKeyId: apiKey.id, key: newKey(), requestHash: "h" };
      let runs = 0;
      const slow = () => {
        runs++;
        return new Promise<Response>((ok) => setTimeout(() => ok(Response.json({ ok: true })), 3000));
      };
      const first = idempotent(live.app, req, slow);
      await new Promise((ok) => setTimeout(ok, 2200)); // twice the lease
      await expect(idempotent(live.app, req, slow)).rejects.toBeInstanceOf(IdempotencyKeyInUseError);
      expect((await first).status).toBe(200);
      const replay = await idempotent(live.app, req, slow);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(runs).toBe(1);
    } finally {
      await live.close();
    }
  });
});
