// The signed-in partner's portal in a real Chromium that may reach nothing but the server: the
// dashboard follows a click, a sign-up and a sale as they happen (no reload), the chart over a
// chosen range with its summary and table, a link's key changed, a payout method saved and a
// payout requested, then approved and paid by the program and seen paid live, the account page
// (name, notices, a password that signs other sessions out), German chosen by the browser or
// English fixed by the program; the sign-in URL from the API opens the portal signed in; and
// from the page's own origin, GraphQL gives a partner nothing of another partner's and no
// operator field. axe-core finds no serious or critical violation on any page.
// @database-independent: runs in the PostgreSQL pass only (the rules under it are tested on both)
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../helpers/axe.js";
import { browserUnavailable, offlinePage, useBrowserServer } from "../helpers/browser.js";
import { expectOk, ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import type { TestServer } from "../helpers/server.js";
import { browser as partnerBrowser } from "../accounts/support.js";

const unavailable = browserUnavailable();
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PASSWORD = "Secret123";

describe.skipIf(unavailable !== null)(unavailable ? `partner portal, live (skipped: ${unavailable})` : "partner portal, live", () => {
  const suite = useBrowserServer();
  let server: TestServer;
  let browser: Browser;
  beforeAll(() => {
    ({ server, browser } = suite);
  });

  /** an Affiliate program with partner ada (and bob), its portal's address */
  async function program(settings: Record<string, unknown> = {}) {
    const s = await seed(server).program("Affiliate", { name: "Acme Shop", settings: { commission: { sale: { type: "percent", value: 25 }, hold_days: 0 }, ...settings } });
    await ok(s.api("POST", "/v1/partners", { id: "ada", key: "ada-k", email: "ada@example.com", password: PASSWORD, name: "Ada" }));
    await ok(s.api("POST", "/v1/partners", { id: "bob", key: "bob-k", email: "bob@example.com", password: PASSWORD, name: "Bob" }));
    return { ...s, portal: `${server.url}/portal/${s.program.publicId}` };
  }

  async function signIn(page: Page, portal: string, email = "ada@example.com") {
    await page.goto(`${portal}/sign-in`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText(`Signed in as ${email}`).waitFor();
  }

  const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"] dd`);

  it("the dashboard follows clicks and sales live, the chart shows a range, a link's key changes, and a payout goes from request to paid", async () => {
    const s = await program({ payout_threshold: 20 });
    const { page, blocked, close } = await offlinePage(browser, server.url);
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    try {
      await signIn(page, s.portal);
      await page.getByRole("heading", { name: "Over time" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // a click on her link, then a referred customer and a sale, all through the server: the page follows with no reload
      const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
      const click = await fetch(`${server.url}/r/${s.program.publicId}/ada-k`, { redirect: "manual", headers: { "user-agent": UA } });
      expect(click.status).toBeGreaterThanOrEqual(300);
      await figure(page, "clicks").filter({ hasText: /^1$/ }).waitFor();
      await page.getByRole("status").filter({ hasText: "New click on one of your links." }).waitFor();
      await expectOk(s.api, "POST", "/v1/customers", { key: "c1", email: "c1@example.com", partner: { key: "ada-k" } });
      await expectOk(s.api, "POST", "/v1/transactions", { key: "o1", amount: 100, amount_units: "usd", customer: { key: "c1" } });
      await figure(page, "sales").filter({ hasText: /^1$/ }).waitFor();
      await figure(page, "approved").filter({ hasText: "$25.00" }).waitFor();
      expect(await figure(page, "signups").innerText()).toBe("1");
      expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);

      // the chart: sales over the last 7 days, said in a sentence and shown as a table
      await page.getByLabel("Show").selectOption({ label: "Sales" });
      await page.getByLabel("Range").selectOption({ label: "Last 7 days" });
      await page.locator("figcaption").filter({ hasText: "Sales, Last 7 days: 1 in total" }).waitFor();
      expect(await page.locator("svg[role=img]").getAttribute("aria-label")).toMatch(/^Sales, Last 7 days: 1 in total/);
      expect(await page.locator(".chart rect.bar").count()).toBe(7);
      await page.getByText("Show as a table").click();
      const cells = await page.locator(".chart + details tbody tr td.num").allInnerTexts();
      expect(cells).toHaveLength(7);
      expect(cells.at(-1)).toBe("1");
      expect(await axeViolations(page)).toEqual([]);

      // a link of her own, its key changed; a key the rules refuse is named beside the field
      await page.getByText("New link").click();
      await page.getByLabel("Key (optional)").fill("ada-blog");
      await page.getByRole("button", { name: "Create link" }).click();
      await page.getByLabel("Referral link ada-blog").waitFor();
      expect(await page.getByRole("button", { name: "Change the key of link ada-k" }).count()).toBe(0); // the default keeps the program's key
      await page.getByRole("button", { name: "Change the key of link ada-blog" }).click();
      const newKey = page.getByLabel("New key for link ada-blog");
      await newKey.fill("bob-k");
      await page.getByRole("button", { name: "Save key" }).click();
      await page.getByText("Key already exists").waitFor();
      expect(await newKey.getAttribute("aria-invalid")).toBe("true");
      await newKey.fill("ada-news");
      await page.getByRole("button", { name: "Save key" }).click();
      await page.getByLabel("Referral link ada-news").waitFor();
      expect(await page.getByLabel("Referral link ada-news").inputValue()).toBe("https://shop.example?aff=ada-news");

      // payouts: no method yet, then PayPal; a request for the whole balance
      await page.getByRole("link", { name: "Payouts" }).click();
      await page.getByRole("heading", { name: "Request a payout" }).waitFor();
      await page.getByText("Save a payout method to request a payout.").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // a wallet address the server refuses: named beside its field
      await page.getByRole("radio", { name: "Crypto wallet" }).check();
      await page.getByLabel("Wallet address").fill("not-a-wallet!");
      await page.getByLabel("Coin or network, such as BTC").fill("BTC");
      await page.getByRole("button", { name: "Save payout method" }).click();
      await page.locator("#method-title ~ form [aria-invalid=true]").waitFor();
      expect(await page.getByLabel("Wallet address").getAttribute("aria-invalid")).toBe("true");
      await page.getByRole("radio", { name: "PayPal" }).check();
      await page.getByLabel("Email address of the account").fill("ada@pay.example");
      await page.getByRole("button", { name: "Save payout method" }).click();
      await page.getByText("Currently: PayPal: ada@pay.example").waitFor();
      expect(await figure(page, "payable").innerText()).toBe("$25.00");
      await page.getByRole("button", { name: "Request $25.00" }).click();
      await page.getByText("Payout of $25.00 requested.").waitFor();
      await page.locator("tbody tr").filter({ hasText: "Requested" }).waitFor();

      // the program approves and pays it (as the console does, through the API): paid on the page, live
      const request = await s.prisma.payoutRequest.findFirstOrThrow({ where: { programId: s.program.id } });
      await expectOk(s.api, "POST", `/v1/payout_requests/${request.id}/approve`);
      await expectOk(s.api, "POST", `/v1/payout_requests/${request.id}/mark_as_paid`);
      await page.locator("tbody tr").filter({ hasText: "Paid" }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
      expect(await axeViolations(page)).toEqual([]);
      expect(blocked).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it("the account page changes the name and notices, and a new password signs the partner's other sessions out", async () => {
    const s = await program();
    const elsewhere = partnerBrowser(server, { origin: server.url });
    expect((await elsewhere.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: PASSWORD })).status).toBe(200);
    const { page, blocked, close } = await offlinePage(browser, server.url);
    try {
      await signIn(page, s.portal);
      await page.getByRole("link", { name: "Account" }).click();
      await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Email me when I earn a commission").uncheck();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Saved.").waitFor();
      expect(await s.prisma.partner.findFirst({ where: { programId: s.program.id, id: "ada" }, select: { surname: true, emailNotifications: true } })).toEqual({ surname: "Lovelace", emailNotifications: false });

      await page.getByLabel("Current password").fill("Wrong1234");
      await page.getByLabel("New password").fill("NewSecret1");
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByText("The current password is not right.").waitFor();
      expect(await page.getByLabel("Current password").getAttribute("aria-invalid")).toBe("true");
      await page.getByLabel("Current password").fill(PASSWORD);
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByText("Password changed. Your other devices are signed out.").waitFor();
      expect((await elsewhere.gql("{ viewer { email } }")).body.data?.viewer ?? null).toBeNull();
      await page.reload();
      await page.getByText("Signed in as ada@example.com").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("speaks German to a German browser, unless the program fixes English", async () => {
    const s = await program();
    const { page, blocked, close } = await offlinePage(browser, server.url, { locale: "de-DE" });
    try {
      await page.goto(s.portal);
      await page.getByRole("heading", { name: "Bei Acme Shop anmelden" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("E-Mail-Adresse").fill("ada@example.com");
      await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Anmelden" }).click();
      await page.getByText("Angemeldet als ada@example.com").waitFor();
      await page.getByRole("heading", { name: "Im Zeitverlauf" }).waitFor();
      expect(await figure(page, "revenue").innerText()).toMatch(/0,00\s\$/);
      expect(await axeViolations(page)).toEqual([]);

      await expectOk(s.api, "PUT", "/v1/program", { portal_settings: { language: "en" } });
      await page.reload();
      await page.getByText("Signed in as ada@example.com").waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("the sign-in URL from the API opens the portal signed in", async () => {
    const s = await program();
    const { url } = await ok(s.api("POST", "/v1/partners:sign-in-url", { id: "ada", expires_in: 60 }));
    const { page, blocked, close } = await offlinePage(browser, server.url);
    try {
      await page.goto(url);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("Signed in as ada@example.com").waitFor();
      expect(page.url()).toBe(s.portal);
      // used up: the same URL signs nobody in again
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("heading", { name: "Sign in to Acme Shop" }).waitFor();
      await page.goto(url);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForLoadState();
      expect((await page.context().request.post(`${server.url}/graphql`, { headers: { origin: server.url }, data: { query: "{ viewer { email } }" } }).then((r) => r.json())).data?.viewer ?? null).toBeNull();
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("from the page's origin, a partner reaches nothing of another partner's and no operator field", async () => {
    const s = await program();
    const bobLink = await s.prisma.referralLink.findFirstOrThrow({ where: { partner: { id: "bob", programId: s.program.id } } });
    const bobPartnerId = (await server.rest(s.key, "POST", "/graphql", { query: '{ partner(by: { externalId: "bob" }) { id } }' })).body.data.partner.id as string;
    const { page, blocked, close } = await offlinePage(browser, server.url);
    try {
      await signIn(page, s.portal);
      /** a GraphQL request as the page's own script would send it: its origin, its cookie */
      const gql = (query: string, variables: Record<string, unknown> = {}) =>
        page.evaluate(
          async ([q, v]) => {
            const res = await fetch("/graphql", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: q, variables: v }) });
            return { status: res.status, body: await res.text() };
          },
          [query, variables] as const,
        );

      const own = JSON.parse((await gql("{ viewer { externalId email referralLinks { key } } }")).body);
      expect(own.data.viewer).toEqual({ externalId: "ada", email: "ada@example.com", referralLinks: [{ key: "ada-k" }] });

      const refused = [
        `{ partner(by: { externalId: "bob" }) { email } }`,
        `{ partners(first: 5) { edges { node { email } } } }`,
        `{ node(id: "${bobPartnerId}") { id ... on Partner { email } } }`,
        `{ program { name settings { payoutThreshold } } }`,
        `{ operator { email } }`,
        `{ auditEntries(first: 1) { edges { node { id } } } }`,
        `{ webhooks(first: 1) { edges { node { url } } } }`,
        `mutation { partnerUpdate(input: { id: "${bobPartnerId}", name: "Hacked" }) { partner { name } } }`,
        `mutation { partnerApprove(input: { id: "${bobPartnerId}" }) { partner { id } } }`,
      ];
      for (const query of refused) {
        const answer = await gql(query);
        expect(answer.body, query).not.toMatch(/bob@example\.com|Hacked/);
        const body = JSON.parse(answer.body);
        expect(body.errors?.length ?? 0, query).toBeGreaterThan(0);
        expect(Object.values(body.data ?? {}).every((v) => v === null), query).toBe(true);
      }
      // another partner's link by its id: no such link of hers, and it stays bob's
      const encoded = Buffer.from(`ViewerReferralLink:${bobLink.id}`).toString("base64");
      const rename = JSON.parse((await gql(`mutation($id: ID!) { viewerReferralLinkUpdate(input: { id: $id, key: "stolen" }) { referralLink { key } userErrors { message } } }`, { id: encoded })).body);
      expect(rename.data.viewerReferralLinkUpdate).toEqual({ referralLink: null, userErrors: [{ message: "You have no such link." }] });
      expect((await s.prisma.referralLink.findUniqueOrThrow({ where: { id: bobLink.id } })).key).toBe("bob-k");
      // the program's live events and REST are closed to the cookie
      const events = await gql(`subscription { events { type } }`);
      expect(events.body).not.toMatch(/"type":"/);
      const rest = await page.evaluate(async () => (await fetch("/v1/partners", { credentials: "same-origin" })).status);
      expect(rest).toBe(401);
      expect(await s.prisma.partner.findFirst({ where: { programId: s.program.id, id: "bob" }, select: { name: true, approved: true } })).toEqual({ name: "Bob", approved: true });
      expect(blocked).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
