// GET /v1/partners paging over real HTTP: limit, page, sort, the
// links (absolute, keeping the other query parameters) and meta, and 422 for bad values.
// @database-independent: runs in the PostgreSQL pass only (a refusal is decided before any
// statement)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, getWithBody } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { seed } from "../helpers/seed.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PUBLIC = "http://rally.test/v1/partners";
const ids = (body: { data: { id: string }[] }) => body.data.map((p) => p.id);

/** a program with partners p1..pN created one after the other (so p1 is the oldest) */
async function programWith(n: number): Promise<{ api: Api; key: string }> {
  const { key, program } = await server.program("Affiliate");
  await seed(server).of(program).partners(n);
  return { key, api: (method, path, body) => server.rest(key, method, path, body) };
}

/** a links.* URL taken apart: where it points and its query parameters */
function link(url: string | null) {
  expect(url).toEqual(expect.any(String));
  const u = new URL(url!);
  return { base: `${u.origin}${u.pathname}`, params: Object.fromEntries(u.searchParams) };
}

/** follows a links.* URL on the test server (links name the public URL, http://rally.test) */
function follow(api: Api, url: string) {
  const u = new URL(url);
  return api("GET", `${u.pathname}${u.search}`);
}

describe("pages of 2 over 5 partners (sort=asc, limit=2)", () => {
  it("first page", async () => {
    const { api } = await programWith(5);
    const res = await api("GET", "/v1/partners?sort=asc&limit=2");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(ids(res.body)).toEqual(["p1", "p2"]);
    expect(res.body.meta).toEqual({ current_page: 1, from: 1, to: 2, per_page: 2, total: 5, last_page: 3, path: PUBLIC });
    expect(link(res.body.links.first)).toEqual({ base: PUBLIC, params: { sort: "asc", limit: "2", page: "1" } });
    expect(link(res.body.links.last)).toEqual({ base: PUBLIC, params: { sort: "asc", limit: "2", page: "3" } });
    expect(res.body.links.prev).toBeNull();
    expect(link(res.body.links.next)).toEqual({ base: PUBLIC, params: { sort: "asc", limit: "2", page: "2" } });
  });

  it("middle page", async () => {
    const { api } = await programWith(5);
    const res = await api("GET", "/v1/partners?sort=asc&limit=2&page=2");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(["p3", "p4"]);
    expect(res.body.meta).toEqual({ current_page: 2, from: 3, to: 4, per_page: 2, total: 5, last_page: 3, path: PUBLIC });
    expect(link(res.body.links.first)).toEqual({ base: PUBLIC, params: { sort: "asc", limit: "2", page: "1" } });
    expect(link(res.body.links.prev)).toEqual({ base: PUBLIC, params: { sort: "asc", limit: "2", page: "1" } });
    expect(link(res.body.links.next)).toEqual({ base: PUBLIC, params: { sort: "asc", limit: "2", page: "3" } });
    expect(link(res.body.links.last)).toEqual({ base: PUBLIC, params: { sort: "asc", limit: "2", page: "3" } });
  });

  it("last page: links.next is null", async () => {
    const { api } = await programWith(5);
    const res = await api("GET", "/v1/partners?sort=asc&limit=2&page=3");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(["p5"]);
    expect(res.body.meta).toEqual({ current_page: 3, from: 5, to: 5, per_page: 2, total: 5, last_page: 3, path: PUBLIC });
    expect(res.body.links.next).toBeNull();
    expect(link(res.body.links.prev)).toEqual({ base: PUBLIC, params: { sort: "asc", limit: "2", page: "2" } });
  });

  it("following links.next from the first page visits every partner once, in order", async () => {
    const { api } = await programWith(5);
    const seen: string[] = [];
    let res = await api("GET", "/v1/partners?limit=2&sort=asc");
    for (let guard = 0; guard < 10; guard++) {
      expect(res.status).toBe(200);
      seen.push(...ids(res.body));
      if (!res.body.links.next) break;
      res = await follow(api, res.body.links.next);
    }
    expect(seen).toEqual(["p1", "p2", "p3", "p4", "p5"]);
    // and links.prev walks back to the start
    const back = await follow(api, res.body.links.prev);
    expect(ids(back.body)).toEqual(["p3", "p4"]);
  });
});

describe("order and defaults", () => {
  it("newest first by default; sort=asc is oldest first; sort=desc as the default", async () => {
    const { api } = await programWith(5);
    const byDefault = await api("GET", "/v1/partners");
    expect(ids(byDefault.body)).toEqual(["p5", "p4", "p3", "p2", "p1"]);
    expect(ids((await api("GET", "/v1/partners?sort=desc")).body)).toEqual(["p5", "p4", "p3", "p2", "p1"]);
    expect(ids((await api("GET", "/v1/partners?sort=asc")).body)).toEqual(["p1", "p2", "p3", "p4", "p5"]);
  });

  it("the default order pages newest first too", async () => {
    const { api } = await programWith(5);
    const page2 = await api("GET", "/v1/partners?limit=2&page=2");
    expect(ids(page2.body)).toEqual(["p3", "p2"]);
    expect(link(page2.body.links.next)).toEqual({ base: PUBLIC, params: { limit: "2", page: "3" } });
  });

  it("without limit and page: per_page 15, page 1", async () => {
    const { api } = await programWith(3);
    const res = await api("GET", "/v1/partners");
    expect(res.body.meta).toEqual({ current_page: 1, from: 1, to: 3, per_page: 15, total: 3, last_page: 1, path: PUBLIC });
    expect(res.body.links.prev).toBeNull();
    expect(res.body.links.next).toBeNull();
    expect(link(res.body.links.first)).toEqual({ base: PUBLIC, params: { page: "1" } });
  });

  it("limit=1 and limit=250, the bounds, are accepted", async () => {
    const { api } = await programWith(2);
    const one = await api("GET", "/v1/partners?limit=1");
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.meta).toMatchObject({ per_page: 1, last_page: 2 });
    const max = await api("GET", "/v1/partners?limit=250");
    expect(max.status).toBe(200);
    expect(max.body.data).toHaveLength(2);
    expect(max.body.meta.per_page).toBe(250);
  });

  it("deleted partners are not listed or counted", async () => {
    const { api } = await programWith(3);
    await api("DELETE", "/v1/partners/p2");
    const res = await api("GET", "/v1/partners?sort=asc");
    expect(ids(res.body)).toEqual(["p1", "p3"]);
    expect(res.body.meta.total).toBe(2);
  });
});

describe("empty lists", () => {
  it("a program without partners: data [], from and to null", async () => {
    const { api } = await seed(server).program("Affiliate");
    const res = await api("GET", "/v1/partners");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toMatchObject({ current_page: 1, from: null, to: null, total: 0, path: PUBLIC });
    expect(res.body.links.prev).toBeNull();
    expect(res.body.links.next).toBeNull();
    expect(link(res.body.links.first).base).toBe(PUBLIC);
  });

  it("a page past the end: data [], from and to null, no next page", async () => {
    const { api } = await programWith(3);
    const res = await api("GET", "/v1/partners?limit=2&page=5");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toMatchObject({ current_page: 5, from: null, to: null, total: 3, last_page: 2 });
    expect(res.body.links.next).toBeNull();
  });
});

describe("422 for bad paging parameters (no silent clamp)", () => {
  it.each([
    ["limit", "limit=0"],
    ["limit", "limit=251"],
    ["limit", "limit=-1"],
    ["limit", "limit=abc"],
    ["limit", "limit=2.5"],
    ["page", "page=0"],
    ["page", "page=-1"],
    ["page", "page=abc"],
    ["sort", "sort=bad"],
  ])("errors.%s for ?%s", async (field, query) => {
    const { api } = await programWith(1);
    const res = await api("GET", `/v1/partners?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 0, message: expect.any(String), errors: { [field]: [expect.any(String)] } });
  });
});

describe("paging parameters in a GET body", () => {
  // the body's limit and sort must survive into the links, or links.next leads to page 2 of
  // 15 newest-first, which is empty
  it("links keep limit and sort given in the body", async () => {
    const { api, key } = await programWith(5);
    const res = await getWithBody(server.url, "/v1/partners", key, { limit: 2, sort: "asc" });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(["p1", "p2"]);
    const next = await follow(api, res.body.links.next);
    expect(ids(next.body)).toEqual(["p3", "p4"]);
  });
});
