// redemptionRecorded: the typed live feed of a program's coupon and promotion-code redemptions,
// over graphql-ws and SSE: the sale's key, its partner, the count, and the coupon or code as
// objects; only the key's program; optionally one coupon (by its global id) and its codes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CouponOneDocument, RedemptionFeedDocument, type RedemptionFeedSubscription } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { sseFeed, until, wsFeed, type Feed } from "../helpers/streams.js";
import { couponProgram, type CouponProgram } from "./support.js";

type Redemption = RedemptionFeedSubscription["redemptionRecorded"];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const open: Feed<unknown>[] = [];
afterEach(() => open.splice(0).forEach((f) => f.close()));

const seen = (feed: Feed<RedemptionFeedSubscription>): Redemption[] => feed.items.map((i) => i.redemptionRecorded);

let probes = 0;
/** the server does not say when a subscription is registered: redeem probe sales on a probe coupon until one is heard */
async function live(s: CouponProgram, feed: Feed<RedemptionFeedSubscription>, coupon = "PROBE") {
  if (!(await s.api("GET", `/v1/coupons/${coupon}`)).body.data) await s.createCoupon({ uuid_code: coupon });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const key = `probe-${++probes}`;
    await s.sale(key);
    await s.redeemCoupon(coupon, key);
    try {
      await until("the probe", () => seen(feed).some((r) => r.transactionKey === key), 1500);
      return;
    } catch {
      /* not live yet */
    }
  }
  throw new Error(`feed never became live; errors: ${JSON.stringify(feed.errors)}`);
}

describe("redemptionRecorded", () => {
  it("delivers coupon and promotion-code redemptions over graphql-ws, with the sale, its partner, and the coupon and code as objects", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "SPRING", promotion_codes: [{ code: "SPRING-POD" }] });
    const feed = wsFeed<RedemptionFeedSubscription>(server, s.key, RedemptionFeedDocument);
    open.push(feed);
    await live(s, feed);
    const before = feed.items.length;

    await s.sale("order-1");
    await s.sale("order-2");
    await s.redeemCoupon("SPRING", "order-1");
    await s.redeemCode("SPRING-POD", "order-2");
    // a repeated key records nothing and is not announced
    await s.redeemCoupon("SPRING", "order-1");

    await until("two redemptions", () => feed.items.length >= before + 2);
    const [coupon, code, ...more] = seen(feed).slice(before);
    expect(more).toEqual([]);
    expect(coupon).toMatchObject({
      kind: "COUPON",
      code: "SPRING",
      couponUuidCode: "SPRING",
      transactionKey: "order-1",
      partner: { externalId: "pid" },
      timesRedeemed: 1,
      coupon: { uuidCode: "SPRING", timesRedeemed: 1 },
      promotionCode: null,
    });
    expect(coupon!.redeemedAt).toBe((await s.getCoupon("SPRING")).additional_info.redemptions[0].redeemed_at);
    expect(code).toMatchObject({
      kind: "PROMOTION_CODE",
      code: "SPRING-POD",
      couponUuidCode: "SPRING",
      transactionKey: "order-2",
      partner: { externalId: "pid" },
      timesRedeemed: 1,
      coupon: { uuidCode: "SPRING" },
      promotionCode: { code: "SPRING-POD", timesRedeemed: 1 },
    });
    expect(feed.errors).toEqual([]);
  });

  it("delivers only one coupon's redemptions (its own and its codes') when asked, over SSE", async () => {
    const s = await couponProgram(server);
    await s.createCoupon({ uuid_code: "ONE", promotion_codes: [{ code: "ONE-CODE" }] });
    await s.createCoupon({ uuid_code: "OTHER" });
    const one = (await server.gql(s.key, CouponOneDocument, { by: { uuidCode: "ONE" } })).data!.coupon!;
    const feed = await sseFeed<RedemptionFeedSubscription>(server, s.key, RedemptionFeedDocument, { couponId: one.id });
    open.push(feed);
    expect(feed.status).toBe(200);
    await live(s, feed, "ONE");
    const before = feed.items.length;
    await s.sale("a");
    await s.sale("b");
    await s.sale("c");
    await s.redeemCoupon("OTHER", "a");
    await s.redeemCode("ONE-CODE", "b");
    await s.redeemCoupon("ONE", "c");
    await until("two redemptions of ONE", () => feed.items.length >= before + 2);
    expect(seen(feed).slice(before).map((r) => [r.code, r.transactionKey])).toEqual([
      ["ONE-CODE", "b"],
      ["ONE", "c"],
    ]);
  });

  it("never delivers another program's redemptions, and is refused where there are no coupons", async () => {
    const mine = await couponProgram(server);
    const theirs = await couponProgram(server);
    await theirs.createCoupon({ uuid_code: "THEIRS" });
    const feed = wsFeed<RedemptionFeedSubscription>(server, mine.key, RedemptionFeedDocument);
    open.push(feed);
    await live(mine, feed);
    await theirs.sale("their-order");
    await theirs.redeemCoupon("THEIRS", "their-order");
    await mine.sale("my-order");
    await mine.redeemCoupon("PROBE", "my-order");
    await until("my redemption", () => seen(feed).some((r) => r.transactionKey === "my-order"));
    expect(seen(feed).some((r) => r.transactionKey === "their-order")).toBe(false);

    const { key } = await server.program("Referral");
    const refused = wsFeed<RedemptionFeedSubscription>(server, key, RedemptionFeedDocument);
    open.push(refused);
    await until("an error", () => refused.errors.length > 0);
    expect(JSON.stringify(refused.errors)).toMatch(/coupon/i);
  });
});
