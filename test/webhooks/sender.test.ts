// The webhook sender's connections, as a receiver sees them: attempts to one destination reuse
// one kept-alive connection instead of opening one each; a receiver that closes idle
// connections still gets the next attempt; and a kept connection never lets an attempt past the
// SSRF rules the attempt runs under.
// @database-independent: runs in the PostgreSQL pass only (the sender touches no database)
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "../../src/modules/webhooks/sender.js";

let server: http.Server;
let url: string;
let connections = 0;
let closed = 0;
let received = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.end("ok");
    });
  });
  server.on("connection", (socket) => {
    connections++;
    socket.on("close", () => closed++);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = { timeoutMs: 10_000, allowPrivate: true };
const post = (allowPrivate = true) => send(url, { "content-type": "application/json" }, '{"n":1}', { ...options, allowPrivate });

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(condition()).toBe(true);
}

describe("webhook sender connections", () => {
  it("sends attempts to one destination over one kept connection", async () => {
    const before = connections;
    for (let i = 0; i < 5; i++) expect(await post()).toMatchObject({ statusCode: 200, error: null, responseBody: "ok" });
    expect(connections - before).toBe(1);
  });

  it("still refuses a private destination to an attempt that does not allow it, though a connection to it is open", async () => {
    const heard = received;
    expect(await post()).toMatchObject({ statusCode: 200 });
    const refused = await post(false);
    expect(refused.statusCode).toBeNull();
    expect(refused.error).toMatch(/destination refused: .*loopback/);
    expect(received).toBe(heard + 1);
  });

  it("opens a new connection when the receiver closed the idle one", async () => {
    server.keepAliveTimeout = 50;
    try {
      expect(await post()).toMatchObject({ statusCode: 200 });
      // every connection open so far is closed by the receiver once idle
      await until(() => closed === connections);
      const opened = connections;
      expect(await post()).toMatchObject({ statusCode: 200, error: null, responseBody: "ok" });
      expect(connections).toBe(opened + 1);
    } finally {
      server.keepAliveTimeout = 5_000;
    }
  });
});
