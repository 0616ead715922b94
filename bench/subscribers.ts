// Subscriber fan-out: N graphql-ws connections on one API key, each subscribed to a live feed
// of the program (`events`, or `redemptionRecorded`); K writes are then made through REST with a
// second key of the same program (a new partner each, or a redemption of a seeded sale), and
// each subscriber's receipt of each write is timed from the write's answer (≈ commit).
import { performance } from "node:perf_hooks";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** a feed: what the subscribers subscribe to, the write that makes it deliver, and how a delivery names its write */
export interface FanOutFeed {
  name: string;
  subscription: string;
  /** the id of the write a delivery reports */
  idOf(data: Record<string, any>): string | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** makes one write with the writer key; n counts from 1 */
  write(url: string, writerKey: string, n: number): Promise<{ id: string; answeredAt: number }>;
}

/** POST a write and time its answer */
async function timedWrite(url: string, key: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const answeredAt = performance.now();
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { body: JSON.parse(text) as { data: Record<string, unknown> }, answeredAt };
}

const runTag = `${process.pid.toString(36)}${Date.now().toString(36)}`;

/** every event of the program; a new partner each write, heard as partner.created */
export const partnerEvents: FanOutFeed = {
  name: "events (partner.created)",
  subscription: "subscription { events { type resourceId } }",
  idOf: (d) => d.events?.resourceId,
  async write(url, key, n) {
    const { body, answeredAt } = await timedWrite(url, key, "POST", "/v1/partners", { email: `fanout-${runTag}-${n}@bench.example`, name: "Fan-out" });
    return { id: String(body.data.id), answeredAt };
  },
};

/** redemptionRecorded; each write redeems the coupon with the next seeded sale (keys from `saleKey`) */
export function couponRedemptions(coupon: string, saleKey: (n: number) => string): FanOutFeed {
  return {
    name: "redemptionRecorded",
    subscription: "subscription { redemptionRecorded { transactionKey } }",
    idOf: (d) => d.redemptionRecorded?.transactionKey,
    async write(url, key, n) {
      const transactionKey = saleKey(n);
      const { answeredAt } = await timedWrite(url, key, "PUT", `/v1/coupons/${coupon}`, { redeem: true, transaction_key: transactionKey });
      return { id: transactionKey, answeredAt };
    },
  };
}

export interface FanOutOptions {
  feed: FanOutFeed;
  /** Rally's base URL, http://host:port */
  url: string;
  /** the key the subscribers use */
  apiKey: string;
  /** a second key of the same program, for the writes */
  writerKey: string;
  subscribers: number;
  events: number;
  /** pause between two writes, ms */
  pauseMs?: number;
}

export interface FanOut {
  feed: string;
  subscribers: number;
  connected: number;
  failed: number;
  firstFailure?: string;
  events: number;
  /** subscribers that received every one of the events */
  complete: number;
  /** fewest events any connected subscriber received */
  minReceived: number;
  /** ms from the POST's answer to the receipt, over every (subscriber, event) received */
  p50: number;
  p99: number;
  max: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Subscriber {
  client: Client;
  connected: boolean;
  /** resourceId -> performance.now() of its receipt */
  received: Map<string, number>;
}

async function until(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(20);
  return done();
}

export async function measureFanOut({ feed, url, apiKey, writerKey, subscribers, events, pauseMs = 100 }: FanOutOptions): Promise<FanOut> {
  const wsUrl = `${url.replace(/^http/, "ws")}/graphql`;
  let failed = 0;
  let firstFailure: string | undefined;
  const fail = (reason: string) => {
    failed++;
    firstFailure ??= reason;
  };
  const subs: Subscriber[] = [];

  const open = (): Promise<void> =>
    new Promise((resolve) => {
      const sub: Subscriber = { client: undefined as never, connected: false, received: new Map() };
      let settled = false;
      const settle = (ok: boolean, reason?: string) => {
        if (settled) return;
        settled = true;
        if (ok) sub.connected = true;
        else fail(reason ?? "unknown");
        resolve();
      };
      sub.client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { Authorization: `Bearer ${apiKey}` },
        retryAttempts: 0,
        lazy: false,
        on: {
          connected: () => settle(true),
          closed: (e) => {
            const ev = e as { code?: number; reason?: string };
            settle(false, `closed ${ev.code ?? "?"} ${ev.reason ?? ""}`.trim());
          },
          error: (e) => settle(false, e instanceof Error ? e.message : String((e as { message?: string }).message ?? e)),
        },
      });
      sub.client.subscribe<Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
        { query: feed.subscription },
        {
          next: (r) => {
            const id = r.data ? feed.idOf(r.data) : undefined;
            if (id !== undefined) sub.received.set(id, performance.now());
          },
          error: (e) => settle(false, `subscription error: ${JSON.stringify(e).slice(0, 200)}`),
          complete: () => {},
        },
      );
      subs.push(sub);
    });

  let seq = 0;
  const write = () => feed.write(url, writerKey, ++seq);

  try {
    // open in batches of 50, so that the handshakes do not all queue at once
    for (let i = 0; i < subscribers; i += 50) await Promise.all(Array.from({ length: Math.min(50, subscribers - i) }, open));
    const live = subs.filter((s) => s.connected);
    // the server does not acknowledge a subscription: a probe write, until every connected subscriber heard one
    const heard = (id: string) => live.filter((s) => s.received.has(id)).length;
    for (let attempt = 0; attempt < 10; attempt++) {
      const probe = await write();
      if (await until(() => heard(probe.id) === live.length, 3_000)) break;
    }
    for (const s of live) s.received.clear();

    const writes: { id: string; answeredAt: number }[] = [];
    for (let k = 0; k < events; k++) {
      writes.push(await write());
      await sleep(pauseMs);
    }
    const got = (s: Subscriber) => writes.filter((w) => s.received.has(w.id)).length;
    await until(() => live.every((s) => got(s) === events), 10_000);

    const latencies: number[] = [];
    for (const s of live) {
      for (const w of writes) {
        const at = s.received.get(w.id);
        if (at !== undefined) latencies.push(at - w.answeredAt);
      }
    }
    const counts = live.map(got);
    const complete = counts.filter((n) => n === events).length;
    const minReceived = counts.length ? Math.min(...counts) : 0;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
    return { feed: feed.name, subscribers, connected: live.length, failed, firstFailure, events, complete, minReceived, p50: pct(50), p99: pct(99), max: latencies.at(-1) ?? NaN };
  } finally {
    await Promise.all(subs.map((s) => s.client.dispose()));
  }
}

export function formatFanOut(runs: FanOut[]): string {
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
  const head = ["feed", "subscribers", "connected / failed", "events", "received all / min received", "p50 / p99 / max ms"];
  const rows = runs.map((r) => [r.feed, String(r.subscribers), `${r.connected} / ${r.failed}`, String(r.events), `${r.complete} / ${r.minReceived}`, `${ms(r.p50)} / ${ms(r.p99)} / ${ms(r.max)}`]);
  const table = [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
  const failures = runs.filter((r) => r.firstFailure).map((r) => `first connection failure (${r.feed}): ${r.firstFailure}`);
  return [table, ...failures].join("\n\n");
}
