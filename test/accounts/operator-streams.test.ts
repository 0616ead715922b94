// An operator's live streams over its cookie: the `events` subscription over SSE and graphql-ws
// (the cookie rides on the WebSocket's upgrade request, accepted only from PUBLIC_URL's origin,
// the program named as a connection parameter). A stream ends within STREAM_KEY_CHECK_MS when
// its session ends (sign-out, or revoked elsewhere) or the operator loses its membership, as a
// revoked key's streams do; a partner's cookie opens no stream.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { until } from "../helpers/streams.js";
import { browser, cookieSse, cookieWs, operatorBrowser, type Browser, type CookieFeed } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { STREAM_KEY_CHECK_MS: "300" } });
});
afterAll(() => server.close());
const open: CookieFeed[] = [];
afterEach(() => open.splice(0).forEach((f) => f.close()));
const track = <F extends CookieFeed>(f: F) => (open.push(f), f);

const EVENTS = "subscription { events { type resourceId } }";
type Events = { events: { type: string; resourceId: string } };

let made = 0;
/** the server does not say when a subscription is live: the key makes partners until the feed hears one */
async function waitLive(s: Awaited<ReturnType<ReturnType<typeof seed>["program"]>>, feed: CookieFeed<Events>) {
  for (let i = 0; i < 20; i++) {
    const id = `live${++made}`;
    await ok(s.api("POST", "/v1/partners", { id, email: `${id}@example.com` }));
    await server.app.events.flush();
    try {
      await until("the probe", () => feed.items.some((e) => e.events.resourceId === id), 1500);
      return;
    } catch {
      /* not live yet */
    }
  }
  throw new Error(`never live: ${JSON.stringify(feed.errors)} ${JSON.stringify(feed.ended)}`);
}

async function setUp(role = "viewer") {
  const s = await seed(server).program("Affiliate");
  const email = `streams-${++made}@example.com`;
  const op: Browser = await operatorBrowser(server, email, s.program.publicId, role);
  return { s, op, email };
}

describe("an operator's streams", () => {
  it("follow the program's events over SSE, and end when the operator signs out", async () => {
    const { s, op } = await setUp();
    const feed = track(await cookieSse<Events>(server, op, EVENTS, { "x-rally-program": s.program.publicId }));
    expect(feed.status).toBe(200);
    await waitLive(s, feed);
    expect((await op.post("/auth/operator/sign-out", {})).status).toBe(200);
    await until("the SSE response to end", () => !!feed.ended, 10000);
  });

  it("follow them over graphql-ws with the upgrade's cookie, and close (4403) when the session is revoked elsewhere", async () => {
    const { s, op, email } = await setUp();
    const feed = track(await cookieWs<Events>(server, op.cookie, EVENTS, { program: s.program.publicId }));
    await waitLive(s, feed);
    // as another instance would: a write this server is not told about
    await server.app.database.prisma.session.updateMany({ where: { operator: { email }, revokedAt: null }, data: { revokedAt: new Date() } });
    await until("the socket to close", () => !!feed.ended, 10000);
    expect(feed.ended!.code).toBe(4403);
  });

  it("end when the operator loses its membership of the program", async () => {
    const { s, op } = await setUp("admin");
    const feed = track(await cookieWs<Events>(server, op.cookie, EVENTS, { program: s.program.publicId }));
    await waitLive(s, feed);
    await server.app.database.prisma.membership.deleteMany({ where: { programId: s.program.id } });
    await until("the socket to close", () => !!feed.ended, 10000);
  });

  it("refuses a WebSocket upgrade from a foreign origin or without one, and a cookie that is no session", async () => {
    const { s, op } = await setUp();
    for (const origin of ["https://evil.example", null]) {
      const feed = track(await cookieWs<Events>(server, op.cookie, EVENTS, { program: s.program.publicId, origin }));
      await until("the refusal", () => !!feed.ended, 10000);
      expect(feed.ended!.code).toBe(4403);
      expect(feed.items).toEqual([]);
    }
    const forged = track(await cookieWs<Events>(server, "rally_operator=" + "x".repeat(43), EVENTS, { program: s.program.publicId }));
    await until("the refusal", () => !!forged.ended, 10000);
    expect(forged.ended!.code).toBe(4403);
  });

  it("reach no program the operator is no member of, over SSE or graphql-ws", async () => {
    const { op } = await setUp();
    const theirs = await seed(server).program("Affiliate");
    const sse = track(await cookieSse<Events>(server, op, EVENTS, { "x-rally-program": theirs.program.publicId }));
    expect(sse.status).toBe(403);
    const ws = track(await cookieWs<Events>(server, op.cookie, EVENTS, { program: theirs.program.publicId }));
    await until("the refusal", () => !!ws.ended, 10000);
    expect(ws.ended!.code).toBe(4403);
  });

  it("a partner's cookie opens no stream", async () => {
    const s = await seed(server).program("Affiliate");
    await ok(s.api("POST", "/v1/partners", { id: "ada", email: "ada@example.com", password: "Secret123" }));
    const partner = browser(server);
    expect((await partner.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: "Secret123" })).status).toBe(200);
    const sse = track(await cookieSse<Events>(server, partner, EVENTS));
    await until("the refusal", () => sse.errors.length > 0 || !!sse.ended, 10000);
    expect(JSON.stringify(sse.errors)).toContain("FORBIDDEN");
    expect(sse.items).toEqual([]);
    const ws = track(await cookieWs<Events>(server, partner.cookie, EVENTS));
    await until("the refusal", () => !!ws.ended, 10000);
    expect(ws.ended!.code).toBe(4403);
  });
});
