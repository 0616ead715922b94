// Bad input is a 422 naming the field, never a 500, and stores nothing (issue 6): NUL bytes,
// dates that do not exist or fall outside years 1-9999, Unix times out of range, page numbers
// and cursors past 2^53, and URLs of other schemes than http(s).
// @database-independent: runs in the PostgreSQL pass only (a refusal is decided before any
// statement)
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { CustomerCreateDocument, PartnerCreateDocument, PartnerListDocument, PartnerRewardDocument } from "../generated/graphql.js";
import type { ProgramType } from "../../src/generated/prisma/client.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = (type?: ProgramType) => seed(server).program(type);

/** the one 422 body, with the field among its errors */
function expect422(res: { status: number; body: any }, field: string) { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.status).toBe(0);
  expect(Object.keys(res.body.errors)).toContain(field);
}

const total = async (api: Awaited<ReturnType<typeof client>>["api"], path: string) => (await ok(api("GET", path)), (await api("GET", path)).body.meta.total as number);

describe("NUL bytes", () => {
  it("in a body string: 422 naming the field, nothing stored", async () => {
    const { api } = await client();
    expect422(await api("POST", "/v1/partners", { email: "nul@example.com", name: "A\u0000B" }), "name");
    expect(await total(api, "/v1/partners")).toBe(0);
  });

  it("in a nested body string: 422 naming the field path", async () => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", key: "pk" }));
    expect422(await api("POST", "/v1/customers", { key: "c1", partner: { key: "p\u0000k" } }), "partner.key");
    expect(await total(api, "/v1/customers")).toBe(0);
  });

  it("in a query parameter: 422 naming it", async () => {
    const { api } = await client();
    expect422(await api("GET", "/v1/partners:search?id=a%00b"), "id");
  });

  it("in a path segment: not a 500", async () => {
    const { api } = await client();
    const res = await api("GET", "/v1/partners/a%00b");
    expect([404, 422]).toContain(res.status);
  });

  it("in a GraphQL variable: a validation error naming the field, nothing stored", async () => {
    const { key, api } = await client();
    const res = await server.gql(key, PartnerCreateDocument, { input: { email: "nul@example.com", name: "A\u0000B" } });
    expect(res.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.errors?.[0]?.extensions?.errors ?? {})).toContain("input.name");
    expect(await total(api, "/v1/partners")).toBe(0);
  });

  it("in a GraphQL string literal: a validation error naming the argument, nothing stored", async () => {
    const { key, api } = await client();
    const doc = parse('mutation { partnerCreate(input: { email: "nul@example.com", name: "A\\u0000B" }) { partner { id } } }');
    const res = await server.gql(key, doc as TypedDocumentNode<unknown, Record<string, never>>);
    expect(res.errors?.[0]?.extensions?.errors).toHaveProperty(["input.name"]);
    expect(await total(api, "/v1/partners")).toBe(0);
  });
});

describe("dates", () => {
  it.each(["9999-99-99", "2021-02-30", "0000-01-01", "10000-01-01", "1990-13-01"])(
    "date_of_birth %s: 422 naming metadata.date_of_birth, nothing stored",
    async (value) => {
      const { api } = await client("Referral");
      expect422(await api("POST", "/v1/customers", { email: "c@example.com", metadata: { date_of_birth: value } }), "metadata.date_of_birth");
      expect(await total(api, "/v1/customers")).toBe(0);
    },
  );

  it("a date_of_birth that does not exist, through GraphQL: an error, nothing stored", async () => {
    const { key, api } = await client("Referral");
    const res = await server.gql(key, CustomerCreateDocument, { input: { email: "c@example.com", metadata: { dateOfBirth: "2021-02-30" } } });
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(res.errors?.[0]?.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
    expect(await total(api, "/v1/customers")).toBe(0);
  });

  it.each([
    ["a date past year 9999", "10000-01-01T00:00:00Z"],
    ["a date that does not exist", "2021-02-30T10:00:00Z"],
    ["a Unix time past year 9999", 999999999999],
    ["a Unix time before year 1", -999999999999],
    ["a Unix time as a huge numeric string", "999999999999"],
  ])("reward date as %s: 422 naming date, nothing stored", async (_what, date) => {
    const { api, program } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", id: "p1" }));
    expect422(await api("POST", "/v1/partners/p1/reward", { amount: 5, date }), "date");
    expect(await server.app.database.prisma.reward.count({ where: { programId: program.id } })).toBe(0);
  });

  it("a reward date out of range through GraphQL: an error that is not a 500", async () => {
    const { key, api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", id: "p1" }));
    const id = Buffer.from(`Partner:${(await server.app.database.prisma.partner.findFirstOrThrow({ where: { id: "p1" } })).uid}`).toString("base64");
    const res = await server.gql(key, PartnerRewardDocument, { input: { id, amount: 5, date: 999999999999 as never } });
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(res.errors?.[0]?.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("page numbers and cursors past 2^53", () => {
  it.each(["99999999999999999999", "9007199254740993", "1e400"])("?page=%s: 422 naming page", async (page) => {
    const { api } = await client();
    expect422(await api("GET", `/v1/partners?page=${page}`), "page");
  });

  it("?page far beyond the rows but safe: 200 with an empty page", async () => {
    const { api } = await client();
    const res = await api("GET", "/v1/partners?page=1000000");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it.each(["99999999999999999999", "9007199254740992", "900719925474099"])("a GraphQL after cursor of offset %s: an error naming after, not a 500", async (offset) => {
    const { key } = await client();
    const after = Buffer.from(`o:${offset}`).toString("base64url");
    const res = await server.gql(key, PartnerListDocument, { first: 10, after });
    expect(res.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.errors?.[0]?.extensions?.errors ?? {})).toEqual(["after"]);
  });
});

describe("URLs are http(s) only", () => {
  const schemes = ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd", "ftp://example.com/x"];

  it.each(schemes)("referral link destination_url %s: 422 naming it, nothing stored", async (url) => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", id: "p1", key: "pk" }));
    expect422(await api("POST", "/v1/partner_referral_links", { key: "extra", partner: { id: "p1" }, destination_url: url }), "destination_url");
    expect((await ok(api("GET", "/v1/partners/p1/referral_links"))).map((l: { key: string }) => l.key)).toEqual(["pk"]);
  });

  it.each(schemes)("referral link direct_tracking_redirect_url %s: 422 naming it, nothing stored", async (url) => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", id: "p1", key: "pk" }));
    const res = await api("POST", "/v1/partner_referral_links", { key: "extra", partner: { id: "p1" }, direct_tracking: true, direct_tracking_redirect_url: url });
    expect422(res, "direct_tracking_redirect_url");
    expect((await ok(api("GET", "/v1/partners/p1/referral_links"))).map((l: { key: string }) => l.key)).toEqual(["pk"]);
  });

  it.each(schemes)("customer options.referral_url %s: 422 naming it, nothing stored", async (url) => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", key: "pk" }));
    expect422(await api("POST", "/v1/customers", { key: "c1", partner: { key: "pk" }, options: { referral_url: url } }), "options.referral_url");
    expect(await total(api, "/v1/customers")).toBe(0);
  });
});
