// Writes schema/openapi.json: the document GET /v1/openapi.json serves, for the committed
// contract. servers[0] names the default local address; a running server names its own.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createGraphQLServer } from "../src/http/yoga.js";

export const OPENAPI_PUBLIC_URL = "http://localhost:4000";

const config = loadConfig({ PUBLIC_URL: OPENAPI_PUBLIC_URL, LOG_LEVEL: "silent", DATA_DIR: "memory://" });
const app = await createApp(config, { database: { dataDir: "memory://" }, migrate: false, deliverWebhooks: false });
const res = await createGraphQLServer(app).fetch(`${OPENAPI_PUBLIC_URL}/v1/openapi.json`);
writeFileSync(resolve(import.meta.dirname, "../schema/openapi.json"), JSON.stringify(await res.json(), null, 2) + "\n");
await app.close();
console.log("wrote schema/openapi.json");
