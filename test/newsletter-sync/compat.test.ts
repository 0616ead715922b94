// What the official PHP SDK expects of subscribers (the email service's id sent as
// `identifier`, found again by it) and `esp_type` in a newsletter program's details.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProgramEspTypeDocument } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("identifier on subscribers", () => {
  it("creates a subscriber whose id is the identifier, finds, updates and deletes it by it", async () => {
    const { key } = await server.program("Newsletter");
    const created = await server.rest(key, "POST", "/v1/subscribers", { email: "ann@example.com", identifier: "mc-8a25ff1d98", name: "Ann" });
    expect(created.status).toBe(200);
    expect(created.body.data.id).toBe("mc-8a25ff1d98");
    const found = await server.rest(key, "GET", "/v1/subscribers/mc-8a25ff1d98");
    expect(found.body.data.email).toBe("ann@example.com");
    const updated = await server.rest(key, "PUT", "/v1/subscribers", { identifier: "mc-8a25ff1d98", update: { name: "Ann Lee" } });
    expect(updated.status).toBe(200);
    expect((await server.rest(key, "GET", "/v1/subscribers:search?identifier=mc-8a25ff1d98")).body.data.name).toBe("Ann Lee");
    expect((await server.rest(key, "DELETE", "/v1/subscribers", { identifier: "mc-8a25ff1d98" })).status).toBe(200);
    expect((await server.rest(key, "GET", "/v1/subscribers/mc-8a25ff1d98")).status).toBe(404);
  });

  it("refuses an identifier that disagrees with the id, or is no id, naming the field, and creates nothing", async () => {
    const { key } = await server.program("Newsletter");
    const both = await server.rest(key, "POST", "/v1/subscribers", { email: "bo@example.com", id: "a-1", identifier: "b-2" });
    expect(both.status).toBe(422);
    expect(JSON.stringify(both.body)).toContain("identifier");
    const bad = await server.rest(key, "POST", "/v1/subscribers", { email: "bo@example.com", identifier: "no spaces/slashes" });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("The identifier may contain only");
    expect((await server.rest(key, "GET", "/v1/subscribers")).body.data).toEqual([]);
    // the same value twice is one id
    expect((await server.rest(key, "POST", "/v1/subscribers", { email: "bo@example.com", id: "a-1", identifier: "a-1" })).body.data.id).toBe("a-1");
  });
});

describe("esp_type", () => {
  it("is custom for a newsletter program with no email service, on REST and GraphQL, and null for other types", async () => {
    const { key } = await server.program("Newsletter");
    const rest = await server.rest(key, "GET", "/v1/program");
    expect(rest.body.data.program.esp_type).toBe("custom");
    const gql = await server.gql(key, ProgramEspTypeDocument);
    expect(gql.data?.program.program.espType).toBe("CUSTOM");
    const other = await server.program("Affiliate");
    expect((await server.rest(other.key, "GET", "/v1/program")).body.data.program.esp_type).toBeNull();
  });
});
