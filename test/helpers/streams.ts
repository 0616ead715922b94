// Clients for the live `events` stream, over SSE (fetch) and graphql-ws, that collect what they
// receive and notice when the server ends the stream.
import { print, type DocumentNode } from "graphql";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { ProgramEventsDocument, type ProgramEventsSubscription } from "../generated/graphql.js";
import type { TestServer } from "./server.js";

export type ProgramEvent = ProgramEventsSubscription["events"];

export interface Stream {
  events: ProgramEvent[];
  errors: unknown[];
  /** set when the server ended the stream: SSE "complete" or the response's end; the socket's close event */
  ended?: { at: number; code?: number; reason?: string; sseComplete?: boolean };
  close(): void;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** waits until `ok()` holds, polling; fails naming `what` after `ms` */
export async function until(what: string, ok: () => boolean, ms = 8000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (ok()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** event names as webhooks call them (partner.created) as the EventType enum's values (PARTNER_CREATED) */
const eventTypes = (names?: string[]) => names?.map((n) => n.replace(/\./g, "_").toUpperCase());

/** the `events` subscription over SSE (POST, or GET with the query in the URL), optionally only some event types */
export async function sseStream(server: TestServer, key: string, method: "GET" | "POST" = "POST", types?: string[]): Promise<Stream & { status: number }> {
  const abort = new AbortController();
  const query = print(ProgramEventsDocument);
  const url = new URL(`${server.url}/graphql`);
  if (method === "GET") {
    url.searchParams.set("query", query);
    if (types) url.searchParams.set("variables", JSON.stringify({ types: eventTypes(types) }));
  }
  const res = await fetch(url, {
    method,
    signal: abort.signal,
    headers: { ...(method === "POST" ? { "content-type": "application/json" } : {}), accept: "text/event-stream", authorization: `Bearer ${key}` },
    body: method === "POST" ? JSON.stringify({ query, variables: { types: eventTypes(types) } }) : undefined,
  });
  const stream: Stream & { status: number } = { status: res.status, events: [], errors: [], close: () => abort.abort() };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    let sseComplete = false;
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: complete/m.test(message)) sseComplete = true;
          const data = message
            .split("\n")
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5).trim())
            .join("\n");
          if (!data) continue;
          const payload = JSON.parse(data) as { data?: ProgramEventsSubscription; errors?: unknown[] };
          if (payload.errors) stream.errors.push(...payload.errors);
          if (payload.data) stream.events.push(payload.data.events);
        }
      }
      stream.ended = { at: Date.now(), sseComplete };
    } catch {
      /* aborted by the test */
    }
  })();
  return stream;
}

/** a graphql-ws client carrying the key, not retrying */
export function wsClient(server: TestServer, key: string): Client {
  return createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${key}` },
    retryAttempts: 0,
  });
}

/** the `events` subscription over graphql-ws (on a new client, or on one given), optionally only some event types */
export function wsStream(server: TestServer, key: string, types?: string[], client = wsClient(server, key)): Stream {
  const stream: Stream = { events: [], errors: [], close: () => void client.dispose() };
  client.on("closed", (e) => {
    const { code, reason } = e as { code: number; reason: string };
    stream.ended ??= { at: Date.now(), code, reason };
  });
  client.subscribe(
    { query: print(ProgramEventsDocument), variables: { types: eventTypes(types) } },
    {
      next: (r) => {
        if (r.errors) stream.errors.push(...r.errors);
        if (r.data) stream.events.push((r.data as ProgramEventsSubscription).events);
      },
      error: (e) => stream.errors.push(e),
      complete: () => {},
    },
  );
  return stream;
}

let seq = 0;
export async function createPartner(server: TestServer, key: string, name = "Live") {
  const res = await server.rest(key, "POST", "/v1/partners", { email: `sec${++seq}-${Date.now()}@example.com`, name });
  if (res.status !== 200) throw new Error(`partner create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string };
}

/** the server does not tell when a subscription is registered: create partners until one is heard */
export async function waitLive(server: TestServer, key: string, stream: Stream) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const probe = await createPartner(server, key, "probe");
    try {
      await until("the probe", () => stream.events.some((e) => e.resourceId === probe.id), 1500);
      return;
    } catch {
      /* not live yet */
    }
  }
  throw new Error(`stream never became live; errors: ${JSON.stringify(stream.errors)}`);
}

/** what any subscription delivered: each `next`'s data, and the errors */
export interface Feed<T> {
  items: T[];
  errors: unknown[];
  close(): void;
}

/** any typed subscription document over graphql-ws */
export function wsFeed<T>(server: TestServer, key: string, document: DocumentNode, variables: Record<string, unknown> = {}): Feed<T> {
  const client = wsClient(server, key);
  const feed: Feed<T> = { items: [], errors: [], close: () => void client.dispose() };
  client.subscribe(
    { query: print(document), variables },
    {
      next: (r) => {
        if (r.errors) feed.errors.push(...r.errors);
        if (r.data) feed.items.push(r.data as T);
      },
      error: (e) => feed.errors.push(e),
      complete: () => {},
    },
  );
  return feed;
}

/** any typed subscription document over SSE (POST) */
export async function sseFeed<T>(server: TestServer, key: string, document: DocumentNode, variables: Record<string, unknown> = {}): Promise<Feed<T> & { status: number }> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    signal: abort.signal,
    headers: { "content-type": "application/json", accept: "text/event-stream", authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const feed: Feed<T> & { status: number } = { status: res.status, items: [], errors: [], close: () => abort.abort() };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const data = buffer
            .slice(0, end)
            .split("\n")
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5).trim())
            .join("\n");
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const payload = JSON.parse(data) as { data?: T; errors?: unknown[] };
          if (payload.errors) feed.errors.push(...payload.errors);
          if (payload.data) feed.items.push(payload.data);
        }
      }
    } catch {
      /* aborted by the test */
    }
  })();
  return feed;
}
