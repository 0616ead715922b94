// Pages that are the same for every caller go out compressed when the client accepts it, with an
// ETag and Cache-Control, and a 304 to a browser that has them: GraphiQL (9 MB as it is), the
// REST reference (/v1/docs) and a program's tracking script. Over real HTTP, bytes as sent.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** a GET whose body is read as sent (fetch would decompress it) */
function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((ok, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.end();
  });
}

function decode(res: Raw): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body).toString();
  if (encoding === "gzip") return gunzipSync(res.body).toString();
  return res.body.toString();
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `small`: a page under the size worth compressing (1 KB), sent as it is */
async function checkPage(path: string, accept: string, contains: string, small = false) {
  const url = `${server.url}${path}`;
  const plain = await get(url, { accept });
  expect(plain.status).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toContain(contains);

  for (const encoding of small ? [] : ["br", "gzip"]) {
    const res = await get(url, { accept, "accept-encoding": encoding === "br" ? "gzip, deflate, br" : "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(plain.body.length);
    expect(decode(res)).toBe(plain.body.toString());
  }

  const etag = plain.headers.etag as string;
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(plain.headers["cache-control"]).toBeTruthy();
  const again = await get(url, { accept, "accept-encoding": "br", "if-none-match": etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.etag).toBe(etag);
  return plain;
}

describe("static pages", () => {
  it("GraphiQL: compressed, with an ETag, and 304 when the browser has it", async () => {
    const page = await checkPage("/graphql", "text/html", "GraphiQL");
    // the page is big, and sent as a few MB at most
    expect(page.body.length).toBeGreaterThan(1_000_000);
    const br = await get(`${server.url}/graphql`, { accept: "text/html", "accept-encoding": "br" });
    expect(br.body.length).toBeLessThan(3_000_000);
  });

  it("the REST reference at /v1/docs, and the Redoc bundle it loads from this server", async () => {
    const page = await checkPage("/v1/docs", "text/html", "<!doctype html>", true);
    // no script of its own: only this server's, under a policy that says so
    expect(page.body.toString()).not.toMatch(/<script>/);
    expect(page.headers["content-security-policy"]).toMatch(/default-src 'self'; script-src 'self';/);
    const script = page.body.toString().match(/<script src="([^"]+)"/)![1]!;
    const bundle = await checkPage(script, "*/*", "Redoc");
    expect(bundle.headers["content-type"]).toMatch(/^text\/javascript/);
    // the one address Redoc would fetch from elsewhere (its logo) is not in what is served
    expect(bundle.body.toString()).not.toContain("cdn.redoc.ly");
  });

  it("a program's tracking script", async () => {
    const { program } = await server.program("Affiliate");
    await checkPage(`/js/rally.js?program=${program.publicId}`, "*/*", program.publicId);
  });
});

describe("the home page", () => {
  it("says what this server is, and every link on it answers (a demo referral link lands here too)", async () => {
    for (const path of ["/", "/?aff=demo-partner"]) {
      const res = await get(`${server.url}${path}`, { accept: "text/html" });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      const html = decode(res);
      expect(html).toContain("This server runs affiliate, refer-a-friend and newsletter-referral programs");
      expect(html).toContain('"website":"https://shop.example"');
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links).toEqual(["/graphql", "/v1/docs", "/v1/openapi.json", "/health", "/health/ready"]);
      for (const link of links) expect((await get(`${server.url}${link}`, { accept: "text/html" })).status, link).toBe(200);
    }
  });
});
