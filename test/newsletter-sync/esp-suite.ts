// What a newsletter program connected to MailerLite, Kit or beehiiv does, through the real
// server against that service's local fake (fake-esps.ts), one suite the three test files run
// with their service's driver: connect (a refused key stores nothing; the custom fields are
// created), the initial sync of a referral tree (stopped half way and resumed, run again without
// doubles), a webhook sign-up carrying a referral, an unsubscribe, a milestone's tag (MailerLite:
// group) on the referrer, the custom fields the push worker writes, 429 and 500 answered and
// retried after backoff, a wrong secret (MailerLite: a wrong signature) refused, and isolation.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushDue } from "../../src/modules/newsletter-sync/push-worker.js";
import { NewsletterConnectDocument, NewsletterConnectionOneDocument, NewsletterSyncDocument, NewsletterTestDocument, ProgramEspTypeDocument, type NewsletterConnectInput } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ENCRYPTION_KEY } from "../integrations/support.js";
import { fakeEsp, type EspName, type FakeEsp, type FakeSub } from "./fake-esps.js";

export interface EspDriver {
  service: EspName;
  /** the service's name in Rally's messages */
  name: string;
  env: "MAILERLITE_API_URL" | "KIT_API_URL" | "BEEHIIV_API_URL";
  /** what connecting takes besides the API key */
  extra(fake: FakeEsp): Record<string, string>;
  /** the custom fields connecting creates: key, type as the service names it */
  fields: { key: string; type: string }[];
  /** what the service says of a wrong key */
  refusal: string;
  /** what newsletterTest answers */
  audience: string;
  /** whether the service lists its subscribers' names */
  names: boolean;
  /** subscribers of the sync, and the page size the adapter asks for */
  syncSize: number;
  pageSize: number;
  /** a webhook delivery as the service sends it (from its fixture): a sign-up with the form's ref, or an unsubscribe */
  delivery(kind: "signUp" | "unsubscribe", m: FakeSub): Delivery;
  /** deliveries the service's signature check refuses though their URL is right (MailerLite) */
  forged?(m: FakeSub): Delivery[];
}

export interface Delivery {
  body: string;
  headers?: Record<string, string>;
}

/** Rally's four custom fields in key order, the count typed as the service names a number and the rest as it names text */
export const rallyFields = (text: string, number: string) =>
  ["rally_portal_link", "rally_ref", "rally_referrals", "rally_share_link"].map((key) => ({ key, type: key === "rally_referrals" ? number : text }));

export const fixture = (name: string) => readFileSync(new URL(`../fixtures/newsletter/${name}`, import.meta.url), "utf8").trim();

export function describeEsp(d: EspDriver) {
  let server: TestServer;
  let fake: FakeEsp;
  // the app's clock: retries come due when the test moves it
  let clock = Date.now();

  beforeAll(async () => {
    fake = await fakeEsp(d.service);
    server = await startTestServer({
      now: () => new Date(clock),
      // the push worker's timer stays out of the way: the tests drain the writes themselves
      env: { INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY, [d.env]: fake.url, NEWSLETTER_PUSH_MS: "3600000" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const input = (apiKey = fake.apiKey) => ({ [d.service]: { apiKey, ...d.extra(fake) } }) as unknown as NewsletterConnectInput;
  const connection = async (key: string) => (await server.gql(key, NewsletterConnectionOneDocument)).data?.newsletterConnection;

  async function connected() {
    const p = await server.program("Newsletter");
    const res = await server.gql(p.key, NewsletterConnectDocument, { input: input() });
    expect(res.data?.newsletterConnect.userErrors).toEqual([]);
    const c = res.data!.newsletterConnect.connection!;
    // the URL is PUBLIC_URL's; the test server listens elsewhere
    return { ...p, connection: c, webhook: `${server.url}${new URL(c.webhookUrl!).pathname}` };
  }

  const post = (url: string, delivery: Delivery) => fetch(url, { method: "POST", headers: { "content-type": "application/json", ...delivery.headers }, body: delivery.body });
  const deliver = (url: string, kind: "signUp" | "unsubscribe", m: FakeSub) => post(url, d.delivery(kind, m));

  async function syncToEnd(key: string, restart = false) {
    const started = await server.gql(key, NewsletterSyncDocument, restart ? { input: { restart } } : {});
    expect(started.data?.newsletterSync.userErrors).toEqual([]);
    for (let i = 0; i < 1200; i++) {
      const c = await connection(key);
      if (c && c.syncState !== "RUNNING") return c;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("the sync did not end");
  }

  const subscriber = async (key: string, id: string) => (await server.rest(key, "GET", `/v1/subscribers/${encodeURIComponent(id)}`)).body.data;

  describe(`connecting ${d.name}`, () => {
    it("refuses a key the service refuses, storing nothing; connects, creates the custom fields once, and answers newsletterTest", async () => {
      const p = await server.program("Newsletter");
      const refused = await server.gql(p.key, NewsletterConnectDocument, { input: input("wrong-key-0123456789") });
      expect(refused.data?.newsletterConnect.userErrors[0]).toMatchObject({ field: ["input", d.service, "apiKey"] });
      expect(refused.data?.newsletterConnect.userErrors[0]!.message).toBe(`${d.name} refused the connection: ${d.name}: ${d.refusal}`);
      expect(await connection(p.key)).toBeNull();
      expect((await server.gql(p.key, ProgramEspTypeDocument)).data?.program.program.espType).toBe("CUSTOM");
      expect(fake.fields).toEqual([]);

      const { key, connection: c } = await connected();
      expect(c).toMatchObject({ provider: d.service.toUpperCase(), status: "CONNECTED", syncState: "IDLE", pushState: "IDLE" });
      expect([...fake.fields].sort((a, b) => a.key.localeCompare(b.key))).toEqual(d.fields);
      expect((await server.gql(key, ProgramEspTypeDocument)).data?.program.program.espType).toBe(d.service.toUpperCase());
      expect((await server.gql(key, NewsletterTestDocument)).data?.newsletterTest).toMatchObject({ ok: true, message: `Connected to ${d.name}: ${d.audience}.` });
      // the fields exist now: connecting another program to the same account creates none again
      await connected();
      expect(fake.fields).toHaveLength(4);
      const programId = (await server.rest(key, "GET", "/v1/program")).body.data.program.id;
      const row = await server.app.database.prisma.newsletterConnection.findUniqueOrThrow({ where: { programId } });
      expect(JSON.stringify(row.credentials)).not.toContain(fake.apiKey);
    });
  });

  describe(`the initial sync from ${d.name}`, () => {
    it(`brings ${d.syncSize} subscribers with their referral tree in once, resuming where a failing page stopped it`, async () => {
      // member i was referred by member floor((i-1)/3), named by its id at the service; listed
      // newest first, so referred members come before their referrers
      fake.members = [];
      const subs: FakeSub[] = [];
      for (let i = 0; i < d.syncSize; i++) subs.push(fake.add(`m${i}@example.com`, { name: `M ${i}`, ref: i === 0 ? undefined : subs[Math.floor((i - 1) / 3)]!.id }));
      fake.members.reverse();
      const { key } = await connected();

      // the service fails on the third page: the sync stops there, with its message
      fake.failListFrom = 2 * d.pageSize;
      fake.listedFrom = [];
      const failed = await syncToEnd(key);
      expect(failed).toMatchObject({ syncState: "FAILED", syncSeen: 2 * d.pageSize, syncImported: 2 * d.pageSize });
      expect(failed?.syncMessage).toContain(`${d.name}:`);
      fake.failListFrom = null;
      fake.listedFrom = [];
      expect(await syncToEnd(key)).toMatchObject({ syncState: "DONE", syncSeen: d.syncSize, syncImported: d.syncSize, pendingWrites: d.syncSize });
      // resumed at the page that failed, not from the start
      expect(fake.listedFrom[0]).toBe(2 * d.pageSize);

      const root = await subscriber(key, subs[0]!.id);
      expect(root).toMatchObject({ email: "m0@example.com", name: d.names ? "M 0" : "", is_referred: false, referrals_count: 3 });
      expect(await subscriber(key, subs.at(-1)!.id)).toMatchObject({ is_referred: true, referrals_count: 0 });

      // again from the start: nobody twice
      expect(await syncToEnd(key, true)).toMatchObject({ syncState: "DONE", syncSeen: d.syncSize, syncImported: 0 });
      const programId = (await server.rest(key, "GET", "/v1/program")).body.data.program.id;
      expect(await server.app.database.prisma.subscriber.count({ where: { programId } })).toBe(d.syncSize);
      expect(await server.app.database.prisma.subscriber.count({ where: { programId, referringSubscriberUid: { not: null } } })).toBe(d.syncSize - 1);
    }, 120_000);
  });

  describe(`${d.name}'s webhook`, () => {
    it("signs up a subscriber with its referrer (the form's ref), tags the referrer's milestone, writes both's fields, and follows an unsubscribe", async () => {
      fake.members = [];
      const rootSub = fake.add("root@example.com", { name: "Root" });
      const p = await connected();
      expect((await server.rest(p.key, "PUT", "/v1/program", { program_settings: { milestones: [{ referrals: 1, name: "Sticker pack" }] } })).status).toBe(200);
      await syncToEnd(p.key);
      // the sync's own writes go out first
      await pushDue(server.app, { programId: p.program.id });
      const root = await subscriber(p.key, rootSub.id);
      const refKey = new URL(root.share_link).searchParams.get("aff")!;

      // the sign-up form kept the share link's key in the ref field; the service has the subscriber by now
      const newSub = fake.add("new@example.com", { name: "New", ref: refKey });
      const res = await deliver(p.webhook, "signUp", newSub);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: "ok", outcomes: ["created"] });
      expect(await subscriber(p.key, newSub.id)).toMatchObject({ email: "new@example.com", is_referred: true, status: "Active" });
      expect(await subscriber(p.key, rootSub.id)).toMatchObject({ referrals_count: 1 });
      // the same delivery again (services retry): nobody twice
      expect(await (await deliver(p.webhook, "signUp", newSub)).json()).toMatchObject({ outcomes: ["updated"] });

      // the referrer reached its milestone: its tag, and both subscribers' fields, go out
      fake.tags = [];
      fake.written.clear();
      await pushDue(server.app, { programId: p.program.id });
      expect(fake.tags).toEqual([{ email: "root@example.com", tag: "Sticker pack" }]);
      const rootFields = fake.written.get("root@example.com")!;
      expect(String(rootFields.rally_referrals)).toBe("1");
      expect(rootFields.rally_share_link).toBe(root.share_link);
      expect(rootFields.rally_portal_link).toBe(root.portal_link ?? "");
      expect(fake.written.get("new@example.com")).toMatchObject({ rally_share_link: expect.stringMatching(/aff=\w+/) });
      expect(await connection(p.key)).toMatchObject({ pushState: "OK", pendingWrites: 0 });

      newSub.state = "unsubscribed";
      const unsub = await deliver(p.webhook, "unsubscribe", newSub);
      expect(await unsub.json()).toMatchObject({ outcomes: ["unsubscribed"] });
      expect(await subscriber(p.key, newSub.id)).toMatchObject({ status: "Suspended" });
    }, 30_000);

    it(`refuses a wrong secret, another connection's secret, or no connection${d.forged ? ", or a wrong signature" : ""}, storing nothing`, async () => {
      const a = await connected();
      const b = await connected();
      const m = fake.add("stranger@example.com");
      const tokenOf = (url: string) => url.split("/").at(-1)!;
      for (const url of [a.webhook.replace(/[^/]+$/, "x".repeat(32)), a.webhook.replace(/[^/]+$/, tokenOf(b.webhook)), `${server.url}/v1/newsletter/nope/webhook/${tokenOf(a.webhook)}`])
        expect((await deliver(url, "signUp", m)).status).toBe(401);
      for (const forged of d.forged?.(m) ?? []) expect((await post(a.webhook, forged)).status).toBe(401);
      for (const p of [a, b]) expect((await server.rest(p.key, "GET", "/v1/subscribers")).body.data).toEqual([]);
      // the right secret: a's only
      expect((await deliver(a.webhook, "signUp", m)).status).toBe(200);
      expect((await server.rest(a.key, "GET", "/v1/subscribers")).body.data).toHaveLength(1);
      expect((await server.rest(b.key, "GET", "/v1/subscribers")).body.data).toEqual([]);
    });
  });

  describe(`hostile deliveries to ${d.name}'s webhook`, () => {
    it("answer 4xx or ignore them, never 5xx: NUL bytes and lone surrogates in the subscriber, deep nesting, a huge body; nothing stored", async () => {
      const p = await connected();
      const answers: number[] = [];
      // the right URL and (MailerLite) a right signature, with hostile values inside
      for (const [email, name] of [["nul\u0000@example.com", "N"], ["lone@example.com", "\ud800 half"], ["\udfffx@example.com", "\u0000"]] as const) {
        const m: FakeSub = { id: `${fake.members.length + 900}`, email, name, state: "active", fields: { rally_ref: "\u0000" } };
        answers.push((await deliver(p.webhook, "signUp", m)).status);
      }
      answers.push((await post(p.webhook, { body: `${"[".repeat(20_000)}${"]".repeat(20_000)}` })).status);
      answers.push((await post(p.webhook, { body: JSON.stringify({ junk: "x".repeat(3_000_000) }) })).status);
      for (const status of answers) expect(status, JSON.stringify(answers)).toBeLessThan(500);
      // an address with a NUL is no subscriber: refused, naming the field; a name is the service's, cleaned
      expect(answers[0]).toBe(422);
      const nul: FakeSub = { id: "777", email: "nul\u0000@example.com", name: "", state: "active", fields: {} };
      expect((await (await deliver(p.webhook, "signUp", nul)).json()).errors).toHaveProperty(["subscriber.email"]);
      const stored = (await server.rest(p.key, "GET", "/v1/subscribers")).body.data as { email: string; name: string }[];
      expect(stored.map((x) => x.email)).toEqual(["lone@example.com"]);
      expect(stored[0]!.name).toBe(d.names ? "\ufffd half" : "");
      for (const sub of stored) expect(JSON.stringify(sub)).not.toMatch(/\\u0000|\\ud800|\\udfff/);

      // the sync leaves such a member out, not the page
      fake.members = [];
      fake.add("fine@example.com");
      fake.members.push({ ...nul, id: "778" });
      const done = await syncToEnd(p.key);
      expect(done).toMatchObject({ syncState: "DONE", syncSeen: 2, syncImported: 1 });
    });
  });

  describe(`writes to ${d.name}`, () => {
    it("never add anyone to the service: a subscriber only Rally has gets no fields and no tag, and the connection stays OK", async () => {
      fake.members = [];
      const p = await connected();
      expect((await server.rest(p.key, "PUT", "/v1/program", { program_settings: { milestones: [{ referrals: 1, name: "Mug" }] } })).status).toBe(200);
      // a subscriber created through Rally's API, unknown to the service, refers one the service has
      const apiOnly = (await server.rest(p.key, "POST", "/v1/subscribers", { email: "api-only@example.com" })).body.data;
      const friend = fake.add("friend@example.com", { ref: new URL(apiOnly.share_link).searchParams.get("aff")! });
      expect(await (await deliver(p.webhook, "signUp", friend)).json()).toMatchObject({ outcomes: ["created"] });
      expect(await subscriber(p.key, "api-only@example.com")).toMatchObject({ referrals_count: 1 });
      fake.tags = [];
      fake.written.clear();
      await pushDue(server.app, { programId: p.program.id });
      expect(fake.members.map((m) => m.email)).toEqual(["friend@example.com"]);
      expect(fake.tags).toEqual([]);
      expect(fake.written.has("api-only@example.com")).toBe(false);
      expect(fake.written.get("friend@example.com")).toMatchObject({ rally_share_link: expect.stringMatching(/aff=\w+/) });
      expect(await connection(p.key)).toMatchObject({ pushState: "OK", pendingWrites: 0 });
    });

    it("keep a failing service's status and message, retry after 429 and 500 with backoff, and never fail the API request", async () => {
      fake.members = [];
      fake.add("w@example.com");
      const p = await connected();
      await syncToEnd(p.key);
      fake.failWith = 429;
      await pushDue(server.app, { programId: p.program.id });
      let c = (await connection(p.key))!;
      expect(c).toMatchObject({ pushState: "FAILED", pendingWrites: 1 });
      expect(c.pushMessage).toBe(`${d.name}: Too Many Requests`);

      // an API sign-up while the service fails: answered at once, its write waits its turn
      expect((await server.rest(p.key, "POST", "/v1/subscribers", { email: "w2@example.com" })).status).toBe(200);
      fake.failWith = 500;
      clock += 5_000;
      await pushDue(server.app, { programId: p.program.id });
      c = (await connection(p.key))!;
      expect(c).toMatchObject({ pushState: "FAILED", pushMessage: `${d.name}: Internal Server Error`, pendingWrites: 2 });

      fake.failWith = 0;
      // not yet due: the failed write is not sent again before its backoff ends
      await pushDue(server.app, { programId: p.program.id });
      expect(fake.written.has("w@example.com")).toBe(false);
      clock += 60_000;
      await pushDue(server.app, { programId: p.program.id });
      expect(await connection(p.key)).toMatchObject({ pushState: "OK", pendingWrites: 0 });
      expect(String(fake.written.get("w@example.com")?.rally_referrals)).toBe("0");
    }, 30_000);
  });

  describe("isolation", () => {
    it("one program's key never reads or syncs another's connection, and a sync brings the service's subscribers into its own program only", async () => {
      fake.members = [];
      fake.add("only-a@example.com");
      const a = await connected();
      const other = await server.program("Newsletter");
      expect(await connection(other.key)).toBeNull();
      expect((await server.gql(other.key, NewsletterSyncDocument, {})).data?.newsletterSync.userErrors[0]!.code).toBe("NOT_FOUND");
      await syncToEnd(a.key);
      expect((await server.rest(a.key, "GET", "/v1/subscribers")).body.data).toHaveLength(1);
      expect((await server.rest(other.key, "GET", "/v1/subscribers")).body.data).toEqual([]);
      await pushDue(server.app, { programId: other.program.id });
      expect(await connection(a.key)).toMatchObject({ pendingWrites: 1 });
    });
  });
}
