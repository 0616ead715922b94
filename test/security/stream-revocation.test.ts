// A revoked key stops receiving events on streams that were open before the revocation, within
// STREAM_KEY_CHECK_MS (+ API_KEY_CACHE_MS when revoked from another process): an SSE response
// ends, a graphql-ws socket is closed with 4403. The program's other keys keep their streams.
// The bounds are loose (checks every 300 ms, asserted within 6 s): a loaded CI machine is slow,
// and what matters is that the streams end at all.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { issueApiKey, revokeApiKey } from "../../src/modules/auth/api-keys.service.js";
import { createPartner, sleep, sseStream, until, waitLive, wsStream, type Stream } from "../helpers/streams.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { STREAM_KEY_CHECK_MS: "300", API_KEY_CACHE_MS: "300" } });
});
afterAll(() => server.close());

const open: Stream[] = [];
afterEach(() => open.splice(0).forEach((s) => s.close()));
const track = <S extends Stream>(s: S) => (open.push(s), s);

/** revokes as the CLI does: a write to the database this server is not told about */
async function revokeElsewhere(apiKeyId: string) {
  await server.app.database.prisma.apiKey.update({ where: { id: apiKeyId }, data: { revokedAt: new Date() } });
}

describe("a key revoked while its streams are open", () => {
  it("ends its SSE streams (POST and GET) within seconds, with nothing delivered after", async () => {
    const { key, apiKey, program } = await server.program("Affiliate");
    const other = await issueApiKey(server.app.database.prisma, program.id, "other");
    const post = track(await sseStream(server, key, "POST"));
    const get = track(await sseStream(server, key, "GET"));
    const survivor = track(await sseStream(server, other.key));
    expect([post.status, get.status]).toEqual([200, 200]);
    await waitLive(server, key, post);
    await waitLive(server, key, get);
    await waitLive(server, other.key, survivor);

    const revokedAt = Date.now();
    await revokeElsewhere(apiKey.id);
    await until("both SSE responses to end", () => !!post.ended && !!get.ended, 8000);
    expect(post.ended!.at - revokedAt).toBeLessThan(6000);

    const heard = post.events.length + get.events.length;
    const after = await createPartner(server, other.key, "after");
    await until("the other key's stream to hear it", () => survivor.events.some((e) => e.resourceId === after.id));
    expect(post.events.length + get.events.length).toBe(heard);
    expect(survivor.ended).toBeUndefined();
  });

  it("closes its graphql-ws sockets with 4403 within seconds, with nothing delivered after", async () => {
    const { key, apiKey, program } = await server.program("Affiliate");
    const other = await issueApiKey(server.app.database.prisma, program.id, "other");
    const ws = track(wsStream(server, key));
    const survivor = track(wsStream(server, other.key));
    await waitLive(server, key, ws);
    await waitLive(server, other.key, survivor);

    const revokedAt = Date.now();
    await revokeElsewhere(apiKey.id);
    await until("the socket to close", () => !!ws.ended, 8000);
    expect(ws.ended).toMatchObject({ code: 4403 });
    expect(ws.ended!.at - revokedAt).toBeLessThan(6000);

    const heard = ws.events.length;
    const after = await createPartner(server, other.key, "after");
    await until("the other key's socket to hear it", () => survivor.events.some((e) => e.resourceId === after.id));
    expect(ws.events.length).toBe(heard);
    expect(survivor.ended).toBeUndefined();
  });

  it("a revocation through the API ends the streams as well, and a stream with a live key stays open", async () => {
    const revoked = await server.program("Affiliate");
    const kept = await server.program("Affiliate");
    const sse = track(await sseStream(server, revoked.key));
    const ws = track(wsStream(server, revoked.key));
    const keptSse = track(await sseStream(server, kept.key));
    await waitLive(server, revoked.key, sse);
    await waitLive(server, revoked.key, ws);
    await waitLive(server, kept.key, keptSse);

    await revokeApiKey(server.app, revoked.apiKey.id);
    await until("both streams to end", () => !!sse.ended && !!ws.ended, 8000);
    expect(ws.ended!.code).toBe(4403);
    // several check periods later, the other program's stream is still open and still hears
    await sleep(1000);
    const p = await createPartner(server, kept.key);
    await until("the kept stream to hear", () => keptSse.events.some((e) => e.resourceId === p.id));
    expect(keptSse.ended).toBeUndefined();
  });
});
