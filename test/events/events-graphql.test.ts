// The `events` subscription as a frontend uses it: event types as an enum, the record as a node,
// only one partner's events, and resuming after an event id: the events since are delivered
// first, then the live ones, each once. And the `events` query: the past events, newest first,
// paged, the newest's id being where a feed's subscription resumes.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PastEventsDocument, ProgramEventsDocument, type PastEventsQueryVariables, type ProgramEventsSubscription } from "../generated/graphql.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { createPartner, until, waitLive, wsFeed, wsStream, type Feed, type Stream } from "../helpers/streams.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const open: { close(): void }[] = [];
afterEach(() => open.splice(0).forEach((f) => f.close()));

const events = (feed: Feed<ProgramEventsSubscription>) => feed.items.map((i) => i.events);

describe("events", () => {
  it("names each event by an EventType and gives its record as a node", async () => {
    const { key } = await server.program("Affiliate");
    const stream: Stream = wsStream(server, key);
    open.push(stream);
    await waitLive(server, key, stream);
    const p = await createPartner(server, key, "Noded");
    const e = (await until("the event", () => stream.events.some((x) => x.resourceId === p.id)), stream.events.find((x) => x.resourceId === p.id)!);
    expect(e).toMatchObject({ type: "partner.created", eventType: "PARTNER_CREATED", resourceType: "PARTNER", node: { __typename: "Partner", externalId: p.id, status: "ACTIVE" } });
    expect(e.node!.id).not.toBe(p.id);
  });

  it("gives a sale's customer and transaction as nodes too", async () => {
    const s = await seed(server).affiliate();
    const stream: Stream = wsStream(server, s.key);
    open.push(stream);
    await waitLive(server, s.key, stream);
    await s.ok("POST", "/v1/customers", { key: "c2", email: "c2@example.com", partner: { key: "pk" } });
    await s.ok("POST", "/v1/transactions", { key: "sold-1", amount: 10, customer: { key: "c1" } });
    // the events of the seeded customer may arrive too (published after the stream went live): look for these
    const ofRecord = (type: string, id: string) => stream.events.find((x) => x.type === type && x.resourceId === id);
    await until("the new customer's and the sale's events", () => !!ofRecord("customer.created", "c2") && !!ofRecord("transaction.created", "sold-1"));
    expect(ofRecord("transaction.created", "sold-1")!.node).toMatchObject({ __typename: "Transaction", key: "sold-1" });
    expect(ofRecord("customer.created", "c2")!.node).toMatchObject({ __typename: "Customer", key: "c2" });
  });

  it("delivers only one partner's events with partnerId", async () => {
    const s = await seed(server).program("Affiliate");
    const [mine, other] = await s.partners(2);
    const feed = wsFeed<ProgramEventsSubscription>(server, s.key, ProgramEventsDocument, { partnerId: encodeGlobalID("Partner", mine!.uid) });
    open.push(feed);
    // the server does not say when it listens: change the partner until its event is heard
    const deadline = Date.now() + 10_000;
    let n = 0;
    while (!feed.items.length && Date.now() < deadline) {
      await s.api("PUT", `/v1/partners/${other!.id}`, { name: `other ${n}` });
      await s.api("PUT", `/v1/partners/${mine!.id}`, { name: `mine ${n++}` });
      await until("mine", () => feed.items.length > 0, 1500).catch(() => undefined);
    }
    expect(feed.errors).toEqual([]);
    expect(events(feed).every((e) => e.resourceId === mine!.id && e.type === "partner.updated")).toBe(true);
  });

  it("resumes after an event id: the events since first, then the live ones, each once", async () => {
    const { key } = await server.program("Affiliate");
    const stream = wsStream(server, key);
    open.push(stream);
    await waitLive(server, key, stream);
    const first = await createPartner(server, key, "First");
    await until("the first", () => stream.events.some((x) => x.resourceId === first.id));
    const mark = stream.events.find((x) => x.resourceId === first.id)!.id;
    const missed = [await createPartner(server, key, "Missed 1"), await createPartner(server, key, "Missed 2")];
    await until("the missed", () => missed.every((m) => stream.events.some((x) => x.resourceId === m.id)));

    const resumed = wsFeed<ProgramEventsSubscription>(server, key, ProgramEventsDocument, { after: mark, types: ["PARTNER_CREATED"] });
    open.push(resumed);
    await until("the missed events", () => resumed.items.length >= 2);
    expect(events(resumed).slice(0, 2).map((e) => e.resourceId)).toEqual(missed.map((m) => m.id));
    const live = await createPartner(server, key, "Live");
    await until("the live one", () => events(resumed).some((e) => e.resourceId === live.id));
    const ids = events(resumed).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(events(resumed).map((e) => e.resourceId)).not.toContain(first.id);

    const bad = wsFeed<ProgramEventsSubscription>(server, key, ProgramEventsDocument, { after: "not-an-id" });
    open.push(bad);
    await until("an error", () => bad.errors.length > 0);
    expect(JSON.stringify(bad.errors)).toMatch(/after|event/i);
  });

  it("never resumes into another program's events, nor gives its records as nodes", async () => {
    const a = await server.program("Affiliate");
    const b = await server.program("Affiliate");
    const streamB = wsStream(server, b.key);
    open.push(streamB);
    await waitLive(server, b.key, streamB);
    const theirs = await createPartner(server, b.key, "Theirs");
    await until("B's event", () => streamB.events.some((x) => x.resourceId === theirs.id));
    const before = streamB.events[0]!.id;
    const resumed = wsFeed<ProgramEventsSubscription>(server, a.key, ProgramEventsDocument, { after: String(Number(before) - 1) });
    open.push(resumed);
    const own = await createPartner(server, a.key, "Own");
    await until("A's own event", () => events(resumed).some((e) => e.resourceId === own.id), 10_000).catch(async () => {
      // not listening yet: one more
      const again = await createPartner(server, a.key, "Own again");
      await until("A's own event", () => events(resumed).some((e) => e.resourceId === again.id));
    });
    expect(events(resumed).map((e) => e.resourceId)).not.toContain(theirs.id);
  });

  it("lists past events newest first, paged and narrowed by type, the program's own only; a feed resumes after the newest", async () => {
    const a = await server.program("Affiliate");
    const b = await server.program("Affiliate");
    const made = [await createPartner(server, a.key, "One"), await createPartner(server, a.key, "Two"), await createPartner(server, a.key, "Three")];
    await createPartner(server, b.key, "Theirs");
    await server.app.events.flush();
    const list = (key: string, variables: PastEventsQueryVariables) => server.gql(key, PastEventsDocument, variables);
    // the dispatcher publishes in the background: wait until the three are out
    for (let tries = 0; (await list(a.key, { filter: { types: ["PARTNER_CREATED"] } })).data?.events.totalCount !== 3; tries++) {
      if (tries > 200) throw new Error("A's three events were never published");
      await new Promise((r) => setTimeout(r, 25));
    }

    const first = await list(a.key, { first: 2, filter: { types: ["PARTNER_CREATED"] } });
    expect(first.data!.events.edges.map((e) => e.node.resourceId)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.data!.events.pageInfo.hasNextPage).toBe(true);
    const next = await list(a.key, { first: 2, after: first.data!.events.pageInfo.endCursor, filter: { types: ["PARTNER_CREATED"] } });
    expect(next.data!.events.edges.map((e) => e.node.resourceId)).toEqual([made[0]!.id]);
    expect(next.data!.events.pageInfo.hasNextPage).toBe(false);
    // other types are left out by the filter, and B's events are never A's
    const all = await list(a.key, { first: 50 });
    expect(all.data!.events.edges.every((e) => made.some((m) => m.id === e.node.resourceId))).toBe(true);
    expect(all.data!.events.edges.map((e) => e.node.type)).toContain("partner.created");

    // the newest's id is where a feed resumes: what follows arrives, nothing before it again
    const newest = first.data!.events.edges[0]!.node.id;
    const resumed = wsFeed<ProgramEventsSubscription>(server, a.key, ProgramEventsDocument, { after: newest, types: ["PARTNER_CREATED"] });
    open.push(resumed);
    const later = await createPartner(server, a.key, "Later");
    await until("the later one", () => events(resumed).some((e) => e.resourceId === later.id));
    expect(events(resumed).map((e) => e.resourceId)).toEqual([later.id]);

    // hostile paging: named, nothing read
    for (const [variables, field] of [[{ first: 0 }, "first"], [{ first: 1000 }, "first"], [{ after: "garbage" }, "after"]] as const) {
      const bad = await list(a.key, variables);
      expect(bad.data ?? null, JSON.stringify(variables)).toBeNull();
      expect(JSON.stringify(bad.errors), JSON.stringify(variables)).toContain(field);
    }
  });
});
