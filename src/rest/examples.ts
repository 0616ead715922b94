// The REST reference's examples: each route's request (declared with the route) and the answer a
// server gave it, recorded by `npm run examples` into schema/rest-examples.json (the answers hold
// ids and times the server chose, so they are recorded, not regenerated on every build).
import { existsSync, readFileSync } from "node:fs";

export interface RecordedExample {
  method: string;
  /** below /v1, with the query string */
  path: string;
  body?: unknown;
  response: unknown;
}

/** by "METHOD /route/path" */
export type RecordedExamples = Record<string, RecordedExample>;

/** where they are kept, from src/rest or dist/rest alike */
export const EXAMPLES_FILE = new URL("../../schema/rest-examples.json", import.meta.url);

export function readExamples(): RecordedExamples {
  return existsSync(EXAMPLES_FILE) ? (JSON.parse(readFileSync(EXAMPLES_FILE, "utf8")) as RecordedExamples) : {};
}

/** the request as a shell command, for the reference's "request sample" */
export function curlOf(example: RecordedExample, publicUrl: string): string {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const lines = [`curl${example.method === "GET" ? "" : ` -X ${example.method}`} ${quote(`${publicUrl}/v1${example.path}`)}`, `  -H "Authorization: Bearer $RALLY_KEY"`];
  if (example.body !== undefined) lines.push(`  -H "Content-Type: application/json"`, `  -d ${quote(JSON.stringify(example.body))}`);
  return lines.join(" \\\n");
}
