// The REST reference's examples are what the server answers: every operation of
// /v1/openapi.json has a summary, a request sample and an example answer, and each route's
// example (declared with the route, recorded by `npm run examples`), run again here in a new
// program, answers 200 with a body of the recorded shape (same fields, same kinds of values;
// ids and times are the server's own). A route whose answer changed shape fails here until its
// example is recorded again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRoutes } from "../src/http/schema.js";
import { readExamples } from "../src/rest/examples.js";
import { exampleKey, exampleRequest, runExample, type Send } from "../scripts/rest-examples.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** a value's shape: its fields' names and the kinds of their values, lists by their first item */
function shape(v: unknown): unknown {
  if (v === null) return "null";
  if (Array.isArray(v)) return v.length ? [shape(v[0])] : [];
  if (typeof v === "object") return Object.fromEntries(Object.entries(v as Json).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, shape(x)]));
  return typeof v;
}

let server: TestServer;
beforeAll(async () => {
  // as the recording server ran: shop credentials can be stored, webhook addresses are not looked up
  server = await startTestServer({ env: { INTEGRATIONS_ENCRYPTION_KEY: "0".repeat(64), WEBHOOK_ALLOW_PRIVATE: "true" } });
});
afterAll(() => server.close());

const recorded = readExamples();

describe("the REST reference's examples", () => {
  it("every operation has a summary, a request sample and an example answer", async () => {
    const doc = (await server.rest(null, "GET", "/v1/openapi.json")).body as Json;
    const missing: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        operations++;
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.summary || !String(op.summary).trim()) missing.push(`${name}: summary`);
        if (!op["x-codeSamples"]?.[0]?.source?.includes(`/v1/`)) missing.push(`${name}: request sample`);
        if (op.requestBody && op.requestBody.content["application/json"].example === undefined) missing.push(`${name}: request body example`);
        const ok = Object.values(op.responses["200"].content)[0] as Json;
        if (ok.example === undefined) missing.push(`${name}: answer example`);
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("every $ref of the document points at something in it (a parameter, a schema)", async () => {
    const doc = (await server.rest(null, "GET", "/v1/openapi.json")).body as Json;
    const unresolved: string[] = [];
    const refs: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== "object") return;
      const ref = (v as Json).$ref;
      if (typeof ref === "string") {
        refs.push(ref);
        const target = ref.replace(/^#\//, "").split("/").reduce<unknown>((at, k) => (at as Json | undefined)?.[k], doc);
        if (target === undefined) unresolved.push(ref);
      }
      Object.values(v as Json).forEach(walk);
    };
    walk(doc);
    expect(refs).toContain("#/components/parameters/IdempotencyKey");
    expect(unresolved).toEqual([]);
  });

  it("every route has a recorded example of its declared request", () => {
    for (const route of restRoutes) {
      const example = recorded[exampleKey(route)];
      expect(example, `${exampleKey(route)}: no recorded example (npm run examples)`).toBeDefined();
      // the declared request, before its <N.field> values were filled in, is the recorded one
      const declared = exampleRequest(route);
      expect(example!.method).toBe(declared.method);
      if (!/<\d+\./.test(declared.path)) expect(example!.path, exampleKey(route)).toBe(declared.path);
      if (!/<\d+\./.test(JSON.stringify(declared.body ?? null))) expect(example!.body, exampleKey(route)).toEqual(declared.body);
    }
  });

  it("each example, run on this server, answers 200 with the recorded shape", async () => {
    const send: Send = async (key, method, path, body) => {
      const res = await server.rest(key, method, path, body);
      return { status: res.status, body: res.body };
    };
    const differ: string[] = [];
    for (const route of restRoutes) {
      const live = await runExample(server.app, send, route);
      const saved = recorded[exampleKey(route)];
      if (JSON.stringify(shape(live.response)) !== JSON.stringify(shape(saved?.response))) differ.push(exampleKey(route));
    }
    expect(differ).toEqual([]);
  }, 300_000);
});
