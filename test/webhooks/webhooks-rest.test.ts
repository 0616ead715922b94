// Webhook subscriptions over REST and GraphQL: create answers the
// signing secret once, list pages 10-100, read, update, delete answers {status: 1}; events of
// another program type or unknown ones are 422s naming the event, and nothing is stored.
// @database-independent: runs in the PostgreSQL pass only (the resource's paths, body forms and
// envelopes; every route's round trip runs on both databases in rest-examples.test.ts)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ALLOW_LOOPBACK } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: ALLOW_LOOPBACK });
});
afterAll(() => server.close());

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

async function client(type: "Affiliate" | "Referral" | "Newsletter" = "Affiliate") {
  const { key, program } = await server.program(type);
  return { program, key, api: (method: string, path: string, body?: unknown) => server.rest(key, method, path, body) };
}

describe("webhook subscriptions over REST", () => {
  it("creates with the signing secret, reads without it, updates and deletes", async () => {
    const { api } = await client();
    const created = await api("POST", "/v1/webhooks", { key: "crm", name: "CRM", url: "https://hooks.example.com/rally", events: ["partner.created", "transaction.created"] });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      status: 1,
      data: {
        key: "crm",
        name: "CRM",
        url: "https://hooks.example.com/rally",
        is_active: true,
        events: ["partner.created", "transaction.created"],
        disabled_at: null,
        disabled_reason: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
        signature: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      },
    });
    const { signature, ...shown } = created.body.data;
    void signature;
    const got = await api("GET", "/v1/webhooks/crm");
    expect(got.body).toEqual({ status: 1, data: shown });

    const updated = await api("PUT", "/v1/webhooks/crm", { is_active: false, events: ["lead.submitted"], name: "CRM 2" });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ key: "crm", name: "CRM 2", is_active: false, events: ["lead.submitted"] });
    expect(updated.body.data.signature).toBeUndefined();
    // the wrapped form, with the key in the body on the collection path
    const wrapped = await api("PUT", "/v1/webhooks", { key: "crm", update: { url: "http://other.example.com/x" } });
    expect(wrapped.body.data.url).toBe("http://other.example.com/x");

    expect((await api("DELETE", "/v1/webhooks/crm")).body).toEqual({ status: 1 });
    expect((await api("GET", "/v1/webhooks/crm")).status).toBe(404);
    expect((await api("DELETE", "/v1/webhooks/crm")).status).toBe(404);
  });

  it("generates a key, defaults is_active to true, and refuses a key taken", async () => {
    const { api } = await client();
    const made = await api("POST", "/v1/webhooks", { name: "n", url: "https://a.example.com", events: ["partner.created"] });
    expect(made.body.data.key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(made.body.data.is_active).toBe(true);
    const again = await api("POST", "/v1/webhooks", { key: made.body.data.key, name: "n", url: "https://a.example.com", events: ["partner.created"] });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ key: ["The key has already been taken."] });
  });

  it("lists 10 a page by default, takes 10-100, and refuses other limits", async () => {
    const { api } = await client("Newsletter");
    for (let i = 1; i <= 12; i++) await api("POST", "/v1/webhooks", { key: `w${i}`, name: `w${i}`, url: "https://a.example.com", events: ["subscriber.created"] });
    const first = await api("GET", "/v1/webhooks");
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toMatchObject({ per_page: 10, total: 12, last_page: 2 });
    expect(first.body.data[0].key).toBe("w12");
    expect(first.body.data[0].signature).toBeUndefined();
    const asc = await api("GET", "/v1/webhooks?sort=asc&page=2");
    expect(asc.body.data.map((w: { key: string }) => w.key)).toEqual(["w11", "w12"]);
    for (const limit of [9, 101]) {
      const bad = await api("GET", `/v1/webhooks?limit=${limit}`);
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(["limit"]);
    }
  });

  it("answers 422 naming each bad field, and stores nothing", async () => {
    const { api, program } = await client("Newsletter");
    const bad = await api("POST", "/v1/webhooks", { name: "", url: "ftp://files.example.com", events: ["subscriber.created", "nope.happened", "partner.created"] });
    expect(bad.status).toBe(422);
    expect(bad.body.status).toBe(0);
    expect(bad.body.message).toMatch(/^The name field .* \(and 3 more errors\)$/);
    expect(bad.body.errors).toEqual({
      name: [expect.any(String)],
      url: ["The url must be an http:// or https:// URL."],
      "events.1": ["The event nope.happened does not exist."],
      "events.2": ["The event partner.created is not available for Newsletter programs."],
    });
    // a message that does not name its field is given the field's name
    const oneEvent = await api("POST", "/v1/webhooks", { name: "x", url: "https://hooks.example.com/r", events: ["nope.happened"] });
    expect(oneEvent.body.message).toBe("The events.0 field is invalid. The event nope.happened does not exist.");
    const missing = await api("POST", "/v1/webhooks", { name: "x" });
    expect(Object.keys(missing.body.errors).sort()).toEqual(["events", "url"]);
    expect(await server.app.database.prisma.webhookSubscription.count({ where: { programId: program.id } })).toBe(0);

    await api("POST", "/v1/webhooks", { key: "ok", name: "ok", url: "https://a.example.com", events: ["subscriber.created"] });
    const badUpdate = await api("PUT", "/v1/webhooks/ok", { events: ["reward.paid", "lead.submitted"], url: "javascript:alert(1)" });
    expect(badUpdate.status).toBe(422);
    expect(Object.keys(badUpdate.body.errors).sort()).toEqual(["events.1", "url"]);
    expect((await api("GET", "/v1/webhooks/ok")).body.data).toMatchObject({ events: ["subscriber.created"], url: "https://a.example.com" });
  });

  it("never shows or changes another program's webhooks", async () => {
    const a = await client();
    const b = await client();
    await a.api("POST", "/v1/webhooks", { key: "mine", name: "a", url: "https://a.example.com", events: ["partner.created"] });
    expect((await b.api("GET", "/v1/webhooks/mine")).status).toBe(404);
    expect((await b.api("PUT", "/v1/webhooks/mine", { name: "stolen" })).status).toBe(404);
    expect((await b.api("DELETE", "/v1/webhooks/mine")).status).toBe(404);
    expect((await b.api("GET", "/v1/webhooks")).body.data).toEqual([]);
    // the same key is free in another program
    expect((await b.api("POST", "/v1/webhooks", { key: "mine", name: "b", url: "https://b.example.com", events: ["partner.created"] })).status).toBe(200);
    expect((await a.api("GET", "/v1/webhooks/mine")).body.data.name).toBe("a");
  });

  it("rotates the secret: a new one answered once", async () => {
    const { api } = await client();
    const made = await api("POST", "/v1/webhooks", { key: "r", name: "r", url: "https://a.example.com", events: ["partner.created"] });
    const rotated = await api("POST", "/v1/webhooks/r/rotate-secret");
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.signature).toMatch(/^whsec_/);
    expect(rotated.body.data.signature).not.toBe(made.body.data.signature);
  });
});

describe("webhook subscriptions over GraphQL", () => {
  it("are the same service: create, read, update, delete, and the same 422", async () => {
    const { key } = await client("Referral");
    const gql = (query: string, variables?: Record<string, unknown>) => server.gql<any, any>(key, parse(query) as never, variables); // eslint-disable-line @typescript-eslint/no-explicit-any
    const E = "userErrors { field message code }";
    const created = await gql(`mutation { webhookCreate(input: { key: "g", name: "G", url: "https://g.example.com", events: [CUSTOMER_CREATED, REWARD_CREATED] }) { webhook { id key isActive events } signingSecret ${E} } }`);
    expect(created.data.webhookCreate).toMatchObject({ webhook: { key: "g", isActive: true, events: ["CUSTOMER_CREATED", "REWARD_CREATED"] }, signingSecret: expect.stringMatching(/^whsec_/), userErrors: [] });
    const id = created.data.webhookCreate.webhook.id as string;
    expect(id).not.toBe("g");
    const listed = await gql(`{ webhooks { totalCount edges { node { id key name } } } }`);
    expect(listed.data.webhooks).toEqual({ totalCount: 1, edges: [{ node: { id, key: "g", name: "G" } }] });
    expect((await gql(`query($id: ID!) { webhook(by: { id: $id }) { key } node(id: $id) { ... on Webhook { key } } }`, { id })).data).toEqual({ webhook: { key: "g" }, node: { key: "g" } });
    const updated = await gql(`mutation($id: ID!) { webhookUpdate(input: { id: $id, isActive: false }) { webhook { isActive } ${E} } }`, { id });
    expect(updated.data.webhookUpdate).toEqual({ webhook: { isActive: false }, userErrors: [] });
    const rotated = await gql(`mutation($id: ID!) { webhookSecretRotate(input: { id: $id }) { webhook { key } signingSecret ${E} } }`, { id });
    expect(rotated.data.webhookSecretRotate).toMatchObject({ webhook: { key: "g" }, signingSecret: expect.stringMatching(/^whsec_/), userErrors: [] });
    expect(rotated.data.webhookSecretRotate.signingSecret).not.toBe(created.data.webhookCreate.signingSecret);
    const bad = await gql(`mutation { webhookCreate(input: { name: "x", url: "https://g.example.com", events: [LEAD_SUBMITTED] }) { webhook { key } signingSecret ${E} } }`);
    expect(bad.data.webhookCreate).toEqual({
      webhook: null,
      signingSecret: null,
      userErrors: [{ field: ["input", "events", "0"], message: "The event LEAD_SUBMITTED is not available for Referral programs.", code: "INVALID" }],
    });
    // an update names the event as its input gave it too, under its index
    const badUpdate = await gql(`mutation($id: ID!) { webhookUpdate(input: { id: $id, events: [CUSTOMER_CREATED, SUBSCRIBER_CREATED] }) { webhook { events } ${E} } }`, { id });
    expect(badUpdate.data.webhookUpdate).toEqual({
      webhook: null,
      userErrors: [{ field: ["input", "events", "1"], message: "The event SUBSCRIBER_CREATED is not available for Referral programs.", code: "INVALID" }],
    });
    const stats = await gql(`query($id: ID!) { webhook(by: { id: $id }) { stats { delivered failed pending } } webhookDeliveries(filter: { webhookId: $id, statuses: [FAILED] }) { totalCount } }`, { id });
    expect(stats.data).toEqual({ webhook: { stats: { delivered: 0, failed: 0, pending: 0 } }, webhookDeliveries: { totalCount: 0 } });
    expect((await gql(`mutation($id: ID!) { webhookDelete(input: { id: $id }) { deletedId ${E} } }`, { id })).data.webhookDelete).toEqual({ deletedId: id, userErrors: [] });
    expect((await gql(`{ webhook(by: { key: "g" }) { key } }`)).data).toEqual({ webhook: null });
    expect((await gql(`mutation($id: ID!) { webhookDelete(input: { id: $id }) { deletedId ${E} } }`, { id })).data.webhookDelete).toEqual({ deletedId: null, userErrors: [{ field: null, message: "Webhook not found", code: "NOT_FOUND" }] });
  });
});
