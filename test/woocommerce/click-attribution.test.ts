// Step 4 of an order's attribution, across the two features: a visitor follows a partner's link
// (the tracking script records the click with the hashed address and the user agent), then
// orders as a guest with no referral key, coupon or known customer; WooCommerce's order carries
// the same address and browser, so the click attributes it. Another browser, an address that
// never clicked, or a click older than the cookie lifetime attributes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { BROWSER_UA, track } from "../tracking/support.js";
import { env, order, shop } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ...env, TRUST_PROXY: "true" } });
});
afterAll(() => server?.close());

const from = (ip: string) => ({ "x-forwarded-for": ip, origin: "https://shop.example" });

async function clickedShop() {
  const s = await shop(server);
  await expectOk(s.api, "PUT", "/v1/program", { website: "https://shop.example", program_settings: { cookie_lifetime: 30 } });
  // a second partner whose click from another address must not be taken
  await s.partner({ email: "q@example.com", id: "qid", key: "qk" });
  expect((await track(server, s.program.publicId, "click", { key: "pk", url: "https://shop.example/?aff=pk" }, from("203.0.113.7"))).status).toBe(200);
  expect((await track(server, s.program.publicId, "click", { key: "qk", url: "https://shop.example/?aff=qk" }, from("198.51.100.9"))).status).toBe(200);
  return s;
}

const guest = (changes: Record<string, unknown>) => order({ customer_id: 0, meta_data: [], coupon_lines: [], billing: { ...order().billing, email: `guest-${Math.random()}@example.com` }, ...changes });

describe("an order attributed by a tracked click", () => {
  it("the same address and browser inside the cookie lifetime: the clicked partner earns, and the sale says why", async () => {
    const s = await clickedShop();
    const res = await s.send(guest({ id: 9001, customer_ip_address: "203.0.113.7", customer_user_agent: BROWSER_UA, date_created_gmt: new Date().toISOString().slice(0, 19), date_paid_gmt: new Date().toISOString().slice(0, 19) }));
    expect(res.body).toMatchObject({ status: "recorded", attribution: "click" });
    const [sale] = await s.sales();
    expect(sale!.partner?.key).toBe("pk");
    expect(sale!.rewards).toHaveLength(1);
  });

  it("another browser on the address, an address that never clicked, or a click older than the cookie lifetime: nobody", async () => {
    const s = await clickedShop();
    const now = Date.now();
    const cases = [
      { id: 9101, customer_ip_address: "203.0.113.7", customer_user_agent: "Mozilla/5.0 (Macintosh) Safari/605.1.15", at: now },
      { id: 9102, customer_ip_address: "192.0.2.55", customer_user_agent: BROWSER_UA, at: now },
      { id: 9103, customer_ip_address: "203.0.113.7", customer_user_agent: BROWSER_UA, at: now + 31 * 86_400_000 },
    ];
    for (const c of cases) {
      const res = await s.send(guest({ id: c.id, customer_ip_address: c.customer_ip_address, customer_user_agent: c.customer_user_agent, date_created_gmt: new Date(c.at).toISOString().slice(0, 19), date_paid_gmt: new Date(c.at).toISOString().slice(0, 19) }));
      expect(res.body, `order ${c.id}`).toMatchObject({ status: "recorded", attribution: "none" });
    }
    expect((await s.sales()).every((t) => t.partnerUid === null)).toBe(true);
  });

  it("a click from a paid ad carries its landing URL to the sale, and the paid-ads rule refuses the reward when it is on", async () => {
    const s = await shop(server);
    await expectOk(s.api, "PUT", "/v1/program", { website: "https://shop.example", program_settings: { fraud: { paid_ads: "reject" } } });
    const landing = "https://shop.example/?aff=pk&gclid=Cj0KCQ";
    expect((await track(server, s.program.publicId, "click", { key: "pk", url: landing }, from("203.0.113.70"))).status).toBe(200);
    const now = new Date().toISOString().slice(0, 19);
    const res = await s.send(guest({ id: 9201, customer_ip_address: "203.0.113.70", customer_user_agent: BROWSER_UA, date_created_gmt: now, date_paid_gmt: now }));
    expect(res.body).toMatchObject({ status: "recorded", attribution: "click" });
    const sale = await expectOk(s.api, "GET", "/v1/transactions/woocommerce:9201");
    expect(sale).toMatchObject({ partner: "pid", referral_url: landing, attribution: "click" });
    expect(sale.rewards.map((r: { status: string; review_reason: string }) => [r.status, r.review_reason])).toEqual([["rejected", "paid_ads"]]);
  });
});
