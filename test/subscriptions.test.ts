// Live events: a change writes its outbox event in its transaction; the
// dispatcher moves committed events to pub/sub (woken by the commit itself),
// and the `events` subscription delivers them over graphql-ws and SSE, to the change's own
// program only.
import { print } from "graphql";
import type { Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { sseStream, wsClient as wsClientOf, wsStream, type Stream } from "./helpers/streams.js";
import { revokeApiKey } from "../src/modules/auth/api-keys.service.js";
import { KeyCheckDocument } from "./generated/graphql.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** waits until the predicate holds, polling; fails with what was seen after `ms` */
async function until<T>(what: string, read: () => T[], ok: (items: T[]) => boolean, ms = 8000): Promise<T[]> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (ok(read())) return read();
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(read(), null, 1)}`);
}

type Subscriber = Stream;

const open: Subscriber[] = [];
afterEach(() => open.splice(0).forEach((s) => s.close()));

const wsClient = (key: string): Client => wsClientOf(server, key);

function subscribeWs(key: string, types?: string[], client = wsClient(key)): Subscriber {
  const sub = wsStream(server, key, types, client);
  open.push(sub);
  return sub;
}

async function subscribeSse(key: string, types?: string[]): Promise<Subscriber & { status: number }> {
  const sub = await sseStream(server, key, "POST", types);
  open.push(sub);
  return sub;
}

let seq = 0;
async function createPartner(key: string, name = "Live") {
  const email = `live${++seq}-${Date.now()}@example.com`;
  const res = await server.rest(key, "POST", "/v1/partners", { email, name });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; key: string; email: string; name: string; created_at: string };
}

/**
 * A subscription is live once the server has registered it, which the client is not told.
 * Creates partners until one of them is heard; later events are then never missed.
 */
async function waitLive(key: string, sub: Subscriber) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const probe = await createPartner(key, "probe");
    try {
      await until("the probe", () => sub.events, (e) => e.some((x) => x.resourceId === probe.id), 1500);
      return;
    } catch {
      /* not yet subscribed: try again */
    }
  }
  throw new Error(`subscription never became live; errors: ${JSON.stringify(sub.errors)}`);
}

for (const transport of ["graphql-ws", "SSE"] as const) {
  describe(`events over ${transport}`, () => {
    const subscribe = (key: string, types?: string[]) => (transport === "SSE" ? subscribeSse(key, types) : Promise.resolve(subscribeWs(key, types)));

    it("delivers partner.created for a partner created through REST with the program's key", async () => {
      const { key } = await server.program("Affiliate");
      const sub = await subscribe(key);
      await waitLive(key, sub);

      const partner = await createPartner(key, "Heard");
      const events = await until("partner.created", () => sub.events, (e) => e.some((x) => x.resourceId === partner.id));
      const event = events.find((x) => x.resourceId === partner.id)!;
      expect(event).toMatchObject({ type: "partner.created", resourceType: "PARTNER", resourceId: partner.id });
      expect(event.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
      expect(event.payload).toMatchObject({ id: partner.id, key: partner.key, email: partner.email, name: "Heard", status: "active" });
      // the payload never carries secrets or internal keys
      for (const field of Object.keys(event.payload as object)) expect(field).not.toMatch(/password|uid|program/i);
      expect(sub.errors).toEqual([]);
    });

    it("does not deliver another program's events", async () => {
      const a = await server.program("Affiliate", "Listener");
      const b = await server.program("Affiliate", "Other");
      const subA = await subscribe(a.key);
      const subB = await subscribe(b.key);
      await waitLive(a.key, subA);
      await waitLive(b.key, subB);
      const heardByA = subA.events.length;

      // B's change commits before A's, and events are dispatched in commit order: by the time
      // A hears its own, B's has been published
      const ofB = await createPartner(b.key, "B's");
      const ofA = await createPartner(a.key, "A's");
      await until("A's event", () => subA.events, (e) => e.some((x) => x.resourceId === ofA.id));
      await until("B's event at B", () => subB.events, (e) => e.some((x) => x.resourceId === ofB.id));

      const later = subA.events.slice(heardByA);
      expect(later.map((e) => [e.type, e.resourceId])).toEqual([["partner.created", ofA.id]]);
      expect(subA.events.map((e) => e.resourceId)).not.toContain(ofB.id);
      expect(subB.events.map((e) => e.resourceId)).not.toContain(ofA.id);
    });

    it("delivers the changes that follow, in order, and only the asked types", async () => {
      const { key } = await server.program("Affiliate");
      const all = await subscribe(key);
      const updates = await subscribe(key, ["partner.updated", "reward.created"]);
      await waitLive(key, all);
      const p = await createPartner(key, "Changing");
      // `updates` hears no partner.created, so make it live on its own kind of event
      const deadline = Date.now() + 10_000;
      let warming = 0;
      while (!updates.events.length && Date.now() < deadline) {
        await server.rest(key, "PUT", `/v1/partners/${p.id}`, { name: "warming" });
        warming++;
        await sleep(500);
      }
      await until("the warming events", () => all.events, (e) => e.filter((x) => x.type === "partner.updated").length === warming);
      const seenAll = all.events.length;
      const seenUpdates = updates.events.length;

      expect((await server.rest(key, "PUT", `/v1/partners/${p.id}`, { name: "Renamed" })).status).toBe(200);
      expect((await server.rest(key, "POST", `/v1/partners/${p.id}/archive`)).status).toBe(200);
      expect((await server.rest(key, "POST", `/v1/partners/${p.id}/reward`, { amount: 5 })).status).toBe(200);
      expect((await server.rest(key, "DELETE", `/v1/partners/${p.id}`)).status).toBe(200);

      const got = await until("four events", () => all.events.slice(seenAll), (e) => e.length >= 4);
      expect(got.map((e) => e.type)).toEqual(["partner.updated", "partner.archived", "reward.created", "partner.deleted"]);
      expect(got[0]!.payload).toMatchObject({ name: "Renamed" });
      expect(got[1]!.payload).toMatchObject({ status: "archived" });
      expect(got[2]!.payload).toMatchObject({ amount: 5, partner: p.id, kind: "bonus" });
      expect(got[3]!.payload).toMatchObject({ status: "deleted" });

      const filtered = await until("two filtered events", () => updates.events.slice(seenUpdates), (e) => e.length >= 2);
      await sleep(300);
      expect(updates.events.slice(seenUpdates).map((e) => e.type)).toEqual(["partner.updated", "reward.created"]);
      expect(filtered.every((e) => e.type !== "partner.created")).toBe(true);
    });
  });
}

describe("SSE specifics", () => {
  it("answers the subscription with an event stream", async () => {
    const { key } = await server.program("Affiliate");
    const sub = await subscribeSse(key);
    expect(sub.status).toBe(200);
  });
});

describe("graphql-ws and key revocation", () => {
  it("after the key is revoked, the next operation on the open socket is refused and the socket closed (4403)", async () => {
    const { key, apiKey } = await server.program("Affiliate");
    const client = wsClient(key);
    const closed: { code: number; reason: string }[] = [];
    client.on("closed", (e) => closed.push(e as { code: number; reason: string }));
    const live = subscribeWs(key, undefined, client);
    await waitLive(key, live);

    await revokeApiKey(server.app, apiKey.id);
    const outcome = await new Promise<{ errors?: unknown; closed?: unknown }>((resolve) => {
      client.subscribe(
        { query: print(KeyCheckDocument) },
        {
          next: () => {},
          error: (e) => resolve(Array.isArray(e) ? { errors: e } : { closed: e }),
          complete: () => resolve({}),
        },
      );
    });
    expect(outcome.errors).toEqual([expect.objectContaining({ message: "Unauthenticated.", extensions: expect.objectContaining({ code: "UNAUTHENTICATED" }) })]);
    await until("the socket to close", () => closed, (c) => c.length > 0, 3000);
    expect(closed[0]).toMatchObject({ code: 4403, reason: "Forbidden" });
    // the live subscription ended with the socket
    await until("the subscription to end", () => live.errors, (e) => e.length > 0, 3000);
    expect(live.errors[0]).toMatchObject({ code: 4403 });
  });
});
