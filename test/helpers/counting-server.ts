// A test server that counts the SQL statements of one request: lists must not issue a
// query per row, so a page of many must cost what a page of one costs.
import { startTestServer } from "./server.js";

export async function countingServer() {
  let recording = false;
  let statements: string[] = [];
  const server = await startTestServer({
    // keys stay known for the whole test: a key looked up again mid-count would add its statements
    env: { API_KEY_CACHE_MS: "60000" },
    // a partner email is background work after the dispatch: it may land inside the next count
    partnerEmails: false,
    onQuery: (sql) => {
      if (recording) statements.push(sql);
    },
  });
  /** the statements run meanwhile, leaving out the event dispatcher's, the webhook worker's, the API key's lastUsedAt and transaction control */
  async function countStatements(run: () => Promise<unknown>): Promise<number> {
    await server.app.events.flush();
    statements = [];
    recording = true;
    try {
      await run();
    } finally {
      recording = false;
    }
    // transaction control (PGlite logs an earlier transaction's end as `-- Implicit "COMMIT" ...`) is not a query
    // the webhook and newsletter workers' polls for due deliveries and writes ("WebhookDelivery", "NewsletterPush") and the statistics' compaction
    // (DELETE FROM "StatDay") run on their own timers, off every request
    return statements.filter((s) => !/OutboxEvent|"WebhookDelivery"|"NewsletterPush"|DELETE FROM "StatDay"|"ApiKey" SET|^\s*(BEGIN|COMMIT|ROLLBACK)|^\s*-- Implicit/i.test(s)).length;
  }
  return { server, countStatements };
}
