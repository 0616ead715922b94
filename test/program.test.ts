// The program of the API key over HTTP: GET /v1/test, GET /v1/program and
// /v1/program/overview, PUT /v1/program.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { startTestServer, type TestServer } from "./helpers/server.js";

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const STATS_FIELDS = [
  "total_partners",
  "total_purchases",
  "total_signups",
  "total_paid_accounts",
  "total_reward",
  "total_revenue",
  "average_order_value",
  "affiliate_referred_visitors_clicks",
  "click_to_signup_conversion",
  "signup_to_sale_conversion",
  "net_profit",
  "net_profit_formatted",
  "rewards_breakdown",
  "partner_activity",
  "payout_status_breakdown",
];

const PORTAL_BOOLEANS = [
  "program_page_enabled",
  "leads_page_enabled",
  "registration_disabled",
  "google_login_enabled",
  "passwordless_login_enabled",
  "sub_accounts_enabled",
  "widget_enabled",
  "signup_popup_enabled",
  "embeddable_form_enabled",
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("GET /v1/test", () => {
  it("names the key's program", async () => {
    const { program, key } = await server.program("Affiliate", "Key check shop");
    const res = await server.rest(key, "GET", "/v1/test");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      data: { program: { id: program.id, pub_id: program.publicId, name: "Key check shop", type: "Affiliate" } },
    });
  });

  it("answers 401 for a missing or unknown key", async () => {
    for (const key of [null, "rk_nosuchkey123_abcdefghijklmnopqrstuvwxyz012345"]) {
      const res = await server.rest(key, "GET", "/v1/test");
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 0, message: "Unauthenticated." });
    }
  });
});

describe("GET /v1/program", () => {
  it("returns program, stats, program_settings and portal_settings of a new program", async () => {
    const { program, key } = await server.program("Affiliate", "Fresh shop");
    const res = await server.rest(key, "GET", "/v1/program");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const { program: p, stats, program_settings: settings, portal_settings: portal } = res.body.data;

    expect(p).toMatchObject({
      id: program.id,
      public_id: program.publicId,
      website: "https://shop.example",
      type: "Affiliate",
      name: "Fresh shop",
    });
    expect(Number.isInteger(p.id)).toBe(true);
    expect(p.created_at).toMatch(TIMESTAMP);
    expect(p.last_edited).toMatch(TIMESTAMP);

    for (const field of STATS_FIELDS) expect(stats, field).toHaveProperty(field);
    expect(stats).toMatchObject({
      total_partners: "0",
      total_purchases: "0",
      total_signups: "0",
      total_paid_accounts: "0",
      total_reward: {},
      total_revenue: {},
      average_order_value: {},
      affiliate_referred_visitors_clicks: "0",
      net_profit: 0,
      rewards_breakdown: { unclaimed: {}, in_review: {}, paid: {} },
      partner_activity: { active: 0, pending: 0, archived: 0 },
    });
    expect(Number(stats.click_to_signup_conversion)).toBe(0);
    expect(Number(stats.signup_to_sale_conversion)).toBe(0);
    expect(stats.net_profit_formatted).toMatch(/^0(\.00)? USD$/);
    for (const status of Object.keys(stats.payout_status_breakdown)) {
      expect(stats.payout_status_breakdown[status]).toEqual({ count: 0, amount: {} });
    }

    expect(settings).toMatchObject({
      currency: "USD",
      cookie_lifetime: "30",
      has_multiple_commissions: false,
      payout_automation_enabled: false,
      welcome_email_enabled: true,
      onboarding_enabled: false,
      partner_email_notifications_enabled: true,
    });
    expect(typeof settings.commission_description).toBe("string");
    expect(typeof settings.commission_value).toBe("string");
    expect(typeof settings.payout_threshold).toBe("number");

    expect(typeof portal.partner_portal_url).toBe("string");
    for (const flag of PORTAL_BOOLEANS) expect(typeof portal[flag], flag).toBe("boolean");
  });

  it("counts the partners created through POST /v1/partners", async () => {
    const { key } = await server.program();
    for (const email of ["ada@example.com", "bob@example.com"]) {
      const created = await server.rest(key, "POST", "/v1/partners", { email, name: email.split("@")[0] });
      expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    }
    const { body } = await server.rest(key, "GET", "/v1/program");
    expect(body.data.stats.total_partners).toBe("2");
    expect(body.data.stats.partner_activity.active + body.data.stats.partner_activity.pending).toBe(2);

    const overview = await server.rest(key, "GET", "/v1/program/overview");
    expect(overview.body.data.total_partners).toBe("2");
  });

  it("answers for every program type", async () => {
    for (const type of ["Referral", "Newsletter"] as const) {
      const { key } = await server.program(type);
      const res = await server.rest(key, "GET", "/v1/program");
      expect(res.status).toBe(200);
      expect(res.body.data.program.type).toBe(type);
    }
  });
});

describe("GET /v1/program/overview", () => {
  it("is the legacy flat form", async () => {
    const { program, key } = await server.program("Affiliate", "Flat shop");
    const res = await server.rest(key, "GET", "/v1/program/overview");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const data = res.body.data;
    expect(data).toMatchObject({
      id: program.id,
      public_id: program.publicId,
      name: "Flat shop",
      type: "Affiliate",
      website: "https://shop.example",
      total_partners: "0",
      total_purchases: "0",
      total_signups: "0",
    });
    expect(data.created_at).toMatch(TIMESTAMP);
    expect(data).not.toHaveProperty("program");
    expect(data).not.toHaveProperty("stats");
    for (const value of Object.values(data)) {
      if (value && typeof value === "object") expect(Object.values(value).every((v) => typeof v !== "object")).toBe(true);
    }
  });
});

describe("PUT /v1/program", () => {
  it("changes name, website and settings, and they read back", async () => {
    const { key } = await server.program();
    const before = (await server.rest(key, "GET", "/v1/program")).body.data;
    const res = await server.rest(key, "PUT", "/v1/program", {
      name: "Renamed shop",
      website: "https://renamed.example/landing",
      program_settings: { cookie_lifetime: 45 },
      portal_settings: { widget_enabled: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.program.name).toBe("Renamed shop");

    const after = (await server.rest(key, "GET", "/v1/program")).body.data;
    expect(after.program).toMatchObject({ name: "Renamed shop", website: "https://renamed.example/landing" });
    expect(after.program_settings.cookie_lifetime).toBe("45");
    expect(after.portal_settings.widget_enabled).toBe(true);
    expect(Date.parse(after.program.last_edited)).toBeGreaterThanOrEqual(Date.parse(before.program.last_edited));
    expect(after.program.created_at).toBe(before.program.created_at);

    // everything not sent is as it was
    const { cookie_lifetime: _c, ...otherSettings } = after.program_settings;
    const { cookie_lifetime: _b, ...settingsBefore } = before.program_settings;
    expect(otherSettings).toEqual(settingsBefore);
    expect({ ...after.portal_settings, widget_enabled: false }).toEqual(before.portal_settings);
  });

  it("changes only the settings sent: a later update keeps earlier ones", async () => {
    const { key } = await server.program();
    await server.rest(key, "PUT", "/v1/program", {
      program_settings: { commission_value: 35, onboarding_enabled: true },
      portal_settings: { widget_enabled: true, partner_portal_url: "https://partners.shop.example" },
    });
    const res = await server.rest(key, "PUT", "/v1/program", {
      program_settings: { cookie_lifetime: 60 },
      portal_settings: { leads_page_enabled: true },
    });
    expect(res.status).toBe(200);
    const data = (await server.rest(key, "GET", "/v1/program")).body.data;
    expect(data.program_settings).toMatchObject({ cookie_lifetime: "60", commission_value: "35", onboarding_enabled: true });
    expect(data.portal_settings).toMatchObject({
      widget_enabled: true,
      leads_page_enabled: true,
      partner_portal_url: "https://partners.shop.example",
    });
  });

  it("keeps money settings exact: decimal strings and numbers, up to 4 places", async () => {
    const { key } = await server.program();
    const res = await server.rest(key, "PUT", "/v1/program", { program_settings: { payout_threshold: "25.5", commission_value: 12.3456 } });
    expect(res.status).toBe(200);
    const settings = (await server.rest(key, "GET", "/v1/program")).body.data.program_settings;
    expect(settings.payout_threshold).toBe(25.5);
    expect(settings.commission_value).toBe("12.3456");
  });

  it("accepts numbers and booleans sent as strings", async () => {
    const { key } = await server.program();
    const res = await server.rest(key, "PUT", "/v1/program", {
      program_settings: { cookie_lifetime: "90" },
      portal_settings: { signup_popup_enabled: "true" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.program_settings.cookie_lifetime).toBe("90");
    expect(res.body.data.portal_settings.signup_popup_enabled).toBe(true);
  });

  it("keeps concurrent updates of different settings", async () => {
    const { key } = await server.program();
    const flags = ["leads_page_enabled", "google_login_enabled", "passwordless_login_enabled", "sub_accounts_enabled", "widget_enabled", "signup_popup_enabled", "embeddable_form_enabled"];
    const results = await Promise.all(flags.map((flag) => server.rest(key, "PUT", "/v1/program", { portal_settings: { [flag]: true } })));
    for (const r of results) expect(r.status).toBe(200);
    const portal = (await server.rest(key, "GET", "/v1/program")).body.data.portal_settings;
    for (const flag of flags) expect(portal[flag], flag).toBe(true);
  });

  it.each([
    [{ program_settings: { cookie_lifetime: 0 } }, "program_settings.cookie_lifetime"],
    [{ program_settings: { cookie_lifetime: "forever" } }, "program_settings.cookie_lifetime"],
    [{ website: "not a url" }, "website"],
    [{ website: "javascript:alert(1)" }, "website"],
    [{ name: "   " }, "name"],
    [{ currency: "EURO" }, "currency"],
    [{ program_settings: { commission_type: "bogus" } }, "program_settings.commission_type"],
    [{ portal_settings: { widget_enabled: "maybe" } }, "portal_settings.widget_enabled"],
    [{ portal_settings: { partner_portal_url: "javascript:alert(1)" } }, "portal_settings.partner_portal_url"],
    [{ program_settings: { payout_threshold: "12.34567" } }, "program_settings.payout_threshold"],
    [{ program_settings: { payout_threshold: -1 } }, "program_settings.payout_threshold"],
    [{ program_settings: { commission_value: "ten" } }, "program_settings.commission_value"],
  ] as [Record<string, unknown>, string][])("rejects %j with 422 naming %s, and changes nothing", async (bad, field) => {
    const { key } = await server.program("Affiliate", "Unchanged shop");
    const before = (await server.rest(key, "GET", "/v1/program")).body.data;
    // a valid change in the same request must not be applied either
    const res = await server.rest(key, "PUT", "/v1/program", { ...("name" in bad ? {} : { name: "Should not stick" }), ...bad });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(typeof res.body.message).toBe("string");
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(Array.isArray(res.body.errors[field])).toBe(true);
    const after = (await server.rest(key, "GET", "/v1/program")).body.data;
    expect(after.program).toEqual(before.program);
    expect(after.program_settings).toEqual(before.program_settings);
    expect(after.portal_settings).toEqual(before.portal_settings);
  });

  it("takes an empty string as not given, as the public API does: the name stays", async () => {
    const { key } = await server.program("Affiliate", "Kept shop");
    const res = await server.rest(key, "PUT", "/v1/program", { name: "", website: "https://kept.example" });
    expect(res.status).toBe(200);
    const after = (await server.rest(key, "GET", "/v1/program")).body.data;
    expect(after.program).toMatchObject({ name: "Kept shop", website: "https://kept.example" });
  });

  it("changes only the key's own program", async () => {
    const a = await server.program("Affiliate", "Program A");
    const b = await server.program("Affiliate", "Program B");
    await server.rest(a.key, "PUT", "/v1/program", { name: "Program A2", program_settings: { cookie_lifetime: 7 } });
    const other = (await server.rest(b.key, "GET", "/v1/program")).body.data;
    expect(other.program.name).toBe("Program B");
    expect(other.program_settings.cookie_lifetime).toBe("30");
  });
});

describe("GraphQL", () => {
  it("program and programUpdate agree with REST", async () => {
    const { key } = await server.program();
    const mutation = await server.gql(
      key,
      parse(`mutation { programUpdate(input: { name: "GraphQL shop", programSettings: { cookieLifetime: 14 } }) { program { program { name } programSettings { cookieLifetime } } userErrors { field } } }`),
    );
    expect(mutation.errors).toBeUndefined();
    expect(mutation.data).toEqual({ programUpdate: { program: { program: { name: "GraphQL shop" }, programSettings: { cookieLifetime: 14 } }, userErrors: [] } });

    const query = await server.gql(key, parse(`{ program { program { number name } stats { totalPartners } portalSettings { widgetEnabled } } }`));
    expect(query.errors).toBeUndefined();
    const rest = (await server.rest(key, "GET", "/v1/program")).body.data;
    expect(query.data).toEqual({
      program: {
        program: { number: rest.program.id, name: "GraphQL shop" },
        // a count is an integer on GraphQL; REST keeps the public API's string
        stats: { totalPartners: Number(rest.stats.total_partners) },
        portalSettings: { widgetEnabled: rest.portal_settings.widget_enabled },
      },
    });
    // the days are a number on GraphQL, as programUpdate takes them; REST keeps its string
    expect(rest.program_settings.cookie_lifetime).toBe("14");
  });

  it("a bad value is a user error naming the field, and changes nothing", async () => {
    const { key } = await server.program("Affiliate", "GraphQL unchanged");
    const res = await server.gql(key, parse(`mutation { programUpdate(input: { name: "Nope", programSettings: { cookieLifetime: 0 } }) { program { program { name } } userErrors { field code } } }`));
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ programUpdate: { program: null, userErrors: [{ field: ["input", "programSettings", "cookieLifetime"], code: "INVALID" }] } });
    const rest = (await server.rest(key, "GET", "/v1/program")).body.data;
    expect(rest.program.name).toBe("GraphQL unchanged");
    expect(rest.program_settings.cookie_lifetime).toBe("30");
  });
});
