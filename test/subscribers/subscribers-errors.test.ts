// Subscribers over REST, the failures: 422 naming the field, 400 for an unknown referrer,
// 404 for unknown subscribers and those of another program, paging bounds, program types.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";

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

function expect422(res: { status: number; body: any }, field: string, message?: string | RegExp) { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe(0);
  expect(typeof res.body.message).toBe("string");
  expect(Object.keys(res.body.errors)).toContain(field);
  if (message) expect(res.body.errors[field][0]).toMatch(message);
}

describe("create validation", () => {
  it("names the field of every bad value, and creates nothing", async () => {
    const { call, program } = await newsletter();
    const cases: [unknown, string][] = [
      [{}, "email"],
      [{ name: "No email" }, "email"],
      [{ email: "" }, "email"],
      [{ email: "not-an-email" }, "email"],
      [{ email: "ok@example.com", id: "has space" }, "id"],
      [{ email: "ok@example.com", id: "a@b.c" }, "id"],
      [{ email: "ok@example.com", id: "x".repeat(101) }, "id"],
      [{ email: "ok@example.com", name: "n".repeat(101) }, "name"],
      [{ email: "ok@example.com", status: "Active" }, "status"],
      [{ email: "ok@example.com", status: "deleted" }, "status"],
      [{ email: "ok@example.com", tos: "maybe" }, "tos"],
      [{ email: "ok@example.com", marketing_consent: "sure" }, "marketing_consent"],
      [{ email: "ok@example.com", approved: [] }, "approved"],
      [{ email: "ok@example.com", referral: {} }, "referral"],
      [{ email: "ok@example.com", referral: "someone" }, "referral"],
      [{ email: { nested: true } }, "email"],
    ];
    for (const [body, field] of cases) expect422(await call("POST", "/v1/subscribers", body), field);
    expect422(await call("POST", "/v1/subscribers", { email: "ok@example.com", status: "Active" }), "status", "one of active, rejected, suspended");
    expect422(await call("POST", "/v1/subscribers", "{not json"), "body");
    expect(await server.app.database.prisma.subscriber.count({ where: { programId: program.id } })).toBe(0);
  });

  it("rejects a duplicate email (in any letter case) and a duplicate id", async () => {
    const { call } = await newsletter();
    expect((await call("POST", "/v1/subscribers", { email: "dup@example.com", id: "dup" })).status).toBe(200);
    expect422(await call("POST", "/v1/subscribers", { email: "DUP@example.com" }), "email", "Email already exists");
    expect422(await call("POST", "/v1/subscribers", { email: "other@example.com", id: "dup" }), "id", "ID already exists");
    const both = await call("POST", "/v1/subscribers", { email: "dup@example.com", id: "dup" });
    expect422(both, "email", "Email already exists");
    expect(both.body.errors.id).toEqual(["ID already exists"]);
  });

  it("answers concurrent duplicates with 422, never 500", async () => {
    const { call, program } = await newsletter();
    const results = await Promise.all([0, 1, 2].map(() => call("POST", "/v1/subscribers", { email: "race@example.com" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    for (const r of results.filter((r) => r.status === 422)) expect(r.body.errors.email).toEqual(["Email already exists"]);
    expect(await server.app.database.prisma.subscriber.count({ where: { programId: program.id } })).toBe(1);
  });

  it("gives 400 for an unknown referring subscriber", async () => {
    const { call } = await newsletter();
    for (const referral of [{ id: "nobody" }, { email: "nobody@example.com" }]) {
      const res = await call("POST", "/v1/subscribers", { email: "new@example.com", referral });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, message: "Referring subscriber not found" });
    }
    expect((await call("GET", "/v1/subscribers/new@example.com")).status).toBe(404);
  });
});

describe("update validation", () => {
  it("names the field of a bad status or approved, wrapped or flat, and changes nothing", async () => {
    const { call } = await newsletter();
    const before = (await call("POST", "/v1/subscribers", { email: "v@example.com", id: "v", name: "Vee" })).body.data;
    expect422(await call("PUT", "/v1/subscribers/v", { update: { status: "Suspended" } }), "status");
    expect422(await call("PUT", "/v1/subscribers/v", { status: "archived" }), "status");
    expect422(await call("PUT", "/v1/subscribers", { email: "v@example.com", update: { status: "gone" } }), "status");
    expect422(await call("PUT", "/v1/subscribers/v", { update: { approved: "perhaps" } }), "update.approved");
    expect422(await call("PUT", "/v1/subscribers/v", { update: { name: "n".repeat(101), status: "active" } }), "name");
    expect((await call("GET", "/v1/subscribers/v")).body.data).toEqual(before);
  });

  it("needs an identifier on the collection path", async () => {
    const { call } = await newsletter();
    expect422(await call("PUT", "/v1/subscribers", { update: { name: "x" } }), "id");
    expect422(await call("DELETE", "/v1/subscribers", {}), "id");
    expect422(await call("GET", "/v1/subscribers:search"), "id");
  });
});

describe("unknown subscribers", () => {
  it("gives 404 Subscriber not found on every route", async () => {
    const { call } = await newsletter();
    const notFound = { status: 0, message: "Subscriber not found" };
    const cases: [string, string, unknown][] = [
      ["GET", "/v1/subscribers/nobody", undefined],
      ["GET", "/v1/subscribers/nobody@example.com", undefined],
      ["GET", "/v1/subscribers:search?email=nobody@example.com", undefined],
      ["PUT", "/v1/subscribers/nobody", { update: { name: "x" } }],
      ["PUT", "/v1/subscribers", { email: "nobody@example.com", update: { name: "x" } }],
      ["DELETE", "/v1/subscribers/nobody", undefined],
      ["DELETE", "/v1/subscribers", { email: "nobody@example.com" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual(notFound);
    }
  });
});

describe("paging bounds (limit 10-250, default 10)", () => {
  it("rejects a limit out of range or a bad page with 422, never clamps", async () => {
    const { call } = await newsletter();
    expect422(await call("GET", "/v1/subscribers?limit=9"), "limit", "between 10 and 250");
    expect422(await call("GET", "/v1/subscribers?limit=251"), "limit", "between 10 and 250");
    expect422(await call("GET", "/v1/subscribers?limit=0"), "limit");
    expect422(await call("GET", "/v1/subscribers?limit=ten"), "limit");
    expect422(await call("GET", "/v1/subscribers?page=0"), "page");
    expect422(await call("GET", "/v1/subscribers?page=x"), "page");
    expect422(await call("GET", "/v1/subscribers?sort=newest"), "sort");
    expect422(await call("GET", "/v1/subscribers?refer_status=maybe"), "refer_status");
    for (const limit of [10, 250]) {
      const res = await call("GET", `/v1/subscribers?limit=${limit}`);
      expect(res.status).toBe(200);
      expect(res.body.meta.per_page).toBe(limit);
    }
    expect((await call("GET", "/v1/subscribers")).body.meta.per_page).toBe(10);
  });

  it("gives an empty page past the last one", async () => {
    const { call } = await newsletter();
    await call("POST", "/v1/subscribers", { email: "only@example.com" });
    const res = await call("GET", "/v1/subscribers?page=3");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toMatchObject({ current_page: 3, from: null, to: null, total: 1 });
    expect(res.body.links.next).toBeNull();
  });
});

describe("program types", () => {
  it("gives 400 on every route to Affiliate and Referral programs", async () => {
    for (const type of ["Affiliate", "Referral"] as const) {
      const { key } = await server.program(type);
      const cases: [string, string, unknown][] = [
        ["POST", "/v1/subscribers", { email: "x@example.com" }],
        ["GET", "/v1/subscribers", undefined],
        ["GET", "/v1/subscribers/x", undefined],
        ["GET", "/v1/subscribers:search?email=x@example.com", undefined],
        ["PUT", "/v1/subscribers/x", { update: { name: "y" } }],
        ["PUT", "/v1/subscribers", { email: "x@example.com", update: { name: "y" } }],
        ["DELETE", "/v1/subscribers/x", undefined],
        ["DELETE", "/v1/subscribers", { email: "x@example.com" }],
      ];
      for (const [method, path, body] of cases) {
        const res = await server.rest(key, method, path, body);
        expect(res.status, `${type} ${method} ${path}`).toBe(400);
        expect(res.body).toEqual({ status: 0, message: `Subscribers is not available for ${type} programs` });
      }
    }
  });

  it("asks for a key first", async () => {
    const res = await server.rest(null, "GET", "/v1/subscribers");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 0, message: "Unauthenticated." });
  });
});

describe("isolation between programs", () => {
  it("another program's key cannot see, find, change or delete these subscribers", async () => {
    const a = await newsletter();
    const b = await newsletter();
    await a.call("POST", "/v1/subscribers", { email: "mine@example.com", id: "mine", name: "Mine" });
    const before = (await a.call("GET", "/v1/subscribers/mine")).body.data;

    const cases: [string, string, unknown][] = [
      ["GET", "/v1/subscribers/mine", undefined],
      ["GET", "/v1/subscribers/mine@example.com", undefined],
      ["GET", "/v1/subscribers:search?email=mine@example.com", undefined],
      ["GET", "/v1/subscribers:search?id=mine", undefined],
      ["PUT", "/v1/subscribers/mine", { update: { name: "Theirs", status: "rejected" } }],
      ["PUT", "/v1/subscribers/mine@example.com", { name: "Theirs" }],
      ["PUT", "/v1/subscribers", { email: "mine@example.com", update: { name: "Theirs" } }],
      ["DELETE", "/v1/subscribers/mine", undefined],
      ["DELETE", "/v1/subscribers/mine@example.com", undefined],
      ["DELETE", "/v1/subscribers", { email: "mine@example.com" }],
      ["DELETE", "/v1/subscribers", { id: "mine" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await b.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ status: 0, message: "Subscriber not found" });
    }
    expect((await b.call("GET", "/v1/subscribers")).body.data).toEqual([]);
    const referred = await b.call("POST", "/v1/subscribers", { email: "x@example.com", referral: { id: "mine" } });
    expect(referred.status).toBe(400);

    // unique per program: the other program may use the same email and id
    const same = await b.call("POST", "/v1/subscribers", { email: "mine@example.com", id: "mine", name: "Other" });
    expect(same.status).toBe(200);
    await b.call("PUT", "/v1/subscribers/mine", { update: { name: "Changed in B" } });
    await b.call("DELETE", "/v1/subscribers/mine");

    expect((await a.call("GET", "/v1/subscribers/mine")).body.data).toEqual(before);
    expect((await a.call("GET", "/v1/subscribers")).body.meta.total).toBe(1);
  });
});
