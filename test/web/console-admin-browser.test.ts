// The console's administration pages as an owner uses them, in one real Chromium
// (playwright-core, Debian's chromium) that may reach nothing but the server, signed in through
// the one-time operator link: coupons and their promotion codes (create, archive, delete, a page
// at a time), webhooks (create with the program's events, the secret shown once and signing the
// deliveries, the delivery log, a redelivery, a new secret that first asks a fresh authenticator
// code), program settings (a refusal beside its field), API keys (the secret shown once and
// copied, then revoked), the team (invite, role, the last owner kept, removal) and the audit log
// (filters, and an entry arriving live). Each action's effect is read back through the API; a
// refused input changes nothing. axe-core finds no serious or critical violation on any page. A
// viewer sees no owner's page and no form to change anything.
// @database-independent: runs in the PostgreSQL pass only (the rules under it are tested on both)
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations, browserUnavailable, launchBrowser, releaseBrowser, offlinePage, pageProblems, startBrowserServer } from "../helpers/browser.js";
import { seed } from "../helpers/seed.js";
import type { TestServer } from "../helpers/server.js";
import { ALLOW_LOOPBACK, settle, startReceiver, validStandardSignature } from "../webhooks/support.js";
import { inviteOperator } from "../../src/modules/accounts/operators.service.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const unavailable = browserUnavailable();

describe.skipIf(unavailable !== null)(unavailable ? `console administration pages in a browser (skipped: ${unavailable})` : "console administration pages in a browser", () => {
  let server: TestServer;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let shop: Awaited<ReturnType<ReturnType<typeof seed>["program"]>>;
  let page: Page;
  let blocked: string[];
  let problems: string[];
  let closePage: () => Promise<void>;

  /** GraphQL as the program's integrations send it, with its API key */
  async function api(query: string, variables?: Json): Promise<Json> {
    const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${shop.key}` }, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as Json;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** GraphQL as the signed-in operator's browser sends it: its cookie, its origin, the program header */
  async function asOperator(query: string, variables?: Json): Promise<Json> {
    const res = await page.context().request.post(`${server.url}/graphql`, {
      headers: { origin: server.url, "content-type": "application/json", "x-rally-program": shop.program.publicId },
      data: { query, variables },
    });
    const body = (await res.json()) as Json;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** opens the operator's one-time link and presses its button: the console, signed in */
  async function signIn(p: Page, email: string, role: string) {
    const { url } = await inviteOperator(server.app, { email, program: shop.program.publicId, role });
    await p.goto(url);
    await p.getByRole("button", { name: "Sign in" }).click();
    await p.waitForURL(`${server.url}/console`);
  }

  const open = async (label: string, heading: string) => {
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: label, exact: true }).click();
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  };
  const notice = (text: string | RegExp) => page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first().waitFor();
  /** fills one settings section's form and saves it */
  const saveSection = async (name: string, fill: (section: Locator) => Promise<void>) => {
    const section = page.getByRole("region", { name });
    await fill(section);
    await section.getByRole("button", { name: "Save" }).click();
    await notice(`${name} saved.`);
  };
  const invalid = (label: string) => page.getByLabel(label, { exact: true }).getAttribute("aria-invalid");

  async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const value = await read();
      if (ok(value)) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  let failing = true;
  beforeAll(async () => {
    receiver = await startReceiver(() => ({ status: failing ? 500 : 200 }));
    server = await startBrowserServer({ ...ALLOW_LOOPBACK, SIGN_IN_ATTEMPTS_PER_MINUTE: "100" });
    browser = await launchBrowser();
    shop = await seed(server).program("Affiliate", { name: "Acme Shop" });
    ({ page, blocked, close: closePage } = await offlinePage(browser, server.url));
    // a refused authenticator code (TOTP_REQUIRED) answers 403 by design; the page handles it
    problems = pageProblems(page, [401, 403]);
    await signIn(page, "owner@example.com", "owner");
    await page.getByText("Signed in as owner@example.com").waitFor();
  }, 60_000);
  afterAll(async () => {
    await closePage?.();
    await releaseBrowser(browser);
    await server?.close();
    await receiver?.close();
  });

  it("coupons: a refused one changes nothing; one created, given a promotion code, archived, its code and itself deleted; a page at a time", async () => {
    await open("Coupons", "Coupons and promotion codes");
    await page.getByText("No coupons yet.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Code", { exact: true }).fill("SPRING10");
    await page.getByLabel("Percent off").fill("150");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await until(() => invalid("Percent off"), (v) => v === "true", "the refusal beside the percent");
    expect((await api("{ coupons { totalCount } }")).coupons.totalCount).toBe(0);

    await page.getByLabel("Percent off").fill("10");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await notice("Coupon SPRING10 created.");
    const coupon = async () => (await api('{ coupon(by: { uuidCode: "SPRING10" }) { active discountType discountPercent promotionCodes { edges { node { code } } } } }')).coupon;
    expect(await coupon()).toMatchObject({ active: true, discountType: "PERCENT" });
    expect(Number((await coupon()).discountPercent)).toBe(10);

    // the new coupon is open below the list: a promotion code of its own
    await page.getByRole("heading", { name: "Coupon SPRING10" }).waitFor();
    await page.getByLabel("Code (optional)").fill("ADA-SPRING");
    await page.getByRole("button", { name: "Add code" }).click();
    await notice("Code ADA-SPRING added.");
    expect((await coupon()).promotionCodes.edges.map((e: Json) => e.node.code)).toEqual(["ADA-SPRING"]);
    expect(await axeViolations(page)).toEqual([]);

    // archived: sales may no longer redeem it, and the list says so
    await page.getByLabel("Active", { exact: true }).uncheck();
    await page.getByRole("button", { name: "Save coupon" }).click();
    await notice("Coupon SPRING10 saved.");
    expect((await coupon()).active).toBe(false);
    await page.getByRole("cell", { name: "Archived" }).waitFor();

    // deleting asks again first
    await page.getByRole("row", { name: /ADA-SPRING/ }).getByRole("button", { name: "Delete" }).click();
    // the question takes the keyboard's focus, so Enter answers it
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Delete code ADA-SPRING");
    await page.keyboard.press("Enter");
    await notice("Code ADA-SPRING deleted.");
    expect((await coupon()).promotionCodes.edges).toEqual([]);
    await page.getByRole("button", { name: "Delete coupon" }).click();
    await page.getByRole("button", { name: "Delete SPRING10 and its codes for good" }).click();
    await page.getByText("No coupons yet.").waitFor();
    expect(await coupon()).toBeNull();

    // 21 coupons: two pages of 20 and 1
    const s = seed(server).of(shop.program, shop.key);
    for (let i = 1; i <= 21; i++) await s.coupon({ uuidCode: `BULK${String(i).padStart(2, "0")}` });
    await page.getByLabel("Find a coupon by code or name").fill("BULK");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("Page 1 · 21 in all").waitFor();
    expect(await page.locator("tbody tr").count()).toBe(20);
    await page.getByRole("button", { name: "Next page" }).click();
    await page.getByText("Page 2 · 21 in all").waitFor();
    expect(await page.locator("tbody tr").allInnerTexts()).toEqual([expect.stringContaining("BULK01")]);
    await page.getByRole("button", { name: "Previous page" }).click();
    await page.getByText("Page 1 · 21 in all").waitFor();
  }, 120_000);

  it("webhooks: the program's events, a refused URL, the secret that signs, the delivery log, a redelivery, and a new secret behind a fresh code", async () => {
    await open("Webhooks", "Webhooks");
    await page.getByText("No webhooks yet.").waitFor();
    // an affiliate program's events only
    await page.getByRole("checkbox", { name: "partner.created" }).check();
    expect(await page.getByRole("checkbox", { name: "subscriber.created" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Name", { exact: true }).fill("Partners");
    await page.getByLabel("URL", { exact: true }).fill("ftp://hooks.example/in");
    await page.getByRole("button", { name: "Create webhook" }).click();
    await until(() => invalid("URL"), (v) => v === "true", "the refusal beside the URL");
    expect((await api("{ webhooks { totalCount } }")).webhooks.totalCount).toBe(0);

    await page.getByLabel("URL", { exact: true }).fill(`${receiver.url}/partners`);
    await page.getByRole("button", { name: "Create webhook" }).click();
    await notice("Webhook Partners created.");
    const secret = await page.getByLabel("Signing secret of Partners").inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect((await api("{ webhooks { edges { node { name url events isActive } } } }")).webhooks.edges).toEqual([
      { node: { name: "Partners", url: `${receiver.url}/partners`, events: ["PARTNER_CREATED"], isActive: true } },
    ]);

    // an event: the endpoint fails it, signed with the secret the page showed
    await api('mutation { partnerCreate(input: { email: "ada@example.com", externalId: "ada" }) { userErrors { message } } }');
    await settle(server);
    const first = await until(async () => receiver.received.filter((r) => r.path === "/partners"), (r) => r.length >= 1, "the first delivery");
    expect(validStandardSignature(secret, first[0]!)).toBe(true);
    const eventId = String(first[0]!.headers["webhook-id"]);

    await page.getByRole("button", { name: "Deliveries of Partners" }).click();
    const row = page.locator(`tr[data-event="${eventId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/partner\.created[\s\S]*Pending[\s\S]*500/);
    expect(await axeViolations(page)).toEqual([]);

    // sent again: the endpoint takes it now
    failing = false;
    await page.getByRole("button", { name: `Send again: ${eventId}` }).click();
    await notice(`${eventId} is queued to be sent again.`);
    await settle(server);
    await until(async () => receiver.received.filter((r) => r.headers["webhook-id"] === eventId).length, (n) => n >= 2, "the redelivery");
    const delivered = async () => (await api("{ webhookDeliveries { edges { node { eventId status } } } }")).webhookDeliveries.edges.map((e: Json) => e.node);
    await until(delivered, (d) => d.some((x: Json) => x.eventId === eventId && x.status === "SUCCEEDED"), "the delivery to succeed");

    // a new secret, shown once
    await page.getByRole("button", { name: "New secret for Partners" }).click();
    await page.getByRole("button", { name: "Make a new secret" }).click();
    const second = page.getByLabel("Signing secret of Partners");
    await until(() => second.inputValue(), (v) => v.startsWith("whsec_") && v !== secret, "the new secret");
    const rotated = await second.inputValue();

    // with an authenticator app on and its last code no longer fresh, the page asks a code first
    const setup = (await asOperator("mutation { operatorTotpSetup { setup { secret } } }")).operatorTotpSetup.setup.secret as string;
    const code = (offsetSeconds = 0) => new TOTP({ secret: Secret.fromBase32(setup), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
    expect((await asOperator("mutation($c: String!) { operatorTotpEnable(input: { totpCode: $c }) { userErrors { message } } }", { c: code() })).operatorTotpEnable.userErrors).toEqual([]);
    const owner = await shop.prisma.operator.findFirstOrThrow({ where: { email: "owner@example.com" } });
    await shop.prisma.session.updateMany({ where: { operatorId: owner.id }, data: { totpAt: new Date(Date.now() - 60 * 60_000) } });

    await page.getByRole("button", { name: "New secret for Partners" }).click();
    await page.getByRole("button", { name: "Make a new secret" }).click();
    await page.getByText("Confirm with a code from your authenticator app first.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Authenticator code").fill(code(-600));
    await page.getByRole("button", { name: "Confirm" }).click();
    await until(() => invalid("Authenticator code"), (v) => v === "true", "the refused code beside its field");
    await page.getByLabel("Authenticator code").fill(code(30));
    await page.getByRole("button", { name: "Confirm" }).click();
    await until(() => page.getByLabel("Signing secret of Partners").inputValue(), (v) => v.startsWith("whsec_") && v !== rotated, "the secret made after the code");
    const newest = await page.getByLabel("Signing secret of Partners").inputValue();

    // the newest secret signs the next delivery
    await api('mutation { partnerCreate(input: { email: "bob@example.com", externalId: "bob" }) { userErrors { message } } }');
    await settle(server);
    const next = await until(async () => receiver.received.filter((r) => r.path === "/partners" && r.headers["webhook-id"] !== eventId), (r) => r.length >= 1, "the next delivery");
    expect(validStandardSignature(newest, next[0]!)).toBe(true);
  }, 120_000);

  it("program settings: a refused colour beside its field, then each section saved on its own", async () => {
    await open("Settings", "Program settings");
    expect(await axeViolations(page)).toEqual([]);
    const portal = page.getByRole("region", { name: "Partner portal" });
    await portal.getByLabel("Brand colour").fill("red");
    await portal.getByRole("button", { name: "Save" }).click();
    await portal.getByText("The brand color must be a colour such as #1d4ed8.").waitFor();
    expect(await invalid("Brand colour")).toBe("true");
    const settings = async () => (await api("{ program { programSettings { cookieLifetime commission { sale { type value } } fraud { selfReferral } } portalSettings { brandColor approvalRequired termsUrl registrationDisabled } } }")).program;
    expect((await settings()).portalSettings.brandColor).toBe("");

    await saveSection("Partner portal", async (section) => {
      await section.getByLabel("Brand colour").fill("#0F766E");
      await section.getByLabel("New partners wait for approval").check();
      await section.getByLabel("Terms URL").fill("https://shop.example/terms");
    });

    expect(Number((await settings()).programSettings.commission.sale.value)).not.toBe(12.5);
    await saveSection("Commission", (section) => section.getByLabel("Rate").fill("12.5"));
    await saveSection("Referral cookie", (section) => section.getByLabel("Cookie lifetime in days").fill("45"));
    await saveSection("Fraud rules", async (section) => void (await section.getByLabel("A partner's own purchase").selectOption("REJECT")));

    const now = await settings();
    expect(now.portalSettings).toEqual({ brandColor: "#0F766E", approvalRequired: true, termsUrl: "https://shop.example/terms", registrationDisabled: false });
    expect(now.programSettings.commission.sale.type).toBe("PERCENT");
    expect(Number(now.programSettings.commission.sale.value)).toBe(12.5);
    expect(now.programSettings.cookieLifetime).toBe(45);
    expect(now.programSettings.fraud.selfReferral).toBe("REJECT");
  }, 120_000);

  it("API keys: a new key's secret is shown once and copied, works, and stops working when revoked", async () => {
    await open("API keys", "API keys");
    await page.getByRole("cell", { name: "test", exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("What it is for").fill("shop plugin");
    await page.getByRole("button", { name: "Create key" }).click();
    const field = page.getByLabel("The key shop plugin");
    await field.waitFor();
    const key = await field.inputValue();
    const check = async () => (await fetch(`${server.url}/v1/test`, { headers: { authorization: `Bearer ${key}` } })).status;
    expect(await check()).toBe(200);

    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.getByRole("button", { name: "Copy" }).click();
    await notice("Copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("row", { name: /shop plugin/ }).getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("button", { name: "Revoke shop plugin now" }).click();
    await notice("Key shop plugin revoked");
    expect(await check()).toBe(401);
    expect(await page.getByLabel("The key shop plugin").count()).toBe(0);
  }, 120_000);

  it("team: invites a member with a role, changes it, keeps the last owner, removes the member", async () => {
    await open("Team", "Team");
    await page.getByRole("row", { name: /owner@example\.com/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const members = async () => (await asOperator("{ members { email role } }")).members as Json[];

    await page.getByLabel("Email address").fill("ada@example.com");
    await page.getByLabel("Role", { exact: true }).selectOption("VIEWER");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await notice("ada@example.com is a member now");
    expect(await members()).toContainEqual({ email: "ada@example.com", role: "VIEWER" });

    await page.getByLabel("Role of ada@example.com", { exact: true }).selectOption("ADMIN");
    await page.getByRole("button", { name: "Change the role of ada@example.com" }).click();
    await notice("ada@example.com is now Admin.");
    expect(await members()).toContainEqual({ email: "ada@example.com", role: "ADMIN" });

    // the program keeps its last owner: refused, and said
    await page.getByLabel("Role of owner@example.com", { exact: true }).selectOption("VIEWER");
    await page.getByRole("button", { name: "Change the role of owner@example.com" }).click();
    await page.getByRole("alert").filter({ hasText: "A program keeps at least one owner" }).waitFor();
    expect(await members()).toContainEqual({ email: "owner@example.com", role: "OWNER" });

    await page.getByRole("row", { name: /ada@example\.com/ }).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("button", { name: "Remove ada@example.com from the program" }).click();
    await notice("ada@example.com was removed from the program.");
    expect((await members()).map((m) => m.email)).toEqual(["owner@example.com"]);
  }, 120_000);

  it("audit log: what the operator did, filtered by action, and a new entry arriving live", async () => {
    // the page's live stream (SSE): open before anything is done that it should hear
    const stream = page.waitForResponse((r) => r.url() === `${server.url}/graphql` && (r.request().postData() ?? "").includes("auditEntryRecorded"));
    await open("Audit log", "Audit log");
    expect((await stream).headers()["content-type"]).toMatch(/^text\/event-stream/);
    await page.locator('tr[data-action="memberInvite"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Action").fill("couponCreate");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await until(() => page.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-action"))), (a) => a.length > 0 && a.every((x) => x === "couponCreate"), "only couponCreate entries");
    const before = await page.locator("tbody tr").count();

    // the operator creates a coupon elsewhere (another tab): its entry arrives without a reload
    await asOperator('mutation { couponCreate(input: { uuidCode: "LIVE1", discountType: PERCENT, discountAmount: 5, durationType: ONCE }) { userErrors { message } } }');
    await page.getByText("New entries since the page opened: 1.").waitFor();
    expect(await page.locator("tbody tr").count()).toBe(before + 1);
    expect(await page.locator("tbody tr").first().innerText()).toMatch(/owner@example\.com\s+couponCreate\s+Done/);
    // its details: what the operator sent
    const live = page.locator("tbody tr").first();
    await live.getByText("Coupon", { exact: true }).click();
    expect(await live.locator("pre").first().innerText()).toContain('"uuidCode": "LIVE1"');

    // a filter it does not match keeps it out
    await page.getByLabel("Action").fill("memberRemove");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await until(() => page.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-action"))), (a) => a.length === 1 && a[0] === "memberRemove", "only the memberRemove entry");
    expect(blocked).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);

  it("a viewer sees neither the owners' pages nor any form that changes something", async () => {
    const viewer = await offlinePage(browser, server.url);
    try {
      await signIn(viewer.page, "viewer@example.com", "viewer");
      const nav = viewer.page.getByRole("navigation", { name: "Console" });
      await nav.getByRole("link", { name: "Coupons", exact: true }).click();
      await viewer.page.getByRole("heading", { name: "Coupons and promotion codes" }).waitFor();
      await viewer.page.getByRole("row", { name: /BULK21/ }).waitFor();
      expect(await nav.getByRole("link").allInnerTexts()).not.toContain("API keys");
      expect(await nav.getByRole("link").allInnerTexts()).not.toContain("Team");
      expect(await viewer.page.getByRole("heading", { name: "New coupon" }).count()).toBe(0);
      await nav.getByRole("link", { name: "Webhooks", exact: true }).click();
      await viewer.page.getByRole("button", { name: "Deliveries of Partners" }).waitFor();
      expect(await viewer.page.getByRole("button", { name: "New secret for Partners" }).count()).toBe(0);
      expect(await viewer.page.getByRole("heading", { name: "New webhook" }).count()).toBe(0);
      expect(viewer.blocked).toEqual([]);
    } finally {
      await viewer.close();
    }
  }, 60_000);
});
