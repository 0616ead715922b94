// Coupons of any size: additional_info keeps the most recent redemptions up to a cap, with the
// total beside it; all of them are listed, paged, on REST (limit/page) and GraphQL (keyset
// cursors); concurrent redemptions, repeats among them, record each sale once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECENT_REDEMPTIONS } from "../../src/modules/coupons/coupon.view.js";
import { CouponRedemptionsPageDocument, PromotionCodeRedemptionsPageDocument } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { couponProgram, type CouponProgram } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const N = RECENT_REDEMPTIONS + 12;
const keys = Array.from({ length: N }, (_, i) => `big-${i}`);
type Entry = { redeemed_at: string; transaction_key: string };

/** a program with coupon BIG (and its code BIGCODE) and N sales, each redeemed on both, every redeem sent twice at once */
async function bigCoupon(): Promise<CouponProgram> {
  const s = await couponProgram(server);
  await s.createCoupon({ uuid_code: "BIG", promotion_codes: [{ code: "BIGCODE" }] });
  await s.ok("POST", "/v1/transactions", { transactions: keys.map((key) => ({ key, amount: 10, customer: { key: "c1" } })) });
  await s.events();
  const sends = keys.flatMap((key) => [
    s.api("PUT", "/v1/coupons/BIG", { redeem: true, transaction_key: key }),
    s.api("PUT", "/v1/coupons/BIG", { redeem: true, transaction_key: key }),
    s.api("PUT", "/v1/promotion-codes/BIGCODE", { redeem: true, transaction_key: key }),
  ]);
  const answers = await Promise.all(sends);
  expect(answers.map((r) => r.status).filter((st) => st !== 200)).toEqual([]);
  return s;
}

/** every REST page of a redemption list */
async function restPages(s: CouponProgram, path: string, limit: number, sort?: string) {
  const pages = [];
  for (let page = 1; ; page++) {
    const res = await s.api("GET", `${path}?limit=${limit}&page=${page}${sort ? `&sort=${sort}` : ""}`);
    expect(res.status).toBe(200);
    pages.push(res.body);
    if (page >= res.body.meta.last_page) return pages;
  }
}

describe("coupons of any size", () => {
  let s: CouponProgram;
  beforeAll(async () => {
    s = await bigCoupon();
  }, 120_000);

  it("records each of many concurrent redemptions once, repeats among them changing nothing", async () => {
    const coupon = await s.getCoupon("BIG");
    expect(coupon.times_redeemed).toBe(N);
    expect((await s.getCode("BIGCODE")).times_redeemed).toBe(N);
    const rows = await s.prisma.redemption.findMany({ where: { programId: s.program.id }, select: { couponUid: true, transactionKey: true } });
    expect(rows).toHaveLength(2 * N);
    expect(new Set(rows.filter((r) => r.couponUid).map((r) => r.transactionKey))).toEqual(new Set(keys));
    const events = await s.events();
    expect(events.filter((e) => e.type === "coupon.redeemed")).toHaveLength(N);
    expect(events.filter((e) => e.type === "promotion_code.redeemed")).toHaveLength(N);
  });

  it("shows the most recent redemptions up to the cap, oldest first, with the total beside them", async () => {
    const all = (await restPages(s, "/v1/coupons/BIG/redemptions", 250, "asc")).flatMap((p) => p.data as Entry[]);
    for (const [path, read] of [
      ["coupon", () => s.getCoupon("BIG")],
      ["code", () => s.getCode("BIGCODE")],
    ] as const) {
      const info = (await read()).additional_info;
      expect(info.redemptions_total, path).toBe(N);
      expect(info.redemptions, path).toHaveLength(RECENT_REDEMPTIONS);
      if (path === "coupon") expect(info.redemptions).toEqual(all.slice(-RECENT_REDEMPTIONS));
    }
    // the event of the last redemption carries the same view
    await s.sale("one-more");
    await s.redeemCoupon("BIG", "one-more");
    const [event] = (await s.events()).filter((e) => e.type === "coupon.redeemed");
    expect(event!.payload.additional_info.redemptions).toHaveLength(RECENT_REDEMPTIONS);
    expect(event!.payload.additional_info.redemptions.at(-1).transaction_key).toBe("one-more");
    expect(event!.payload.additional_info.redemptions_total).toBe(N + 1);
    expect(event!.payload).toEqual(await s.getCoupon("BIG"));
  });

  it("lists every redemption in REST pages, newest first unless sorted asc", async () => {
    const total = N + 1;
    const pages = await restPages(s, "/v1/coupons/BIG/redemptions", 25);
    expect(pages).toHaveLength(Math.ceil(total / 25));
    expect(pages[0].meta).toMatchObject({ current_page: 1, per_page: 25, total, last_page: Math.ceil(total / 25) });
    const desc = pages.flatMap((p) => p.data as Entry[]);
    expect(desc).toHaveLength(total);
    expect(Object.keys(desc[0]!)).toEqual(["redeemed_at", "transaction_key"]);
    expect(desc[0]!.transaction_key).toBe("one-more");
    expect(new Set(desc.map((r) => r.transaction_key))).toEqual(new Set([...keys, "one-more"]));
    const asc = (await restPages(s, "/v1/coupons/BIG/redemptions", 10, "asc")).flatMap((p) => p.data as Entry[]);
    expect(asc).toEqual([...desc].reverse());

    const code = (await restPages(s, "/v1/promotion-codes/BIGCODE/redemptions", 100)).flatMap((p) => p.data as Entry[]);
    expect(new Set(code.map((r) => r.transaction_key))).toEqual(new Set(keys));

    // bad input names its field; an unknown coupon or code is a 404
    const bad = await s.api("GET", "/v1/coupons/BIG/redemptions?limit=0");
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("limit");
    expect((await s.api("GET", "/v1/coupons/NOPE/redemptions")).status).toBe(404);
    expect((await s.api("GET", "/v1/promotion-codes/NOPE/redemptions")).status).toBe(404);
  });

  it("lists every redemption through the GraphQL connection with keyset cursors", async () => {
    const pageAfter = (after: string | null) => server.gql(s.key, CouponRedemptionsPageDocument, { by: { uuidCode: "BIG" }, first: 20, after });
    const seen: string[] = [];
    let after: string | null = null;
    let totalCount = 0;
    for (;;) {
      const res = await pageAfter(after);
      expect(res.errors).toBeUndefined();
      const conn = res.data!.coupon!.redemptions;
      totalCount = conn.totalCount;
      seen.push(...conn.edges.map((e) => e.node.transactionKey));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor ?? null;
    }
    expect(totalCount).toBe(N + 1);
    expect(seen).toHaveLength(N + 1);
    const rest = (await restPages(s, "/v1/coupons/BIG/redemptions", 250)).flatMap((p) => p.data as Entry[]);
    expect(seen).toEqual(rest.map((r) => r.transaction_key));
    const oldest = await server.gql(s.key, CouponRedemptionsPageDocument, { by: { uuidCode: "BIG" }, first: 3, orderBy: { field: "CREATED_AT", direction: "ASC" } });
    expect(oldest.data!.coupon!.redemptions.edges.map((e) => e.node.transactionKey)).toEqual([...seen].reverse().slice(0, 3));

    const code = await server.gql(s.key, PromotionCodeRedemptionsPageDocument, { by: { code: "BIGCODE" }, first: 250 });
    expect(code.data!.promotionCode!.redemptions.totalCount).toBe(N);
    expect(new Set(code.data!.promotionCode!.redemptions.edges.map((e) => e.node.transactionKey))).toEqual(new Set(keys));
    const badCursor = await server.gql(s.key, CouponRedemptionsPageDocument, { by: { uuidCode: "BIG" }, after: "nope" });
    expect(JSON.stringify(badCursor.errors)).toContain("after");
  });
});
