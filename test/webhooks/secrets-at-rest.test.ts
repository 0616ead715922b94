// Signing secrets are stored encrypted (AES-256-GCM, core/keyring.ts), current and previous:
// the raw column never holds the secret the client was shown, yet every delivery is signed
// with it. With no configuration the key is generated on first start and kept in the
// database; a webhook written before secrets were encrypted (plaintext in the column) still
// signs, and the next start stores it encrypted; setting INTEGRATIONS_ENCRYPTION_KEY later
// re-encrypts the secrets under it, and they keep signing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { newSecret } from "../../src/modules/webhooks/signing.js";
import { ALLOW_LOOPBACK, settle, startReceiver, validBodySignature, validStandardSignature } from "./support.js";

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let server: TestServer | undefined;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => receiver.close());

const CONFIGURED_KEY = "ab".repeat(32);

async function stored(s: TestServer, programId: number, key: string) {
  const [row] = await s.app.database.prisma.$queryRaw<{ secret: string; previousSecret: string | null }[]>`
    SELECT secret, "previousSecret" FROM "WebhookSubscription" WHERE "programId" = ${programId} AND key = ${key}`;
  return row!;
}

/** a restart on the same data: PGlite's data handed over, or the same PostgreSQL database */
async function restart(s: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  const data = await s.closeKeepingData();
  return startTestServer({ env: { ...ALLOW_LOOPBACK, ...env }, data });
}

// servers restarted on their data (a dump and a load each): a limit for a loaded machine, not a timing the tests check
describe("webhook signing secrets at rest", { timeout: 120_000 }, () => {
  it("are stored encrypted, current and previous, and sign with what the client was shown", async () => {
    server = await startTestServer({ env: ALLOW_LOOPBACK });
    const { key, program } = await server.program();
    const made = await server.rest(key, "POST", "/v1/webhooks", { key: "crm", name: "CRM", url: `${receiver.url}/at-rest`, events: ["partner.created"] });
    const first = made.body.data.signature as string;
    const raw = await stored(server, program.id, "crm");
    expect(raw.secret).toMatch(/^enc1\.[0-9a-f]{8}\./);
    expect(raw.secret).not.toContain(first.slice(6, 20));

    const second = (await server.rest(key, "POST", "/v1/webhooks/crm/rotate-secret")).body.data.signature as string;
    const rotated = await stored(server, program.id, "crm");
    for (const value of [rotated.secret, rotated.previousSecret!]) {
      expect(value).toMatch(/^enc1\./);
      for (const secret of [first, second]) expect(value).not.toContain(secret.slice(6, 20));
    }

    await server.rest(key, "POST", "/v1/partners", { email: "ann@example.com", id: "ann" });
    await settle(server);
    const got = receiver.received.filter((r) => r.path === "/at-rest");
    expect(got).toHaveLength(1);
    expect(validBodySignature(second, got[0]!)).toBe(true);
    // both secrets sign during the rotation's overlap
    expect(validStandardSignature(second, got[0]!)).toBe(true);
    expect(validStandardSignature(first, got[0]!)).toBe(true);
  });

  it("encrypts a plaintext row at the next start, and it keeps signing; and again under a key configured later", async () => {
    server = await startTestServer({ env: ALLOW_LOOPBACK });
    const { key, program } = await server.program();
    // a webhook as an earlier version stored it: the secret in the clear
    const plain = newSecret();
    await server.app.database.prisma.$executeRaw`
      INSERT INTO "WebhookSubscription" (uid, "programId", key, name, url, "isActive", events, secret, "createdAt", "updatedAt")
      VALUES (${`old-${program.id}`}, ${program.id}, 'old', 'Old', ${`${receiver.url}/plain`}, true, ARRAY['partner.created'], ${plain}, now(), now())`;
    expect((await stored(server, program.id, "old")).secret).toBe(plain);

    server = await restart(server);
    const sealed = (await stored(server, program.id, "old")).secret;
    expect(sealed).toMatch(/^enc1\.[0-9a-f]{8}\./);
    expect(sealed).not.toContain(plain.slice(6));
    await server.rest(key, "POST", "/v1/partners", { email: "bea@example.com", id: "bea" });
    await settle(server);
    const got = receiver.received.filter((r) => r.path === "/plain");
    expect(got).toHaveLength(1);
    expect(validBodySignature(plain, got[0]!)).toBe(true);
    expect(validStandardSignature(plain, got[0]!)).toBe(true);

    // the operator sets a key: the secrets move under it and still sign
    server = await restart(server, { INTEGRATIONS_ENCRYPTION_KEY: CONFIGURED_KEY });
    const resealed = (await stored(server, program.id, "old")).secret;
    expect(resealed).toMatch(/^enc1\.[0-9a-f]{8}\./);
    expect(resealed.slice(0, 13)).not.toBe(sealed.slice(0, 13));
    await server.rest(key, "POST", "/v1/partners", { email: "cy@example.com", id: "cy" });
    await settle(server);
    expect(validBodySignature(plain, receiver.received.filter((r) => r.path === "/plain")[1]!)).toBe(true);
  });

  it("never sends unsigned: a secret no known key opens (the configured key changed) fails the attempt with a message", async () => {
    server = await startTestServer({ env: { ...ALLOW_LOOPBACK, INTEGRATIONS_ENCRYPTION_KEY: CONFIGURED_KEY } });
    const { key } = await server.program();
    await server.rest(key, "POST", "/v1/webhooks", { key: "lost", name: "Lost", url: `${receiver.url}/lost`, events: ["partner.created"] });
    server = await restart(server, { INTEGRATIONS_ENCRYPTION_KEY: "cd".repeat(32) });
    await server.rest(key, "POST", "/v1/partners", { email: "dee@example.com", id: "dee" });
    await settle(server);
    expect(receiver.received.filter((r) => r.path === "/lost")).toHaveLength(0);
    const log = (await server.rest(key, "GET", "/v1/webhooks/lost/deliveries")).body.data;
    expect(log[0].attempts[0]).toMatchObject({ response_status: null, error: expect.stringContaining("rotate the secret") });
    // a new secret signs again
    const fresh = (await server.rest(key, "POST", "/v1/webhooks/lost/rotate-secret")).body.data.signature as string;
    await server.rest(key, "POST", "/v1/partners", { email: "eve@example.com", id: "eve" });
    await settle(server);
    const got = receiver.received.filter((r) => r.path === "/lost");
    // (dee's retry, if it came due meanwhile, is signed with the new secret too)
    expect(got.map((r) => r.body.data.id)).toContain("eve");
    expect(got.every((r) => validBodySignature(fresh, r))).toBe(true);
  });
});
