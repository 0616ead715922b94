// Every state change is one conditional write (src/core/transition.ts): of concurrent requests
// for the same move only one wins (200) and records its event; the others are told the move
// failed (400 "Action failed"), and a deleted partner never comes back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function withPartner(id: string) {
  const { key, program } = await server.program("Affiliate");
  const api = (method: string, path: string, body?: unknown) => server.rest(key, method, path, body);
  const created = await api("POST", "/v1/partners", { email: `${id}@example.com`, id });
  if (created.status !== 200) throw new Error(`create partner: ${created.status} ${JSON.stringify(created.body)}`);
  const events = (type: string) => server.app.database.prisma.outboxEvent.count({ where: { programId: program.id, type } });
  return { api, events };
}

describe("50 concurrent archives of one partner", () => {
  it("exactly one answers 200", async () => {
    const { api } = await withPartner("racer");
    const answers = await Promise.all(Array.from({ length: 50 }, () => api("POST", "/v1/partners/racer/archive")));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("the others answer 400 Action failed", async () => {
    const { api } = await withPartner("racer");
    const answers = await Promise.all(Array.from({ length: 50 }, () => api("POST", "/v1/partners/racer/archive")));
    const losers = answers.filter((r) => r.status !== 200);
    expect(losers).toHaveLength(49);
    for (const r of losers) expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { status: 0, message: "Action failed" } });
  });

  it("exactly one partner.archived event is recorded", async () => {
    const { api, events } = await withPartner("racer");
    await Promise.all(Array.from({ length: 50 }, () => api("POST", "/v1/partners/racer/archive")));
    expect(await events("partner.archived")).toBe(1);
  });
});

describe("other moves raced 20 times at once", () => {
  it("revoke-archive of an archived partner: one 200, one partner.updated event", async () => {
    const { api, events } = await withPartner("back");
    expect((await api("POST", "/v1/partners/back/archive")).status).toBe(200);
    const before = await events("partner.updated");
    const answers = await Promise.all(Array.from({ length: 20 }, () => api("POST", "/v1/partners/back/revoke-archive")));
    expect({ winners: answers.filter((r) => r.status === 200).length, events: (await events("partner.updated")) - before }).toEqual({ winners: 1, events: 1 });
  });

  it("archive of a customer: one 200, one customer.updated event", async () => {
    const { api, events } = await withPartner("owner");
    expect((await api("POST", "/v1/customers", { key: "c1", partner: { id: "owner" } })).status).toBe(200);
    const before = await events("customer.updated");
    const answers = await Promise.all(Array.from({ length: 20 }, () => api("POST", "/v1/customers/c1/archive")));
    expect({ winners: answers.filter((r) => r.status === 200).length, events: (await events("customer.updated")) - before }).toEqual({ winners: 1, events: 1 });
  });

  it("delete of a partner: one 200, the others 404, one partner.deleted event", async () => {
    const { api, events } = await withPartner("del");
    const answers = await Promise.all(Array.from({ length: 20 }, () => api("DELETE", "/v1/partners/del")));
    expect({
      statuses: [...new Set(answers.map((r) => r.status))].sort(),
      winners: answers.filter((r) => r.status === 200).length,
      events: await events("partner.deleted"),
    }).toEqual({ statuses: [200, 404], winners: 1, events: 1 });
  });
});

describe("concurrent delete and archive of one partner", () => {
  it("never leaves a deleted partner readable, whichever runs first", async () => {
    for (let round = 0; round < 5; round++) {
      const { api } = await withPartner(`gone${round}`);
      const [deleted] = await Promise.all([
        api("DELETE", `/v1/partners/gone${round}`),
        api("POST", `/v1/partners/gone${round}/archive`),
        api("POST", `/v1/partners/gone${round}/archive`),
      ]);
      expect(deleted.status).toBe(200);
      expect((await api("GET", `/v1/partners/gone${round}`)).status).toBe(404);
      expect((await api("GET", "/v1/partners")).body.data).toEqual([]);
    }
  });
});
