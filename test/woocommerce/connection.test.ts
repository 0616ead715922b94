// The WooCommerce connection's order parts: the webhook secret (sealed, never shown) and the
// order settings, set through REST and GraphQL, in parts that later calls keep; the store URL
// refused when it points at a private address; a changed or erased secret takes effect at once.
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unseal } from "../../src/modules/integrations/secrets.js";
import { expectOk } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ENCRYPTION_KEY, env, order, SECRET, shop } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env });
});
afterAll(() => server?.close());

const stored = async (programId: number) => {
  const row = await server.app.database.prisma.integration.findUniqueOrThrow({ where: { programId_provider: { programId, provider: "woocommerce" } } });
  return { row, secrets: unseal({ INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY }, programId, "woocommerce", row.credentials) };
};

describe("WooCommerce connection for orders", () => {
  it("a webhook secret alone connects WooCommerce for orders; reads show the order settings, never the secret", async () => {
    const s = await shop(server);
    const list = await s.api("GET", "/v1/integrations");
    expect(list.body.data).toEqual([
      expect.objectContaining({ provider: "woocommerce", status: "connected", settings: { paidStatuses: "processing,completed", trackAllOrders: "false", amountMode: "net" } }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    const { row, secrets } = await stored(s.program.id);
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(secrets).toEqual({ webhookSecret: SECRET });
  });

  it("REST credentials and the webhook secret are given in parts: each call keeps what it leaves out", async () => {
    const s = await shop(server);
    await expectOk(s.api, "POST", "/v1/integrations", { provider: "woocommerce", store_url: "https://shop.example/", consumer_key: "ck_1", consumer_secret: "cs_1" });
    expect((await stored(s.program.id)).secrets).toEqual({ webhookSecret: SECRET, consumerKey: "ck_1", consumerSecret: "cs_1" });
    const data = await expectOk(s.api, "POST", "/v1/integrations", { provider: "woocommerce", track_all_orders: true });
    expect(data.settings).toEqual({ storeUrl: "https://shop.example", paidStatuses: "processing,completed", trackAllOrders: "true", amountMode: "net" });
    expect((await s.send(order({ status: "pending" }))).body.status).toBe("recorded");
  });

  it("GraphQL sets the secret and the settings; a new secret replaces the old at once, and disconnecting closes the webhook", async () => {
    const s = await shop(server);
    const mutation = parse(`mutation($secret: String, $statuses: [String!]) {
      integrationConnect(input: { woocommerce: { webhookSecret: $secret, paidStatuses: $statuses, amountMode: TOTAL } }) {
        integration { provider settings { paidStatuses trackAllOrders amountMode } }
        userErrors { field }
      }
    }`);
    const res = await server.gql(s.key, mutation as never, { secret: "rotated-secret", statuses: ["wc-completed", "shipped"] } as never);
    expect(res.errors).toBeUndefined();
    expect((res.data as any).integrationConnect).toEqual({ integration: { provider: "WOOCOMMERCE", settings: { paidStatuses: ["completed", "shipped"], trackAllOrders: false, amountMode: "TOTAL" } }, userErrors: [] }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect((await s.send(order({ status: "shipped" }))).status).toBe(401);
    expect((await s.send(order({ status: "shipped" }), { secret: "rotated-secret" })).body.status).toBe("recorded");
    await expectOk(s.api, "DELETE", "/v1/integrations/woocommerce");
    expect((await s.send(order({ id: 1000, status: "shipped" }), { secret: "rotated-secret" })).status).toBe(404);
  });

  it("refuses bad order settings and a store URL on a private address with a 422 naming the field, changing nothing", async () => {
    const s = await shop(server);
    const before = await stored(s.program.id);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ paid_statuses: ["processing", "cancelled"] }, "paid_statuses.1", /cannot be paid statuses/],
      [{ paid_statuses: [] }, "paid_statuses", /at least one/],
      [{ amount_mode: "gross" }, "amount_mode", /net, without_tax, total/],
      [{ webhook_secret: "  " }, "webhook_secret", /must not be empty/],
      [{ store_url: "http://127.0.0.1:8080", consumer_key: "ck", consumer_secret: "cs" }, "store_url", /not an allowed destination: 127\.0\.0\.1/],
      [{ store_url: "http://10.1.2.3/shop", consumer_key: "ck", consumer_secret: "cs" }, "store_url", /private address/],
      [{ store_url: "http://169.254.169.254", consumer_key: "ck", consumer_secret: "cs" }, "store_url", /link-local/],
    ];
    for (const [body, field, message] of cases) {
      const res = await s.api("POST", "/v1/integrations", { provider: "woocommerce", ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field]?.[0], JSON.stringify(res.body)).toMatch(message);
    }
    const after = await stored(s.program.id);
    expect(after.row.settings).toEqual(before.row.settings);
    expect(after.secrets).toEqual(before.secrets);
    // a new connection without REST credentials or a webhook secret says what it needs
    const bare = await server.program("Affiliate");
    const none = await server.rest(bare.key, "POST", "/v1/integrations", { provider: "woocommerce" });
    expect(none.status).toBe(422);
    expect(none.body.errors.store_url[0]).toMatch(/or a webhook_secret alone/);
  });
});
