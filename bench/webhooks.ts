// Webhook delivery (issue 10): S subscriptions of program A to partner.created, all pointing at
// one local receiver (node:http, answering 200 at once); N partners are then created through
// REST, a few writers at a time (as fast as they go, or paced at BENCH_WEBHOOK_RATE partners a
// second for a sustained rate of deliveries). Each delivery's receipt is timed from its partner's POST
// answer (≈ commit); deliveries per second run from the first answer to the last receipt.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

export interface WebhookBenchOptions {
  url: string;
  apiKey: string;
  subscriptions: number;
  events: number;
  /** concurrent partner writers */
  writers?: number;
  /** partners created per second, paced (0: as fast as the writers go, a burst) */
  rate?: number;
}

export interface WebhookBench {
  subscriptions: number;
  events: number;
  expected: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

async function rest(url: string, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { body: JSON.parse(text) as { data: Record<string, unknown> }, at: performance.now() };
}

export async function measureWebhooks({ url, apiKey, subscriptions, events, writers = 4, rate = 0 }: WebhookBenchOptions): Promise<WebhookBench> {
  // partner id -> webhook key -> receipt time
  const received = new Map<string, Map<string, number>>();
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = performance.now();
      res.writeHead(200).end();
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { webhook_key: string; event: string; data: { id?: string } };
        if (body.event !== "partner.created" || !body.data.id) return;
        const byHook = received.get(body.data.id) ?? new Map<string, number>();
        if (!byHook.has(body.webhook_key)) byHook.set(body.webhook_key, at);
        received.set(body.data.id, byHook);
      } catch {
        /* not a delivery */
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const hooks: string[] = [];
  try {
    for (let i = 0; i < subscriptions; i++) {
      const { body } = await rest(url, apiKey, "POST", "/v1/webhooks", { name: `bench ${i}`, url: target, events: ["partner.created"] });
      hooks.push(String(body.data.key));
    }
    const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;
    const answered = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    const writer = async () => {
      while (next < events) {
        const n = ++next;
        // paced: partner n is created at its slot, so deliveries arrive at rate × subscriptions a second
        const wait = rate > 0 ? started + ((n - 1) * 1000) / rate - performance.now() : 0;
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const { body, at } = await rest(url, apiKey, "POST", "/v1/partners", { email: `hook-${tag}-${n}@bench.example`, name: "Hooked" });
        answered.set(String(body.data.id), at);
      }
    };
    await Promise.all(Array.from({ length: writers }, writer));
    const expected = events * subscriptions;
    const count = () => [...answered.keys()].reduce((n, id) => n + (received.get(id)?.size ?? 0), 0);
    const deadline = Date.now() + 60_000;
    while (count() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const latencies: number[] = [];
    let last = started;
    for (const [id, at] of answered) {
      for (const t of received.get(id)?.values() ?? []) {
        latencies.push(t - at);
        last = Math.max(last, t);
      }
    }
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
    return { subscriptions, events, expected, delivered: latencies.length, perSecond: latencies.length / ((last - started) / 1000), p50: pct(50), p99: pct(99), max: latencies.at(-1) ?? NaN };
  } finally {
    for (const key of hooks) await rest(url, apiKey, "DELETE", `/v1/webhooks/${key}`).catch(() => undefined);
    receiver.close();
  }
}

export function formatWebhooks(r: WebhookBench): string {
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
  const head = ["subscriptions", "partners created", "delivered / expected", "deliveries/s", "p50 / p99 / max ms"];
  const row = [String(r.subscriptions), String(r.events), `${r.delivered} / ${r.expected}`, r.perSecond.toFixed(0), `${ms(r.p50)} / ${ms(r.p99)} / ${ms(r.max)}`];
  return [head, head.map(() => "---"), row].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
