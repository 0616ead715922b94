// A request that is wrong in several ways gets the answer about the caller first: a bad key
// is a 401 and the wrong program type a 400, whatever the body.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("REST answers about the caller before the body", () => {
  it("a missing or wrong key with an invalid body is 401, not 422", async () => {
    for (const key of [null, "rk_wrongwrongwrong_wrongwrongwrongwrongwrongwrongwr"]) {
      const res = await server.rest(key, "POST", "/v1/partners", {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 0, message: "Unauthenticated." });
    }
  });

  it("the wrong program type with an invalid body is the program-type 400, not 422", async () => {
    const { key } = await server.program("Newsletter");
    const cases: [string, string, string][] = [
      ["POST", "/v1/partners", "Partners is not available for Newsletter programs"],
      ["POST", "/v1/partners:invite", "Partner invitations is not available for Newsletter programs"],
      ["POST", "/v1/partners/x/reward", "Partners is not available for Newsletter programs"],
      ["POST", "/v1/leads", "Leads is not available for Newsletter programs"],
      ["POST", "/v1/customers/x/balance/credit", "Customer balance is not available for Newsletter programs"],
    ];
    for (const [method, path, message] of cases) {
      const res = await server.rest(key, method, path, {});
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: { status: 0, message } });
    }
  });

  it("the right key and type with an invalid body is still the 422 naming the field", async () => {
    const { key } = await server.program("Affiliate");
    const res = await server.rest(key, "POST", "/v1/partners", {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty("email");
  });
});
