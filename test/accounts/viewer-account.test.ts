// What a signed-in partner changes of itself through GraphQL (viewerUpdate, viewerPasswordChange,
// viewerPayoutMethodSet, viewerPayoutRequestCreate, viewerReferralLinkUpdate) and hears live
// (viewerActivity), over real HTTP with the session cookie: the same rules as the program's
// key, hostile input refused naming the field with nothing changed, nothing of another partner
// reached, and the live feed only the partner's own, ending with its session. Also the
// program's portal language, on both surfaces.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk, mailLines, ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser, cookieSse } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = "Secret123";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function signedIn(program: { publicId: string }, email: string) {
  const b = browser(server);
  expect((await b.post("/auth/partner/sign-in", { program: program.publicId, email, password: PASSWORD })).status).toBe(200);
  return b;
}

/** a program with partners ada (signed in) and bob */
async function twoPartners(settings: Record<string, unknown> = {}) {
  const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 }, hold_days: 0 }, ...settings } });
  await ok(s.api("POST", "/v1/partners", { id: "ada", key: "ada-k", email: "ada@example.com", password: PASSWORD, name: "Ada" }));
  await ok(s.api("POST", "/v1/partners", { id: "bob", key: "bob-k", email: "bob@example.com", password: PASSWORD, name: "Bob" }));
  const b = await signedIn(s.program, "ada@example.com");
  return { ...s, b };
}

const partnerRow = (s: { prisma: TestServer["app"]["database"]["prisma"]; program: { id: number } }, id: string) =>
  s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, id } });

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("the partner's account", () => {
  it("changes its name and email notices; a partner who turned notices off gets no commission mail", async () => {
    const s = await twoPartners({ partner_email_notifications_enabled: true });
    const res = await s.b.gql(`mutation { viewerUpdate(input: { name: "Augusta", surname: "King", emailNotifications: false }) { viewer { name surname emailNotifications } userErrors { field message } } }`);
    expect(res.body.data.viewerUpdate).toEqual({ viewer: { name: "Augusta", surname: "King", emailNotifications: false }, userErrors: [] });
    expect(await partnerRow(s, "ada")).toMatchObject({ name: "Augusta", surname: "King", emailNotifications: false });

    await expectOk(s.api, "POST", "/v1/partners/ada/reward", { amount: 5 });
    await expectOk(s.api, "POST", "/v1/partners/bob/reward", { amount: 5 });
    await server.app.events.flush();
    await until(() => mailLines(server.mailFile).some((m) => m.to === "bob@example.com" && /New commission/.test(m.subject)), "bob's notice");
    expect(mailLines(server.mailFile).filter((m) => m.to === "ada@example.com" && /New commission/.test(m.subject))).toEqual([]);
  });

  it("refuses hostile profile input naming the field, and changes nothing", async () => {
    const s = await twoPartners();
    for (const [field, value] of [
      ["name", "x".repeat(101)],
      ["surname", "y".repeat(500)],
    ] as const) {
      const res = await s.b.gql(`mutation($input: ViewerUpdateInput!) { viewerUpdate(input: $input) { viewer { name } userErrors { field message } } }`, { input: { [field]: value } });
      expect(res.body.data.viewerUpdate.viewer, field).toBeNull();
      expect(res.body.data.viewerUpdate.userErrors[0].field, field).toEqual(["input", field]);
    }
    const wrongType = await s.b.gql(`mutation { viewerUpdate(input: { emailNotifications: "no" }) { viewer { name } } }`);
    expect(wrongType.body.errors?.[0]?.message).toMatch(/emailNotifications|Boolean/);
    expect(await partnerRow(s, "ada")).toMatchObject({ name: "Ada", surname: "", emailNotifications: true });
  });

  it("changes the password with the current one, and signs the partner's other sessions out, not this one", async () => {
    const s = await twoPartners();
    const other = await signedIn(s.program, "ada@example.com");
    const bob = await signedIn(s.program, "bob@example.com");
    const change = (input: Record<string, unknown>) =>
      s.b.gql(`mutation($input: ViewerPasswordChangeInput!) { viewerPasswordChange(input: $input) { viewer { email } userErrors { field message } } }`, { input });

    // a wrong current password, a weak new one: refused beside their fields, nothing changed
    expect((await change({ currentPassword: "Wrong1234", newPassword: "NewSecret1" })).body.data.viewerPasswordChange).toEqual({
      viewer: null,
      userErrors: [{ field: ["input", "currentPassword"], message: "The current password is not right." }],
    });
    const weak = (await change({ currentPassword: PASSWORD, newPassword: "short" })).body.data.viewerPasswordChange;
    expect(weak.userErrors.map((u: { field: string[] }) => u.field)).toEqual([["input", "newPassword"]]);
    expect((await other.gql("{ viewer { email } }")).body.data.viewer.email).toBe("ada@example.com");

    expect((await change({ currentPassword: PASSWORD, newPassword: "NewSecret1" })).body.data.viewerPasswordChange.userErrors).toEqual([]);
    expect((await s.b.gql("{ viewer { email } }")).body.data.viewer.email).toBe("ada@example.com");
    expect((await other.gql("{ viewer { email } }")).body.data?.viewer ?? null).toBeNull();
    expect((await bob.gql("{ viewer { email } }")).body.data.viewer.email).toBe("bob@example.com");
    const b2 = browser(server);
    expect((await b2.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: "NewSecret1" })).status).toBe(200);
  });

  it("without the current password, only within minutes of signing in", async () => {
    const s = await twoPartners();
    const change = () => s.b.gql(`mutation { viewerPasswordChange(input: { newPassword: "Fresh1234" }) { userErrors { field message } } }`);
    expect((await change()).body.data.viewerPasswordChange.userErrors).toEqual([]);
    await s.prisma.session.updateMany({ where: { partner: { id: "ada", programId: s.program.id } }, data: { createdAt: new Date(Date.now() - 60 * 60_000) } });
    expect((await change()).body.data.viewerPasswordChange.userErrors[0].field).toEqual(["input", "currentPassword"]);
  });
});

describe("the partner's payouts", () => {
  it("saves a method, requests its balance once past the threshold, and sees it in its history", async () => {
    const s = await twoPartners({ payout_threshold: 20 });
    const read = async () => (await s.b.gql(`{ viewer { payoutBalance { amount currency } program { payoutThreshold { amount } } payoutMethod { __typename ... on PayPalPayout { email } } } }`)).body.data.viewer;
    expect(await read()).toEqual({ payoutBalance: { amount: "0", currency: "USD" }, program: { payoutThreshold: { amount: "20" } }, payoutMethod: null });
    const request = (amount?: string) =>
      s.b.gql(`mutation($input: ViewerPayoutRequestCreateInput!) { viewerPayoutRequestCreate(input: $input) { payoutRequest { status amount { amount } } userErrors { field message } } }`, { input: { amount } });

    // no method yet
    expect((await request()).body.data.viewerPayoutRequestCreate.userErrors).toEqual([{ field: ["input", "amount"], message: "Save a payout method first." }]);
    // a method checked as the API checks it: a bad email named inside its gateway
    const setMethod = (method: unknown) => s.b.gql(`mutation($input: ViewerPayoutMethodSetInput!) { viewerPayoutMethodSet(input: $input) { viewer { payoutMethod { __typename } } userErrors { field message } } }`, { input: { method } });
    const bad = (await setMethod({ paypal: { email: "not-an-email" } })).body.data.viewerPayoutMethodSet;
    expect(bad.viewer).toBeNull();
    expect(bad.userErrors[0].field.slice(0, 3)).toEqual(["input", "method", "paypal"]);
    const twoAtOnce = await setMethod({ paypal: { email: "ada@pay.example" }, wise: { email: "ada@pay.example" } });
    expect(twoAtOnce.body.errors?.[0]?.message).toBeTruthy();
    expect((await partnerRow(s, "ada")).payoutGateway).toBeNull();
    expect((await setMethod({ paypal: { email: "ada@pay.example" } })).body.data.viewerPayoutMethodSet).toEqual({ viewer: { payoutMethod: { __typename: "PayPalPayout" } }, userErrors: [] });

    // below the threshold: refused; past it: the whole balance
    await expectOk(s.api, "POST", "/v1/partners/ada/reward", { amount: 15 });
    expect((await request()).body.data.viewerPayoutRequestCreate.userErrors[0]).toMatchObject({ field: ["input", "amount"], message: expect.stringContaining("below the program's payout threshold") });
    await expectOk(s.api, "POST", "/v1/partners/ada/reward", { amount: 10 });
    await expectOk(s.api, "POST", "/v1/partners/bob/reward", { amount: 99 });
    expect((await read()).payoutBalance).toEqual({ amount: "25", currency: "USD" });
    // an amount the partner saw that no longer holds is refused
    expect((await request("15")).body.data.viewerPayoutRequestCreate.userErrors[0].field).toEqual(["input", "amount"]);
    expect((await request("25")).body.data.viewerPayoutRequestCreate).toEqual({ payoutRequest: { status: "REQUESTED", amount: { amount: "25" } }, userErrors: [] });
    const requests = await s.prisma.payoutRequest.findMany({ where: { programId: s.program.id }, include: { partner: { select: { id: true } } } });
    expect(requests.map((r) => [r.partner.id, r.gateway, r.amount.toString()])).toEqual([["ada", "paypal", "25"]]);
    expect((await read()).payoutBalance.amount).toBe("0");
    // paid by the program: the history says so
    await expectOk(s.api, "POST", `/v1/payout_requests/${requests[0]!.id}/approve`);
    await expectOk(s.api, "POST", `/v1/payout_requests/${requests[0]!.id}/mark_as_paid`);
    const history = (await s.b.gql(`{ viewer { payoutRequests { edges { node { status paidAt } } } } }`)).body.data.viewer.payoutRequests.edges;
    expect(history.map((e: { node: { status: string; paidAt: string | null } }) => [e.node.status, !!e.node.paidAt])).toEqual([["PAID", true]]);
  });
});

describe("the partner's links", () => {
  it("renames its own links by the API's rules; not its default one, not another partner's", async () => {
    const s = await twoPartners();
    const links = async (b = s.b) => (await b.gql(`{ viewer { referralLinks { id key isDefault } } }`)).body.data.viewer.referralLinks as { id: string; key: string; isDefault: boolean }[];
    const created = (await s.b.gql(`mutation { viewerReferralLinkCreate(input: { key: "ada-blog" }) { referralLink { id key } } }`)).body.data.viewerReferralLinkCreate.referralLink;
    const rename = (id: string, key: unknown, b = s.b) =>
      b.gql(`mutation($input: ViewerReferralLinkUpdateInput!) { viewerReferralLinkUpdate(input: $input) { referralLink { key url } userErrors { field message } } }`, { input: { id, key } });

    expect((await rename(created.id, "ada-news")).body.data.viewerReferralLinkUpdate).toEqual({ referralLink: { key: "ada-news", url: "https://shop.example?aff=ada-news" }, userErrors: [] });
    // hostile keys, a taken key, the default link: refused, naming the field
    for (const key of ["", "has space", "<script>", "x".repeat(101), "bob-k"]) {
      const answer = (await rename(created.id, key)).body.data.viewerReferralLinkUpdate;
      expect(answer.referralLink, key).toBeNull();
      expect(answer.userErrors[0].field, key).toEqual(["input", "key"]);
    }
    const own = await links();
    const fallback = own.find((l) => l.isDefault)!;
    expect((await rename(fallback.id, "ada-new")).body.data.viewerReferralLinkUpdate.userErrors).toEqual([{ field: null, message: "The default link keeps the key the program gave you." }]);

    // bob's link, by its id or a made-up one: no such link of ada's, and bob's is unchanged
    const bob = await signedIn(s.program, "bob@example.com");
    const bobLink = (await links(bob))[0]!;
    for (const id of [bobLink.id, "not-an-id", "UmVmZXJyYWxMaW5rOjE="]) {
      expect((await rename(id, "stolen")).body.data.viewerReferralLinkUpdate.userErrors, id).toEqual([{ field: ["input", "id"], message: "You have no such link." }]);
    }
    expect((await links(bob)).map((l) => l.key)).toEqual(["bob-k"]);
    expect((await links()).map((l) => l.key)).toEqual(["ada-k", "ada-news"]);
  });
});

describe("viewerActivity", () => {
  it("tells the partner its own clicks, sign-ups, sales and commissions, never another's, and ends with its session", async () => {
    const s = await twoPartners();
    type Item = { viewerActivity: { kind: string } };
    const feed = await cookieSse<Item>(server, s.b, `subscription { viewerActivity { kind at } }`);
    expect(feed.status).toBe(200);
    const bob = await signedIn(s.program, "bob@example.com");
    const bobFeed = await cookieSse<Item>(server, bob, `subscription { viewerActivity { kind } }`);
    await new Promise((r) => setTimeout(r, 200)); // both streams subscribed

    // a click on ada's short link, a customer and a sale of hers
    const click = await fetch(`${server.url}/r/${s.program.publicId}/ada-k`, { redirect: "manual", headers: { "user-agent": UA } });
    expect(click.status).toBeGreaterThanOrEqual(300);
    await expectOk(s.api, "POST", "/v1/customers", { key: "c1", email: "c1@example.com", partner: { key: "ada-k" } });
    await expectOk(s.api, "POST", "/v1/transactions", { key: "o1", amount: 100, amount_units: "usd", customer: { key: "c1" } });
    await server.app.events.flush();
    const kinds = () => new Set(feed.items.map((i) => i.viewerActivity.kind));
    await until(() => ["CLICK", "SIGNUP", "SALE", "COMMISSION"].every((k) => kinds().has(k)), `ada's activity (${[...kinds()]})`);
    // bob heard none of it
    expect(bobFeed.items).toEqual([]);
    expect(feed.errors).toEqual([]);

    // an API key cannot open it
    const keyed = await server.rest(s.key, "POST", "/graphql", { query: "subscription { viewerActivity { kind } }" });
    expect(JSON.stringify(keyed.body)).toMatch(/FORBIDDEN|not reach/);

    // sign-out ends the stream (within the session re-check)
    await s.b.post("/auth/partner/sign-out", {});
    await until(() => !!feed.ended, "the stream to end");
    bobFeed.close();
  }, 60_000);
});

describe("portal language", () => {
  it("is set on both surfaces, refused when unknown, and reaches the portal's page", async () => {
    const s = await seed(server).program("Affiliate");
    await expectOk(s.api, "PUT", "/v1/program", { portal_settings: { language: "de" } });
    expect((await expectOk(s.api, "GET", "/v1/program")).portal_settings.language).toBe("de");
    expect(await (await fetch(`${server.url}/portal/${s.program.publicId}`)).text()).toContain('data-language="de"');
    for (const value of ["fr", "DE", "de-AT", "<b>", 7, ["de"]]) {
      const res = await s.api("PUT", "/v1/program", { portal_settings: { language: value } });
      expect(res.status, JSON.stringify(value)).toBe(422);
      expect(JSON.stringify(res.body), JSON.stringify(value)).toContain("language");
    }
    const gql = await server.rest(s.key, "POST", "/graphql", { query: `mutation { programUpdate(input: { portalSettings: { language: "xx" } }) { userErrors { field message } } }` });
    expect(gql.body.data.programUpdate.userErrors[0].field).toEqual(["input", "portalSettings", "language"]);
    expect((await expectOk(s.api, "GET", "/v1/program")).portal_settings.language).toBe("de");
    const cleared = await server.rest(s.key, "POST", "/graphql", { query: `mutation { programUpdate(input: { portalSettings: { language: "" } }) { program { portalSettings { language } } userErrors { message } } }` });
    expect(cleared.body.data.programUpdate).toEqual({ program: { portalSettings: { language: "" } }, userErrors: [] });
  });
});
