// Requests per API key per minute (RATE_LIMIT_PER_MINUTE): past the limit REST answers 429
// with Retry-After and the one error body, GraphQL likewise; other keys go on.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { print } from "graphql";
import { KeyCheckDocument, PartnerCreateBriefDocument } from "./generated/graphql.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
});
afterAll(() => server.close());

describe("rate limit per API key", () => {
  it("answers 429 with Retry-After once a key is over its limit, and only for that key", async () => {
    const a = await server.program("Affiliate");
    const b = await server.program("Affiliate");
    for (let i = 0; i < 3; i++) expect((await server.rest(a.key, "GET", "/v1/test")).status).toBe(200);
    const limited = await server.rest(a.key, "GET", "/v1/test");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 0, message: "Too Many Attempts." });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const gql = await server.gql(a.key, KeyCheckDocument);
    expect(gql.status).toBe(429);
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });

    expect((await server.rest(b.key, "GET", "/v1/test")).status).toBe(200);
  });

  it("a request over the limit changes nothing", async () => {
    const { key } = await server.program("Affiliate");
    for (let i = 0; i < 3; i++) await server.rest(key, "GET", "/v1/partners");
    expect((await server.rest(key, "POST", "/v1/partners", { email: "late@example.com" })).status).toBe(429);
    const count = await server.app.database.prisma.partner.count({ where: { email: "late@example.com" } });
    expect(count).toBe(0);
  });

  it("counts a GraphQL mutation sent with an Idempotency-Key once", async () => {
    const { key } = await server.program("Affiliate");
    const send = (i: number) =>
      fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}`, "Idempotency-Key": `rate-${i}` },
        body: JSON.stringify({ query: print(PartnerCreateBriefDocument), variables: { email: `rate-${i}@example.com` } }),
      });
    for (let i = 0; i < 3; i++) expect((await send(i)).status).toBe(200);
    expect((await send(3)).status).toBe(429);
    // a refused request ran nothing, so its key is not kept: nothing to replay
    expect(await server.app.database.prisma.idempotencyKey.count({ where: { key: "rate-3" } })).toBe(0);
  });
});
