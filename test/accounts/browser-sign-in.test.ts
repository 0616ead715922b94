// A partner opens the single-use sign-in URL an integration minted (POST
// /v1/partners:sign-in-url) in a real browser (Chromium through playwright-core): the landing
// page's button signs in and lands in the program's portal, the session cookie is set HttpOnly,
// the browser's cookie reads the viewer, and the same link opened again says it does not work. The page loads
// nothing from outside the server.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the database)
import { describe, expect, it } from "vitest";
import { browserUnavailable, offlinePage, useBrowserServer } from "../helpers/browser.js";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";

const unavailable = browserUnavailable();

describe.skipIf(unavailable !== null)(unavailable ? `sign-in link in a browser (skipped: ${unavailable})` : "sign-in link in a browser", () => {
  const b = useBrowserServer();

  it("signs the partner in from the emailed landing page, once", async () => {
    const s = await seed(b.server).program("Affiliate");
    await ok(s.api("POST", "/v1/partners", { id: "ada", email: "ada@example.com", name: "Ada" }));
    const minted = await ok(s.api("POST", "/v1/partners:sign-in-url", { email: "ada@example.com", expires_in: 300 }));
    const url = String(minted.url);
    expect(url.startsWith(`${b.server.url}/`), url).toBe(true);

    const { page, blocked, close } = await offlinePage(b.browser, b.server.url);
    try {
      await page.goto(url);
      await page.getByRole("button", { name: "Sign in" }).click();
      // it lands in the program's portal, signed in
      await page.waitForURL(`${b.server.url}/portal/${s.program.publicId}`);
      await page.getByText("Signed in as ada@example.com").waitFor();
      const cookie = (await page.context().cookies()).find((c) => c.name === "rally_partner");
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");
      // the cookie the browser keeps signs the partner in
      const res = await page.context().request.post(`${b.server.url}/graphql`, {
        headers: { origin: b.server.url, "content-type": "application/json" },
        data: { query: "{ viewer { externalId email } }" },
      });
      const viewer = await res.json();
      expect(viewer).toEqual({ data: { viewer: { externalId: "ada", email: "ada@example.com" } } });

      // single use: the same link again lands on a page saying so, and signs nobody in
      await page.context().clearCookies();
      await page.goto(url);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("This link does not work").first().waitFor();
      expect((await page.context().cookies()).some((c) => c.name === "rally_partner")).toBe(false);
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  });
});
