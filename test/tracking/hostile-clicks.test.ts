// One bad click never fails another (issue 1): clicks share a multi-row
// INSERT, and a batch the database refuses is written again row by row, so only the bad
// row's request fails. Over HTTP a NUL never gets that far: the click endpoint refuses it
// with a 422 naming the field, and the clicks of the same moment are all counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { createClickWriter, type ClickRow } from "../../src/modules/tracking/click-writer.js";
import { clicksOf, track, trackedProgram } from "./support.js";

const SHOP = "https://shop.test";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => server.close());

async function withPartner() {
  const t = await trackedProgram(server, "Affiliate", SHOP);
  await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
  return t;
}

describe("the click batch writer", () => {
  it("a batch with one click the database refuses: the others are recorded, only that one fails", async () => {
    const t = await withPartner();
    const link = await server.app.database.prisma.referralLink.findFirstOrThrow({ where: { programId: t.programId } });
    // a long window, so that all five clicks surely share one batch
    const writer = createClickWriter({ ...server.app, config: { ...server.app.config, CLICK_BATCH_MS: 50 } });
    const row = (i: number, landingUrl: string): ClickRow => ({
      programId: t.programId,
      referralLinkId: link.id,
      partnerUid: link.partnerUid,
      customerUid: null,
      subscriberUid: null,
      visitorId: `visitor-${i}`,
      ipHash: `hash-${i}`,
      userAgent: "Mozilla/5.0",
      landingUrl,
      referrer: null,
      paidClickId: null,
      createdAt: new Date(),
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => writer.write(row(i, i === 3 ? `${SHOP}/\u0000` : `${SHOP}/${i}`))));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
    const stored = await clicksOf(server, t.programId);
    expect(stored.map((c) => c.landingUrl).sort()).toEqual([1, 2, 4, 5].map((i) => `${SHOP}/${i}`));
  });
});

describe("POST /t/{program}/click with hostile text", () => {
  it("a NUL in url among parallel clicks: that one is a 422 naming url, every other click is counted", async () => {
    const t = await withPartner();
    const visitor = (i: number) => ({ origin: SHOP, "x-forwarded-for": `203.0.113.${i}` });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => track(server, t.publicId, "click", { key: "pk", url: i === 2 ? `${SHOP}/a\u0000b` : `${SHOP}/${i}` }, visitor(i))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 422, 200, 200, 200, 200]);
    expect(Object.keys(answers[1]!.body.errors)).toEqual(["url"]);
    expect((await clicksOf(server, t.programId)).length).toBe(5);
  });

  it.each([
    ["a NUL in key", { key: "p\u0000k" }, "key"],
    ["a lone surrogate in referrer", { key: "pk", referrer: "https://blog.example/\ud800" }, "referrer"],
    ["a lone surrogate in url", { key: "pk", url: `${SHOP}/\udc00` }, "url"],
  ])("%s: 422 naming the field, no click", async (_what, body, field) => {
    const t = await withPartner();
    const res = await track(server, t.publicId, "click", body, { origin: SHOP });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(await clicksOf(server, t.programId)).toEqual([]);
  });

  it("a NUL in a sign-up's name: 422 naming it, no customer", async () => {
    const t = await withPartner();
    const res = await track(server, t.publicId, "signup", { email: "c@example.com", name: "A\u0000", partner: "pk" }, { origin: SHOP });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["name"]);
    expect(await server.app.database.prisma.customer.count({ where: { programId: t.programId } })).toBe(0);
  });
});
