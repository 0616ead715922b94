// A stream that ends lets go of its pubsub listener at once, however quiet the program is: a
// client that disconnects (SSE or graphql-ws), and a stream the server ends because its session
// was revoked. Every subscription field is opened, nothing is published, the clients leave, and
// the listeners of the program's topics are counted back to zero. (An async generator over the
// pubsub could only end at its next message, so each client that left kept one for good.)
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { until } from "../helpers/streams.js";
import { browser, cookieSse, cookieWs, operatorBrowser } from "../accounts/support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { STREAM_KEY_CHECK_MS: "300" } });
});
afterAll(() => server.close());

/** every subscription field, each on the topic it listens to */
const STREAMS: [query: string, topic: "program" | "audit"][] = [
  ["subscription { events { id } }", "program"],
  ["subscription { events(types: [PARTNER_CREATED]) { id } }", "program"],
  ['subscription { events(after: "0") { id } }', "program"],
  ["subscription { leadChanged { at } }", "program"],
  ["subscription { redemptionRecorded { __typename } }", "program"],
  ["subscription { auditEntryRecorded { id } }", "audit"],
];

const count = (programId: number) => ({
  program: server.app.events.listenerCount(`program:${programId}`),
  audit: server.app.events.listenerCount(`audit:${programId}`),
});
const expected = (times: number) => ({
  program: STREAMS.filter(([, t]) => t === "program").length * times,
  audit: STREAMS.filter(([, t]) => t === "audit").length * times,
});

async function waitCount(programId: number, want: { program: number; audit: number }, what: string) {
  await until(what, () => JSON.stringify(count(programId)) === JSON.stringify(want), 10_000).catch(() => undefined);
  expect(count(programId), what).toEqual(want);
}

/** a subscription over graphql-ws with the program's key */
function keyWs(key: string, query: string) {
  const client = createClient({ url: `${server.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${key}` }, retryAttempts: 0 });
  const errors: unknown[] = [];
  client.subscribe({ query }, { next: (r) => void (r.errors && errors.push(...r.errors)), error: (e) => errors.push(e), complete: () => {} });
  return { errors, close: () => void client.dispose() };
}

describe("a stream's pubsub listener", () => {
  it("is released as soon as its client disconnects, over SSE and graphql-ws, with nothing published meanwhile", async () => {
    const s = await seed(server).program("Affiliate");
    expect(count(s.program.id)).toEqual({ program: 0, audit: 0 });
    const anyone = browser(server);
    const sse = await Promise.all(STREAMS.map(([query]) => cookieSse(server, anyone, query, { authorization: `Bearer ${s.key}` })));
    const ws = STREAMS.map(([query]) => keyWs(s.key, query));
    await waitCount(s.program.id, expected(2), "every stream to listen");
    expect(sse.flatMap((f) => f.errors)).toEqual([]);
    expect(ws.flatMap((f) => f.errors)).toEqual([]);

    for (const f of sse) f.close();
    await waitCount(s.program.id, expected(1), "the SSE streams' listeners to go");
    for (const f of ws) f.close();
    await waitCount(s.program.id, expected(0), "the sockets' listeners to go");
    // and again: nothing accumulates
    const again = await Promise.all(STREAMS.map(([query]) => cookieSse(server, anyone, query, { authorization: `Bearer ${s.key}` })));
    await waitCount(s.program.id, expected(1), "the streams to listen again");
    for (const f of again) f.close();
    await waitCount(s.program.id, expected(0), "their listeners to go");
  });

  it("is released when the server ends the stream of a revoked session, SSE and graphql-ws alike", async () => {
    const s = await seed(server).program("Affiliate");
    const op = await operatorBrowser(server, "listeners@example.com", s.program.publicId, "viewer");
    const sse = await Promise.all(STREAMS.map(([query]) => cookieSse(server, op, query, { "x-rally-program": s.program.publicId })));
    const ws = await Promise.all(STREAMS.map(([query]) => cookieWs(server, op.cookie, query, { program: s.program.publicId })));
    await waitCount(s.program.id, expected(2), "every stream to listen");
    expect([...sse, ...ws].flatMap((f) => f.errors)).toEqual([]);

    const out = await op.post("/auth/operator/sign-out", {});
    expect(out.status).toBe(200);
    await until("the server to end every stream", () => [...sse, ...ws].every((f) => f.ended), 10_000);
    await waitCount(s.program.id, expected(0), "the ended streams' listeners to go");
    for (const f of [...sse, ...ws]) f.close();
  });
});
