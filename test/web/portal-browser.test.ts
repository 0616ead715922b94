// The partner portal as a partner uses it, in a real Chromium (playwright-core, Debian's
// chromium) that may reach nothing but the server: sign up on the program's portal (in its
// colour, accepting its terms), confirm the address by the emailed link (which lands in the
// portal signed in), sign out and in again with the password, see and copy the referral link,
// make a custom one (and see a refused one named by its field); then a sale recorded through the
// API shows on the dashboard (back on the tab, and after a reload), its commission and a payout
// request on their pages. axe-core finds no serious or critical violation on any page. Then the
// emailed code, and two programs' portals in one browser: neither shows the other's partner.
// @database-independent: runs in the PostgreSQL pass only (the rules under it are tested on both)
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../helpers/axe.js";
import { browserUnavailable, offlinePage, useBrowserServer } from "../helpers/browser.js";
import { expectOk, ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import type { TestServer } from "../helpers/server.js";
import { codeIn, lastMailTo, tokenIn } from "../accounts/support.js";

const unavailable = browserUnavailable();

describe.skipIf(unavailable !== null)(unavailable ? `partner portal in a browser (skipped: ${unavailable})` : "partner portal in a browser", () => {
  const suite = useBrowserServer();
  let server: TestServer;
  let browser: Browser;
  beforeAll(() => {
    ({ server, browser } = suite);
  });

  it("a partner signs up, confirms, signs in with a password, copies a link, and sees a sale, its commission and a payout", async () => {
    const s = await seed(server).program("Affiliate", { name: "Acme Shop", settings: { commission: { sale: { type: "percent", value: 25 }, hold_days: 0 }, payout_threshold: 0 } });
    await expectOk(s.api, "PUT", "/v1/program", { portal_settings: { brand_color: "#0F766E", terms_url: "https://shop.example/terms" } });
    const portal = `${server.url}/portal/${s.program.publicId}`;
    const { page, blocked, close } = await offlinePage(browser, server.url);
    const problems: string[] = [];
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error" && !/status of 401/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
    try {
      // signed out: the portal shows its sign-in page, named after the program
      await page.goto(portal);
      await page.getByRole("heading", { name: "Sign in to Acme Shop" }).waitFor();
      expect(page.url()).toBe(`${portal}/sign-in`);
      // in the program's colour
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())).toBe("#0F766E");
      expect(await axeViolations(page)).toEqual([]);

      // sign up with the keyboard only: the fields are labelled and in order
      await page.getByRole("link", { name: "Sign up" }).click();
      await page.getByRole("heading", { name: "Become a partner of Acme Shop" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // the focused field shows it (a ring of the program's colour)
      await page.getByLabel("First name").focus();
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe("none");
      await page.keyboard.type("Ada");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Lovelace");
      await page.keyboard.press("Tab");
      await page.keyboard.type("ada@example.com");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Secret123");
      // the program's terms: a required checkbox, its label linking them
      expect(await page.getByRole("link", { name: "terms" }).getAttribute("href")).toBe("https://shop.example/terms");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      expect(await page.getByLabel("I accept the program's terms").isChecked()).toBe(true);
      await page.keyboard.press("Tab"); // the terms link
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.getByText("Check your inbox").waitFor();
      expect(await s.prisma.partner.findFirst({ where: { programId: s.program.id }, select: { email: true, name: true, surname: true, tos: true } })).toEqual({
        email: "ada@example.com",
        name: "Ada",
        surname: "Lovelace",
        tos: true,
      });

      // the emailed link confirms the address and lands in the portal, signed in
      await server.app.events.flush();
      const token = tokenIn(lastMailTo(server, "ada@example.com")!.text);
      await page.goto(`${server.url}/auth/partner/link?token=${token}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Acme Shop partners" }).waitFor();
      expect(page.url()).toBe(portal);

      // out, then in again with the password
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("heading", { name: "Sign in to Acme Shop" }).waitFor();
      await page.getByLabel("Email address").fill("ada@example.com");
      await page.getByLabel("Password", { exact: true }).fill("wrong-Password1");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("alert").filter({ hasText: "The email or password is not right." }).waitFor();
      await page.getByLabel("Password", { exact: true }).fill("Secret123");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Acme Shop partners" }).waitFor();
      await page.getByText("Signed in as ada@example.com").waitFor();

      // the figures, all zero, and the default link
      const figure = (name: string) => page.locator(`[data-figure="${name}"] dd`).innerText();
      expect([await figure("clicks"), await figure("signups"), await figure("sales"), await figure("revenue")]).toEqual(["0", "0", "0", "$0.00"]);
      const linkField = page.getByLabel(/^Referral link /).first();
      const url = await linkField.inputValue();
      const key = new URL(url).searchParams.get("aff")!;
      expect(url).toBe(`https://shop.example?aff=${key}`);
      expect(await axeViolations(page)).toEqual([]);

      // copy it from the keyboard: the clipboard holds the link, and the page says so
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await linkField.focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Copy link ${key}`);
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe("none");
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: `Copied ${url}` }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      // a custom link within the rules; one landing off the program's website is refused beside its field
      await page.getByText("New link").click();
      await page.getByLabel("Key (optional)").fill("ada-blog");
      await page.getByLabel("Landing page (optional)").fill("https://elsewhere.example/page");
      await page.getByRole("button", { name: "Create link" }).click();
      await page.getByText("The destination must be a page of the program's website.").waitFor();
      expect(await page.getByLabel("Landing page (optional)").getAttribute("aria-invalid")).toBe("true");
      await page.getByLabel("Landing page (optional)").fill("https://shop.example/blog");
      await page.getByRole("button", { name: "Create link" }).click();
      await page.getByText("Link ada-blog created.").waitFor();
      expect(await page.getByLabel("Referral link ada-blog").inputValue()).toBe("https://shop.example/blog?aff=ada-blog");
      const links = await s.prisma.referralLink.findMany({ where: { program: { id: s.program.id } }, orderBy: { createdAt: "asc" } });
      expect(links.map((l) => l.key)).toEqual([key, "ada-blog"]);

      // a sale through the API, with the program's key: on the dashboard when the partner comes back to the tab, no reload
      await expectOk(s.api, "POST", "/v1/customers", { key: "cus-1", email: "grace@example.com", partner: { key } });
      await expectOk(s.api, "POST", "/v1/transactions", { key: "order-1", amount: 100, amount_units: "usd", customer: { key: "cus-1" } });
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await page.locator('[data-figure="sales"] dd', { hasText: "1" }).waitFor();
      expect([await figure("signups"), await figure("sales"), await figure("revenue"), await figure("approved")]).toEqual(["1", "1", "$100.00", "$25.00"]);
      // and after a reload, the same
      await page.reload();
      await page.getByRole("heading", { name: "Acme Shop partners" }).waitFor();
      expect([await figure("signups"), await figure("sales"), await figure("revenue"), await figure("approved")]).toEqual(["1", "1", "$100.00", "$25.00"]);

      // its commission, with its status
      await page.getByRole("link", { name: "Commissions" }).click();
      await page.getByRole("heading", { name: "Commissions" }).waitFor();
      expect(await page.locator("tbody tr").first().innerText()).toMatch(/Sale\s+\$25\.00\s+Approved/);
      expect(await axeViolations(page)).toEqual([]);

      // a payout request the program made: in the history
      await expectOk(s.api, "POST", "/v1/payout_requests", { partner: { key }, amount_units: "USD", gateway: "manual" });
      await page.getByRole("link", { name: "Payouts" }).click();
      await page.getByRole("heading", { name: "Payouts" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { name: "Payouts" }).waitFor();
      expect(await page.locator("tbody tr").first().innerText()).toMatch(/\$25\.00\s+Requested/);
      expect(await axeViolations(page)).toEqual([]);

      expect(blocked).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("signs in with an emailed code; another program's session counts for nothing here, and each portal shows only its partner", async () => {
    const shop = await seed(server).program("Affiliate", { name: "Shop One" });
    const other = await seed(server).program("Affiliate", { name: "Shop Two" });
    await ok(shop.api("POST", "/v1/partners", { id: "ada", key: "ada-one", email: "ada@example.com", name: "Ada" }));
    await ok(other.api("POST", "/v1/partners", { id: "bob", key: "bob-two", email: "bob@example.com", name: "Bob" }));
    const { page, blocked, close } = await offlinePage(browser, server.url);
    try {
      // Bob signs in to Shop Two's portal with a code
      const signInWithCode = async (publicId: string, email: string) => {
        await page.goto(`${server.url}/portal/${publicId}`);
        await page.getByRole("radio", { name: "With an emailed code" }).check();
        await page.getByLabel("Email address").fill(email);
        await page.getByRole("button", { name: "Email me a code" }).click();
        await page.getByText(`If ${email} belongs to a partner of the program`).waitFor();
        await server.app.events.flush();
        await page.getByLabel("Six-digit code").fill(codeIn(lastMailTo(server, email)!.text)!);
        await page.getByRole("button", { name: "Sign in" }).click();
      };
      await signInWithCode(other.program.publicId, "bob@example.com");
      await page.getByText("Signed in as bob@example.com").waitFor();
      expect(await page.getByLabel(/^Referral link /).first().inputValue()).toBe("https://shop.example?aff=bob-two");

      // his session opens nothing in Shop One's portal: it asks to sign in, and shows none of his data
      await page.goto(`${server.url}/portal/${shop.program.publicId}`);
      await page.getByRole("heading", { name: "Sign in to Shop One" }).waitFor();
      expect(await page.content()).not.toMatch(/bob/i);

      // Ada signs in there: her links, not Bob's
      await signInWithCode(shop.program.publicId, "ada@example.com");
      await page.getByText("Signed in as ada@example.com").waitFor();
      expect(await page.getByLabel(/^Referral link /).first().inputValue()).toBe("https://shop.example?aff=ada-one");
      expect(await page.content()).not.toMatch(/bob/i);
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
