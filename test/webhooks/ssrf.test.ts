// Where webhooks may not go (SSRF): with WEBHOOK_ALLOW_PRIVATE off, a destination on each
// refused address class is a 422 when saved, and a stored one is refused again at delivery
// (after resolution) so the local receiver hears nothing. With it on, loopback is reachable,
// but link-local (cloud metadata) never is, nor a redirect there.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ALLOW_LOOPBACK, settle, startReceiver } from "./support.js";

// The two servers never run together: on PostgreSQL they would share the worker's database,
// and either one's webhook worker could deliver (or refuse) the other's deliveries
let strict: TestServer;
let open: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const REFUSED: [string, string][] = [
  ["http://127.0.0.1:8080/hook", "loopback"],
  ["http://127.1.2.3/hook", "loopback"],
  ["http://[::1]/hook", "loopback"],
  ["http://localhost/hook", "loopback"],
  ["http://[::ffff:127.0.0.1]/hook", "loopback"],
  ["http://10.0.0.5/hook", "private"],
  ["http://172.16.0.1/hook", "private"],
  ["http://192.168.1.20/hook", "private"],
  ["http://100.64.0.1/hook", "private"],
  ["http://169.254.169.254/latest/meta-data", "link-local"],
  ["http://[fe80::1]/hook", "link-local"],
  ["http://[fd00:ec2::254]/hook", "link-local"],
  ["http://[fd12:3456::1]/hook", "unique-local"],
  ["http://0.0.0.0/hook", "unspecified"],
];

async function client(server: TestServer) {
  const { key, program } = await server.program("Affiliate");
  return { program, api: (method: string, p: string, body?: unknown) => server.rest(key, method, p, body) };
}

describe("webhook destinations (SSRF), private ones refused", () => {
  beforeAll(async () => {
    strict = await startTestServer();
  });
  afterAll(async () => {
    await strict.close();
  });

  it.each(REFUSED)("refuses %s (%s) when saved, and stores nothing", async (url, cls) => {
    const { api, program } = await client(strict);
    const res = await api("POST", "/v1/webhooks", { name: "x", url, events: ["partner.created"] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ url: [expect.stringContaining(`is a ${cls} address`)] });
    expect(await strict.app.database.prisma.webhookSubscription.count({ where: { programId: program.id } })).toBe(0);
  });

  it("refuses a private destination on update too", async () => {
    const { api } = await client(strict);
    expect((await api("POST", "/v1/webhooks", { key: "w", name: "x", url: "https://93.184.215.14/hook", events: ["partner.created"] })).status).toBe(200);
    const res = await api("PUT", "/v1/webhooks/w", { url: "http://10.1.1.1/" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["url"]);
  });

  it("checks again at delivery: a stored loopback destination hears nothing, and the attempt says why", async () => {
    const { api, program } = await client(strict);
    // saved when it was allowed (or when its name resolved elsewhere)
    await strict.app.database.prisma.webhookSubscription.create({
      data: { programId: program.id, key: "old", name: "old", url: `${receiver.url}/strict`, events: ["partner.created"], secret: "whsec_" + Buffer.alloc(32, 1).toString("base64") },
    });
    await api("POST", "/v1/partners", { email: "p@example.com", id: "p" });
    await settle(strict);
    expect(receiver.received.filter((r) => r.path === "/strict")).toEqual([]);
    const attempt = await strict.app.database.prisma.deliveryAttempt.findFirstOrThrow({ where: { delivery: { programId: program.id } } });
    expect(attempt).toMatchObject({ statusCode: null, error: expect.stringContaining("is a loopback address") });
  });

});

describe("webhook destinations (SSRF), with WEBHOOK_ALLOW_PRIVATE", () => {
  beforeAll(async () => {
    open = await startTestServer({ env: ALLOW_LOOPBACK });
  });
  afterAll(async () => {
    await open.close();
  });

  it("with WEBHOOK_ALLOW_PRIVATE, reaches loopback but still refuses link-local and metadata addresses", async () => {
    const { api } = await client(open);
    expect((await api("POST", "/v1/webhooks", { name: "x", url: `${receiver.url}/open`, events: ["partner.created"] })).status).toBe(200);
    for (const url of ["http://169.254.169.254/latest/meta-data", "http://[fe80::1]/"]) {
      const res = await api("POST", "/v1/webhooks", { name: "x", url, events: ["partner.created"] });
      expect(res.status).toBe(422);
    }
  });

  it("refuses a redirect to a metadata address, and follows one to an allowed destination", async () => {
    const { api, program } = await client(open);
    receiver.respond((r) => {
      if (r.path === "/to-metadata") return { status: 307, headers: { location: "http://169.254.169.254/latest/meta-data/iam" } };
      if (r.path === "/to-local") return { status: 308, headers: { location: "/landed" } };
      return { status: 200 };
    });
    await api("POST", "/v1/webhooks", { key: "meta", name: "x", url: `${receiver.url}/to-metadata`, events: ["partner.created"] });
    await api("POST", "/v1/webhooks", { key: "local", name: "x", url: `${receiver.url}/to-local`, events: ["partner.created"] });
    await api("POST", "/v1/partners", { email: "r@example.com", id: "r" });
    await settle(open);
    const deliveries = await open.app.database.prisma.webhookDelivery.findMany({ where: { programId: program.id }, include: { attempts: true, subscription: true } });
    const of = (key: string) => deliveries.find((d) => d.subscription.key === key)!;
    expect(of("meta")).toMatchObject({ status: "pending", attempts: [{ statusCode: null, error: expect.stringMatching(/^redirect to http:\/\/169\.254\.169\.254\/latest\/meta-data\/iam refused: .*link-local/) }] });
    expect(of("local")).toMatchObject({ status: "succeeded", attempts: [{ statusCode: 200, error: null }] });
    const landed = receiver.received.filter((r) => r.path === "/landed");
    expect(landed).toHaveLength(1);
    expect(landed[0]!.body.data.id).toBe("r");
    receiver.respond(() => ({ status: 200 }));
  });
});
