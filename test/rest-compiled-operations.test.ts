// REST operations run compiled (src/rest/compiled-execution.ts): each document is compiled once,
// and whatever variables graphql-js or the compiled function refuses runs on Yoga's executor, so
// a request answers exactly as it did, and a write runs once. A small schema of its own, so each
// rule is seen alone.
// @database-independent: runs in the PostgreSQL pass only (no database is touched)
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSchema, createYoga } from "graphql-yoga";
import * as jit from "graphql-jit";

vi.mock("graphql-jit", async (importOriginal) => {
  const actual = await importOriginal<typeof import("graphql-jit")>();
  return { ...actual, compileQuery: vi.fn(actual.compileQuery) };
});
const { useCompiledRest } = await import("../src/rest/compiled-execution.js");

const seen: unknown[] = [];
const schema = createSchema({
  typeDefs: /* GraphQL */ `
    enum Field { CREATED_AT NAME }
    enum Direction { ASC DESC }
    input Order { field: Field! = CREATED_AT, direction: Direction = DESC }
    input Ref @oneOf { id: ID, email: String }
    type Query { list(order: Order, limit: Int!): [String!]!, find(ref: Ref!): String }
    type Mutation { touch(limit: Int!): Int!, record(order: Order!): String! }
  `,
  resolvers: {
    Query: {
      list: (_: unknown, args: { order?: unknown; limit: number }) => {
        seen.push(args);
        return [JSON.stringify(args.order ?? null), String(args.limit)];
      },
      find: (_: unknown, args: { ref: unknown }) => {
        seen.push(args);
        return JSON.stringify(args.ref);
      },
    },
    Mutation: {
      touch: (_: unknown, args: { limit: number }) => args.limit,
      record: (_: unknown, args: { order: unknown }) => {
        seen.push(args);
        return JSON.stringify(args.order);
      },
    },
  },
});

const withPlugin = createYoga({ schema, plugins: [useCompiledRest(schema)], logging: false });
const without = createYoga({ schema, logging: false });

async function ask(yoga: typeof without, query: string, variables: Record<string, unknown>) {
  const res = await yoga.fetch("http://test/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: await res.json() };
}

const LIST = "query List($order: Order, $limit: Int!) { list(order: $order, limit: $limit) }";
const FIND = "query Find($ref: Ref!) { find(ref: $ref) }";

afterEach(() => {
  seen.length = 0;
});

describe("compiled REST operations", () => {
  it("compile a document once and answer every later request from it, writes as reads", async () => {
    const compile = vi.mocked(jit.compileQuery);
    compile.mockClear();
    const query = "query Once($limit: Int!) { list(limit: $limit) }";
    for (const limit of [1, 2, 3]) expect((await ask(withPlugin, query, { limit })).body).toEqual({ data: { list: ["null", String(limit)] } });
    expect(compile).toHaveBeenCalledTimes(1);
    const write = "mutation Touch($limit: Int!) { touch(limit: $limit) }";
    for (const limit of [4, 5]) expect((await ask(withPlugin, write, { limit })).body).toEqual({ data: { touch: limit } });
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it("run a write the compiled function refuses the variables of once, on Yoga's executor", async () => {
    // a required input field left to its default: graphql-js fills it, the compiled function refuses
    const write = "mutation Record($order: Order!) { record(order: $order) }";
    const answered = await ask(withPlugin, write, { order: { direction: "ASC" } });
    expect(answered).toEqual({ status: 200, body: { data: { record: JSON.stringify({ field: "CREATED_AT", direction: "ASC" }) } } });
    expect(seen).toHaveLength(1);
  });

  it("fill a required input field left to its default, as graphql-js does", async () => {
    const compiled = await ask(withPlugin, LIST, { order: { direction: "ASC" }, limit: 5 });
    expect(compiled).toEqual(await ask(without, LIST, { order: { direction: "ASC" }, limit: 5 }));
    expect(compiled.body.data.list[0]).toBe(JSON.stringify({ field: "CREATED_AT", direction: "ASC" }));
  });

  it("refuse a @oneOf input with two members, as graphql-js does, without running the resolver", async () => {
    const refused = await ask(withPlugin, FIND, { ref: { id: "1", email: "a@example.com" } });
    expect(refused).toEqual(await ask(without, FIND, { ref: { id: "1", email: "a@example.com" } }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/exactly one key/i);
    expect(seen).toEqual([]);
  });

  it("answer a variable of the wrong type with graphql-js's error and status, running nothing", async () => {
    const refused = await ask(withPlugin, LIST, { order: { field: "SIZE" }, limit: "many" });
    expect(refused).toEqual(await ask(without, LIST, { order: { field: "SIZE" }, limit: "many" }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { message: string }) => e.message).join("\n")).toMatch(/\$order.*SIZE[\s\S]*\$limit/);
    expect(seen).toEqual([]);
  });
});
