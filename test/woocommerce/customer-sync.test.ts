// POST /v1/customers/woocommerce/sync: creates or updates the customer and links
// its WooCommerce id, idempotently; scoped to the key's program like every customer route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { env, order, shop } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env });
});
afterAll(() => server?.close());

const SYNC = "/v1/customers/woocommerce/sync";

describe("WooCommerce customer sync", () => {
  it("creates the customer (customer_id as id and key, the name split), links the WooCommerce id; the same call again changes nothing", async () => {
    const s = await shop(server);
    await s.events();
    const body = { customer_id: 42, email: "Mia@Example.com", name: "Mia van Dijk", woocommerce_id: "42" };
    const created = await s.api("POST", SYNC, body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ data: { id: "42", key: "42", email: "mia@example.com", name: "Mia", surname: "van Dijk", partner: null } });
    const again = await s.api("POST", SYNC, body);
    expect(again.body.data).toEqual(created.body.data);
    expect((await s.events()).map((e) => e.type)).toEqual(["customer.created"]);
    const row = await s.prisma.customer.findFirstOrThrow({ where: { programId: s.program.id } });
    expect(row.woocommerceId).toBe("42");
    expect((await s.counts()).customers).toBe(1);
  });

  it("updates and links an existing customer found by customer_id, and a later order of that WooCommerce customer is theirs", async () => {
    const s = await shop(server);
    await s.customer({ key: "c-7", email: "old@example.com", partner: { key: "pk" } });
    const res = await s.api("POST", SYNC, { customer_id: "c-7", email: "new@example.com", name: "Neo", woocommerce_id: 7 });
    expect(res.body.data).toMatchObject({ key: "c-7", email: "new@example.com", name: "Neo", surname: "", partner: "pk" });
    expect((await s.send(order({ customer_id: 7 }))).body.attribution).toBe("customer");
    const [sale] = await s.sales();
    expect(sale!.customer?.key).toBe("c-7");
    expect((await s.counts()).customers).toBe(1);
  });

  it("parallel syncs of one WooCommerce customer create one customer", async () => {
    const s = await shop(server);
    const body = { customer_id: 5, email: "five@example.com", name: "Five", woocommerce_id: "5" };
    const results = await Promise.all(Array.from({ length: 4 }, () => s.api("POST", SYNC, body)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await s.counts()).customers).toBe(1);
  });

  it("refuses bad input with a 422 naming the field, storing nothing", async () => {
    const s = await shop(server);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ customer_id: 1, email: "a@example.com" }, "woocommerce_id", /required/],
      [{ woocommerce_id: "1", email: "a@example.com" }, "customer_id", /required/],
      [{ customer_id: 1, woocommerce_id: "1", email: "not-an-email" }, "email", /valid email/],
      [{ customer_id: "has space", woocommerce_id: "1" }, "customer_id", /letters, numbers/],
    ];
    for (const [body, field, message] of cases) {
      const res = await s.api("POST", SYNC, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field]?.[0] ?? res.body.message, JSON.stringify(res.body)).toMatch(message);
    }
    expect((await s.counts()).customers).toBe(0);
  });

  it("one program's key never reaches another's customers; newsletter programs have no customers", async () => {
    const a = await shop(server);
    const b = await shop(server);
    await expectOk(a.api, "POST", SYNC, { customer_id: 9, email: "nine@example.com", name: "Nine", woocommerce_id: "9" });
    const res = await b.api("POST", SYNC, { customer_id: 9, email: "other@example.com", name: "Other", woocommerce_id: "9" });
    expect(res.body.data).toMatchObject({ key: "9", email: "other@example.com" });
    const inA = await a.prisma.customer.findFirstOrThrow({ where: { programId: a.program.id } });
    expect(inA).toMatchObject({ email: "nine@example.com", name: "Nine" });
    expect((await a.counts()).customers).toBe(1);
    const { key } = await server.program("Newsletter");
    const news = await server.rest(key, "POST", SYNC, { customer_id: 9, woocommerce_id: "9" });
    expect(news.status).toBe(400);
    expect(await server.rest(null, "POST", SYNC, { customer_id: 9, woocommerce_id: "9" }).then((r) => r.status)).toBe(401);
  });
});
