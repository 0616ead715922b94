// @database-independent
// Each email service's adapter on its own: its webhooks verified as the service authenticates
// them (the URL's secret; MailerLite's Signature header too) and read from the payloads of the
// services' documentation (test/fixtures/newsletter), and the Kit and MailerLite clients
// against local fakes of their APIs, a 429 answered as a retryable error with its Retry-After.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { ADAPTERS } from "../../src/modules/newsletter-sync/adapters.js";
import { EspError, type ConnectionSecrets, type InboundRequest } from "../../src/modules/newsletter-sync/esp.js";

const fixture = (name: string) => Buffer.from(readFileSync(new URL(`../fixtures/newsletter/${name}`, import.meta.url), "utf8").trim());
const secrets: ConnectionSecrets = { apiKey: "key-0123456789", webhookToken: "t".repeat(32), signingSecret: "whsec-0123456789" };
const req = (body: Buffer, token = secrets.webhookToken, headers: Record<string, string> = {}): InboundRequest => ({ body, token, headers });

describe("webhooks", () => {
  it("MailerLite: the URL's secret and the body's HMAC-SHA256 signature; a sign-up with its ref", async () => {
    const ml = await ADAPTERS.mailerlite();
    const body = fixture("mailerlite-subscriber-created.json");
    const signature = createHmac("sha256", secrets.signingSecret!).update(body).digest("hex");
    expect(ml.verifyWebhook(req(body, secrets.webhookToken, { signature }), secrets)).toBe(true);
    expect(ml.verifyWebhook(req(body, secrets.webhookToken, { signature: signature.replace(/^./, "0") }), secrets)).toBe(false);
    expect(ml.verifyWebhook(req(body, secrets.webhookToken), secrets)).toBe(false);
    expect(ml.verifyWebhook(req(body, "x".repeat(32), { signature }), secrets)).toBe(false);
    expect(ml.parseWebhook(req(body), {})).toEqual([
      { action: "upsert", member: { espId: "31897397363737859", email: "dummy@example.com", name: "Dummy Testerson", subscribed: true, ref: "REFKEY123456" } },
    ]);
    const unsub = Buffer.from(JSON.stringify({ ...JSON.parse(body.toString()), event: "subscriber.unsubscribed", status: "unsubscribed" }));
    expect(ml.parseWebhook(req(unsub), {})[0]!.action).toBe("unsubscribe");
  });

  it("Kit: the URL's secret; a subscriber's state says subscribed or not", async () => {
    const kit = await ADAPTERS.kit();
    const body = fixture("kit-subscriber.json");
    expect(kit.verifyWebhook(req(body), secrets)).toBe(true);
    expect(kit.verifyWebhook(req(body, ""), secrets)).toBe(false);
    expect(kit.parseWebhook(req(body), {})).toEqual([{ action: "upsert", member: { espId: "1", email: "john@example.com", name: "John", subscribed: true, ref: null } }]);
    const cancelled = Buffer.from(body.toString().replace('"active"', '"cancelled"'));
    expect(kit.parseWebhook(req(cancelled), {})[0]!.action).toBe("unsubscribe");
  });

  it("beehiiv: the URL's secret; subscription events", async () => {
    const bh = await ADAPTERS.beehiiv();
    const body = fixture("beehiiv-subscription-created.json");
    expect(bh.verifyWebhook(req(body), secrets)).toBe(true);
    expect(bh.verifyWebhook(req(body, "t".repeat(31)), secrets)).toBe(false);
    expect(bh.parseWebhook(req(body), {})).toEqual([
      { action: "upsert", member: { espId: "sub_00000000-0000-0000-0000-000000000000", email: "example@example.com", name: "", subscribed: true, ref: null } },
    ]);
    const gone = Buffer.from(body.toString().replace("subscription.created", "subscription.deleted"));
    expect(bh.parseWebhook(req(gone), {})[0]!.action).toBe("unsubscribe");
  });
});

describe("hostile webhook bodies", () => {
  it("read as nothing to follow, whatever the service: not JSON, no email, an unknown event, a wrong shape", async () => {
    const bodies = ["not json {", "{}", '{"event":"subscriber.created"}', '{"subscriber":"x"}', '{"data":[1,2],"event_type":"subscription.created"}', "type=subscribe&data=1", "\u0000\uffff"];
    for (const provider of ["mailchimp", "mailerlite", "kit", "beehiiv"] as const) {
      const adapter = await ADAPTERS[provider]();
      for (const b of bodies) expect(adapter.parseWebhook(req(Buffer.from(b)), { listId: "a6b5da1054" }), `${provider}: ${b}`).toEqual([]);
    }
  });
});

/** a fake answering each request with what `route` says, recording them */
async function fakeApi(route: (method: string, url: URL, body: any) => { status: number; body?: unknown; headers?: Record<string, string> }) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const seen: { method: string; path: string; headers: http.IncomingHttpHeaders; body: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  const server = http.createServer((rq, res) => {
    let raw = "";
    rq.on("data", (c) => (raw += c));
    rq.on("end", () => {
      const url = new URL(rq.url ?? "/", "http://fake");
      const body = raw ? JSON.parse(raw) : undefined;
      seen.push({ method: rq.method ?? "GET", path: url.pathname + url.search, headers: rq.headers, body });
      const r = route(rq.method ?? "GET", url, body);
      res.writeHead(r.status, { "content-type": "application/json", ...(r.headers ?? {}) });
      res.end(r.body === undefined ? undefined : JSON.stringify(r.body));
    });
  });
  await new Promise<void>((d) => server.listen(0, "127.0.0.1", d));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((d) => server.close(() => d())) };
}

describe("clients against fakes", () => {
  let kitApi: Awaited<ReturnType<typeof fakeApi>>;
  let mlApi: Awaited<ReturnType<typeof fakeApi>>;
  let limited = false;
  beforeAll(async () => {
    kitApi = await fakeApi((method, url) => {
      if (limited) return { status: 429, body: { errors: ["Too many requests"] }, headers: { "retry-after": "7" } };
      if (url.pathname === "/v4/subscribers" && method === "GET") {
        const after = url.searchParams.get("after");
        return after
          ? { status: 200, body: { subscribers: [{ id: 3, first_name: "C", email_address: "c@example.com", state: "cancelled", fields: {} }], pagination: { has_next_page: false, end_cursor: "WzNd" } } }
          : { status: 200, body: { subscribers: [{ id: 1, first_name: "A", email_address: "A@example.com", state: "active", fields: { rally_ref: "2" } }], pagination: { has_next_page: true, end_cursor: "WzFd" } } };
      }
      if (url.pathname === "/v4/subscribers/1" && method === "PUT") return { status: 200, body: { subscriber: { id: 1 } } };
      if (url.pathname === "/v4/tags" && method === "GET") return { status: 200, body: { tags: [] } };
      if (url.pathname === "/v4/tags" && method === "POST") return { status: 201, body: { tag: { id: 42, name: "Mug" } } };
      if (url.pathname === "/v4/tags/42/subscribers") return { status: 201, body: { subscriber: { id: 1 } } };
      return { status: 404, body: { errors: ["Not Found"] } };
    });
    mlApi = await fakeApi((method, url, body) => {
      if (url.pathname === "/api/subscribers" && method === "GET")
        return { status: 200, body: { data: [{ id: "11", email: "m@example.com", status: "active", fields: { name: "Em", last_name: null } }], meta: { next_cursor: null } } };
      if (url.pathname === "/api/batch") {
        // MailerLite has m@, not gone@
        const responses = body.requests.map((r: { method: string; path: string }) => (r.path.includes("gone") ? { code: 404, body: { message: "Resource not found." } } : { code: 200, body: { data: { id: "11" } } }));
        return { status: 200, body: { total: responses.length, successful: responses.length, failed: 0, responses } };
      }
      return { status: 404, body: { message: "Not found" } };
    });
  });
  afterAll(async () => {
    await kitApi?.close();
    await mlApi?.close();
  });
  const config = () => loadConfig({ KIT_API_URL: kitApi.url, MAILERLITE_API_URL: mlApi.url });

  it("Kit: pages by cursor with the key in X-Kit-Api-Key, upserts fields, tags (creating the tag), and a 429 is a retryable error", async () => {
    const kit = await (await ADAPTERS.kit()).open({}, secrets, config());
    const first = await kit.listPage(null);
    expect(first).toEqual({ members: [{ espId: "1", email: "a@example.com", name: "A", subscribed: true, ref: "2" }], next: "WzFd" });
    expect((await kit.listPage(first.next)).members[0]).toMatchObject({ subscribed: false });
    expect(kitApi.seen[1]!.path).toContain("after=WzFd");
    expect(kitApi.seen[0]!.headers["x-kit-api-key"]).toBe(secrets.apiKey);
    await kit.upsertFields([{ email: "a@example.com", espId: "1", shareLink: "https://s/?aff=k", portalLink: "", referralsCount: 2 }]);
    // by Kit's id, never by a create that would add the address
    expect(kitApi.seen.at(-1)).toMatchObject({ method: "PUT", path: "/v4/subscribers/1", body: { fields: { rally_share_link: "https://s/?aff=k", rally_portal_link: "", rally_referrals: "2" } } });
    await kit.addTag({ email: "a@example.com", espId: "1" }, "Mug");
    expect(kitApi.seen.at(-1)).toMatchObject({ path: "/v4/tags/42/subscribers", body: { email_address: "a@example.com" } });
    limited = true;
    const err = await kit.listPage(null).catch((e: unknown) => e);
    limited = false;
    expect(err).toBeInstanceOf(EspError);
    expect(err).toMatchObject({ status: 429, retryAfterMs: 7000 });
  });

  it("MailerLite (its official client): lists subscribers and writes fields through the batch endpoint, to those it has only", async () => {
    const ml = await (await ADAPTERS.mailerlite()).open({}, secrets, config());
    expect(await ml.listPage(null)).toEqual({ members: [{ espId: "11", email: "m@example.com", name: "Em", subscribed: true, ref: null }], next: null });
    expect(mlApi.seen[0]!.headers.authorization).toBe(`Bearer ${secrets.apiKey}`);
    await ml.upsertFields([
      { email: "m@example.com", espId: "11", shareLink: "https://s/?aff=x", portalLink: "", referralsCount: 1 },
      { email: "gone@example.com", espId: "r4nd0m", shareLink: "https://s/?aff=y", portalLink: "", referralsCount: 0 },
    ]);
    // who MailerLite has, in one batch; then an update of that one only, by its id
    expect(mlApi.seen.at(-2)!.body.requests.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toEqual(["GET api/subscribers/m%40example.com", "GET api/subscribers/gone%40example.com"]);
    expect(mlApi.seen.at(-1)!.body.requests).toEqual([{ method: "PUT", path: "api/subscribers/11", body: { fields: { rally_share_link: "https://s/?aff=x", rally_portal_link: "", rally_referrals: 1 } } }]);
  });
});
