// Text PostgreSQL refuses and JSON nested too deep are a 4xx naming the field, never a 500,
// and change nothing (issues 3 and 6): lone surrogates anywhere in the
// input (jsonb refuses them: coupon and promotion-code metadata, transaction product ids),
// NUL and bad escapes in the public paths, bodies and GraphQL variables nested 10,000 deep,
// and GraphQL's refusal carries its own HTTP status, not a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function expect422(res: Answer, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe(0);
  expect(Object.keys(res.body.errors)).toContain(field);
}

const LONE = "\ud800";
const coupon = (extra: Record<string, unknown> = {}) => ({ coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", ...extra });
const deepArray = (n: number) => "[".repeat(n) + "]".repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);

async function graphql(key: string, query: string, variables: string) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${key}` },
    body: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
  });
  return { status: res.status, body: (await res.json()) as { errors?: { message: string; extensions?: Record<string, any> }[] } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("lone surrogates: 422 naming the field, nothing stored", () => {
  it("in coupon metadata, a value or a key", async () => {
    const { api, program } = await seed(server).program();
    expect422(await api("POST", "/v1/coupons", coupon({ metadata: { note: `x${LONE}` } })), "metadata.note");
    expect422(await api("POST", "/v1/coupons", coupon({ metadata: { [`k${LONE}`]: "x" } })), "metadata");
    expect(await server.app.database.prisma.coupon.count({ where: { programId: program.id } })).toBe(0);
  });

  it("in promotion-code metadata, on create and on update", async () => {
    const { api, program } = await seed(server).program();
    await ok(api("POST", "/v1/coupons", coupon({ uuid_code: "C1", promotion_codes: [{ code: "PC1", metadata: { note: "first" } }] })));
    expect422(await api("POST", "/v1/promotion-codes", { coupon_uuid: "C1", code: "PC2", metadata: { note: LONE } }), "metadata.note");
    expect422(await api("PUT", "/v1/promotion-codes/PC1", { update: { metadata: { note: `\udc00x` } } }), "update.metadata.note");
    const codes = await server.app.database.prisma.promotionCode.findMany({ where: { programId: program.id } });
    expect(codes.map((c) => [c.code, c.metadata])).toEqual([["PC1", { note: "first" }]]);
  });

  it("in a transaction's product ids", async () => {
    const { api, program } = await seed(server).program();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", key: "pk" }));
    const res = await api("POST", "/v1/transactions", { key: "t1", amount: 10, customer: { key: "c1", partner: { key: "pk" } }, product_id: ["ok", `sku${LONE}`] });
    expect422(res, "product_id.1");
    expect(await server.app.database.prisma.transaction.count({ where: { programId: program.id } })).toBe(0);
  });

  it("in a partner's, a customer's, a lead's and a subscriber's name", async () => {
    const affiliate = await seed(server).program();
    expect422(await affiliate.api("POST", "/v1/partners", { email: "p@example.com", name: `A${LONE}` }), "name");
    await ok(affiliate.api("POST", "/v1/partners", { email: "q@example.com", key: "qk" }));
    expect422(await affiliate.api("POST", "/v1/customers", { key: "c1", surname: `S${LONE}`, partner: { key: "qk" } }), "surname");
    expect422(await affiliate.api("POST", "/v1/leads", { email: "l@example.com", name: `L${LONE}`, partner: { key: "qk" } }), "name");
    const newsletter = await seed(server).program("Newsletter");
    expect422(await newsletter.api("POST", "/v1/subscribers", { email: "s@example.com", name: `S${LONE}` }), "name");
    const prisma = server.app.database.prisma;
    expect(await prisma.partner.count({ where: { programId: affiliate.program.id } })).toBe(1);
    expect(await prisma.customer.count({ where: { programId: affiliate.program.id } })).toBe(0);
    expect(await prisma.lead.count({ where: { programId: affiliate.program.id } })).toBe(0);
    expect(await prisma.subscriber.count({ where: { programId: newsletter.program.id } })).toBe(0);
  });

  it("in a GraphQL variable: a 422 with the field named, as the HTTP status too", async () => {
    const { key, program } = await seed(server).program();
    const res = await graphql(key, 'mutation($m: JSON) { couponCreate(input: { discountType: PERCENT, discountAmount: 10, durationType: ONCE, metadata: $m }) { coupon { id } } }', `{"m":{"note":"\\ud800"}}`);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION_FAILED", errors: { "m.note": [expect.any(String)] } });
    expect(await server.app.database.prisma.coupon.count({ where: { programId: program.id } })).toBe(0);
  });
});

describe("a NUL in GraphQL variables", () => {
  it("is refused with HTTP 422 matching its error, not a 500", async () => {
    const { key, program } = await seed(server).program();
    const res = await graphql(key, 'mutation($n: String) { partnerCreate(input: { email: "p@example.com", name: $n }) { partner { id } } }', `{"n":"a\\u0000b"}`);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION_FAILED", status: 422, errors: { n: [expect.any(String)] } });
    expect(await server.app.database.prisma.partner.count({ where: { programId: program.id } })).toBe(0);
  });
});

describe("JSON nested 10,000 deep", () => {
  it("as a REST body: 422 naming the top field, with or without an Idempotency-Key", async () => {
    const { key, program } = await seed(server).program();
    expect422(await server.rest(key, "POST", "/v1/coupons", `{"coupon_discount_amount":10,"metadata":${deepObject(10_000)}}`), "metadata");
    const keyed = await server.rest(key, "POST", "/v1/partners", `{"email":"p@example.com","custom_fields":${deepArray(10_000)}}`, { "idempotency-key": "deep-1" });
    expect422(keyed, "custom_fields");
    const prisma = server.app.database.prisma;
    expect(await prisma.coupon.count({ where: { programId: program.id } })).toBe(0);
    expect(await prisma.partner.count({ where: { programId: program.id } })).toBe(0);
  });

  it("as a GraphQL variable: 422 naming it", async () => {
    const { key } = await seed(server).program();
    const res = await graphql(key, "mutation($m: JSON) { couponCreate(input: { discountType: PERCENT, discountAmount: 10, durationType: ONCE, metadata: $m }) { coupon { id } } }", `{"m":${deepObject(10_000)}}`);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.message).toBe("The m field is nested too deeply (at most 64 levels).");
  });

  it("as a literal in a GraphQL document: a request error that says so, not an internal one", async () => {
    const { key } = await seed(server).program();
    const res = await graphql(key, `mutation { couponCreate(input: { discountType: PERCENT, discountAmount: 10, durationType: ONCE, metadata: ${deepArray(10_000)} }) { coupon { id } } }`, "{}");
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors?.[0]).toMatchObject({ message: "The document is nested too deeply.", extensions: { code: "QUERY_TOO_DEEP" } });
  });
});

describe("NUL and bad escapes in public paths: 4xx, never 500", () => {
  it.each(["/r/%00/key", "/r/{program}/%00", "/r/{program}/%E0%A4%A", "/t/%00/click", "/t/{program}%00/click", "/t/{program}/%ZZ", "/js/rally.js?program=%00"])(
    "GET or POST %s",
    async (template) => {
      const { program } = await seed(server).program();
      const path = template.replace("{program}", program.publicId);
      const method = path.startsWith("/t/") ? "POST" : "GET";
      const res = await fetch(`${server.url}${path}`, { method, redirect: "manual", headers: { origin: "https://shop.example" }, body: method === "POST" ? '{"key":"k"}' : undefined });
      expect(res.status).toBe(404);
    },
  );

  it.each(["%00", "a%00", "%E0%A4%A", "%ZZ"])("the WooCommerce webhook of program %s", async (segment) => {
    const res = await fetch(`${server.url}/v1/integrations/woocommerce/${segment}/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(404);
  });
});
