// The portal settings Rally's own portal reads: its accent colour and the program's terms.
// Set through REST or GraphQL, shown to the portal's page, checked on the way in (a bad value
// is a 422 or a user error naming it, and nothing changes); with terms, sign-up needs them accepted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser } from "../accounts/support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const shellOf = async (publicId: string) => (await fetch(`${server.url}/portal/${publicId}`)).text();

describe("brand colour and terms", () => {
  it("are set through REST, read back, and reach the portal's page", async () => {
    const s = await seed(server).program("Affiliate");
    const before = await shellOf(s.program.publicId);
    expect(before).toContain('data-color=""');
    expect(before).toContain('data-terms=""');
    await expectOk(s.api, "PUT", "/v1/program", { portal_settings: { brand_color: "#0F766E", terms_url: "https://shop.example/partner-terms" } });
    const program = await expectOk(s.api, "GET", "/v1/program");
    expect(program.portal_settings).toMatchObject({ brand_color: "#0F766E", terms_url: "https://shop.example/partner-terms", registration_disabled: false });
    const after = await shellOf(s.program.publicId);
    expect(after).toContain('data-color="#0F766E"');
    expect(after).toContain('data-terms="https://shop.example/partner-terms"');
    // "" through GraphQL sets them back to none (REST takes an empty string for a value not sent)
    const cleared = await server.rest(s.key, "POST", "/graphql", {
      query: `mutation { programUpdate(input: { portalSettings: { brandColor: "", termsUrl: "" } }) { userErrors { message } } }`,
    });
    expect(cleared.body).toEqual({ data: { programUpdate: { userErrors: [] } } });
    expect((await expectOk(s.api, "GET", "/v1/program")).portal_settings).toMatchObject({ brand_color: "", terms_url: "" });
    expect(await shellOf(s.program.publicId)).toContain('data-color=""');
  });

  it("refuses what is not a colour or a web address, naming the field, and keeps the stored values", async () => {
    const s = await seed(server).program("Affiliate");
    await expectOk(s.api, "PUT", "/v1/program", { portal_settings: { brand_color: "#123456", terms_url: "https://shop.example/t" } });
    const hostile: [string, unknown][] = [
      ["brand_color", "red"],
      ["brand_color", "#12345"],
      ["brand_color", '#123456"><script>alert(1)</script>'],
      ["brand_color", "url(https://evil.example/x)"],
      ["brand_color", 7],
      ["terms_url", "javascript:alert(1)"],
      ["terms_url", "shop.example/terms"],
      ["terms_url", `https://shop.example/${"x".repeat(3000)}`],
      ["terms_url", ["https://shop.example"]],
    ];
    for (const [field, value] of hostile) {
      const res = await s.api("PUT", "/v1/program", { portal_settings: { [field]: value } });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBeLessThan(500);
      expect(JSON.stringify(res.body), `${field}=${JSON.stringify(value)}`).toContain(field);
    }
    expect((await expectOk(s.api, "GET", "/v1/program")).portal_settings).toMatchObject({ brand_color: "#123456", terms_url: "https://shop.example/t" });

    // the same through GraphQL: a user error on the input path
    const res = await server.rest(s.key, "POST", "/graphql", {
      query: `mutation { programUpdate(input: { portalSettings: { brandColor: "tomato" } }) { userErrors { field message } } }`,
    });
    expect(res.body.data?.programUpdate?.userErrors ?? res.body.errors, JSON.stringify(res.body)).toEqual([
      { field: ["input", "portalSettings", "brandColor"], message: "The brand color must be a colour such as #1d4ed8." },
    ]);
  });

  it("with terms, a sign-up must accept them; nothing is stored otherwise", async () => {
    const s = await seed(server).program("Affiliate");
    await expectOk(s.api, "PUT", "/v1/program", { portal_settings: { terms_url: "https://shop.example/t" } });
    const b = browser(server);
    for (const tos of [undefined, false, "yes", 1]) {
      const refused = await b.post("/auth/partner/sign-up", { program: s.program.publicId, email: "ada@example.com", tos });
      expect(refused.status, String(tos)).toBe(422);
      expect(Object.keys(refused.body.errors), String(tos)).toEqual(["tos"]);
      if (tos === undefined || tos === false) expect(refused.body.errors.tos).toEqual(["Accept the program's terms to sign up."]);
    }
    expect(await s.prisma.partner.count({ where: { programId: s.program.id } })).toBe(0);
    const accepted = await b.post("/auth/partner/sign-up", { program: s.program.publicId, email: "ada@example.com", tos: true });
    expect(accepted.status).toBe(202);
    expect(await s.prisma.partner.findFirst({ where: { programId: s.program.id }, select: { email: true, tos: true } })).toEqual({ email: "ada@example.com", tos: true });
  });
});
