// A local webhook receiver (node:http on port 0) that records every request as sent, answers
// what the test tells it to, and verifies signatures as a receiver would.
import http from "node:http";
import { createHmac, timingSafeEqual } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { AddressInfo } from "node:net";
import type { TestServer } from "../helpers/server.js";

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export type Responder = (r: Received) => { status: number; headers?: Record<string, string>; body?: string } | "hang";

export async function startReceiver(respond: Responder = () => ({ status: 200 })) {
  const received: Received[] = [];
  let responder = respond;
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        /* not JSON */
      }
      const r: Received = { path: req.url ?? "/", headers: req.headers, raw, body };
      received.push(r);
      const answer = responder(r);
      if (answer === "hang") return;
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body ?? "");
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    respond(r: Responder) {
      responder = r;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * a clock the test moves; it starts in the future, so that on a shared PostgreSQL database a
 * server on the real clock (the crash test's) never finds these deliveries due
 */
export function testClock(start = "2031-06-01T00:00:00.000Z") {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** dispatches what was written and sends what is due, then returns */
export async function settle(server: TestServer) {
  await server.app.events.flush();
  await server.app.webhooks.flush();
}

/** the Signature header as a receiver of the public API checks it: hex HMAC-SHA256 of the raw body, keyed by the secret */
export function validBodySignature(secret: string, r: Received): boolean {
  const expected = createHmac("sha256", secret).update(r.raw).digest("hex");
  const got = String(r.headers["signature"] ?? "");
  return got.length === expected.length && timingSafeEqual(Buffer.from(got), Buffer.from(expected));
}

/**
 * Standard Webhooks verification with its own library (`standardwebhooks`), as a receiver
 * runs it: the signature the library computes for the delivery's id, timestamp and raw body
 * must be one of the v1 entries of webhook-signature (several during a secret rotation). The
 * library's verify() also holds the timestamp to the real clock, which the tests move.
 */
export function validStandardSignature(secret: string, r: Received): boolean {
  const id = String(r.headers["webhook-id"]);
  const ts = Number(r.headers["webhook-timestamp"]);
  const expected = new Webhook(secret).sign(id, new Date(ts * 1000), r.raw);
  return String(r.headers["webhook-signature"] ?? "")
    .split(" ")
    .some((entry) => entry.length === expected.length && timingSafeEqual(Buffer.from(entry), Buffer.from(expected)));
}

export const ALLOW_LOOPBACK = { WEBHOOK_ALLOW_PRIVATE: "true" };
