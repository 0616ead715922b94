// The events a console offers on its webhook form: those of the program's type, each of which
// a webhook of that program may hear, and none that it may not.
// @database-independent: runs in the PostgreSQL pass only (the event types are declared by the
// modules)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookCreateWithDocument, WebhookEventTypesDocument } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const eventTypes = async (key: string) => (await server.gql(key, WebhookEventTypesDocument)).data!.webhookEventTypes;

describe("webhookEventTypes", () => {
  it("lists the events of the program's type: an affiliate program's partners, a newsletter program's subscribers", async () => {
    const affiliate = await server.program("Affiliate");
    const newsletter = await server.program("Newsletter");
    const forAffiliate = await eventTypes(affiliate.key);
    const forNewsletter = await eventTypes(newsletter.key);
    expect(forAffiliate).toEqual(expect.arrayContaining(["PARTNER_CREATED", "PAYOUT_REQUEST_PAID", "COUPON_REDEEMED"]));
    expect(forAffiliate).not.toContain("SUBSCRIBER_CREATED");
    expect(forNewsletter).toContain("SUBSCRIBER_CREATED");
    expect(forNewsletter).not.toContain("PARTNER_CREATED");
    expect(new Set(forAffiliate).size).toBe(forAffiliate.length);
  });

  it("every listed event is one a webhook of the program may hear, and an unlisted one is refused naming its field", async () => {
    const referral = await server.program("Referral");
    const listed = await eventTypes(referral.key);
    const all = await server.gql(referral.key, WebhookCreateWithDocument, { input: { name: "all", url: "https://hooks.example/all", events: listed } });
    expect(all.data!.webhookCreate.userErrors).toEqual([]);
    expect(all.data!.webhookCreate.webhook!.events).toEqual(expect.arrayContaining(listed));

    const refused = await server.gql(referral.key, WebhookCreateWithDocument, { input: { name: "partners", url: "https://hooks.example/p", events: ["PARTNER_CREATED"] } });
    expect(refused.data!.webhookCreate.webhook).toBeNull();
    expect(refused.data!.webhookCreate.userErrors).toEqual([expect.objectContaining({ field: ["input", "events", "0"], code: "INVALID" })]);
  });
});
