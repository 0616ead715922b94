// Events written while a webhook is off are not delivered when it comes back (as Stripe does),
// but a replay since a time queues them: those of its program, of the types it listens to,
// from then on, that it has not had; once each, on REST and GraphQL. `since` is required,
// within 30 days and not in the future (422 naming it). Another program's key can neither
// replay nor see the webhook, and a replay never reaches another program's events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ALLOW_LOOPBACK, settle, startReceiver, validBodySignature } from "./support.js";

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startTestServer({ env: ALLOW_LOOPBACK });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function setup(path: string) {
  const { key, program } = await server.program();
  const api = async (method: string, p: string, body?: unknown) => server.rest(key, method, p, body);
  const hook = (await api("POST", "/v1/webhooks", { key: "crm", name: "CRM", url: `${receiver.url}${path}`, events: ["partner.created"] })).body.data;
  const got = () => receiver.received.filter((r) => r.path === path);
  const gql = (query: string, variables?: Json) => server.gql<any, any>(key, parse(query) as never, variables); // eslint-disable-line @typescript-eslint/no-explicit-any
  return { key, program, api, gql, secret: hook.signature as string, got };
}

/** the creation time of the program's last event of a partner */
async function eventTime(programId: number, partner: string): Promise<Date> {
  const e = await server.app.database.prisma.outboxEvent.findFirstOrThrow({ where: { programId, resourceId: partner }, orderBy: { id: "desc" } });
  return e.createdAt;
}

describe("replaying a webhook's missed events", () => {
  it("queues, once, the events since a time that it listens to and missed while off (REST)", async () => {
    const s = await setup("/replay-rest");
    expect((await s.api("PUT", "/v1/webhooks/crm", { is_active: false })).status).toBe(200);
    await s.api("POST", "/v1/partners", { email: "early@example.com", id: "early" });
    await settle(server);
    const since = new Date((await eventTime(s.program.id, "early")).getTime() + 1);
    await s.api("POST", "/v1/partners", { email: "ann@example.com", id: "ann" });
    await s.api("POST", "/v1/partners", { email: "bob@example.com", id: "bob" });
    await s.api("PUT", "/v1/partners/ann", { name: "Ann" }); // partner.updated: not listened to
    await settle(server);
    expect((await s.api("PUT", "/v1/webhooks/crm", { is_active: true })).status).toBe(200);
    await settle(server);
    expect(s.got()).toHaveLength(0); // coming back on does not send what it missed

    const replayed = await s.api("POST", "/v1/webhooks/crm/replay", { since: since.toISOString() });
    expect(replayed).toMatchObject({ status: 200, body: { status: 1, data: 2 } });
    await settle(server);
    expect(s.got().map((r) => r.body.data.id).sort()).toEqual(["ann", "bob"]);
    expect(s.got().every((r) => r.body.event === "partner.created" && validBodySignature(s.secret, r))).toBe(true);
    // nothing twice
    expect((await s.api("POST", "/v1/webhooks/crm/replay", { since: since.toISOString() })).body.data).toBe(0);
    // the log shows them as this webhook's deliveries
    expect((await s.api("GET", "/v1/webhooks/crm/deliveries")).body.meta.total).toBe(2);
  });

  it("is a GraphQL mutation too", async () => {
    const s = await setup("/replay-gql");
    const id = (await s.gql(`{ webhook(by: { key: "crm" }) { id } }`)).data.webhook.id;
    const toggle = (on: boolean) => s.gql(`mutation($id: ID!, $on: Boolean) { webhookUpdate(input: { id: $id, isActive: $on }) { webhook { isActive } userErrors { field } } }`, { id, on });
    expect((await toggle(false)).data.webhookUpdate).toEqual({ webhook: { isActive: false }, userErrors: [] });
    const since = new Date(Date.now() - 60_000).toISOString();
    await s.api("POST", "/v1/partners", { email: "cat@example.com", id: "cat" });
    await settle(server);
    await toggle(true);
    const res = await s.gql(`mutation ($id: ID!, $since: DateTime!) { webhookReplay(input: { id: $id, since: $since }) { queuedCount userErrors { field } } }`, { id, since });
    expect(res.data).toEqual({ webhookReplay: { queuedCount: 1, userErrors: [] } });
    await settle(server);
    expect(s.got().map((r) => r.body.data.id)).toEqual(["cat"]);
  });

  it("refuses a missing, invalid, too old or future since, naming it, and queues nothing", async () => {
    const s = await setup("/replay-bad");
    const day = 86_400_000;
    for (const [body, message] of [
      [{}, "The since field is required."],
      [{ since: "yesterday" }, undefined],
      [{ since: new Date(Date.now() - 31 * day).toISOString() }, "The since field must be within the last 30 days."],
      [{ since: new Date(Date.now() + day).toISOString() }, "The since field must not be in the future."],
    ] as const) {
      const res = await s.api("POST", "/v1/webhooks/crm/replay", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["since"]);
      if (message) expect(res.body.errors.since).toEqual([message]);
    }
    const id = (await s.gql(`{ webhook(by: { key: "crm" }) { id } }`)).data.webhook.id;
    const gql = await s.gql(`mutation($id: ID!, $since: DateTime!) { webhookReplay(input: { id: $id, since: $since }) { queuedCount userErrors { field message code } } }`, {
      id,
      since: new Date(Date.now() - 31 * day).toISOString(),
    });
    expect(gql.data.webhookReplay).toEqual({ queuedCount: null, userErrors: [{ field: ["input", "since"], message: "The since field must be within the last 30 days.", code: "INVALID" }] });
    expect((await s.api("GET", "/v1/webhooks/crm/deliveries")).body.meta.total).toBe(0);
  });

  it("stays within the key's program: another program can neither replay nor see the webhook, nor get its events", async () => {
    const a = await setup("/replay-a");
    await a.api("PUT", "/v1/webhooks/crm", { is_active: false });
    const since = new Date(Date.now() - 60_000).toISOString();
    await a.api("POST", "/v1/partners", { email: "dan@example.com", id: "dan" });
    await settle(server);
    await a.api("PUT", "/v1/webhooks/crm", { is_active: true });

    const { key: otherKey } = await server.program();
    expect((await server.rest(otherKey, "POST", "/v1/webhooks/crm/replay", { since })).status).toBe(404);
    expect((await server.rest(otherKey, "GET", "/v1/webhooks/crm")).status).toBe(404);
    const id = (await a.gql(`{ webhook(by: { key: "crm" }) { id } }`)).data.webhook.id;
    const otherGql = (query: string) => server.gql<any, any>(otherKey, parse(query) as never, { id, since }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect((await otherGql(`mutation($id: ID!, $since: DateTime!) { webhookReplay(input: { id: $id, since: $since }) { queuedCount userErrors { code } } }`)).data).toEqual({
      webhookReplay: { queuedCount: null, userErrors: [{ code: "NOT_FOUND" }] },
    });
    expect((await otherGql(`query($id: ID!) { webhook(by: { id: $id }) { key } node(id: $id) { id } }`)).data).toEqual({ webhook: null, node: null });
    // a webhook of the same key in the other program replays the other program's events only
    const b = await setup("/replay-b");
    expect((await b.api("POST", "/v1/webhooks/crm/replay", { since })).body.data).toBe(0);
    await settle(server);
    expect(b.got()).toHaveLength(0);
    expect(a.got()).toHaveLength(0);
    expect((await a.api("POST", "/v1/webhooks/crm/replay", { since })).body.data).toBe(1);
  });
});
