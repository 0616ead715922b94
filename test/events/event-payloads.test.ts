// Every event's payload is its resource exactly as the REST API shows it: one
// view for both. Each change below is made through REST, and the payload of the event it
// wrote is held to the GET response of the same resource at that moment (or to the action's
// own answer, for resources without a GET).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;

/** a program with a REST client that fails loudly, and a reader of the events it wrote */
async function program(type: "Affiliate" | "Referral" | "Newsletter") {
  const { key, program } = await server.program(type);
  const call = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const res = await server.rest(key, method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Json;
  };
  const get = async (path: string) => (await call("GET", path)).data as Json;
  let seen = 0n;
  /** the events written since the last call, oldest first */
  const events = async () => {
    const rows = await server.app.database.prisma.outboxEvent.findMany({ where: { programId: program.id, id: { gt: seen } }, orderBy: { id: "asc" } });
    if (rows.length) seen = rows.at(-1)!.id;
    return rows.map((r) => ({ type: r.type, resourceId: r.resourceId, payload: r.payload as Json }));
  };
  /** the one event of that type written since the last call */
  const only = async (type: string) => {
    const all = await events();
    const found = all.filter((e) => e.type === type);
    expect(found.map((e) => e.type), JSON.stringify(all.map((e) => e.type))).toEqual([type]);
    return found[0]!;
  };
  return { key, call, get, events, only };
}

describe("partner events", () => {
  it("carry the partner as GET /v1/partners/{id} shows it, at every step", async () => {
    const { key, call, get, events, only } = await program("Affiliate");
    await call("POST", "/v1/partners", { email: "ref@example.com", id: "ref" });
    await call("POST", "/v1/partners", { email: "ann@example.com", id: "ann", tags: ["vip"], approved: false, referring_partner: { id: "ref" }, custom_fields: [{ label: "x" }] });
    const all = await events();
    expect(all.map((e) => e.type)).toEqual(["partner.created", "partner.created"]);
    expect(all[1]!.payload).toEqual(await get("/v1/partners/ann"));
    expect(all[1]!.resourceId).toBe("ann");

    await call("POST", "/v1/partner_referral_links", { key: "ann-extra", partner: { id: "ann" } });
    await call("POST", "/v1/customers", { key: "c1", partner: { key: "ann-extra" } });
    await events(); // the customer's own event is checked below

    await call("PUT", "/v1/partners/ann", { name: "Ann", approved: true });
    const [updated, approved] = await events();
    expect(updated!.type).toBe("partner.updated");
    expect(approved!.type).toBe("partner.approved");
    const afterUpdate = await get("/v1/partners/ann");
    expect(afterUpdate.referrals_count).toBe(1);
    expect(updated!.payload).toEqual(afterUpdate);
    expect(approved!.payload).toEqual(afterUpdate);

    await call("POST", "/v1/partners/ann/archive");
    expect((await only("partner.archived")).payload).toEqual(await get("/v1/partners/ann"));
    await call("POST", "/v1/partners/ann/revoke-archive");
    expect((await only("partner.updated")).payload).toEqual(await get("/v1/partners/ann"));

    const reward = await call("POST", "/v1/partners/ann/reward", { amount: "12.5", note: "launch" });
    // one view of a reward for every reward.created: the bonus's event is its GET /v1/rewards/{key}
    expect((await only("reward.created")).payload).toEqual(await get(`/v1/rewards/${(reward.data as Json).id}`));
    const withReward = await get("/v1/partners/ann");
    expect(withReward.commissions).toEqual({ not_paid: [{ amount: 12.5, currency: "USD" }], paid: [], pending: [] });

    await call("DELETE", "/v1/partners/ann");
    const deleted = await only("partner.deleted");
    // the partner as it was, deleted: GET no longer shows it
    expect(deleted.payload).toEqual({ ...withReward, status: "deleted", updated_at: expect.any(String) });
    expect((await server.rest(key, "GET", "/v1/partners/ann")).status).toBe(404);
  });
});

describe("customer events", () => {
  it("carry the customer as GET /v1/customers/{key} shows it (affiliate programs)", async () => {
    const { call, get, only } = await program("Affiliate");
    await call("POST", "/v1/partners", { email: "p@example.com", id: "p", key: "pkey" });
    await only("partner.created");
    await call("POST", "/v1/customers", { key: "c1", email: "c1@example.com", tags: ["a"], partner: { key: "pkey" } });
    expect((await only("customer.created")).payload).toEqual(await get("/v1/customers/c1"));
    await call("PUT", "/v1/customers/c1", { name: "Cee", metadata: { date_of_birth: "1990-02-28" } });
    expect((await only("customer.updated")).payload).toEqual(await get("/v1/customers/c1"));
    await call("POST", "/v1/customers/c1/archive");
    const archived = await only("customer.updated");
    expect(archived.payload).toEqual(await get("/v1/customers/c1"));
    expect(archived.payload.deleted).toBe(true);
    const before = await get("/v1/customers/c1");
    await call("DELETE", "/v1/customers/c1");
    expect((await only("customer.deleted")).payload).toEqual(before);
  });

  it("carry the customer, its referrer and links (refer-a-friend), and a credit as the credit's answer", async () => {
    const { call, get, only } = await program("Referral");
    const referrer = (await call("POST", "/v1/customers", { email: "r@example.com", id: "r1" })).data as Json;
    expect((await only("customer.created")).payload).toEqual(await get(`/v1/customers/${referrer.key}`));
    const friend = (await call("POST", "/v1/customers", { email: "f@example.com", referring_customer: { id: "r1" } })).data as Json;
    expect((await only("customer.created")).payload).toEqual(await get(`/v1/customers/${friend.key}`));
    const credit = await call("POST", "/v1/customers/r1/balance/credit", { amount: 5, amount_units: "usd", is_currency: true });
    const credited = await only("customer.credited");
    expect(credited.payload).toEqual(credit.data);
    expect(credited.payload).toMatchObject({ amount: 5, amount_units: "USD", customer: { id: "r1" }, balance: [{ amount: 5, amount_units: "USD", is_currency: true }] });
  });
});

describe("lead events", () => {
  it("carry the lead as GET /v1/leads/{id} shows it; a conversion's customer as GET shows it", async () => {
    const { call, get, events, only } = await program("Affiliate");
    await call("POST", "/v1/partners", { email: "p@example.com", id: "p", name: "Pat", surname: "Lee" });
    await only("partner.created");
    const lead = (await call("POST", "/v1/leads", { name: "Lou", email: "lou@example.com", partner: { id: "p" } })).data as Json;
    expect((await only("lead.submitted")).payload).toEqual(await get(`/v1/leads/${lead.id}`));

    const converted = (await call("POST", "/v1/leads/convert", { id: lead.id, commission_transaction_amount: 100 })).data as Json;
    const [customerCreated, leadConverted] = await events();
    expect(customerCreated!.type).toBe("customer.created");
    expect(leadConverted!.type).toBe("lead.converted");
    expect(leadConverted!.payload).toEqual(await get(`/v1/leads/${lead.id}`));
    expect(leadConverted!.payload).toEqual(converted);
    const customerKey = (converted.converted_to as Json).key as string;
    expect(customerCreated!.payload).toEqual(await get(`/v1/customers/${customerKey}`));

    const other = (await call("POST", "/v1/leads", { name: "Rae", email: "rae@example.com", partner: { id: "p" } })).data as Json;
    await only("lead.submitted");
    await call("POST", "/v1/leads/reject", { id: other.id });
    expect((await only("lead.rejected")).payload).toEqual(await get(`/v1/leads/${other.id}`));
  });
});

describe("subscriber events", () => {
  it("carry the subscriber as GET /v1/subscribers/{id} shows it", async () => {
    const { call, get, only } = await program("Newsletter");
    await call("POST", "/v1/subscribers", { email: "root@example.com", id: "root" });
    expect((await only("subscriber.created")).payload).toEqual(await get("/v1/subscribers/root"));
    await call("POST", "/v1/subscribers", { email: "kid@example.com", id: "kid", referral: { id: "root" }, status: "suspended" });
    expect((await only("subscriber.created")).payload).toEqual(await get("/v1/subscribers/kid"));
    await call("PUT", "/v1/subscribers/root", { update: { name: "Root", approved: false } });
    const updated = await only("subscriber.updated");
    expect(updated.payload).toEqual(await get("/v1/subscribers/root"));
    expect(updated.payload.referrals_count).toBe(1);
    const before = await get("/v1/subscribers/kid");
    await call("DELETE", "/v1/subscribers/kid");
    expect((await only("subscriber.deleted")).payload).toEqual(before);
  });
});
