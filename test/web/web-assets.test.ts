// How the web apps are served: the portal's HTML shell per program (no-cache, a CSP allowing
// only Rally's own origin, no inline script or style, the program's name), its hashed assets
// (immutable, compressed, revalidated by ETag), 404 for what is not a portal, and the budget:
// each app's JavaScript under 60 KiB gzipped, as the server sends it.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

const BUDGET = 60 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: "manual" });

/** the script and stylesheet the shell loads */
function assetsOf(html: string) {
  const js = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
  return { scripts: js, js: js.map((tag) => /src="([^"]+)"/.exec(tag)?.[1]).filter(Boolean) as string[], css };
}

describe("the partner portal's shell", () => {
  it("is a page per program, revalidated each visit, under a CSP of Rally's own origin only", async () => {
    const s = await seed(server).program("Affiliate", { name: `Ada's <Shop> & "Co"` });
    for (const path of ["", "/sign-in", "/sign-up", "/commissions", "/payouts"]) {
      const res = await get(`/portal/${s.program.publicId}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const csp = res.headers.get("content-security-policy")!;
      expect(csp.split("; ")).toEqual(expect.arrayContaining(["default-src 'self'", "frame-ancestors 'none'", "base-uri 'none'"]));
      expect(csp).not.toMatch(/unsafe|https?:|\*/);
      const html = await res.text();
      // no inline script or style: every script has a src on this origin, nothing is fetched elsewhere
      const { scripts, js, css } = assetsOf(html);
      expect(scripts.length).toBe(1);
      expect(js).toEqual([expect.stringMatching(/^\/assets\/portal-[A-Z0-9]+\.js$/)]);
      expect(css).toEqual([expect.stringMatching(/^\/assets\/portal-[A-Z0-9]+\.css$/)]);
      expect(html).not.toMatch(/style=|<style|https?:\/\//);
      // the program's name, escaped, and its public id for the sign-in calls
      expect(html).toContain(`data-name="Ada&#39;s &#60;Shop&#62; &#38; &#34;Co&#34;"`);
      expect(html).toContain(`data-program="${s.program.publicId}"`);
    }
  });

  it("says what the program's portal settings say about sign-up", async () => {
    const s = await seed(server).program("Affiliate");
    await s.api("PUT", "/v1/program", { portal_settings: { registration_disabled: true, approval_required: true } });
    const html = await (await get(`/portal/${s.program.publicId}`)).text();
    expect(html).toContain(`data-sign-up="closed"`);
    expect(html).toContain(`data-approval="required"`);
  });

  it("is a 404 for what is no partner portal: unknown programs and pages, programs without partners, hostile paths", async () => {
    const referral = await seed(server).program("Referral");
    const affiliate = await seed(server).program("Affiliate");
    for (const path of [
      "/portal/no-such-program",
      `/portal/${referral.program.publicId}`,
      `/portal/${affiliate.program.publicId}/admin`,
      `/portal/${affiliate.program.publicId}/%2e%2e`,
      "/portal/%00",
      "/portal/%E0%A4%A",
      "/portal/99999999999999999999",
      `/portal/${"x".repeat(5000)}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      // a page of the portal's own when the path reached it (a malformed one is refused before)
      if (res.headers.get("content-type")?.startsWith("text/html")) expect(res.headers.get("content-security-policy"), path).toMatch(/^default-src 'self'/);
      expect(await res.text(), path).not.toContain("<script");
    }
  });
});

describe("the console's shell", () => {
  it("is one page for every path below /console, under the same CSP, loading only the console's own bundle", async () => {
    for (const path of ["/console", "/console/", "/console/sign-in", "/console/partners", "/console/partners/UGFydG5lcjox"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'self'/);
      const html = await res.text();
      const { scripts, js, css } = assetsOf(html);
      expect(scripts.length).toBe(1);
      expect(js).toEqual([expect.stringMatching(/^\/assets\/console-[A-Z0-9]+\.js$/)]);
      expect(css).toEqual([expect.stringMatching(/^\/assets\/console-[A-Z0-9]+\.css$/)]);
      expect(html).toContain("<title>Rally console</title>");
      expect(html).not.toMatch(/style=|<style|https?:\/\//);
    }
  });

  it("is a 404 for paths no page could have", async () => {
    for (const path of ["/console/Partners", "/console/%3Cscript%3E", "/console/partners/%00", `/console/${"x".repeat(100)}`, "/console/a/b/c"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("<script");
    }
  });
});

describe("the bundle", () => {
  async function assetPaths() {
    const s = await seed(server).program("Affiliate");
    const { js, css } = assetsOf(await (await get(`/portal/${s.program.publicId}`)).text());
    return [...js, ...css];
  }

  it("is cached as immutable under its hashed name, compressed, and answers 304 to its ETag", async () => {
    for (const path of await assetPaths()) {
      const res = await get(path, { "accept-encoding": "gzip" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-type")).toMatch(path.endsWith(".js") ? /^text\/javascript/ : /^text\/css/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-encoding")).toBe("gzip");
      const etag = res.headers.get("etag")!;
      await res.arrayBuffer();
      const again = await get(path, { "if-none-match": etag });
      expect(again.status).toBe(304);
    }
  });

  it("keeps each app's JavaScript under 60 KiB gzipped, as sent", async () => {
    const scripts = (await assetPaths()).filter((p) => p.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) {
      const res = await get(path, { "accept-encoding": "gzip" });
      await res.arrayBuffer(); // fetch decompresses: the size sent is the header's
      const sent = Number(res.headers.get("content-length"));
      expect(sent, `${path}: ${(sent / 1024).toFixed(1)} KiB gzipped`).toBeLessThan(BUDGET);
      expect(sent).toBeGreaterThan(1024); // the real bundle, not an empty file
    }
  });

  it("has nothing else: unknown names, the manifest and paths out of the folder are 404", async () => {
    for (const path of ["/assets/portal-NOPE.js", "/assets/manifest.json", "/assets/..%2Fmanifest.json", "/assets/..%2F..%2Fpackage.json", "/assets/%00"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
