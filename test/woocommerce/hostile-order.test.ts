// A buyer's text is the shop's data, not a request to refuse (issue 3): WooCommerce disables a
// webhook after repeated failures, so an order whose name, meta, coupon code, number or
// category carries a NUL or a lone surrogate is recorded with the NUL removed and the
// surrogate replaced (U+FFFD), never answered 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { env, order, shop } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env });
});
afterAll(() => server?.close());

describe("WooCommerce order with text PostgreSQL cannot store", () => {
  it("NUL in the buyer's name, the number, a coupon code, meta and a category: recorded without the NUL", async () => {
    const s = await shop(server);
    const sample = order();
    const res = await s.send(
      order({
        number: "72\u00007",
        billing: { ...sample.billing, first_name: "Jo\u0000hn", last_name: "D\u0000oe" },
        coupon_lines: [{ id: 1, code: "SUM\u0000MER" }],
        meta_data: [...sample.meta_data, { id: 2, key: "gift\u0000note", value: "for\u0000you" }],
        line_items: sample.line_items.map((l: object) => ({ ...l, categories: [{ id: "shoes\u0000" }] })),
      }),
    );
    expect(res).toMatchObject({ status: 200, body: { status: "recorded", transaction: "woocommerce:727" } });
    const [sale] = await s.sales();
    expect(sale!.customer).toMatchObject({ name: "John", surname: "Doe" });
    expect(sale!.metadata).toMatchObject({ orderNumber: "727" });
    expect(sale!.discountCode).toBe("SUMMER");
    expect(sale!.productTypes).toEqual(["shoes"]);
  });

  it("lone surrogates in the name, the number and meta: recorded with U+FFFD in their place", async () => {
    const s = await shop(server);
    const sample = order();
    const res = await s.send(
      order({
        number: "727\ud800",
        billing: { ...sample.billing, first_name: "J\udc00" },
        meta_data: [...sample.meta_data, { id: 2, key: "note\ud800", value: { nested: "x\udbff" } }],
      }),
    );
    expect(res).toMatchObject({ status: 200, body: { status: "recorded" } });
    const [sale] = await s.sales();
    expect(sale!.customer?.name).toBe("J\ufffd");
    expect(sale!.metadata).toMatchObject({ orderNumber: "727\ufffd" });
  });

  it("an order nested 10,000 deep: a 4xx that stores nothing, not a 500", async () => {
    const s = await shop(server);
    const json = JSON.stringify(order());
    const deep = `${json.slice(0, -1)},"extra":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const res = await s.send(null, { raw: deep });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await s.counts()).toEqual({ transactions: 0, rewards: 0, customers: 0 });
  });
});
