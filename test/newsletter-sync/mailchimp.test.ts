// A newsletter program connected to Mailchimp (a local fake of its API, driven through the
// official client): connect, the initial sync of 10,000 subscribers (2,000 on the embedded pass) with a referral tree, a
// webhook sign-up with a referral, an unsubscribe, a milestone tagging the referrer, the merge
// fields written, 429 and 500 answered, a bad secret refused, isolation between programs.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushDue } from "../../src/modules/newsletter-sync/push-worker.js";
import { subscriberHash } from "../../src/modules/newsletter-sync/providers/mailchimp.js";
import { NewsletterConnectDocument, NewsletterConnectionOneDocument, NewsletterSyncDocument, NewsletterTestDocument, ProgramEspTypeDocument } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ENCRYPTION_KEY } from "../integrations/support.js";
import { fakeMailchimp, type FakeMailchimp, type FakeMember } from "./fake-mailchimp.js";

let server: TestServer;
let mc: FakeMailchimp;
// the app's clock: retries come due when the test moves it
let clock = Date.now();

beforeAll(async () => {
  mc = await fakeMailchimp();
  server = await startTestServer({
    now: () => new Date(clock),
    // the push worker's timer stays out of the way: the tests drain the writes themselves
    env: { INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY, MAILCHIMP_API_URL: mc.url, NEWSLETTER_PUSH_MS: "3600000" },
  });
});
afterAll(async () => {
  await server?.close();
  await mc?.close();
});

const fixture = (name: string) => readFileSync(new URL(`../fixtures/newsletter/${name}`, import.meta.url), "utf8");

function member(email: string, ref = "", name = ""): FakeMember {
  return { id: subscriberHash(email), email_address: email, status: "subscribed", full_name: name, merge_fields: { FNAME: name, RREF: ref } };
}

async function connected() {
  const p = await server.program("Newsletter");
  const res = await server.gql(p.key, NewsletterConnectDocument, { input: { mailchimp: { apiKey: mc.apiKey, listId: mc.listId } } });
  expect(res.data?.newsletterConnect.userErrors).toEqual([]);
  const connection = res.data!.newsletterConnect.connection!;
  // the URL is PUBLIC_URL's; the test server listens elsewhere
  const path = new URL(connection.webhookUrl!).pathname;
  return { ...p, connection, webhook: `${server.url}${path}` };
}

const postForm = (url: string, body: string) => fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });

async function waitForSync(key: string) {
  for (let i = 0; i < 600; i++) {
    const c = (await server.gql(key, NewsletterConnectionOneDocument)).data?.newsletterConnection;
    if (c && c.syncState !== "RUNNING") return c;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the sync did not end");
}

describe("connecting Mailchimp", () => {
  it("refuses a key Mailchimp refuses, or a malformed input, storing nothing; connects and creates the merge fields", async () => {
    const p = await server.program("Newsletter");
    const refused = await server.gql(p.key, NewsletterConnectDocument, { input: { mailchimp: { apiKey: "ffffffffffffffffffffffffffffffff-us21", listId: mc.listId } } });
    expect(refused.data?.newsletterConnect.userErrors[0]).toMatchObject({ field: ["input", "mailchimp", "apiKey"] });
    expect(refused.data?.newsletterConnect.userErrors[0]!.message).toContain("API Key Invalid");
    const hostile = await server.gql(p.key, NewsletterConnectDocument, { input: { mailchimp: { apiKey: mc.apiKey, listId: "x'; DROP TABLE" } } });
    expect(hostile.data?.newsletterConnect.userErrors[0]).toMatchObject({ field: ["input", "mailchimp", "listId"] });
    expect((await server.gql(p.key, NewsletterConnectionOneDocument)).data?.newsletterConnection).toBeNull();
    expect((await server.gql(p.key, ProgramEspTypeDocument)).data?.program.program.espType).toBe("CUSTOM");

    mc.mergeFields.length = 0;
    const { key, connection } = await connected();
    expect(connection).toMatchObject({ provider: "MAILCHIMP", status: "CONNECTED", listId: mc.listId, syncState: "IDLE" });
    expect(connection.webhookUrl).toMatch(new RegExp(`^${server.app.config.publicUrl}/v1/newsletter/[^/]+/webhook/[A-Za-z0-9]{32}$`));
    expect(mc.mergeFields.map((f) => f.tag).sort()).toEqual(["RPORTAL", "RREF", "RREFS", "RSHARE"]);
    expect((await server.gql(key, ProgramEspTypeDocument)).data?.program.program.espType).toBe("MAILCHIMP");
    expect((await server.rest(key, "GET", "/v1/program")).body.data.program.esp_type).toBe("mailchimp");
    expect((await server.gql(key, NewsletterTestDocument)).data?.newsletterTest).toMatchObject({ ok: true, message: "Connected to Mailchimp: Weekly Digest.", userErrors: [] });
    // the key is stored sealed: not in the row as given
    const row = await server.app.database.prisma.newsletterConnection.findFirstOrThrow({ where: { id: { not: "" }, programId: (await server.rest(key, "GET", "/v1/program")).body.data.program.id } });
    expect(JSON.stringify(row.credentials)).not.toContain(mc.apiKey);
  });
});

/**
 * the list's size: 10,000 on PostgreSQL; 2,000 on the embedded database, where each statement
 * costs several times the CPU (PGlite runs in the test process) and 2,000 still spans pages
 * (1,000 a page) and batches of merge-field writes (500 a batch)
 */
const SIZE = process.env.TEST_DATABASE === "postgres" ? 10_000 : 2_000;

describe("the initial sync", () => {
  it(`brings ${SIZE.toLocaleString("en")} subscribers with their referral tree in once, resumably, and writes their merge fields`, async () => {
    // a tree: member i was referred by member floor((i-1)/3); Mailchimp lists the newest first,
    // so referred members come before their referrers
    const emails = Array.from({ length: SIZE }, (_, i) => `m${i}@example.com`);
    mc.members = emails.map((e, i) => member(e, i === 0 ? "" : subscriberHash(emails[Math.floor((i - 1) / 3)]!), `M ${i}`)).reverse();
    const { key } = await connected();
    const started = await server.gql(key, NewsletterSyncDocument, {});
    expect(started.data?.newsletterSync.userErrors).toEqual([]);
    const done = await waitForSync(key);
    expect(done).toMatchObject({ syncState: "DONE", syncSeen: SIZE, syncImported: SIZE });

    const root = await server.rest(key, "GET", `/v1/subscribers/${subscriberHash("m0@example.com")}`);
    expect(root.body.data).toMatchObject({ email: "m0@example.com", name: "M 0", is_referred: false, referrals_count: 3 });
    const leaf = await server.rest(key, "GET", `/v1/subscribers/${subscriberHash(`m${SIZE - 1}@example.com`)}`);
    expect(leaf.body.data).toMatchObject({ is_referred: true, referrals_count: 0 });

    // again: nobody twice
    await server.gql(key, NewsletterSyncDocument, { input: { restart: true } });
    expect(await waitForSync(key)).toMatchObject({ syncState: "DONE", syncSeen: SIZE, syncImported: 0 });
    const programId = (await server.rest(key, "GET", "/v1/program")).body.data.program.id;
    expect(await server.app.database.prisma.subscriber.count({ where: { programId } })).toBe(SIZE);
    expect(await server.app.database.prisma.subscriber.count({ where: { programId, referringSubscriberUid: { not: null } } })).toBe(SIZE - 1);

    // the merge fields go out in batches of 500
    mc.written.clear();
    await pushDue(server.app);
    expect(mc.written.size).toBe(SIZE);
    expect(mc.written.get("m0@example.com")).toMatchObject({ RSHARE: expect.stringMatching(/^https:\/\/shop\.example\?aff=\w+$/), RREFS: 3 });
    expect(mc.written.get(`m${SIZE - 1}@example.com`)).toMatchObject({ RREFS: 0 });
    expect((await server.gql(key, NewsletterConnectionOneDocument)).data?.newsletterConnection).toMatchObject({ pushState: "OK", pendingWrites: 0 });
  }, 180_000);

  it("stops at a failing page with the service's message, and resumes where it stopped", async () => {
    mc.members = Array.from({ length: 2500 }, (_, i) => member(`r${i}@example.com`));
    const { key } = await connected();
    const realKey = mc.apiKey;
    // the key revoked at Mailchimp after connecting
    mc.apiKey = "revoked";
    await server.gql(key, NewsletterSyncDocument, {});
    const failed = await waitForSync(key);
    mc.apiKey = realKey;
    expect(failed.syncState).toBe("FAILED");
    expect(failed.syncMessage).toContain("API Key Invalid");
    await server.gql(key, NewsletterSyncDocument, {});
    expect(await waitForSync(key)).toMatchObject({ syncState: "DONE", syncSeen: 2500, syncImported: 2500 });
  }, 60_000);
});

describe("Mailchimp's webhook", () => {
  it("signs up a subscriber with its referrer (the ref the form kept), follows its unsubscribe, and tags the referrer's milestone", async () => {
    mc.members = [member("root@example.com")];
    const p = await connected();
    expect((await server.rest(p.key, "PUT", "/v1/program", { program_settings: { milestones: [{ referrals: 1, name: "Sticker pack" }] } })).status).toBe(200);
    await server.gql(p.key, NewsletterSyncDocument, {});
    await waitForSync(p.key);
    const root = (await server.rest(p.key, "GET", `/v1/subscribers/${subscriberHash("root@example.com")}`)).body.data;
    const refKey = new URL(root.share_link).searchParams.get("aff")!;

    // Mailchimp's sample subscribe, with the form's ref in RREF (the member is on the list by then)
    mc.members.push(member("api@mailchimp.com", refKey, "Mailchimp API"));
    const signUp = fixture("mailchimp-subscribe.txt").trim().replace("a6b5da1054", mc.listId) + `&data%5Bmerges%5D%5BRREF%5D=${refKey}`;
    const res = await postForm(p.webhook, signUp);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", outcomes: ["created"] });
    const api = (await server.rest(p.key, "GET", "/v1/subscribers/api@mailchimp.com")).body.data;
    expect(api).toMatchObject({ id: subscriberHash("api@mailchimp.com"), name: "Mailchimp API", is_referred: true, status: "Active" });
    // the same delivery again (Mailchimp retries): nobody twice
    expect(await (await postForm(p.webhook, signUp)).json()).toMatchObject({ outcomes: ["updated"] });

    // the referrer reached its milestone: its tag, and both subscribers' fields, go out
    mc.tags.length = 0;
    mc.written.clear();
    await pushDue(server.app, { programId: p.program.id });
    expect(mc.tags).toEqual([{ hash: subscriberHash("root@example.com"), name: "Sticker pack" }]);
    expect(mc.written.get("root@example.com")).toMatchObject({ RREFS: 1 });
    expect(mc.written.get("api@mailchimp.com")).toMatchObject({ RSHARE: expect.stringContaining("aff=") });

    const unsub = await postForm(p.webhook, fixture("mailchimp-unsubscribe.txt").trim().replace("a6b5da1054", mc.listId));
    expect(await unsub.json()).toMatchObject({ outcomes: ["unsubscribed"] });
    expect((await server.rest(p.key, "GET", "/v1/subscribers/api@mailchimp.com")).body.data.status).toBe("Suspended");
  });

  it("refuses a wrong secret, another connection's secret, or no connection, storing nothing", async () => {
    const a = await connected();
    const b = await connected();
    const body = fixture("mailchimp-subscribe.txt").trim().replace("a6b5da1054", mc.listId);
    const tokenOf = (url: string) => url.split("/").at(-1)!;
    for (const url of [a.webhook.replace(/[^/]+$/, "x".repeat(32)), a.webhook.replace(/[^/]+$/, tokenOf(b.webhook)), `${server.url}/v1/newsletter/nope/webhook/${tokenOf(a.webhook)}`]) {
      const res = await postForm(url, body);
      expect(res.status).toBe(401);
    }
    for (const p of [a, b]) expect((await server.rest(p.key, "GET", "/v1/subscribers")).body.data).toEqual([]);
    // another list's event is not this program's
    const other = await postForm(a.webhook, fixture("mailchimp-subscribe.txt").trim().replace("a6b5da1054", "otherlist1"));
    expect(await other.json()).toMatchObject({ status: "ignored" });
    expect((await server.rest(a.key, "GET", "/v1/subscribers")).body.data).toEqual([]);
  });
});

describe("writes to Mailchimp", () => {
  it("keep a failing service's status and message, retry after 429 and 500 with backoff, and never fail the API request", async () => {
    mc.members = [member("w@example.com")];
    const p = await connected();
    await server.gql(p.key, NewsletterSyncDocument, {});
    await waitForSync(p.key);
    mc.failWith = 429;
    await pushDue(server.app, { programId: p.program.id });
    let c = (await server.gql(p.key, NewsletterConnectionOneDocument)).data!.newsletterConnection!;
    expect(c).toMatchObject({ pushState: "FAILED", pendingWrites: 1 });
    expect(c.pushMessage).toContain("Too Many Requests");

    // an API sign-up while Mailchimp fails: answered at once, its write waits its turn
    expect((await server.rest(p.key, "POST", "/v1/subscribers", { email: "w2@example.com" })).status).toBe(200);
    mc.failWith = 500;
    clock += 5_000;
    await pushDue(server.app, { programId: p.program.id });
    c = (await server.gql(p.key, NewsletterConnectionOneDocument)).data!.newsletterConnection!;
    expect(c.pushMessage).toContain("Internal Server Error");
    expect(c.pendingWrites).toBe(2);

    mc.failWith = 0;
    // not yet due: nothing is sent before the backoff ends
    const before = mc.requests.length;
    await pushDue(server.app, { programId: p.program.id });
    expect(mc.requests.length).toBe(before);
    clock += 60_000;
    await pushDue(server.app, { programId: p.program.id });
    c = (await server.gql(p.key, NewsletterConnectionOneDocument)).data!.newsletterConnection!;
    expect(c).toMatchObject({ pushState: "OK", pendingWrites: 0 });
    expect(mc.written.get("w@example.com")).toMatchObject({ RREFS: 0 });
  });
});

describe("isolation", () => {
  it("one program's key never reads or syncs another's connection", async () => {
    const a = await connected();
    const other = await server.program("Newsletter");
    expect((await server.gql(other.key, NewsletterConnectionOneDocument)).data?.newsletterConnection).toBeNull();
    const sync = await server.gql(other.key, NewsletterSyncDocument, {});
    expect(sync.data?.newsletterSync.userErrors[0]!.code).toBe("NOT_FOUND");
    expect((await server.gql(a.key, NewsletterConnectionOneDocument)).data?.newsletterConnection?.id).toBe(a.connection.id);
    const affiliate = await server.program("Affiliate");
    const refused = await server.gql(affiliate.key, NewsletterConnectDocument, { input: { mailchimp: { apiKey: mc.apiKey, listId: mc.listId } } });
    expect(refused.data?.newsletterConnect.connection ?? null).toBeNull();
  });
});
