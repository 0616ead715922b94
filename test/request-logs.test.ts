// What a request leaves in the log: a client's mistake (4xx) is a line at info, without a stack
// (a probe once found 42,871 error lines with stacks, all 404s and 422s); a server error (5xx)
// is one line at error, with its stack.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";

interface Line {
  level: number;
  msg: string;
  status?: number;
  err?: { stack?: string };
}

const logs: Line[] = [];
let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ logger: pino({ level: "info" }, { write: (l: string) => void logs.push(JSON.parse(l) as Line) }) });
  ({ key } = await server.program("Affiliate"));
});
afterAll(() => server.close());

/** the lines logged while `run` ran */
async function logged(run: () => Promise<{ status: number }>) {
  const from = logs.length;
  const { status } = await run();
  // the request line is written on "finish", which may come after the client has the answer: the
  // last request's line is the last of what it logs
  await vi.waitFor(() => expect(logs.slice(from).some((l) => l.msg === "request" && l.status === status)).toBe(true), { timeout: 10_000, interval: 10 });
  return { status, lines: logs.slice(from) };
}

const graphql = (query: string) =>
  fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${key}` }, body: JSON.stringify({ query }) });

describe("request logs", () => {
  it("a 404, a 422 and a 401 are logged at info, without a stack", async () => {
    const statuses: number[] = [];
    for (const run of [
      () => server.rest(key, "GET", "/v1/partners/nobody"),
      () => server.rest(key, "POST", "/v1/partners", { email: "dup@example.com", id: "dup" }).then(() => server.rest(key, "POST", "/v1/partners", { email: "dup@example.com", id: "dup" })),
      () => server.rest("rk_unknown_unknown_unknown", "GET", "/v1/partners"),
    ]) {
      const { status, lines } = await logged(run);
      statuses.push(status);
      expect(lines.filter((l) => l.level >= 40), JSON.stringify(lines)).toEqual([]);
      expect(JSON.stringify(lines)).not.toMatch(/stack|\\n\s+at /);
      expect(lines.some((l) => l.level === 30 && l.status === status)).toBe(true);
    }
    expect(statuses).toEqual([404, 422, 401]);
  });

  it("a 500 is logged once at error, with its stack", async () => {
    // the database failing under one query: an error no service expects
    // (REST reads a partner in one raw statement, GraphQL through the model's query)
    const prisma = server.app.database.prisma as unknown as Record<string, unknown>;
    const { partner, $queryRaw } = prisma;
    const fire = () => Promise.reject(new Error("the disk caught fire"));
    Object.defineProperty(prisma, "partner", { configurable: true, value: { findMany: fire } });
    Object.defineProperty(prisma, "$queryRaw", { configurable: true, value: fire });
    try {
      for (const run of [() => server.rest(key, "GET", "/v1/partners/anyone"), () => graphql('{ partner(by: { externalId: "anyone" }) { id } }')]) {
        const { lines } = await logged(run);
        const errors = lines.filter((l) => l.level >= 50);
        expect(errors, JSON.stringify(lines)).toHaveLength(1);
        expect(errors[0]!.err?.stack).toMatch(/the disk caught fire\n\s+at /);
      }
    } finally {
      Object.defineProperty(prisma, "partner", { configurable: true, value: partner });
      Object.defineProperty(prisma, "$queryRaw", { configurable: true, value: $queryRaw });
    }
  });
});
