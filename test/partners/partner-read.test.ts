// GET /v1/partners/{id} reads the partner, its links and its figures in one statement (the
// partner and every partner event go through that read): what it answers is what the page of
// partners answers for the same partner, which reads through Prisma's model queries and the
// figures' own statement, and its statement count does not grow with the partner's links,
// sales or rewards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Partner } from "../../src/generated/prisma/client.js";
import { readPartner } from "../../src/modules/partners/partners.service.js";
import { countingServer } from "../helpers/counting-server.js";
import { seed, type Seeded } from "../helpers/seed.js";

let counted: Awaited<ReturnType<typeof countingServer>>;
beforeAll(async () => {
  counted = await countingServer();
});
afterAll(() => counted?.server.close());

const HOUR = 3_600_000;

/** ann with three links, tags, fields, her own rates and payout settings; customers, sales in two currencies, one refunded in part, and rewards in every status */
async function busyPartner(s: Seeded): Promise<Partner> {
  const ann = await s.partner({
    email: "ann@example.com",
    id: "ann",
    key: "ann-k",
    name: "Ann",
    tags: ["vip", "eu"],
    custom_fields: [{ name: "shop", value: "Ann's" }],
    commission: { sale: { type: "percent", value: 15 } },
    payout_gateway: "paypal",
    payout_settings: { email: "ann@pay.example.com" },
  });
  await s.ok("POST", "/v1/partner_referral_links", { key: "ann-summer", partner: { key: "ann-k" }, is_additional: true });
  await s.ok("POST", "/v1/partner_referral_links", { key: "ann-winter", partner: { key: "ann-k" }, is_additional: true, destination_url: "https://shop.example/winter" });
  await s.customer({ key: "c1", partner: ann }).sale({ key: "s1", amount: 100 });
  await s.customer({ key: "c2", partner: ann }).sale({ key: "s2", amount: 40, amountUnits: "EUR" });
  await s.ok("POST", "/v1/transactions", { key: "r1", action: "refund", amount: 30, refund_of: "s1" });
  await s.reward({ partner: ann, status: "pending", amount: 7, holdUntil: new Date(Date.now() - HOUR) }); // past its hold, not swept yet
  await s.reward({ partner: ann, status: "pending", amount: 5, holdUntil: new Date(Date.now() + HOUR) });
  await s.reward({ partner: ann, status: "paid", amount: 13 });
  await s.reward({ partner: ann, status: "in_review", amount: 3, currency: "EUR" });
  return ann;
}

describe("GET /v1/partners/{id}", () => {
  it("answers what the page of partners answers for the same partner", async () => {
    const s = await seed(counted.server).program("Affiliate");
    await busyPartner(s);
    await s.partner({ email: "bob@example.com", id: "bob", key: "bob-k" });
    const one = await s.ok("GET", "/v1/partners/ann");
    const page = await s.ok("GET", "/v1/partners?limit=10");
    expect(one).toEqual(page.find((p: { id: string }) => p.id === "ann"));
    // and the figures are there to compare: links, the refund, the reward past its hold (approved at read time)
    expect(one.referral_links).toHaveLength(3);
    expect(one.referral_links[0]).toBe(one.referral_link);
    expect(one.referrals).toMatchObject({ signups: 2, sales_count: 2, paid_accounts: 2, revenue: [{ amount: 40, currency: "EUR" }, { amount: 70, currency: "USD" }] });
    expect(one.commissions.not_paid).toContainEqual({ amount: 7, currency: "USD" });
    expect(one.commissions.paid).toEqual([{ amount: 13, currency: "USD" }]);
  });

  it("is one statement, for a partner with links, sales and rewards as for a new one or none", async () => {
    const s = await seed(counted.server).program("Affiliate");
    await busyPartner(s);
    await s.partner({ email: "new@example.com", id: "new" });
    await s.ok("GET", "/v1/partners/ann"); // the key, the program and the compiled read are warm
    expect(await counted.countStatements(() => s.ok("GET", "/v1/partners/ann"))).toBe(1);
    expect(await counted.countStatements(() => s.ok("GET", "/v1/partners/new"))).toBe(1);
    // a 404 runs the same lookup and finds nothing
    expect(await counted.countStatements(() => s.api("GET", "/v1/partners/nobody"))).toBe(1);
  });

  it("on GraphQL too: a partner with its figures is one statement, and a selection reaching further still answers the same", async () => {
    const s = await seed(counted.server).program("Affiliate");
    await busyPartner(s);
    await s.partner({ email: "tier@example.com", id: "tier", referring_partner: { id: "ann" } });
    const gql = async (query: string) => {
      const res = await counted.server.rest(s.key, "POST", "/graphql", { query });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.partner;
    };
    const FIGURES = "referralsCount referrals { signups salesCount revenue { amount currency } } commissions { pending { amount } notPaid { amount currency } paid { amount } }";
    const figures = `{ partner(by: { externalId: "ann" }) { externalId ...f } } fragment f on Partner { ${FIGURES} }`;
    await gql(figures);
    let one: Record<string, unknown> = {};
    expect(await counted.countStatements(async () => (one = await gql(figures)))).toBe(1);
    // a relation Prisma loads besides: the partner's own query, then its figures
    const further = await gql(`{ partner(by: { externalId: "tier" }) { referringPartner { externalId ${FIGURES} } } }`);
    expect(further.referringPartner).toEqual(one);
    expect(one).toMatchObject({ referralsCount: 2, referrals: { signups: 2, salesCount: 2 } });
  });

  it("finds the partner by reference as the other reads do: the id before the key, never a deleted or another program's partner", async () => {
    const s = await seed(counted.server).program("Affiliate");
    const other = await seed(counted.server).program("Affiliate");
    await s.partner({ email: "x@example.com", id: "x", key: "y" });
    await s.partner({ email: "y@example.com", id: "y", key: "z" });
    await other.partner({ email: "o@example.com", id: "o" });
    expect((await s.ok("GET", "/v1/partner?id=y&key=y")).email).toBe("y@example.com");
    expect((await s.ok("GET", "/v1/partner?key=y")).email).toBe("x@example.com");
    expect((await s.ok("GET", "/v1/partner?email=X@Example.com")).id).toBe("x");
    expect((await s.api("GET", "/v1/partners/o")).status).toBe(404);
    await s.ok("DELETE", "/v1/partners/x");
    expect((await s.api("GET", "/v1/partners/x")).status).toBe(404);
  });

  it("gives the partner's row as Prisma's own read of it, every column", async () => {
    const s = await seed(counted.server).program("Affiliate");
    const ann = await busyPartner(s);
    const { partner } = await readPartner(s.ctx, { id: "ann" });
    const { referralLinks, ...row } = partner;
    expect(row).toEqual(await s.prisma.partner.findUniqueOrThrow({ where: { uid: ann.uid } }));
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(referralLinks.map((l) => l.isDefault)).toEqual([true, false, false]);
  });
});
