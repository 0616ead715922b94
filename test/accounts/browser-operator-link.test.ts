// An operator opens the one-time sign-in link that the first start and `operator:invite` print,
// in a real browser (Chromium through playwright-core): the landing page's button signs in, the
// operator cookie is set HttpOnly and Lax, the browser's cookie reads the operator's
// memberships, and the same link opened again says it does not work. The page loads nothing
// from outside the server.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the database)
import { describe, expect, it } from "vitest";
import { browserUnavailable, offlinePage, useBrowserServer } from "../helpers/browser.js";
import { seed } from "../helpers/seed.js";
import { inviteOperator } from "../../src/modules/accounts/operators.service.js";

const unavailable = browserUnavailable();

describe.skipIf(unavailable !== null)(unavailable ? `operator link in a browser (skipped: ${unavailable})` : "operator link in a browser", () => {
  const b = useBrowserServer();

  it("signs the operator in from the printed link, once", async () => {
    const s = await seed(b.server).program("Affiliate");
    const { url } = await inviteOperator(b.server.app, { email: "owner@example.com", program: s.program.publicId, role: "owner" });
    expect(url.startsWith(`${b.server.url}/auth/operator/link?`), url).toBe(true);

    const { page, blocked, close } = await offlinePage(b.browser, b.server.url);
    try {
      await page.goto(url);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${b.server.url}/console`);
      const cookie = (await page.context().cookies()).find((c) => c.name === "rally_operator");
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");
      // the cookie the browser keeps signs the operator in, to its program with its role
      const res = await page.context().request.post(`${b.server.url}/graphql`, {
        headers: { origin: b.server.url, "content-type": "application/json" },
        data: { query: "{ operator { email memberships { programPublicId role } } }" },
      });
      expect(await res.json()).toEqual({ data: { operator: { email: "owner@example.com", memberships: [{ programPublicId: s.program.publicId, role: "OWNER" }] } } });

      // single use: the same link again lands on a page saying so, and signs nobody in
      await page.context().clearCookies();
      await page.goto(url);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("This link does not work").first().waitFor();
      expect((await page.context().cookies()).some((c) => c.name === "rally_operator")).toBe(false);
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  });
});
