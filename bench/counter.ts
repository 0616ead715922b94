// SQL statement counting shared by both servers: each runs in its own child process and answers
// the parent's "take" message with what it counted since the last one, then starts over.

/** transaction control is not a statement of the request's work */
const TX_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i;
/** work done off the request path: the outbox dispatcher, the webhook worker's poll and the key's lastUsedAt */
const BACKGROUND = /^\s*(SELECT|UPDATE)[\s\S]*"OutboxEvent"|"WebhookDelivery"|"ApiKey"\s+SET/i;

import { appendFileSync } from "node:fs";

export interface Counts {
  statements: number;
  background: number;
  /** CPU time the server process used (user + system), in ms: on a loaded machine a request's cost, where its rate is the share of a core it got */
  cpuMs: number;
}

/** BENCH_SQL_LOG=<file>: every statement's first line appended there, to see what a request costs */
const log = process.env.BENCH_SQL_LOG;

export function createCounter() {
  let counts: Omit<Counts, "cpuMs"> = { statements: 0, background: 0 };
  let cpu = process.cpuUsage();
  return {
    record(sql: string) {
      if (log) appendFileSync(log, `${process.pid} ${sql.replace(/\s+/g, " ").slice(0, 160)}\n`);
      if (TX_CONTROL.test(sql)) return;
      if (BACKGROUND.test(sql)) counts.background++;
      else counts.statements++;
    },
    take(): Counts {
      const used = process.cpuUsage(cpu);
      cpu = process.cpuUsage();
      const out = { ...counts, cpuMs: (used.user + used.system) / 1000 };
      counts = { statements: 0, background: 0 };
      return out;
    },
  };
}

export type ChildMessage = { type: "ready"; port: number } | { type: "counts"; counts: Counts };
export type ParentMessage = { type: "take" } | { type: "stop" };

/** answers the parent process: counts on request, a clean stop on "stop" or when the parent goes */
export function serveParent(counter: ReturnType<typeof createCounter>, port: number, stop: () => Promise<void>) {
  const send = (m: ChildMessage) => process.send?.(m);
  let stopping = false;
  const end = async () => {
    if (stopping) return;
    stopping = true;
    await stop().catch(() => undefined);
    process.exit(0);
  };
  process.on("message", (m: ParentMessage) => {
    if (m.type === "take") send({ type: "counts", counts: counter.take() });
    if (m.type === "stop") void end();
  });
  process.on("disconnect", () => void end());
  // the parent handles Ctrl-C and stops us itself
  process.on("SIGINT", () => undefined);
  process.on("SIGTERM", () => void end());
  send({ type: "ready", port });
}
