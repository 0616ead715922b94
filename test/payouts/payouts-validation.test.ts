// Bad input to payout requests and to a partner's saved payout method: a 4xx naming the field,
// and nothing changed.
// @database-independent: runs in the PostgreSQL pass only (a refusal is decided before any
// statement)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { affiliate, snapshot } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("POST /v1/payout_requests with bad input", () => {
  it.each([
    ["no partner", {}, "partner"],
    ["a partner named by nothing", { partner: {} }, "partner"],
    ["an unknown partner", { partner: { id: "nobody" } }, "partner"],
    ["an unknown currency", { partner: { id: "ann" }, amount_units: "XYZ" }, "amount_units"],
    ["a currency that is not text", { partner: { id: "ann" }, amount_units: 12 }, "amount_units"],
    ["an amount that is not the rewards' total", { partner: { id: "ann" }, amount: 10.01 }, "amount"],
    ["an amount that is not a number", { partner: { id: "ann" }, amount: "ten" }, "amount"],
    ["a negative amount", { partner: { id: "ann" }, amount: -10 }, "amount"],
    ["an unknown gateway", { partner: { id: "ann" }, gateway: "bitpay" }, "gateway"],
    ["PayPal without a recipient", { partner: { id: "ann" }, gateway: "paypal", payout_settings: {} }, "payout_settings.email"],
    ["PayPal with a bad email", { partner: { id: "ann" }, gateway: "paypal", payout_settings: { email: "not-an-email" } }, "payout_settings.email"],
    ["crypto without a wallet", { partner: { id: "ann" }, gateway: "crypto", payout_settings: { type: "BTC" } }, "payout_settings.wallet_address"],
    ["crypto without a type", { partner: { id: "ann" }, gateway: "crypto", payout_settings: { wallet_address: "0x52908400098527886E0F7030069857D2E4169EE7" } }, "payout_settings.type"],
    ["Venmo without a recipient", { partner: { id: "ann" }, gateway: "venmo", payout_settings: { note: "x" } }, "payout_settings"],
    ["Wise without an email", { partner: { id: "ann" }, gateway: "wise" }, "payout_settings.email"],
    ["settings that are not an object", { partner: { id: "ann" }, gateway: "manual", payout_settings: "cash" }, "payout_settings"],
    ["an empty reward list", { partner: { id: "ann" }, reward_ids: [] }, "reward_ids"],
    ["an unknown reward", { partner: { id: "ann" }, reward_ids: ["nope"] }, "reward_ids.0"],
  ])("%s: a 422 naming the field, nothing changed", async (_what, body, field) => {
    const a = await affiliate(server);
    await a.reward({ amount: 10 });
    const before = await snapshot(server, a.program);
    const res = await a.api("POST", "/v1/payout_requests", body);
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await snapshot(server, a.program)).toEqual(before);
  });

  it("names each reward that cannot be paid, and why", async () => {
    const a = await affiliate(server);
    const ok = await a.reward({ amount: 10 });
    const held = await a.reward({ status: "pending", holdUntil: new Date(Date.now() + 3_600_000) });
    const euro = await a.reward({ currency: "EUR" });
    const archived = await a.reward({ archivedAt: new Date() });
    const paid = await a.reward({ status: "paid" });
    await a.ok("POST", "/v1/partners", { email: "bob@example.com", id: "bob" });
    const bobUid = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: a.program.id, id: "bob" } })).uid;
    const bobs = await a.reward({ partnerUid: bobUid });
    const before = await snapshot(server, a.program);
    const res = await a.api("POST", "/v1/payout_requests", { partner: { id: "ann" }, reward_ids: [ok.id, held.id, euro.id, archived.id, paid.id, bobs.id] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      "reward_ids.1": [`The reward ${held.id} is pending, not approved.`],
      "reward_ids.2": [`The reward ${euro.id} is not in USD.`],
      "reward_ids.3": [`The reward ${archived.id} is archived.`],
      "reward_ids.4": [`The reward ${paid.id} is paid, not approved.`],
      "reward_ids.5": [`The reward ${bobs.id} is not a reward of this partner.`],
    });
    expect(await snapshot(server, a.program)).toEqual(before);
  });

  it("an empty gateway takes the partner's saved one; with none saved it is a 422 naming gateway", async () => {
    const a = await affiliate(server, { partner: { payout_gateway: undefined, payout_settings: undefined } });
    await a.reward({ amount: 10 });
    const before = await snapshot(server, a.program);
    for (const body of [{ partner: { id: "ann" } }, { partner: { id: "ann" }, gateway: "" }]) {
      const res = await a.api("POST", "/v1/payout_requests", body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ gateway: ["The gateway field is required: the partner has no saved payout method."] });
    }
    expect(await snapshot(server, a.program)).toEqual(before);
  });
});

describe("a partner's saved payout method", () => {
  it("is set on create and update, checked per gateway, and shown on the partner", async () => {
    const a = await affiliate(server);
    expect(a.ann).toMatchObject({ payout_gateway: "paypal", payout_settings: { email: "ann.pay@example.com" } });
    const venmo = await a.ok("PUT", "/v1/partners/ann", { payout_gateway: "venmo", payout_settings: { phone: "+1 555 010 9999" } });
    expect(venmo).toMatchObject({ payout_gateway: "venmo", payout_settings: { phone: "+1 555 010 9999" } });
    // settings alone are checked against the saved gateway
    const handle = await a.ok("PUT", "/v1/partners/ann", { update: { payout_settings: { username: "ann-v" } } });
    expect(handle).toMatchObject({ payout_gateway: "venmo", payout_settings: { username: "ann-v" } });
    expect(await a.ok("GET", "/v1/partners/ann")).toMatchObject({ payout_gateway: "venmo", payout_settings: { username: "ann-v" } });
  });

  it("takes a PayPal username that is the account's email address, as the workflow node sends it, and pays it there", async () => {
    const a = await affiliate(server);
    const saved = await a.ok("PUT", "/v1/partners/ann", { payout_gateway: "paypal", payout_settings: { username: "Ann.Pay@Example.com" } });
    expect(saved).toMatchObject({ payout_gateway: "paypal", payout_settings: { username: "ann.pay@example.com" } });
    await a.reward({ amount: 60 });
    const request = await a.api("POST", "/v1/payout_requests", { partner: { id: "ann" }, gateway: "paypal", payout_settings: { username: "ann.pay@example.com" } });
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    expect(request.body.data).toMatchObject({ gateway: "paypal", payout_settings: { username: "ann.pay@example.com" } });
  });

  it.each([
    [{ payout_gateway: "paypal", payout_settings: { username: "not a name!" } }, "payout_settings.username"],
    [{ payout_gateway: "cheque" }, "payout_gateway"],
    [{ payout_gateway: "crypto", payout_settings: { wallet_address: "short", type: "BTC" } }, "payout_settings.wallet_address"],
    [{ payout_gateway: "paypal", payout_settings: { email: "ann@example.com", iban: "DE89" } }, "payout_settings"],
    [{ payout_settings: { note: "cash" } }, "payout_settings"],
  ])("refuses %j with a 422 naming %s, and changes nothing", async (update, field) => {
    const a = await affiliate(server);
    const before = await a.ok("GET", "/v1/partners/ann");
    const res = await a.api("PUT", "/v1/partners/ann", update);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await a.ok("GET", "/v1/partners/ann")).toEqual(before);
  });

  it("refuses a partner created with settings but no gateway", async () => {
    const a = await affiliate(server);
    const res = await a.api("POST", "/v1/partners", { email: "cy@example.com", payout_settings: { email: "cy@example.com" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ payout_gateway: ["The payout_gateway field is required with payout_settings."] });
    expect((await a.api("GET", "/v1/partners/cy@example.com")).status).toBe(404);
  });
});
