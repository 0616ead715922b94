// Commission, fraud, refer-a-friend and milestone settings over real HTTP, and a
// partner's own rates (PUT/GET /v1/partners/{id}).
import { parse } from "graphql";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissionSettings } from "../../src/modules/programs/program-settings.js";
import { ok, type Api } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DEFAULTS = {
  attribution: "last_click",
  commission: {
    sale: { type: "percent", value: 20 },
    signup: { type: "static", value: 0 },
    period: { type: "lifetime", value: null },
    hold_days: 30,
    rounding: "half_up",
    products: [],
    tiers: [],
  },
  fraud: { self_referral: "review", velocity_seconds: 0, paid_ads: "allow" },
  referral_rewards: {
    referrer: { type: "static", value: 10, trigger: "first_purchase" },
    referred: { type: "static", value: 0, trigger: "signup" },
  },
  milestones: [],
};

const settingsOf = async (api: Api) => (await ok(api("GET", "/v1/program"))).program_settings;

describe("program_settings commission keys", () => {
  it("a new program reads the defaults, with the flat commission keys derived from commission.sale", async () => {
    const { api } = await seed(server).program();
    const s = await settingsOf(api);
    expect(s).toMatchObject({ ...DEFAULTS, commission_type: "percent", commission_value: "20", has_multiple_commissions: false });
  });

  it("a rows written before these keys reads its flat commission as commission.sale", async () => {
    const { api, program } = await seed(server).program();
    await server.app.database.prisma.program.update({
      where: { id: program.id },
      data: { settings: { cookieLifetime: 30, commissionType: "static", commissionValue: 7.5, hasMultipleCommissions: false } },
    });
    const s = await settingsOf(api);
    expect(s.commission).toEqual({ ...DEFAULTS.commission, sale: { type: "static", value: 7.5 } });
    expect([s.commission_type, s.commission_value, s.fraud]).toEqual(["static", "7.5", DEFAULTS.fraud]);
  });

  it("PUT then GET round-trips every key", async () => {
    const { api } = await seed(server).program();
    const sent = {
      attribution: "first_click",
      commission: {
        sale: { type: "static", value: 5 },
        signup: { type: "static", value: 1.25 },
        period: { type: "months", value: 3 },
        hold_days: 0,
        rounding: "half_even",
        products: [{ product_id: "sku-1", type: "percent", value: 30 }, { product_type: "cat-5", type: "static", value: 2 }],
        tiers: [{ level: 2, type: "percent", value: 5 }, { level: 3, type: "percent", value: 2.5 }],
      },
      fraud: { self_referral: "reject", velocity_seconds: 60, paid_ads: "reject" },
      referral_rewards: { referrer: { type: "percent", value: 10, trigger: "every_purchase" }, referred: { type: "static", value: 5, trigger: "signup" } },
      milestones: [{ referrals: 3, name: "Sticker pack" }, { referrals: 10, name: "Hoodie" }],
    };
    const put = await ok(api("PUT", "/v1/program", { program_settings: sent }));
    const want = {
      ...sent,
      commission: {
        ...sent.commission,
        products: [{ product_id: "sku-1", product_type: null, type: "percent", value: 30 }, { product_id: null, product_type: "cat-5", type: "static", value: 2 }],
      },
    };
    expect(put.program_settings).toMatchObject(want);
    const s = await settingsOf(api);
    expect(s).toMatchObject({ ...want, commission_type: "static", commission_value: "5", has_multiple_commissions: true });
    expect(s.commission_description).toBe("5 USD per sale");
  });

  it("unsent keys, nested ones too, keep their value; lists sent replace the stored list", async () => {
    const { api } = await seed(server).program();
    await ok(api("PUT", "/v1/program", {
      program_settings: { commission: { sale: { type: "static", value: 4 }, hold_days: 7, tiers: [{ level: 2, type: "static", value: 1 }] }, fraud: { velocity_seconds: 30 } },
    }));
    await ok(api("PUT", "/v1/program", { program_settings: { commission: { sale: { value: 6 }, tiers: [] }, fraud: { paid_ads: "reject" }, cookie_lifetime: 45 } }));
    const s = await settingsOf(api);
    expect(s.commission).toMatchObject({ sale: { type: "static", value: 6 }, hold_days: 7, tiers: [], rounding: "half_up" });
    expect(s.fraud).toEqual({ self_referral: "review", velocity_seconds: 30, paid_ads: "reject" });
    expect(s.cookie_lifetime).toBe("45");
  });

  it("the flat commission_type / commission_value write commission.sale, and read back from it", async () => {
    const { api } = await seed(server).program();
    await ok(api("PUT", "/v1/program", { program_settings: { commission_type: "static", commission_value: 9 } }));
    expect((await settingsOf(api)).commission.sale).toEqual({ type: "static", value: 9 });
    await ok(api("PUT", "/v1/program", { program_settings: { commission: { sale: { type: "percent", value: 12.5 } } } }));
    const s = await settingsOf(api);
    expect([s.commission_type, s.commission_value, s.commission_description]).toEqual(["percent", "12.5", "12.5% of each sale"]);
  });

  it.each([
    [{ commission: { sale: { value: 101 } } }, "program_settings.commission.sale.value"],
    [{ commission: { sale: { type: "percent", value: -1 } } }, "program_settings.commission.sale.value"],
    [{ commission: { sale: { type: "bogus" } } }, "program_settings.commission.sale.type"],
    [{ commission_value: 150 }, "program_settings.commission_value"],
    [{ commission: { period: { type: "months" } } }, "program_settings.commission.period.value"],
    [{ commission: { period: { type: "weekly" } } }, "program_settings.commission.period.type"],
    [{ commission: { hold_days: -1 } }, "program_settings.commission.hold_days"],
    [{ commission: { rounding: "up" } }, "program_settings.commission.rounding"],
    [{ commission: { tiers: [{ level: 1, type: "percent", value: 5 }] } }, "program_settings.commission.tiers.0.level"],
    [{ commission: { tiers: [{ level: 2, type: "percent", value: 5 }, { level: 2, type: "static", value: 1 }] } }, "program_settings.commission.tiers.1.level"],
    [{ commission: { tiers: [{ level: 2, type: "percent", value: 500 }] } }, "program_settings.commission.tiers.0.value"],
    [{ commission: { products: [{ type: "percent", value: 5 }] } }, "program_settings.commission.products.0.product_id"],
    [{ commission: { products: [{ product_id: "a", product_type: "b", type: "percent", value: 5 }] } }, "program_settings.commission.products.0.product_type"],
    [{ fraud: { self_referral: "ignore" } }, "program_settings.fraud.self_referral"],
    [{ fraud: { velocity_seconds: -5 } }, "program_settings.fraud.velocity_seconds"],
    [{ referral_rewards: { referrer: { trigger: "someday" } } }, "program_settings.referral_rewards.referrer.trigger"],
    [{ referral_rewards: { referred: { type: "percent", value: 120 } } }, "program_settings.referral_rewards.referred.value"],
    [{ milestones: [{ referrals: 0, name: "x" }] }, "program_settings.milestones.0.referrals"],
    [{ milestones: [{ referrals: 3, name: "a" }, { referrals: 3, name: "b" }] }, "program_settings.milestones.1.referrals"],
  ])("422 naming the path, and nothing changes: %j", async (settings, path) => {
    const { api } = await seed(server).program();
    const before = await settingsOf(api);
    const res = await api("PUT", "/v1/program", { program_settings: settings });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 0, errors: { [path]: [expect.any(String)] } });
    expect(await settingsOf(api)).toEqual(before);
  });
});

describe("a partner's own commission", () => {
  it("PUT sets it, GET shows it, a rate sent replaces that rate only, null clears", async () => {
    const { api } = await seed(server).program();
    await ok(api("POST", "/v1/partners", { email: "rates@example.com", id: "rates" }));
    expect((await ok(api("GET", "/v1/partners/rates"))).commission).toBeNull();

    const put = await ok(api("PUT", "/v1/partners/rates", { update: { commission: { sale: { type: "percent", value: 35 } } } }));
    expect(put.commission).toEqual({ sale: { type: "percent", value: 35 }, signup: null });
    await ok(api("PUT", "/v1/partners/rates", { update: { commission: { signup: { type: "static", value: 3 } } } }));
    await ok(api("PUT", "/v1/partners/rates", { update: { name: "Rita" } }));
    expect((await ok(api("GET", "/v1/partners/rates"))).commission).toEqual({ sale: { type: "percent", value: 35 }, signup: { type: "static", value: 3 } });

    await ok(api("PUT", "/v1/partners/rates", { update: { commission: { sale: null } } }));
    expect((await ok(api("GET", "/v1/partners/rates"))).commission).toEqual({ sale: null, signup: { type: "static", value: 3 } });
    await ok(api("PUT", "/v1/partners/rates", { update: { commission: null } }));
    expect((await ok(api("GET", "/v1/partners/rates"))).commission).toBeNull();
  });

  it.each([
    [{ sale: { type: "percent", value: 101 } }, "update.commission.sale.value"],
    [{ sale: { type: "static" } }, "update.commission.sale.value"],
    [{ signup: { type: "fixed", value: 1 } }, "update.commission.signup.type"],
    [{ signup: { type: "static", value: "1.23456" } }, "update.commission.signup.value"],
  ])("422 naming the path for %j, and nothing changes", async (commission, path) => {
    const { api } = await seed(server).program();
    await ok(api("POST", "/v1/partners", { email: "bad-rates@example.com", id: "bad-rates" }));
    await ok(api("PUT", "/v1/partners/bad-rates", { update: { commission: { sale: { type: "static", value: 2 } } } }));
    const res = await api("PUT", "/v1/partners/bad-rates", { update: { commission, name: "Changed" } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 0, errors: { [path]: [expect.any(String)] } });
    const after = await ok(api("GET", "/v1/partners/bad-rates"));
    expect([after.name, after.commission]).toEqual(["", { sale: { type: "static", value: 2 }, signup: null }]);
  });
});

describe("over GraphQL", () => {
  const update = parse(`mutation ($s: ProgramSettingsInput) {
    programUpdate(input: { programSettings: $s }) {
      program { programSettings { commissionValue commission { sale { type value } tiers { level value } holdDays } fraud { selfReferral } } }
      userErrors { field code }
    }
  }`);
  const partnerUpdate = parse(`mutation ($id: ID!, $c: CommissionOverrideInput) {
    partnerUpdate(input: { id: $id, commission: $c }) { partner { commission { sale { type value } signup { value } } } }
  }`);

  it("programUpdate takes and shows the nested keys, Decimal values included", async () => {
    const { key } = await server.program("Affiliate");
    const res = await server.gql<any, any>(key, update as never, { s: { commission: { sale: { value: "17.25" }, tiers: [{ level: 2, type: "STATIC", value: "1.5" }] } } }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(res.errors).toBeUndefined();
    expect(res.data.programUpdate.program.programSettings).toEqual({
      commissionValue: "17.25",
      commission: { sale: { type: "PERCENT", value: "17.25" }, tiers: [{ level: 2, value: "1.5" }], holdDays: 30 },
      fraud: { selfReferral: "REVIEW" },
    });
  });

  it("a bad nested value is a user error naming the input path", async () => {
    const { key } = await server.program("Affiliate");
    const res = await server.gql<any, any>(key, update as never, { s: { fraud: { velocitySeconds: -1 } } }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(res.data.programUpdate).toEqual({ program: null, userErrors: [{ field: ["input", "programSettings", "fraud", "velocitySeconds"], code: "INVALID" }] });
  });

  it("partnerUpdate sets the partner's rates and Partner.commission shows them", async () => {
    const s = await seed(server).program();
    const partner = await s.partner({ email: "gql-rates@example.com", id: "gql-rates" });
    const id = encodeGlobalID("Partner", partner.uid);
    const res = await server.gql<any, any>(s.key, partnerUpdate as never, { id, c: { sale: { type: "STATIC", value: "4" } } }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(res.errors).toBeUndefined();
    expect(res.data.partnerUpdate.partner.commission).toEqual({ sale: { type: "STATIC", value: "4" }, signup: null });
  });
});

describe("what the engine reads of a program", () => {
  it("an old row's flat commission and the program's currency, with every other key at its default", () => {
    const s = commissionSettings({ currency: "JPY", settings: { commissionType: "static", commissionValue: 500 } });
    expect(s).toEqual({
      currency: "JPY",
      commission: { sale: { type: "static", value: 500 }, signup: { type: "static", value: 0 }, period: { type: "lifetime" }, holdDays: 30, rounding: "half_up", products: [], tiers: [] },
      fraud: { selfReferral: "review", velocitySeconds: 0, paidAds: "allow" },
      referralRewards: { referrer: { type: "static", value: 10, trigger: "first_purchase" }, referred: { type: "static", value: 0, trigger: "signup" } },
      milestones: [],
    });
  });
});
