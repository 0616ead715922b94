// The result table, in Markdown so it can go into BENCHMARKS.md as printed.

export interface Measurement {
  reqPerSec: number;
  /** milliseconds */
  p50: number;
  p99: number;
  /** SQL statements per request on the request path (transaction control left out) */
  statements: number;
  /** statements per request off the request path: the outbox dispatcher, the key's lastUsedAt */
  background: number;
  /** the server's CPU time per request, ms (all its threads: GC and background work included) */
  cpuMs: number;
  failures: number;
  total: number;
}

export interface Row {
  name: string;
  rally: Measurement;
  raw: Measurement;
}

const num = (n: number, digits = 0) => n.toFixed(digits);
const stmts = (m: Measurement) => `${num(m.statements, 1)}${m.background >= 0.05 ? ` (+${num(m.background, 1)})` : ""}`;

export function formatTable(rows: Row[]): string {
  const head = [
    "request",
    "Rally req/s",
    "raw req/s",
    "Rally / raw",
    "Rally p50 / p99 ms",
    "raw p50 / p99 ms",
    "SQL / request, Rally / raw",
    "CPU ms / request, Rally / raw",
    "failures, Rally / raw",
  ];
  const lines = rows.map((r) => [
    `\`${r.name}\``,
    num(r.rally.reqPerSec),
    num(r.raw.reqPerSec),
    num(r.raw.reqPerSec ? r.rally.reqPerSec / r.raw.reqPerSec : 0, 2),
    `${num(r.rally.p50)} / ${num(r.rally.p99)}`,
    `${num(r.raw.p50)} / ${num(r.raw.p99)}`,
    `${stmts(r.rally)} / ${stmts(r.raw)}`,
    `${num(r.rally.cpuMs, 2)} / ${num(r.raw.cpuMs, 2)}`,
    `${r.rally.failures} / ${r.raw.failures}`,
  ]);
  return [head, head.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** one transaction-ingest run: Rally alone at a number of concurrent clients */
export interface IngestRun extends Measurement {
  connections: number;
}

export function formatIngest(runs: IngestRun[], rate: string, statements: string): string {
  const head = ["concurrent clients", rate, "p50 / p99 ms", statements, "CPU ms each", "failures"];
  const lines = runs.map((r) => [String(r.connections), num(r.reqPerSec), `${num(r.p50)} / ${num(r.p99)}`, stmts(r), num(r.cpuMs, 2), String(r.failures)]);
  return [head, head.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
