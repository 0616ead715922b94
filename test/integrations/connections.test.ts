import { parse } from "graphql";
// Connecting shop providers over GraphQL and REST: what a read shows (provider, status,
// connectedAt, non-secret settings) and what it never shows (any credential), the sealed
// credentials row, reconnecting, disconnecting, validation, isolation between programs, and a
// server without INTEGRATIONS_ENCRYPTION_KEY: on PostgreSQL it stores nothing, on the embedded
// database the key generated into the data folder seals them.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { IntegrationConnectDocument, IntegrationDisconnectDocument, IntegrationListDocument, type IntegrationProvider } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { unseal, unsealWith } from "../../src/modules/integrations/secrets.js";
import { ENCRYPTION_KEY } from "./support.js";

const onPostgres = Boolean(inject("databaseUrl"));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { INTEGRATIONS_ENCRYPTION_KEY: ENCRYPTION_KEY } });
});
afterAll(() => server.close());

const SECRETS = {
  secretKey: "sk_live_51Connection0000SECRETSTRIPE",
  accessToken: "shpat_connection0000SECRETSHOPIFY",
  consumerKey: "ck_connection0000SECRETWOOKEY",
  consumerSecret: "cs_connection0000SECRETWOOSECRET",
  apiKey: "pdl_sdbx_apikey_connection0000SECRETPADDLE",
};
const CONNECT = [
  { provider: "stripe", secretKey: SECRETS.secretKey },
  { provider: "shopify", shopDomain: "https://Rally-Test.myshopify.com/", accessToken: SECRETS.accessToken },
  { provider: "woocommerce", storeUrl: "https://shop.example/", consumerKey: SECRETS.consumerKey, consumerSecret: SECRETS.consumerSecret },
  { provider: "paddle", apiKey: SECRETS.apiKey },
];

const expectNoSecret = (text: string) => {
  for (const s of Object.values(SECRETS)) expect(text).not.toContain(s);
};

/** the old flat variables as the one provider's input */
const inputOf = ({ provider, ...fields }: Record<string, string | undefined>) => ({ input: { [provider!]: fields } }) as never;
const connect = (key: string, vars: Record<string, string | undefined>) => server.gql(key, IntegrationConnectDocument, inputOf(vars));
const disconnect = (key: string, provider: "stripe" | "paddle") => server.gql(key, IntegrationDisconnectDocument, { input: { provider: (provider === "stripe" ? "STRIPE" : "PADDLE") as IntegrationProvider } });
const NO_SETTINGS = { stripeMode: null, shopDomain: null, storeUrl: null, paidStatuses: null, trackAllOrders: null, amountMode: null, paddleEnvironment: null };

async function rows(programId: number) {
  return server.app.database.prisma.integration.findMany({ where: { programId }, orderBy: { provider: "asc" } });
}

describe("connectIntegration", () => {
  it("connects each provider; reads show provider, status, connectedAt and settings, never a credential", async () => {
    const { key, program } = await server.program("Affiliate");
    for (const vars of CONNECT) {
      const res = await connect(key, vars);
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      expect(res.data!.integrationConnect).toMatchObject({ integration: { provider: vars.provider.toUpperCase(), status: "CONNECTED" }, userErrors: [] });
      expectNoSecret(JSON.stringify(res));
    }
    const list = await server.gql(key, IntegrationListDocument, {});
    expectNoSecret(JSON.stringify(list));
    expect(list.data!.integrations.map(({ provider, status, settings }) => ({ provider, status, settings }))).toEqual([
      { provider: "STRIPE", status: "CONNECTED", settings: { ...NO_SETTINGS, stripeMode: "LIVE" } },
      { provider: "SHOPIFY", status: "CONNECTED", settings: { ...NO_SETTINGS, shopDomain: "rally-test.myshopify.com" } },
      { provider: "WOOCOMMERCE", status: "CONNECTED", settings: { ...NO_SETTINGS, storeUrl: "https://shop.example" } },
      { provider: "PADDLE", status: "CONNECTED", settings: { ...NO_SETTINGS, paddleEnvironment: "SANDBOX" } },
    ]);
    for (const i of list.data!.integrations) expect(Date.parse(i.connectedAt)).toBeGreaterThan(Date.now() - 60_000);

    const rest = await server.rest(key, "GET", "/v1/integrations");
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(4);
    expectNoSecret(JSON.stringify(rest.body));

    // at rest: sealed (AES-256-GCM), no secret in the clear, and it opens only for its own program and provider
    for (const row of await rows(program.id)) {
      expectNoSecret(JSON.stringify(row));
      expect(Object.keys(row.credentials as object)).toEqual(["sealed"]);
      expect((row.credentials as { sealed: string }).sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      const config = server.app.config;
      expect(unseal(config, program.id, row.provider, row.credentials)).toBeDefined();
      expect(unseal(config, program.id + 1, row.provider, row.credentials)).toBeUndefined();
      expect(unseal(config, program.id, row.provider === "stripe" ? "paddle" : "stripe", row.credentials)).toBeUndefined();
    }
    const stripe = (await rows(program.id)).find((r) => r.provider === "stripe")!;
    expect(unseal(server.app.config, program.id, "stripe", stripe.credentials)).toEqual({ secretKey: SECRETS.secretKey });
  });

  it("connecting again replaces the credentials; disconnecting erases them and keeps the row as disconnected", async () => {
    const { key, program } = await server.program("Affiliate");
    await connect(key, { provider: "stripe", secretKey: "sk_test_first000000000000" });
    const before = (await rows(program.id))[0]!;
    const again = await connect(key, { provider: "stripe", secretKey: "sk_test_second00000000000" });
    expect(again.data!.integrationConnect.integration!.settings).toEqual({ ...NO_SETTINGS, stripeMode: "TEST" });
    const after = await rows(program.id);
    expect(after).toHaveLength(1);
    expect(unseal(server.app.config, program.id, "stripe", after[0]!.credentials)).toEqual({ secretKey: "sk_test_second00000000000" });
    expect(after[0]!.connectedAt.getTime()).toBeGreaterThanOrEqual(before.connectedAt.getTime());

    const off = await disconnect(key, "stripe");
    expect(off.data!.integrationDisconnect).toMatchObject({ integration: { provider: "STRIPE", status: "DISCONNECTED" }, userErrors: [] });
    expect((await rows(program.id))[0]!.credentials).toEqual({});

    const gone = await server.rest(key, "DELETE", "/v1/integrations/shopify");
    expect(gone.status).toBe(404);
  });

  it("REST connects with the snake_case body", async () => {
    const { key } = await server.program("Affiliate");
    const res = await server.rest(key, "POST", "/v1/integrations", { provider: "shopify", shop_domain: "rest-shop.myshopify.com", access_token: SECRETS.accessToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ provider: "shopify", status: "connected", settings: { shopDomain: "rest-shop.myshopify.com" } });
    expectNoSecret(JSON.stringify(res.body));
  });

  it("refuses a missing or malformed credential with a 422 naming the field, and stores nothing", async () => {
    const { key, program } = await server.program("Affiliate");
    // the input's types refuse a missing secret key, an unknown environment or provider before the service; the service's refusals are user errors
    const cases: [Record<string, string>, string[], RegExp][] = [
      [{ provider: "stripe", secretKey: "pk_live_publishable000000" }, ["input", "stripe", "secretKey"], /secret \(sk_\) or restricted \(rk_\)/],
      [{ provider: "shopify", shopDomain: "shop.example.com", accessToken: "x" }, ["input", "shopify", "shopDomain"], /myshopify\.com/],
      [{ provider: "woocommerce", storeUrl: "ftp://shop.example", consumerKey: "ck", consumerSecret: "cs" }, ["input", "woocommerce", "storeUrl"], /http/],
      [{ provider: "woocommerce", storeUrl: "https://shop.example", consumerKey: "ck" }, ["input", "woocommerce", "consumerSecret"], /required/],
    ];
    for (const [vars, field, message] of cases) {
      const res = await connect(key, vars);
      expect(res.errors, JSON.stringify(vars)).toBeUndefined();
      const { integration, userErrors } = res.data!.integrationConnect;
      expect(integration).toBeNull();
      expect(userErrors[0], JSON.stringify(userErrors)).toMatchObject({ field, code: "INVALID", message: expect.stringMatching(message) });
    }
    for (const vars of [{ provider: "stripe" }, { provider: "paddle", apiKey: "k", environment: "staging" }]) {
      expect((await connect(key, vars)).errors?.[0]?.message, JSON.stringify(vars)).toBeDefined();
    }
    expect((await server.gql(key, IntegrationConnectDocument, { input: { square: {} } } as never)).errors?.[0]?.message).toBeDefined();
    expect(await rows(program.id)).toEqual([]);
  });

  it("one program never sees or changes another's connections", async () => {
    const a = await server.program("Affiliate");
    const b = await server.program("Affiliate");
    const ours = (await connect(a.key, { provider: "paddle", apiKey: SECRETS.apiKey })).data!.integrationConnect.integration!;
    expect((await server.gql(b.key, IntegrationListDocument, {})).data!.integrations).toEqual([]);
    const off = await disconnect(b.key, "paddle");
    expect(off.data!.integrationDisconnect).toMatchObject({ integration: null, userErrors: [{ code: "NOT_FOUND" }] });
    const node = await server.gql(b.key, parse("query($id: ID!) { node(id: $id) { id } }") as never, { id: ours.id } as never);
    expect(node.data).toEqual({ node: null });
    expect((await rows(a.program.id))[0]).toMatchObject({ status: "connected" });
  });
});

describe("without INTEGRATIONS_ENCRYPTION_KEY", () => {
  it.skipIf(!onPostgres)("on PostgreSQL, refuses to store credentials, naming the variable, and stores nothing", async () => {
    const bare = await startTestServer();
    try {
      const { key, program } = await bare.program("Affiliate");
      const res = await bare.gql(key, IntegrationConnectDocument, inputOf({ provider: "stripe", secretKey: SECRETS.secretKey }));
      expect(res.errors?.[0]?.message).toContain("INTEGRATIONS_ENCRYPTION_KEY");
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: "ENCRYPTION_KEY_MISSING", status: 400 });
      expect(await bare.app.database.prisma.integration.count({ where: { programId: program.id } })).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it.skipIf(onPostgres)("on the embedded database, seals them under the key generated once into the data folder, and opens them again", async () => {
    const bare = await startTestServer();
    try {
      const { key, program } = await bare.program("Affiliate");
      const res = await bare.gql(key, IntegrationConnectDocument, inputOf({ provider: "stripe", secretKey: SECRETS.secretKey }));
      expect(res.errors).toBeUndefined();
      expect(res.data!.integrationConnect.integration).toMatchObject({ provider: "STRIPE", status: "CONNECTED" });
      const [row] = await bare.app.database.prisma.integration.findMany({ where: { programId: program.id } });
      const sealed = (row!.credentials as { sealed: string }).sealed;
      expect(sealed).toMatch(/^enc1\./);
      expect(JSON.stringify(row!.credentials)).not.toContain(SECRETS.secretKey);
      expect(await unsealWith(bare.app, program.id, "stripe", row!.credentials)).toEqual({ secretKey: SECRETS.secretKey });
      // bound to its program and provider
      expect(await unsealWith(bare.app, program.id + 1, "stripe", row!.credentials)).toBeUndefined();
      expect(await bare.app.database.prisma.encryptionKey.count({ where: { name: "generated" } })).toBe(1);
    } finally {
      await bare.close();
    }
  });
});
