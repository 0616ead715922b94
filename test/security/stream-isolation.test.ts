// A program's key never hears another program's events on a stream. test/subscriptions.test.ts
// covers POST SSE and graphql-ws with one key each; these cover the other ways in: a GET SSE
// stream, and a graphql-ws socket whose connection params and upgrade header name different
// programs (the params decide, for every operation on the socket).
import { print } from "graphql";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ProgramEventsDocument, type ProgramEventsSubscription } from "../generated/graphql.js";
import { createPartner, sleep, sseStream, until, waitLive, type Stream } from "../helpers/streams.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const open: Stream[] = [];
afterEach(() => open.splice(0).forEach((s) => s.close()));

/** a graphql-ws stream with A's key in the connection params and B's in the upgrade request's header */
function mixedWs(paramsKey: string, headerKey: string): Stream {
  class WithHeader extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { authorization: `Bearer ${headerKey}` } });
    }
  }
  const client = createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WithHeader,
    connectionParams: { Authorization: `Bearer ${paramsKey}` },
    retryAttempts: 0,
  });
  const stream: Stream = { events: [], errors: [], close: () => void client.dispose() };
  client.subscribe(
    { query: print(ProgramEventsDocument) },
    {
      next: (r) => {
        if (r.data) stream.events.push((r.data as ProgramEventsSubscription).events);
        if (r.errors) stream.errors.push(...r.errors);
      },
      error: (e) => stream.errors.push(e),
      complete: () => {},
    },
  );
  open.push(stream);
  return stream;
}

describe("streams are per program", () => {
  it("a GET SSE stream hears its own program's changes and none of another's", async () => {
    const a = await server.program("Affiliate", "A");
    const b = await server.program("Affiliate", "B");
    const sse = await sseStream(server, a.key, "GET");
    open.push(sse);
    await waitLive(server, a.key, sse);
    const ofB = await createPartner(server, b.key, "B's");
    const ofA = await createPartner(server, a.key, "A's");
    await until("A's event", () => sse.events.some((e) => e.resourceId === ofA.id));
    await sleep(300);
    expect(sse.events.map((e) => e.resourceId)).not.toContain(ofB.id);
    expect(sse.events.every((e) => (e.payload as { id?: string }).id !== ofB.id)).toBe(true);
  });

  it("a socket with one program's key in its params and another's in its header hears only the params' program", async () => {
    const a = await server.program("Affiliate", "A");
    const b = await server.program("Affiliate", "B");
    const ws = mixedWs(a.key, b.key);
    await waitLive(server, a.key, ws);
    const ofB = await createPartner(server, b.key, "B's");
    const ofA = await createPartner(server, a.key, "A's");
    await until("A's event", () => ws.events.some((e) => e.resourceId === ofA.id));
    await sleep(300);
    expect(ws.events.map((e) => e.resourceId)).not.toContain(ofB.id);
    expect(ws.errors).toEqual([]);
  });
});
