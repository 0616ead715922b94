// A program has at most WEBHOOK_MAX_PER_PROGRAM webhooks: one more is a 422 naming `webhooks` on
// REST, a NOT_ALLOWED user error on GraphQL (no field of the input is at fault), and is not
// stored; another program's count is its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_MAX_PER_PROGRAM: "3" } });
});
afterAll(() => server.close());

const hook = (key: string) => ({ key, name: key, url: "https://hooks.example.com/rally", events: ["partner.created"] });

describe("webhooks per program", () => {
  it("refuses one more than WEBHOOK_MAX_PER_PROGRAM on both surfaces, REST naming the field", async () => {
    const { key } = await server.program();
    for (const k of ["a", "b", "c"]) expect((await server.rest(key, "POST", "/v1/webhooks", hook(k))).status).toBe(200);

    const over = await server.rest(key, "POST", "/v1/webhooks", hook("d"));
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ status: 0, errors: { webhooks: ["A program may have at most 3 webhooks: delete one first."] } });
    const gql = await server.gql<any, any>(key, parse(`mutation { webhookCreate(input: { key: "e", name: "E", url: "https://hooks.example.com/e", events: [PARTNER_CREATED] }) { webhook { key } signingSecret userErrors { field message code } } }`) as never); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(gql.data.webhookCreate).toEqual({ webhook: null, signingSecret: null, userErrors: [{ field: null, message: expect.stringContaining("at most 3"), code: "NOT_ALLOWED" }] });
    const listed = await server.rest(key, "GET", "/v1/webhooks?limit=100");
    expect(listed.body.data.map((w: { key: string }) => w.key).sort()).toEqual(["a", "b", "c"]);

    // another program is not counted against this one
    const other = await server.program();
    expect((await server.rest(other.key, "POST", "/v1/webhooks", hook("a"))).status).toBe(200);
    // a deleted webhook frees its place
    expect((await server.rest(key, "DELETE", "/v1/webhooks/a")).status).toBe(200);
    expect((await server.rest(key, "POST", "/v1/webhooks", hook("d"))).status).toBe(200);
  });

  it("holds under creations sent at once", async () => {
    const { key } = await server.program();
    const answers = await Promise.all(["a", "b", "c", "d", "e", "f"].map((k) => server.rest(key, "POST", "/v1/webhooks", hook(k))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(3);
    expect((await server.rest(key, "GET", "/v1/webhooks")).body.meta.total).toBe(3);
  });
});
