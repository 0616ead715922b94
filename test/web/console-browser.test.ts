// The operator console as an operator uses it, in a real Chromium (playwright-core, Debian's
// chromium) that may reach nothing but the server: signed out it shows its sign-in page; the
// one-time link (what the first start and operator:invite print) and the password form sign in;
// the program switcher changes what every page reads and is remembered; a viewer sees no
// actions. The feed shows past events, then live ones with no reload. End to end: a partner
// signs up in the portal, is approved in the console, copies her link; a tracked click and a
// sale show in the feed live; commissions are reviewed in bulk; she requests a payout in the portal, it is approved, exported
// for PayPal and paid in the console, and her page shows it paid live; her session reaches no console
// data. An operator with an authenticator app is asked for a fresh code before a payout moves.
// axe-core finds no serious or critical violation on any console page.
// @database-independent: runs in the PostgreSQL pass only (the rules under it are tested on both)
import { readFileSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, browserUnavailable, offlinePage, useBrowserServer } from "../helpers/browser.js";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { inviteOperator } from "../../src/modules/accounts/operators.service.js";
import { tokenIn, lastMailTo } from "../accounts/support.js";
import { track } from "../tracking/support.js";

const unavailable = browserUnavailable();

describe.skipIf(unavailable !== null)(unavailable ? `operator console in a browser (skipped: ${unavailable})` : "operator console in a browser", () => {
  const b = useBrowserServer();

  /** opens the operator's one-time link in the page and presses its button: the console, signed in */
  async function signInByLink(page: Page, email: string, program: string, role = "owner") {
    const { url } = await inviteOperator(b.server.app, { email, program, role });
    await page.goto(url);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${b.server.url}/console`);
  }

  function watch(page: Page) {
    const problems: string[] = [];
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error" && !/status of 401/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
    return problems;
  }

  it("signs in by the link and by password, switches programs (remembered), shows a viewer no actions, and signs out", async () => {
    const shop = await seed(b.server).program("Affiliate", { name: "Shop One" });
    const other = await seed(b.server).program("Affiliate", { name: "Shop Two" });
    await expectOk(shop.api, "POST", "/v1/partners", { id: "ada", email: "ada@example.com", name: "Ada" });
    await expectOk(other.api, "POST", "/v1/partners", { id: "bob", email: "bob@example.com", name: "Bob", approved: false });
    await expectOk(other.api, "POST", "/v1/partners", { id: "cy", email: "cy@example.com", name: "Cy" });
    const { page, blocked, close } = await offlinePage(b.browser, b.server.url);
    const problems = watch(page);
    try {
      // signed out: the sign-in page, with both ways in
      await page.goto(`${b.server.url}/console/partners`);
      await page.getByRole("heading", { name: "Sign in to the Rally console" }).waitFor();
      expect(page.url()).toBe(`${b.server.url}/console/sign-in`);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("radio", { name: "With an emailed link" }).check();
      await page.getByRole("button", { name: "Email me a link" }).waitFor();

      // the link signs in: the overview of the operator's first program
      await inviteOperator(b.server.app, { email: "owner@example.com", program: shop.program.publicId, role: "owner" });
      await signInByLink(page, "owner@example.com", other.program.publicId, "viewer");
      await page.getByRole("heading", { name: "Overview" }).waitFor();
      await page.getByText("Signed in as owner@example.com").waitFor();
      const switcher = page.getByLabel("Program");
      expect(await switcher.locator("option").allInnerTexts()).toEqual(["Shop One (owner)", "Shop Two (viewer)"]);
      expect(await page.getByRole("navigation", { name: "Console" }).getByRole("link").allInnerTexts()).toEqual(["Overview", "Activity", "Partners", "Commissions", "Payouts", "Coupons", "Webhooks", "Settings", "API keys", "Team", "Audit log"]);
      expect(await switcher.inputValue()).toBe(shop.program.publicId);
      await page.locator('[data-figure="partners"] dd', { hasText: "1" }).waitFor();
      expect(await page.title()).toBe("Overview · Shop One · Rally console");
      expect(await axeViolations(page)).toEqual([]);

      // another program: its figures (Bob and Cy), and the choice outlives a reload
      await switcher.selectOption(other.program.publicId);
      await page.locator('[data-figure="partners"] dd', { hasText: "2" }).waitFor();
      expect(await page.title()).toBe("Overview · Shop Two · Rally console");
      await page.reload();
      await page.getByRole("heading", { name: "Overview" }).waitFor();
      expect(await page.getByLabel("Program").inputValue()).toBe(other.program.publicId);
      await page.locator('[data-figure="partners"] dd', { hasText: "2" }).waitFor();

      // a viewer there: the partner list without actions, the payouts without exports
      await page.getByRole("link", { name: "Partners" }).click();
      await page.getByRole("link", { name: "Bob" }).waitFor();
      expect(await page.getByRole("button", { name: /^(Approve|Reject|Archive) / }).count()).toBe(0);
      await page.getByRole("link", { name: "Payouts" }).click();
      await page.getByRole("heading", { name: "Payouts" }).waitFor();
      expect(await page.getByRole("button", { name: /^Export/ }).count()).toBe(0);

      // a page the console does not have says so
      await page.goto(`${b.server.url}/console/no-such-page`);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      await page.getByRole("link", { name: "Back to the overview" }).click();
      await page.getByRole("heading", { name: "Overview" }).waitFor();

      // with a password of its own, the sign-in page's form signs it in
      const set = await page.context().request.post(`${b.server.url}/graphql`, {
        headers: { origin: b.server.url, "content-type": "application/json", "x-rally-program": shop.program.publicId },
        data: { query: 'mutation { operatorPasswordSet(input: { password: "Console123" }) { userErrors { message } } }' },
      });
      expect(await set.json()).toEqual({ data: { operatorPasswordSet: { userErrors: [] } } });
      await page.reload();
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("heading", { name: "Sign in to the Rally console" }).waitFor();
      await page.getByLabel("Email address").fill("owner@example.com");
      await page.getByLabel("Password", { exact: true }).fill("Wrong-pass1");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("alert").waitFor();
      await page.getByLabel("Password", { exact: true }).fill("Console123");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Overview" }).waitFor();
      expect(page.url()).toBe(`${b.server.url}/console`);

      // sign-out: the session ends, the sign-in page again
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("heading", { name: "Sign in to the Rally console" }).waitFor();
      const res = await page.context().request.post(`${b.server.url}/graphql`, {
        headers: { origin: b.server.url, "content-type": "application/json", "x-rally-program": shop.program.publicId },
        data: { query: "{ operator { email } }" },
      });
      expect(res.status()).toBe(401);
      expect(blocked).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("the activity feed shows what happened, then what happens, live, with today's figures", async () => {
    const s = await seed(b.server).program("Affiliate", { name: "Live Shop", settings: { commission: { sale: { type: "percent", value: 10 }, hold_days: 0 } } });
    await expectOk(s.api, "POST", "/v1/partners", { id: "ada", key: "ada-key", email: "ada@example.com", name: "Ada" });
    const { page, blocked, close } = await offlinePage(b.browser, b.server.url);
    const problems = watch(page);
    try {
      await signInByLink(page, "feed@example.com", s.program.publicId);
      await page.getByRole("link", { name: "Activity" }).click();
      await page.getByRole("heading", { name: "Activity", exact: true }).waitFor();
      // what happened before: the partner
      await page.locator('[data-event="PARTNER_CREATED"]', { hasText: "ada@example.com" }).waitFor();
      await page.getByText("Live: new activity appears here as it happens.").waitFor();
      await expectOk(s.api, "POST", "/v1/customers", { key: "cus-1", email: "grace@example.com", partner: { key: "ada-key" } });
      await expectOk(s.api, "POST", "/v1/transactions", { key: "order-1", amount: 80, amount_units: "usd", customer: { key: "cus-1" } });
      await page.locator('[data-event="CUSTOMER_CREATED"]', { hasText: "grace@example.com" }).waitFor();
      await page.locator('[data-event="TRANSACTION_CREATED"]', { hasText: "$80.00" }).waitFor();
      await page.locator('[data-figure="sales"] dd', { hasText: "1" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      expect(blocked).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("end to end: a partner signs up, is approved in the console, copies a link; a click and a sale show live in the feed; commissions reviewed in bulk; a payout approved and paid shows paid in the portal", async () => {
    const s = await seed(b.server).program("Affiliate", { name: "Acme Shop", settings: { commission: { sale: { type: "percent", value: 25 }, hold_days: 0 }, payout_threshold: 0 } });
    await expectOk(s.api, "PUT", "/v1/program", { portal_settings: { approval_required: true } });
    const operator = await offlinePage(b.browser, b.server.url);
    const partner = await offlinePage(b.browser, b.server.url);
    const op = operator.page;
    const pt = partner.page;
    const problems = [...watch(op), ...watch(pt)];
    const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"] dd`).innerText();
    try {
      // the operator watches the feed
      await signInByLink(op, "ops@example.com", s.program.publicId);
      await op.getByRole("link", { name: "Activity" }).click();
      await op.getByText("Live: new activity appears here as it happens.").waitFor();
      expect(await axeViolations(op)).toEqual([]);

      // a partner signs up in the portal: pending, and in the feed at once
      await pt.goto(`${b.server.url}/portal/${s.program.publicId}/sign-up`);
      await pt.getByLabel("First name").fill("Ada");
      await pt.getByLabel("Last name").fill("Lovelace");
      await pt.getByLabel("Email address").fill("ada@example.com");
      await pt.getByLabel("Password (optional)").fill("Secret123");
      await pt.getByRole("button", { name: "Sign up" }).click();
      await pt.getByText("Check your inbox").waitFor();
      await op.locator('[data-event="PARTNER_CREATED"]', { hasText: "ada@example.com" }).waitFor();

      // the operator approves her in the console; another applicant is rejected with a reason
      await expectOk(s.api, "POST", "/v1/partners", { id: "spam", email: "spam@example.com", name: "Spam", approved: false });
      await op.getByRole("link", { name: "Partners" }).click();
      await op.getByRole("heading", { name: "Partners" }).waitFor();
      await op.getByLabel("Status").selectOption("waiting");
      await op.getByRole("button", { name: "Approve Ada Lovelace" }).waitFor();
      expect(await axeViolations(op)).toEqual([]);
      await op.getByRole("button", { name: "Approve Ada Lovelace" }).click();
      await op.getByRole("status").filter({ hasText: "Ada Lovelace is approved." }).waitFor();
      await op.getByRole("button", { name: "Reject Spam" }).click();
      await op.getByLabel("Why (the partner is told)").fill("Not a fit for the program");
      await op.getByRole("button", { name: "Reject partner" }).click();
      await op.getByRole("status").filter({ hasText: "Spam is rejected." }).waitFor();
      const rows = await s.prisma.partner.findMany({ where: { programId: s.program.id }, orderBy: { email: "asc" }, select: { email: true, approved: true, rejectionReason: true } });
      expect(rows).toEqual([
        { email: "ada@example.com", approved: true, rejectionReason: null },
        { email: "spam@example.com", approved: false, rejectionReason: "Not a fit for the program" },
      ]);
      // a search finds her; her detail shows her figures and link
      await op.getByLabel("Status").selectOption("");
      await op.getByLabel("Search").fill("ada@example.com");
      await op.locator("tbody tr").filter({ hasText: "Spam" }).waitFor({ state: "detached" });
      await op.getByRole("link", { name: "Ada Lovelace" }).click();
      await op.getByRole("heading", { name: "Ada Lovelace" }).waitFor();
      const key = (await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, email: "ada@example.com" } })).key;
      await op.getByText(`https://shop.example?aff=${key}`).waitFor();
      expect(await axeViolations(op)).toEqual([]);

      // she confirms her address by the emailed link, lands signed in, and copies her link
      await b.server.app.events.flush();
      await pt.goto(`${b.server.url}/auth/partner/link?token=${tokenIn(lastMailTo(b.server, "ada@example.com")!.text)}`);
      await pt.getByRole("button", { name: "Sign in" }).click();
      await pt.getByRole("heading", { name: "Acme Shop partners" }).waitFor();
      await pt.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: b.server.url });
      await pt.getByRole("button", { name: `Copy link ${key}` }).click();
      expect(await pt.evaluate(() => navigator.clipboard.readText())).toBe(`https://shop.example?aff=${key}`);

      // a tracked click on her link and a sale through the API: in the console's feed, no reload
      await op.getByRole("link", { name: "Activity" }).click();
      await op.getByText("Live: new activity appears here as it happens.").waitFor();
      expect((await track(b.server, s.program.publicId, "click", { key, url: `https://shop.example/?aff=${key}` }, { origin: "https://shop.example", "x-forwarded-for": "203.0.113.9" })).status).toBe(200);
      await expectOk(s.api, "POST", "/v1/customers", { key: "cus-1", email: "grace@example.com", partner: { key } });
      await expectOk(s.api, "POST", "/v1/transactions", { key: "order-1", amount: 100, amount_units: "usd", customer: { key: "cus-1" } });
      await op.locator('[data-event="CUSTOMER_CREATED"]', { hasText: "grace@example.com" }).waitFor();
      await op.locator('[data-event="TRANSACTION_CREATED"]', { hasText: "$100.00" }).waitFor();
      await op.locator('[data-event="REWARD_CREATED"]', { hasText: "$25.00" }).waitFor();
      // the click has no event of its own: today's figures count it, read again as the events arrive
      await op.locator('[data-figure="clicks"] dd', { hasText: "1" }).waitFor();
      expect(await figure(op, "sales")).toBe("1");
      // and on her dashboard
      await pt.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await pt.locator('[data-figure="sales"] dd', { hasText: "1" }).waitFor();
      expect(await figure(pt, "clicks")).toBe("1");

      // two commissions a fraud rule held back: reviewed together
      const uid = (await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, email: "ada@example.com" } })).uid;
      const held = [
        await seed(b.server).of(s.program).reward({ status: "in_review", reviewReason: "self_referral", partnerUid: uid, amount: "5" }),
        await seed(b.server).of(s.program).reward({ status: "in_review", reviewReason: "velocity", partnerUid: uid, amount: "7" }),
      ];
      await op.getByRole("link", { name: "Commissions" }).click();
      await op.getByRole("heading", { name: "Commissions" }).waitFor();
      await op.getByText("Self-referral: the partner bought through its own link").waitFor();
      expect(await axeViolations(op)).toEqual([]);
      await op.getByLabel("Choose every commission on this page").check();
      await op.getByText("2 chosen").waitFor();
      await op.getByRole("button", { name: "Approve the chosen" }).click();
      await op.getByRole("status").filter({ hasText: "2 approved." }).waitFor();
      for (const r of held) expect((await s.prisma.reward.findUniqueOrThrow({ where: { id: r.id } })).status).toBe("approved");
      await op.getByText("No commissions here.").waitFor();

      // she saves her PayPal and requests her balance in the portal; the console approves, exports for PayPal, then pays it
      await pt.getByRole("link", { name: "Payouts" }).click();
      await pt.getByRole("heading", { name: "Request a payout" }).waitFor();
      await pt.getByRole("radio", { name: "PayPal" }).check();
      await pt.getByLabel("Email address of the account").fill("ada-pay@example.com");
      await pt.getByRole("button", { name: "Save payout method" }).click();
      await pt.getByText("Currently: PayPal: ada-pay@example.com").waitFor();
      await pt.getByRole("button", { name: "Request $37.00" }).click();
      await pt.getByText("Payout of $37.00 requested.").waitFor();
      await op.getByRole("link", { name: "Payouts" }).click();
      await op.getByRole("heading", { name: "Payouts" }).waitFor();
      const number = (await s.prisma.payoutRequest.findFirstOrThrow({ where: { programId: s.program.id } })).id;
      await op.locator(`[data-payout="${number}"]`, { hasText: "$37.00" }).waitFor();
      expect(await axeViolations(op)).toEqual([]);
      await op.getByRole("button", { name: `Approve payout ${number}` }).click();
      await op.getByRole("status").filter({ hasText: `Payout ${number} is approved.` }).waitFor();
      const [download] = await Promise.all([op.waitForEvent("download"), op.getByRole("button", { name: "Export approved for PayPal mass pay" }).click()]);
      expect(download.suggestedFilename()).toMatch(/paypal.*\.csv$/i);
      expect(readFileSync((await download.path())!, "utf8")).toMatch(/ada-pay@example\.com,37(\.00)?,USD/);
      await op.getByRole("button", { name: `Mark payout ${number} paid` }).click();
      await op.getByRole("status").filter({ hasText: `Payout ${number} is marked paid.` }).waitFor();
      await op.locator(`[data-payout="${number}"]`, { hasText: "Paid" }).waitFor();

      // the partner sees it paid, without a reload
      await pt.locator("tbody tr").first().filter({ hasText: "Paid" }).waitFor();
      expect(await pt.locator("tbody tr").first().innerText()).toMatch(/\$37\.00\s+Paid/);

      // her session reaches no console data, whatever program it names
      for (const headers of [{ "x-rally-program": s.program.publicId }, {}] as Record<string, string>[]) {
        const res = await pt.context().request.post(`${b.server.url}/graphql`, {
          headers: { origin: b.server.url, "content-type": "application/json", ...headers },
          data: { query: "{ operator { email } partners(first: 1) { totalCount } }" },
        });
        expect((await res.json()).data?.partners ?? null).toBeNull();
      }

      expect(operator.blocked).toEqual([]);
      expect(partner.blocked).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await operator.close();
      await partner.close();
    }
  }, 240_000);

  it("asks an operator with an authenticator app for a fresh code before a payout moves, then moves it", async () => {
    const s = await seed(b.server).program("Affiliate", { name: "Careful Shop", settings: { commission: { sale: { type: "percent", value: 10 }, hold_days: 0 }, payout_threshold: 0 } });
    await expectOk(s.api, "POST", "/v1/partners", { id: "ada", key: "ada-key", email: "ada@example.com", name: "Ada" });
    await expectOk(s.api, "POST", "/v1/customers", { key: "cus-1", email: "grace@example.com", partner: { key: "ada-key" } });
    await expectOk(s.api, "POST", "/v1/transactions", { key: "order-1", amount: 50, amount_units: "usd", customer: { key: "cus-1" } });
    const request = await expectOk(s.api, "POST", "/v1/payout_requests", { partner: { key: "ada-key" }, amount_units: "USD", gateway: "manual" });
    const { page, blocked, close } = await offlinePage(b.browser, b.server.url);
    const problems = watch(page);
    const gql = async (query: string, variables: Record<string, unknown> = {}) =>
      (await page.context().request.post(`${b.server.url}/graphql`, { headers: { origin: b.server.url, "content-type": "application/json", "x-rally-program": s.program.publicId }, data: { query, variables } })).json();
    try {
      await signInByLink(page, "careful@example.com", s.program.publicId);
      // the operator turns its authenticator app on (a code now), and its session's code grows old
      const { secret } = (await gql("mutation { operatorTotpSetup { setup { secret } } }")).data.operatorTotpSetup.setup;
      const codeAt = (ms: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: ms });
      expect((await gql("mutation($c: String!) { operatorTotpEnable(input: { totpCode: $c }) { userErrors { message } } }", { c: codeAt(Date.now()) })).data.operatorTotpEnable.userErrors).toEqual([]);
      const operatorId = (await s.prisma.operator.findUniqueOrThrow({ where: { email: "careful@example.com" } })).id;
      await s.prisma.session.updateMany({ where: { operatorId }, data: { totpAt: new Date(Date.now() - 24 * 3_600_000) } });

      await page.goto(`${b.server.url}/console/payouts`);
      await page.getByRole("button", { name: `Approve payout ${request.id}` }).click();
      // asked for a code: a wrong one is refused beside its field, the next one approves
      await page.getByRole("form", { name: "Confirm with your authenticator app" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("Authenticator code").fill("000000");
      await page.getByRole("button", { name: "Confirm and continue" }).click();
      await page.locator(".field .error").waitFor();
      expect((await s.prisma.payoutRequest.findFirstOrThrow({ where: { programId: s.program.id } })).status).toBe("requested");
      await page.getByLabel("Authenticator code").fill(codeAt(Date.now() + 30_000));
      await page.getByRole("button", { name: "Confirm and continue" }).click();
      await page.getByRole("status").filter({ hasText: `Payout ${request.id} is approved.` }).waitFor();
      // fresh now: paying asks for nothing more
      await page.getByRole("button", { name: `Mark payout ${request.id} paid` }).click();
      await page.getByRole("status").filter({ hasText: `Payout ${request.id} is marked paid.` }).waitFor();
      expect((await s.prisma.payoutRequest.findFirstOrThrow({ where: { programId: s.program.id } })).status).toBe("paid");
      expect(blocked).toEqual([]);
      expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("shows a newsletter program only the pages it has: no partners, payouts or coupons, and their paths are not found", async () => {
    const letter = await seed(b.server).program("Newsletter", { name: "Weekly Letter" });
    await expectOk(letter.api, "POST", "/v1/subscribers", { email: "sub@example.com" });
    const { page, blocked, close } = await offlinePage(b.browser, b.server.url);
    const problems = watch(page);
    try {
      await signInByLink(page, "letters@example.com", letter.program.publicId);
      await page.getByRole("heading", { name: "Overview" }).waitFor();
      // its figures, and no error for what a newsletter program lacks
      await page.locator("[data-figure] dd").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("alert").allInnerTexts()).toEqual([]);
      const nav = page.getByRole("navigation", { name: "Console" }).getByRole("link");
      expect(await nav.allInnerTexts()).toEqual(["Overview", "Activity", "Commissions", "Webhooks", "Settings", "API keys", "Team", "Audit log"]);
      for (const path of ["partners", "payouts", "coupons"]) {
        await page.goto(`${b.server.url}/console/${path}`);
        await page.getByRole("heading", { name: "Page not found" }).waitFor();
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  });
});
