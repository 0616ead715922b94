// Subscribers over REST: every route and its aliases, the
// envelopes, the computed fields (status label, links, referral figures, rewards) and events.
// @database-independent: runs in the PostgreSQL pass only (the resource's paths, body forms and
// envelopes; every route's round trip runs on both databases in rest-examples.test.ts)
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newsletter() {
  const { key, program } = await server.program("Newsletter");
  const call = (method: string, path: string, body?: unknown) => server.rest(key, method, path, body);
  return { key, program, call };
}

const ISO_MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

describe("POST /v1/subscribers", () => {
  it("creates a subscriber with every field of a subscriber", async () => {
    const { call, program } = await newsletter();
    const res = await call("POST", "/v1/subscribers", {
      email: "Ann@Example.com",
      id: "esp-123",
      name: "Ann",
      tos: true,
      marketing_consent: true,
      approved: false,
      status: "suspended",
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const s = res.body.data;
    expect(s).toMatchObject({
      id: "esp-123",
      email: "ann@example.com",
      name: "Ann",
      tos: true,
      marketing_consent: true,
      approved: false,
      status: "Suspended",
      is_referred: false,
      referrals_count: 0,
      reward: [],
    });
    expect(s.created_at).toMatch(ISO_MICRO);
    // no portal is configured: no link is made up
    expect(s.portal_link).toBeNull();
    expect((await call("PUT", "/v1/program", { portal_settings: { partner_portal_url: "https://portal.shop.example" } })).status).toBe(200);
    const again = await call("GET", "/v1/subscribers/esp-123");
    expect(again.body.data.portal_link).toBe(`https://portal.shop.example/${program.publicId}/subscribers/esp-123`);
    expect(s.share_link).toMatch(/^https:\/\/shop\.example\?aff=[a-z0-9]+$/);
  });

  it("generates the id and applies the defaults", async () => {
    const { call } = await newsletter();
    const res = await call("POST", "/v1/subscribers", { email: "plain@example.com" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "", tos: false, marketing_consent: false, approved: true, status: "Active", is_referred: false });
    expect(res.body.data.id).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it("accepts booleans as strings and an id as a number, as real clients send them", async () => {
    const { call } = await newsletter();
    const res = await call("POST", "/v1/subscribers", { email: "loose@example.com", id: 4711, tos: "true", marketing_consent: "1", approved: "0" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: "4711", tos: true, marketing_consent: true, approved: false });
  });

  it("gives each subscriber its own default referral link as share_link", async () => {
    const { call } = await newsletter();
    const a = (await call("POST", "/v1/subscribers", { email: "l1@example.com" })).body.data;
    const b = (await call("POST", "/v1/subscribers", { email: "l2@example.com" })).body.data;
    expect(a.share_link).not.toBe(b.share_link);
    const key = new URL(a.share_link).searchParams.get("aff")!;
    const link = await server.app.database.prisma.referralLink.findFirst({ where: { key }, include: { subscriber: true } });
    expect(link).toMatchObject({ isDefault: true, subscriber: { id: a.id } });
  });

  it("records the referring subscriber, by id or by email", async () => {
    const { call } = await newsletter();
    const referrer = (await call("POST", "/v1/subscribers", { email: "ref@example.com", id: "referrer" })).body.data;
    const byId = await call("POST", "/v1/subscribers", { email: "f1@example.com", referral: { id: "referrer" } });
    const byEmail = await call("POST", "/v1/subscribers", { email: "f2@example.com", referral: { email: "REF@example.com" } });
    expect(byId.status).toBe(200);
    expect(byEmail.status).toBe(200);
    expect(byId.body.data.is_referred).toBe(true);
    expect(byEmail.body.data.is_referred).toBe(true);
    const again = await call("GET", `/v1/subscribers/${referrer.id}`);
    expect(again.body.data.referrals_count).toBe(2);
    expect(again.body.data.is_referred).toBe(false);
  });
});

describe("GET /v1/subscribers/{id or email} and /v1/subscribers:search", () => {
  it("finds a subscriber by id or by email, in the path or the query", async () => {
    const { call } = await newsletter();
    const created = (await call("POST", "/v1/subscribers", { email: "find@example.com", id: "find-me", name: "Finn" })).body.data;
    for (const path of [
      "/v1/subscribers/find-me",
      "/v1/subscribers/find@example.com",
      "/v1/subscribers/FIND%40Example.com",
      "/v1/subscribers:search?email=find@example.com",
      "/v1/subscribers:search?id=find-me",
    ]) {
      const res = await call("GET", path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual({ status: 1, data: created });
    }
  });

  it("takes the search arguments from a JSON body too (GET with a body)", async () => {
    const { call, key } = await newsletter();
    await call("POST", "/v1/subscribers", { email: "body@example.com", id: "in-body" });
    // fetch refuses a GET body; node:http sends one, as some clients do
    const body = JSON.stringify({ email: "body@example.com" });
    const res = await new Promise<{ status: number; body: any }>((resolve, reject) => { // eslint-disable-line @typescript-eslint/no-explicit-any
      const req = request(
        `${server.url}/v1/subscribers:search`,
        { method: "GET", headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (r) => {
          let text = "";
          r.on("data", (c) => (text += c));
          r.on("end", () => resolve({ status: r.statusCode!, body: JSON.parse(text) }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe("in-body");
  });

  it("shows the subscriber's rewards as {id, name, referrals, amount, currency, status, created_at}", async () => {
    const { call, program } = await newsletter();
    await call("POST", "/v1/subscribers", { email: "rich@example.com", id: "rich" });
    const prisma = server.app.database.prisma;
    const sub = await prisma.subscriber.findFirstOrThrow({ where: { programId: program.id, id: "rich" } });
    const reward = await prisma.reward.create({
      data: { programId: program.id, kind: "referral", status: "approved", amount: "12.5", currency: "EUR", subscriberUid: sub.uid },
    });
    const res = await call("GET", "/v1/subscribers/rich");
    expect(res.body.data.reward).toEqual([
      { id: reward.id, name: "", referrals: null, amount: 12.5, currency: "EUR", status: "approved", created_at: expect.stringMatching(ISO_MICRO) },
    ]);
  });
});

describe("GET /v1/subscribers", () => {
  it("lists newest first in the list envelope", async () => {
    const { call } = await newsletter();
    for (const n of [1, 2, 3]) await call("POST", "/v1/subscribers", { email: `n${n}@example.com`, id: `n${n}` });
    const res = await call("GET", "/v1/subscribers");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.map((s: { id: string }) => s.id)).toEqual(["n3", "n2", "n1"]);
    expect(res.body.links).toEqual({
      first: "http://rally.test/v1/subscribers?page=1",
      last: "http://rally.test/v1/subscribers?page=1",
      prev: null,
      next: null,
    });
    expect(res.body.meta).toMatchObject({ current_page: 1, from: 1, to: 3, per_page: 10, path: "http://rally.test/v1/subscribers", total: 3 });
    const asc = await call("GET", "/v1/subscribers?sort=asc");
    expect(asc.body.data.map((s: { id: string }) => s.id)).toEqual(["n1", "n2", "n3"]);
  });

  it("pages by 10 by default and keeps the other query parameters in links", async () => {
    const { call, program } = await newsletter();
    await seed(server).of(program).subscribers(11, (n) => ({ email: `p${n}@example.com` }));
    const first = await call("GET", "/v1/subscribers?sort=asc");
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toMatchObject({ per_page: 10, current_page: 1, from: 1, to: 10, total: 11, last_page: 2 });
    expect(first.body.links.next).toBe("http://rally.test/v1/subscribers?sort=asc&page=2");
    const second = await call("GET", "/v1/subscribers?sort=asc&page=2");
    expect(second.body.data).toHaveLength(1);
    expect(second.body.links.next).toBeNull();
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 11, to: 11 });
    const all = await call("GET", "/v1/subscribers?limit=250");
    expect(all.body.data).toHaveLength(11);
    expect(all.body.meta.per_page).toBe(250);
  });

  it("filters by refer_status", async () => {
    const { call } = await newsletter();
    await call("POST", "/v1/subscribers", { email: "root@example.com", id: "root" });
    await call("POST", "/v1/subscribers", { email: "kid1@example.com", id: "kid1", referral: { id: "root" } });
    await call("POST", "/v1/subscribers", { email: "kid2@example.com", id: "kid2", referral: { email: "root@example.com" } });
    await call("POST", "/v1/subscribers", { email: "alone@example.com", id: "alone" });
    const ids = async (q: string) => (await call("GET", `/v1/subscribers${q}`)).body.data.map((s: { id: string }) => s.id).sort();
    expect(await ids("?refer_status=referred")).toEqual(["kid1", "kid2"]);
    expect(await ids("?refer_status=non_referred")).toEqual(["alone", "root"]);
    expect(await ids("")).toEqual(["alone", "kid1", "kid2", "root"]);
    const referred = await call("GET", "/v1/subscribers?refer_status=referred");
    expect(referred.body.meta.total).toBe(2);
    expect(referred.body.links.first).toBe("http://rally.test/v1/subscribers?refer_status=referred&page=1");
  });
});

describe("PUT /v1/subscribers/{id or email} and PUT /v1/subscribers", () => {
  it("updates name, status and approved, wrapped in update or flat, by id or email", async () => {
    const { call } = await newsletter();
    await call("POST", "/v1/subscribers", { email: "up@example.com", id: "up", name: "Old" });

    const wrapped = await call("PUT", "/v1/subscribers/up", { update: { name: "Wrapped", status: "rejected", approved: false } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.status).toBe(1);
    expect(wrapped.body.data).toMatchObject({ id: "up", name: "Wrapped", status: "Rejected", approved: false });

    const flat = await call("PUT", "/v1/subscribers/up@example.com", { name: "Flat", status: "suspended" });
    expect(flat.status).toBe(200);
    expect(flat.body.data).toMatchObject({ name: "Flat", status: "Suspended", approved: false });

    const collection = await call("PUT", "/v1/subscribers", { email: "up@example.com", update: { status: "active", approved: true } });
    expect(collection.status).toBe(200);
    expect(collection.body.data).toMatchObject({ name: "Flat", status: "Active", approved: true });

    const collectionFlat = await call("PUT", "/v1/subscribers", { id: "up", name: "By id" });
    expect(collectionFlat.status).toBe(200);
    expect(collectionFlat.body.data).toMatchObject({ id: "up", email: "up@example.com", name: "By id", status: "Active" });

    const read = await call("GET", "/v1/subscribers/up");
    expect(read.body.data).toEqual(collectionFlat.body.data);
    expect(new Date(read.body.data.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(read.body.data.created_at).getTime());
  });

  it("leaves fields that are not in update alone (email and id cannot be changed)", async () => {
    const { call } = await newsletter();
    await call("POST", "/v1/subscribers", { email: "keep@example.com", id: "keep", name: "Keep", tos: true });
    const res = await call("PUT", "/v1/subscribers/keep", { update: { email: "other@example.com", id: "other", tos: false } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: "keep", email: "keep@example.com", name: "Keep", tos: true });
  });
});

describe("DELETE /v1/subscribers/{id or email} and DELETE /v1/subscribers", () => {
  it("deletes permanently by id, by email, in the path or the body", async () => {
    const { call, program } = await newsletter();
    for (const n of [1, 2, 3, 4]) await call("POST", "/v1/subscribers", { email: `d${n}@example.com`, id: `d${n}` });
    const cases: [string, unknown][] = [
      ["/v1/subscribers/d1", undefined],
      ["/v1/subscribers/d2@example.com", undefined],
      ["/v1/subscribers", { email: "d3@example.com" }],
      ["/v1/subscribers", { id: "d4" }],
    ];
    for (const [path, body] of cases) {
      const res = await call("DELETE", path, body);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual({ status: 1 });
    }
    for (const n of [1, 2, 3, 4]) expect((await call("GET", `/v1/subscribers/d${n}`)).status).toBe(404);
    // permanent: no row remains, the links went with it, and the email and id are free again
    const prisma = server.app.database.prisma;
    expect(await prisma.subscriber.count({ where: { programId: program.id } })).toBe(0);
    expect(await prisma.referralLink.count({ where: { programId: program.id } })).toBe(0);
    const again = await call("POST", "/v1/subscribers", { email: "d1@example.com", id: "d1" });
    expect(again.status).toBe(200);
  });

  it("updates the referral figures of the others", async () => {
    const { call } = await newsletter();
    await call("POST", "/v1/subscribers", { email: "top@example.com", id: "top" });
    await call("POST", "/v1/subscribers", { email: "mid@example.com", id: "mid", referral: { id: "top" } });
    await call("POST", "/v1/subscribers", { email: "low@example.com", id: "low", referral: { id: "mid" } });
    expect((await call("DELETE", "/v1/subscribers/low")).status).toBe(200);
    expect((await call("GET", "/v1/subscribers/mid")).body.data).toMatchObject({ is_referred: true, referrals_count: 0 });
    expect((await call("DELETE", "/v1/subscribers/top")).status).toBe(200);
    expect((await call("GET", "/v1/subscribers/mid")).body.data).toMatchObject({ is_referred: false });
  });
});

describe("events", () => {
  it("writes subscriber.created, subscriber.updated and subscriber.deleted with the resource as REST shows it", async () => {
    const { call, program } = await newsletter();
    const created = (await call("POST", "/v1/subscribers", { email: "ev@example.com", id: "ev", name: "Eve" })).body.data;
    const updated = (await call("PUT", "/v1/subscribers/ev", { update: { status: "suspended" } })).body.data;
    await call("DELETE", "/v1/subscribers/ev");
    const events = await server.app.database.prisma.outboxEvent.findMany({ where: { programId: program.id }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.type, e.resourceType, e.resourceId])).toEqual([
      ["subscriber.created", "subscriber", "ev"],
      ["subscriber.updated", "subscriber", "ev"],
      ["subscriber.deleted", "subscriber", "ev"],
    ]);
    expect(events[0]!.payload).toEqual(created);
    expect(events[1]!.payload).toEqual(updated);
    expect(events[2]!.payload).toEqual(updated);
  });

  it("writes no event when the request fails", async () => {
    const { call, program } = await newsletter();
    await call("POST", "/v1/subscribers", { email: "bad" });
    await call("PUT", "/v1/subscribers/nobody", { update: { name: "x" } });
    await call("DELETE", "/v1/subscribers/nobody");
    expect(await server.app.database.prisma.outboxEvent.count({ where: { programId: program.id } })).toBe(0);
  });
});
