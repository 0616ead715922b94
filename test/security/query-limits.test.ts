// One GraphQL request may not cost the service more than its limits (src/graphql/limits.ts):
// many aliases of a heavy field, a high estimated cost and a long execution are each refused
// with an error code of their own (never a "Syntax Error"), and nothing heavy runs.
// (Depth is covered by test/limits.test.ts.)
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer; // default limits
let statements = 0; // SQL statements the default server ran
let tight: TestServer; // GRAPHQL_MAX_COST=500, EXECUTION_TIMEOUT_MS=1
beforeAll(async () => {
  [server, tight] = await Promise.all([startTestServer({ onQuery: () => statements++ }), startTestServer({ env: { GRAPHQL_MAX_COST: "500", EXECUTION_TIMEOUT_MS: "1" } })]);
});
afterAll(async () => {
  await Promise.all([server?.close(), tight?.close()]);
});

interface Answer {
  status: number;
  ms: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(target: TestServer, key: string, query: string, path = "/graphql"): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(`${target.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as Answer["body"];
  return { status: res.status, ms: Date.now() - started, body };
}

const aliased = (n: number, selection: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(" ")} }`;

function expectRefused(answer: Answer, code: string) {
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors?.length).toBeGreaterThan(0);
  expect(answer.body.errors!.map((e) => e.extensions?.code)).toContain(code);
  for (const e of answer.body.errors!) expect(e.message).not.toMatch(/Syntax Error/i);
}

describe("aliases (GRAPHQL_MAX_ALIASES, 30 by default)", () => {
  it("refuses thousands of aliases of the heavy program figures with TOO_MANY_ALIASES, at once", async () => {
    const { key } = await server.program("Affiliate");
    const before = statements;
    const answer = await post(server, key, aliased(3000, "program { stats { clicks netProfit { amount currency } } }"));
    expectRefused(answer, "TOO_MANY_ALIASES");
    // refused before anything ran: running it would take thousands of statements (the key
    // lookup and the event dispatcher's polling account for the few counted)
    expect(statements - before).toBeLessThan(100);
  });

  it("refuses thousands of aliases of programOverview with TOO_MANY_ALIASES too", async () => {
    const { key } = await server.program("Affiliate");
    expectRefused(await post(server, key, aliased(3000, "programOverview { name }")), "TOO_MANY_ALIASES");
  });

  it("runs a request with a few aliases, and the other programs are served meanwhile", async () => {
    const { key } = await server.program("Affiliate");
    const other = await server.program("Affiliate");
    const [few, meanwhile] = await Promise.all([
      post(server, key, aliased(3, "program { stats { clicks } }")),
      post(server, other.key, "{ test { program { number } } }"),
    ]);
    expect(few.body.errors).toBeUndefined();
    expect(few.body.data).toMatchObject({ a0: { stats: { clicks: 0 } }, a2: { stats: { clicks: 0 } } });
    expect(meanwhile.body.data).toEqual({ test: { program: { number: other.program.id } } });
  });
});

describe("estimated cost (GRAPHQL_MAX_COST)", () => {
  it("refuses a query over the cost limit with QUERY_TOO_COMPLEX, not a Syntax Error", async () => {
    const { key } = await tight.program("Affiliate");
    // the program figures are priced as the heavy field they are (far above 1)
    const answer = await post(tight, key, aliased(3, "program { stats { clicks } }"));
    expectRefused(answer, "QUERY_TOO_COMPLEX");
  });

  it("prices a list by the page size asked", async () => {
    const { key } = await tight.program("Affiliate");
    const small = await post(tight, key, "{ partners(first: 5) { edges { node { id email } } } }");
    const huge = await post(tight, key, "{ partners(first: 1000) { edges { node { id email } } } }");
    expect(small.body.errors?.map((e) => e.extensions?.code)).not.toContain("QUERY_TOO_COMPLEX");
    expectRefused(huge, "QUERY_TOO_COMPLEX");
  });
});

/**
 * Runs fn while a transaction holds the statistics tables, so that a read of them waits for it:
 * a query then runs past any limit, however fast the machine.
 */
async function whileStatsLocked<T>(fn: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const holder = tight.app.database.prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`LOCK TABLE "StatDay", "StatBuyer", "StatPartner", "StatPartnerDay" IN ACCESS EXCLUSIVE MODE`);
      locked();
      await released;
    },
    { timeout: 20_000 },
  );
  await isLocked;
  try {
    return await fn();
  } finally {
    release();
    await holder;
  }
}

describe("execution time (EXECUTION_TIMEOUT_MS)", () => {
  it("answers a query that runs past the limit with EXECUTION_TIMEOUT instead of stalling", async () => {
    const { key } = await tight.program("Affiliate");
    const answer = await whileStatsLocked(() => post(tight, key, "{ program { stats { clicks netProfit { amount } } } }"));
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.map((e) => e.extensions?.code)).toContain("EXECUTION_TIMEOUT");
    expect(answer.ms).toBeLessThan(5000);
  });

  it("bounds a REST request the same way", async () => {
    const { key } = await tight.program("Affiliate");
    const started = Date.now();
    const res = await whileStatsLocked(() => tight.rest(key, "GET", "/v1/program/overview"));
    expect(res.status).toBe(503);
    expect(JSON.stringify(res.body)).not.toContain("stats");
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
