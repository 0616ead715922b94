// leadChanged: the typed live feed of a program's leads, over graphql-ws and SSE. Each change
// arrives with the lead's global id, number and status, and the Lead node as it is when
// delivered (null once deleted); only the key's program's leads; only the kinds of change
// asked for; refused for programs without leads.
import { parse } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LeadFeedDocument, type LeadFeedSubscription } from "../generated/graphql.js";
import type { TestServer } from "../helpers/server.js";
import { type Api, expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer } from "../helpers/server.js";
import { sseFeed, until, wsFeed, type Feed } from "../helpers/streams.js";


let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const open: Feed<unknown>[] = [];
afterEach(() => open.splice(0).forEach((f) => f.close()));

let seq = 0;
const submit = (api: Api, name = "Lead") => expectOk(api, "POST", "/v1/leads", { name, email: `lead${++seq}@example.com`, partner: { key: "pk" } });

async function leadProgram() {
  const ctx = await seed(server).program("Affiliate");
  await ctx.partner({ email: "p@example.com", key: "pk", id: "pid", name: "Pat" });
  return ctx;
}

const changes = (feed: Feed<LeadFeedSubscription>) => feed.items.map((i) => i.leadChanged);

/** the server does not say when a subscription is registered: submit probe leads until one is heard */
async function live(api: Api, feed: Feed<LeadFeedSubscription>) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const probe = await submit(api, "probe");
    try {
      await until("the probe", () => changes(feed).some((c) => c.number === probe.id), 1500);
      return;
    } catch {
      /* not live yet */
    }
  }
  throw new Error(`feed never became live; errors: ${JSON.stringify(feed.errors)}`);
}

describe("leadChanged", () => {
  it("delivers submitted, converted, rejected and deleted over graphql-ws, each lead as the REST API shows it", async () => {
    const { api, key } = await leadProgram();
    const feed = wsFeed<LeadFeedSubscription>(server, key, LeadFeedDocument);
    open.push(feed);
    await live(api, feed);
    const before = feed.items.length;

    const a = await submit(api, "Ann");
    const b = await submit(api, "Bob");
    const converted = await expectOk(api, "POST", "/v1/leads/convert", { id: a.id, commission_transaction_amount: 100 });
    const rejected = await expectOk(api, "POST", "/v1/leads/reject", { id: b.id });
    const c = await submit(api, "Cid");
    expect((await api("DELETE", `/v1/leads/${c.id}`)).status).toBe(200);

    await until("six changes", () => feed.items.length >= before + 6);
    const seen = changes(feed).slice(before);
    expect(seen.map((s) => [s.change, s.number, s.status])).toEqual([
      ["SUBMITTED", a.id, "SUBMITTED"],
      ["SUBMITTED", b.id, "SUBMITTED"],
      ["CONVERTED", a.id, "CONVERTED"],
      ["REJECTED", b.id, "REJECTED"],
      ["SUBMITTED", c.id, "SUBMITTED"],
      ["DELETED", c.id, "SUBMITTED"],
    ]);
    expect(converted.status).toBe("converted");
    expect(rejected.status).toBe("rejected");
    // the global id is the Lead node's, a deleted lead's too
    expect(seen[0]!.leadId).toBe(seen[2]!.leadId);
    expect(seen[4]!.leadId).toBe(seen[5]!.leadId);
    // the lead is the node as it is when delivered: null once deleted
    expect(seen[2]!.lead).toMatchObject({ id: seen[2]!.leadId, number: a.id, status: "CONVERTED", canBeConverted: false, partner: { externalId: "pid" } });
    expect(seen[5]!.lead).toBeNull();
    expect((await api("GET", `/v1/leads/${c.id}`)).status).toBe(404);
    for (const s of seen) expect(Date.parse(s.at)).not.toBeNaN();
    expect(feed.errors).toEqual([]);
  });

  it("shows each change's figures as they are when it is delivered, not as an earlier change of the same subscription read them", async () => {
    const { api, key } = await leadProgram();
    type Figures = { leadChanged: { number: number; lead: { partner: { referralsCount: number } } | null } };
    const feed = wsFeed<Figures>(server, key, parse("subscription { leadChanged { number lead { partner { referralsCount } } } }"));
    open.push(feed);
    const counts = () => feed.items.map((i) => i.leadChanged.lead?.partner.referralsCount);
    await live(api, feed as unknown as Feed<LeadFeedSubscription>);
    const before = feed.items.length;
    expect(counts().at(-1)).toBe(0);
    // a customer the partner referred, then a change: the count the change shows has it
    await expectOk(api, "POST", "/v1/customers", { key: "c1", email: "c1@example.com", partner: { key: "pk" } });
    const next = await submit(api, "Ann");
    await until("the change", () => feed.items.some((i) => i.leadChanged.number === next.id));
    expect(counts().slice(before)).toEqual([1]);
  });

  it("delivers only the kinds of change asked for, over SSE", async () => {
    const { api, key } = await leadProgram();
    const all = wsFeed<LeadFeedSubscription>(server, key, LeadFeedDocument);
    const onlyConverted = await sseFeed<LeadFeedSubscription>(server, key, LeadFeedDocument, { changes: ["CONVERTED"] });
    open.push(all, onlyConverted);
    expect(onlyConverted.status).toBe(200);
    await live(api, all);
    // the SSE feed was opened before the probes were heard; give its registration a converted lead to prove it
    const deadline = Date.now() + 10_000;
    let converted: Record<string, unknown> | undefined;
    while (!onlyConverted.items.length && Date.now() < deadline) {
      const lead = await submit(api);
      converted = await expectOk(api, "POST", "/v1/leads/convert", { id: lead.id, commission_transaction_amount: 10 });
      await until("a converted lead", () => onlyConverted.items.length > 0, 1500).catch(() => undefined);
    }
    expect(changes(onlyConverted as Feed<LeadFeedSubscription>).map((c) => c.change)).toEqual(["CONVERTED"]);
    expect(changes(onlyConverted as Feed<LeadFeedSubscription>)[0]!.number).toBe(converted!.id);
    // submissions went by on the other feed and not on this one
    expect(changes(all).some((c) => c.change === "SUBMITTED")).toBe(true);
  });

  it("never delivers another program's leads", async () => {
    const mine = await leadProgram();
    const theirs = await leadProgram();
    const feed = wsFeed<LeadFeedSubscription>(server, mine.key, LeadFeedDocument);
    open.push(feed);
    await live(mine.api, feed);
    const other = await submit(theirs.api, "Other");
    const own = await submit(mine.api, "Own");
    await until("the own lead", () => changes(feed).some((c) => c.number === own.id));
    expect(changes(feed).some((c) => c.number === other.id)).toBe(false);
  });

  it("is refused for a program type without leads", async () => {
    const { key } = await server.program("Referral");
    const feed = wsFeed<LeadFeedSubscription>(server, key, LeadFeedDocument);
    open.push(feed);
    await until("an error", () => feed.errors.length > 0);
    expect(JSON.stringify(feed.errors)).toMatch(/lead/i);
    expect(feed.items).toEqual([]);
  });
});
