// Writes schema/rest-examples.json: each REST route's example request and the answer a fresh
// in-memory server gives it (scripts/rest-examples.ts). Run after adding or changing a route's
// example, or when an answer's shape changed (test/rest-examples.test.ts says which), then
// `npm run generate` so schema/openapi.json shows them.
import { writeFileSync } from "node:fs";
import { createApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { restRoutes } from "../src/http/schema.js";
import { createGraphQLServer } from "../src/http/yoga.js";
import { EXAMPLES_FILE, type RecordedExamples } from "../src/rest/examples.js";
import { exampleKey, runExample, type Send } from "./rest-examples.js";

/** the address schema/openapi.json names (scripts/print-openapi.ts) */
const OPENAPI_PUBLIC_URL = "http://localhost:4000";
const env = { PUBLIC_URL: OPENAPI_PUBLIC_URL, LOG_LEVEL: "silent", DATA_DIR: "memory://", SEED_DEMO: "false", MAIL_TRANSPORT: "log", INTEGRATIONS_ENCRYPTION_KEY: "0".repeat(64), WEBHOOK_ALLOW_PRIVATE: "true" };
const app = await createApp(loadConfig(env), { database: { dataDir: "memory://" }, migrate: true, deliverWebhooks: false });
const server = createGraphQLServer(app);
const send: Send = async (key, method, path, body) => {
  const res = await server.fetch(`${OPENAPI_PUBLIC_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: /json/.test(res.headers.get("content-type") ?? "") ? JSON.parse(text) : text };
};

const recorded: RecordedExamples = {};
const failures: string[] = [];
for (const route of restRoutes) {
  try {
    recorded[exampleKey(route)] = await runExample(app, send, route);
  } catch (err) {
    failures.push((err as Error).message);
  }
}
await app.close();
if (failures.length) {
  console.error(failures.join("\n"));
  process.exit(1);
}
writeFileSync(EXAMPLES_FILE, JSON.stringify(recorded, null, 2) + "\n");
console.log(`wrote ${Object.keys(recorded).length} examples to schema/rest-examples.json`);
