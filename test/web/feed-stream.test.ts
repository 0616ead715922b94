// The console feed's stream (web/console/feed-stream.ts) against a real server over SSE: the
// latest events first, then the live ones; when the connection drops, it says so, comes back,
// and resumes after the last event it saw, so an event published meanwhile arrives, once.
// @database-independent: runs in the PostgreSQL pass only (the events under it are tested on both)
import { Client, fetchExchange } from "@urql/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFeed, type FeedState } from "../../web/console/feed-stream.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { createPartner, until } from "../helpers/streams.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the console's feed stream", () => {
  it("shows the latest events, then live ones, and resumes after a dropped connection without losing or repeating one", async () => {
    const { key } = await server.program("Affiliate");
    const before = await createPartner(server, key, "Before");
    await server.app.events.flush();
    // every request the client makes can be cut, as a network would
    const open: AbortController[] = [];
    const client = new Client({
      url: `${server.url}/graphql`,
      exchanges: [fetchExchange],
      fetchSubscriptions: true,
      fetchOptions: { headers: { authorization: `Bearer ${key}` } },
      fetch: (input, init) => {
        const cut = new AbortController();
        open.push(cut);
        init?.signal?.addEventListener("abort", () => cut.abort());
        return fetch(input, { ...init, signal: cut.signal });
      },
    });
    const seen: string[] = [];
    const states: FeedState[] = [];
    const stop = startFeed(client, ["PARTNER_CREATED"], {
      onRecent: (events) => seen.push(...events.map((e) => e.resourceId)),
      onEvent: (e) => seen.push(e.resourceId),
      onState: (s) => states.push(s),
    });
    try {
      await until("the earlier partner", () => seen.includes(before.id), 15_000);
      const live = await createPartner(server, key, "Live");
      await until("the live partner", () => seen.includes(live.id), 15_000);

      // the connection drops; a partner arrives while it is down
      open.splice(0).forEach((c) => c.abort());
      await until("the feed says it is reconnecting", () => states.includes("retrying"));
      const missed = await createPartner(server, key, "Missed");
      await until("the missed partner, after the reconnection", () => seen.includes(missed.id), 20_000);
      expect(states.at(-1)).toBe("live");
      expect(seen).toEqual([before.id, live.id, missed.id]);
    } finally {
      stop();
    }
  });
});
