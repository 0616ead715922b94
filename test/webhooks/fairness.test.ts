// One program never slows another's webhooks: a program with 100 webhooks,
// half of them at an endpoint that accepts the connection and never answers, and 100 events
// (10,000 deliveries) beside another program's single event. The single event still arrives
// within seconds: each program holds at most its share of the attempts in flight, and claims
// take every program's first due delivery before any program's next. (Taken in order, the
// single event would wait behind the backlog: with half of its attempts held for
// WEBHOOK_TIMEOUT_MS, minutes; a larger backlog proves no more and costs its writes.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { insertEvents, type PendingEvent } from "../../src/events/outbox.js";
import { ALLOW_LOOPBACK, startReceiver } from "./support.js";

let server: TestServer;
let silent: Awaited<ReturnType<typeof startReceiver>>;
let fast: Awaited<ReturnType<typeof startReceiver>>;
let other: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startTestServer({ env: { ...ALLOW_LOOPBACK, RATE_LIMIT_PER_MINUTE: "0" } });
  [silent, fast, other] = await Promise.all([startReceiver(() => "hang"), startReceiver(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([silent.close(), fast.close(), other.close()]);
  await server.close();
});

async function until(check: () => boolean, ms: number, step = 50): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, step));
  }
  return check();
}

describe("webhook delivery across programs", () => {
  it("delivers one program's single event within seconds while another's 100 webhooks (half silent) have 100 events queued", async () => {
    const busy = await server.program("Affiliate", "Busy");
    for (let i = 0; i < 100; i++) {
      const url = `${i % 2 ? silent.url : fast.url}/busy-${i}`;
      const res = await server.rest(busy.key, "POST", "/v1/webhooks", { key: `hook-${i}`, name: `hook ${i}`, url, events: ["partner.created"] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const events: PendingEvent[] = Array.from({ length: 100 }, (_, i) => ["partner.created", { type: "partner", id: `p${i}`, view: { id: `p${i}` } }]);
    const ids = await insertEvents(server.app.database.prisma, { programId: busy.program.id, instanceId: server.app.events.id, createdAt: new Date() }, events);
    for (const id of ids) server.app.events.wrote(id);
    await server.app.events.flush(); // fanned out: 10,000 deliveries queued
    // the busy program's deliveries are under way, its silent endpoint holding connections open
    expect(await until(() => silent.received.length > 0, 30_000)).toBe(true);

    const quiet = await server.program("Affiliate", "Quiet");
    expect((await server.rest(quiet.key, "POST", "/v1/webhooks", { key: "crm", name: "CRM", url: `${other.url}/quiet`, events: ["partner.created"] })).status).toBe(200);
    expect((await server.rest(quiet.key, "POST", "/v1/partners", { email: "solo@example.com", id: "solo" })).status).toBe(200);
    expect(await until(() => other.received.length > 0, 10_000)).toBe(true);
    // ...while the busy program's backlog is still there
    const waiting = await server.app.database.prisma.webhookDelivery.count({ where: { programId: busy.program.id, status: "pending" } });
    expect(waiting).toBeGreaterThan(9_000);
    expect(other.received[0]!.body).toMatchObject({ event: "partner.created", webhook_key: "crm", data: { id: "solo" } });
  }, 60_000);
});
