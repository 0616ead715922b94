// Program types: partners belong to Affiliate programs. A Newsletter or
// Referral program's key gets 400 {"status":0,"message":"<Feature> is not available for <Type>
// programs"} on every partner route, and WRONG_PROGRAM_TYPE on every partner GraphQL field;
// nothing is created.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { FEATURES } from "../src/core/features.js";
import {
  PartnerArchiveDocument,
  PartnerCreateDocument,
  PartnerDeleteDocument,
  PartnerFindDocument,
  PartnerInviteDocument,
  PartnerListDocument,
  PartnerRestoreDocument,
  PartnerRewardDocument,
  PartnerUpdateDocument,
} from "./generated/graphql.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// the labels are the ones users read; the table in core/features.ts must keep them
it("the feature labels are the ones of the messages below", () => {
  expect(FEATURES.partners.label).toBe("Partners");
  expect(FEATURES.partnerInvites.label).toBe("Partner invitations");
  expect(FEATURES.partners.types).toEqual(["Affiliate"]);
});

/** every partner REST route with a body that an Affiliate program would accept */
const ROUTES: [method: string, path: string, body: unknown, feature: string][] = [
  ["POST", "/v1/partners", { email: "new@example.com", name: "New" }, "Partners"],
  ["POST", "/v1/partner", { email: "legacy@example.com" }, "Partners"],
  ["POST", "/v1/partners:invite", { email: "invitee@example.com", name: "Ivy" }, "Partner invitations"],
  ["GET", "/v1/partners", undefined, "Partners"],
  ["GET", "/v1/partners?limit=5&page=1&sort=asc", undefined, "Partners"],
  ["GET", "/v1/partners/p-1", undefined, "Partners"],
  ["GET", "/v1/partners:search?id=p-1", undefined, "Partners"],
  ["GET", "/v1/partners:search?key=pkey", undefined, "Partners"],
  ["GET", "/v1/partners:search?email=p@example.com", undefined, "Partners"],
  ["GET", "/v1/partner?email=p@example.com", undefined, "Partners"],
  ["PUT", "/v1/partners/p-1", { name: "Changed" }, "Partners"],
  ["PUT", "/v1/partners/p-1", { update: { name: "Changed" } }, "Partners"],
  ["PUT", "/v1/partners", { key: "pkey", update: { name: "Changed" } }, "Partners"],
  ["PUT", "/v1/partner", { email: "p@example.com", update: { name: "Changed" } }, "Partners"],
  ["DELETE", "/v1/partners/p-1", undefined, "Partners"],
  ["DELETE", "/v1/partners", { email: "p@example.com" }, "Partners"],
  ["DELETE", "/v1/partner", { id: "p-1" }, "Partners"],
  ["POST", "/v1/partners/p-1/archive", undefined, "Partners"],
  ["POST", "/v1/partners/p-1/revoke-archive", undefined, "Partners"],
  ["POST", "/v1/partners/p-1/reward", { amount: 10, note: "bonus" }, "Partners"],
  ["GET", "/v1/partners/p-1/referral_links", undefined, "Partners"],
];

for (const type of ["Newsletter", "Referral"] as const) {
  const SOME_PARTNER = Buffer.from("Partner:p-1").toString("base64");

describe(`a ${type} program's key`, () => {
    let key: string;
    beforeAll(async () => {
      ({ key } = await server.program(type));
    });

    it("gets 400 '... is not available for " + type + " programs' on every partner REST route", async () => {
      for (const [method, path, body, feature] of ROUTES) {
        const res = await server.rest(key, method, path, body);
        expect({ route: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
          route: `${method} ${path}`,
          status: 400,
          body: { status: 0, message: `${feature} is not available for ${type} programs` },
        });
      }
    });

    it("gets WRONG_PROGRAM_TYPE (400) on every partner GraphQL field", async () => {
      const calls: [string, Promise<Awaited<ReturnType<TestServer["gql"]>>>, string][] = [
        ["partnerCreate", server.gql(key, PartnerCreateDocument, { input: { email: "new@example.com" } }), "Partners"],
        ["partnerInvite", server.gql(key, PartnerInviteDocument, { input: { email: "invitee@example.com", name: "Ivy" } }), "Partner invitations"],
        ["partners", server.gql(key, PartnerListDocument, { first: 5 }), "Partners"],
        ["partner", server.gql(key, PartnerFindDocument, { by: { email: "p@example.com" } }), "Partners"],
        ["partnerUpdate", server.gql(key, PartnerUpdateDocument, { input: { id: SOME_PARTNER, name: "Changed" } }), "Partners"],
        ["partnerDelete", server.gql(key, PartnerDeleteDocument, { input: { id: SOME_PARTNER } }), "Partners"],
        ["partnerArchive", server.gql(key, PartnerArchiveDocument, { input: { id: SOME_PARTNER } }), "Partners"],
        ["partnerRestore", server.gql(key, PartnerRestoreDocument, { input: { id: SOME_PARTNER } }), "Partners"],
        ["partnerReward", server.gql(key, PartnerRewardDocument, { input: { id: SOME_PARTNER, amount: 10 } }), "Partners"],
      ];
      for (const [field, pending, feature] of calls) {
        const res = await pending;
        // a nullable lookup answers null beside its error; the others blank the response
        const data = res.data && Object.values(res.data).every((v) => v === null) ? null : (res.data ?? null);
        expect({ field, data, errors: res.errors?.map((e) => ({ message: e.message, ...e.extensions })) }).toEqual({
          field,
          data: null,
          errors: [{ message: `${feature} is not available for ${type} programs`, code: "WRONG_PROGRAM_TYPE", status: 400 }],
        });
      }
    });

    it("created no partner and sent no invitation while refusing", async () => {
      for (const [, path] of [["POST", "/v1/partners"], ["POST", "/v1/partner"], ["POST", "/v1/partners:invite"]]) {
        expect((await server.rest(key, "POST", path!, { email: "again@example.com", name: "A" })).status).toBe(400);
      }
      const program = (await server.rest(key, "GET", "/v1/test")).body.data.program as { id: number };
      const prisma = server.app.database.prisma;
      expect(await prisma.partner.count({ where: { programId: program.id } })).toBe(0);
      expect(await prisma.emailMessage.count({ where: { programId: program.id } })).toBe(0);
      expect(await prisma.outboxEvent.count({ where: { programId: program.id } })).toBe(0);
    });
  });
}

it("an Affiliate program's key reaches the same routes (the gate is by type, not a blanket refusal)", async () => {
  const { key } = await server.program("Affiliate");
  expect((await server.rest(key, "POST", "/v1/partners", { email: "p@example.com", id: "p-1", key: "pkey" })).status).toBe(200);
  for (const [method, path, body] of ROUTES.filter(([m]) => m === "GET")) {
    const res = await server.rest(key, method, path, body);
    expect(res.status, `${method} ${path}`).toBe(200);
    expect(res.body.status).toBe(1);
  }
  expect((await server.rest(key, "POST", "/v1/partners:invite", { email: "invitee@example.com", name: "Ivy" })).status).toBe(200);
});
