// GET /v1/payout_requests/export: the approved PayPal and Venmo requests of one currency as a
// PayPal Payouts payment file, amounts with the currency's decimals, cells escaped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell } from "../../src/modules/payouts/payout-export.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { affiliate } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("csvCell", () => {
  it("quotes what CSV needs quoted and defuses what a spreadsheet would run as a formula", () => {
    expect(csvCell("plain@example.com")).toBe("plain@example.com");
    expect(csvCell('a "quoted", text')).toBe('"a ""quoted"", text"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    for (const f of ["=HYPERLINK(\"x\")", "+1+1", "-2", "@SUM(A1)", "\t=1"]) expect(csvCell(f).replace(/^"/, "")[0]).toBe("'");
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
  });
});

describe("GET /v1/payout_requests/export", () => {
  it("answers text/csv with one row a approved PayPal or Venmo request of the currency, in PayPal's column order", async () => {
    const a = await affiliate(server, { partner: { name: "Ann" } });
    await a.ok("POST", "/v1/partners", { email: "bob@example.com", id: "bob", payout_gateway: "venmo", payout_settings: { phone: "+15550109999" } });
    await a.ok("POST", "/v1/partners", { email: "cy@example.com", id: "cy", payout_gateway: "wise", payout_settings: { email: "cy@example.com" } });
    const uid = async (id: string) => (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: a.program.id, id } })).uid;
    await a.reward({ amount: "10.5" });
    await a.reward({ amount: 1200, currency: "JPY" });
    await a.reward({ amount: "3.25", partnerUid: await uid("bob") });
    await a.reward({ amount: 7, partnerUid: await uid("cy") });
    const annUsd = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    const annJpy = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" }, amount_units: "JPY" });
    const bob = await a.ok("POST", "/v1/payout_requests", { partner: { id: "bob" } });
    const cy = await a.ok("POST", "/v1/payout_requests", { partner: { id: "cy" } });
    // only approved requests are exported: bob's stays requested until approved
    for (const r of [annUsd, annJpy, cy]) await a.ok("POST", `/v1/payout_requests/${r.id}/approve`);

    let res = await a.api("GET", "/v1/payout_requests/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.body).toBe(`ann.pay@example.com,10.50,USD,payout-${annUsd.id},Test Affiliate: payout request ${annUsd.id},PAYPAL\r\n`);

    await a.ok("POST", `/v1/payout_requests/${bob.id}/approve`);
    res = await a.api("GET", "/v1/payout_requests/export?amount_units=usd");
    expect(res.body).toBe(
      `ann.pay@example.com,10.50,USD,payout-${annUsd.id},Test Affiliate: payout request ${annUsd.id},PAYPAL\r\n` +
        `5550109999,3.25,USD,payout-${bob.id},Test Affiliate: payout request ${bob.id},VENMO\r\n`,
    );
    // one currency a file, with its own decimals
    expect((await a.api("GET", "/v1/payout_requests/export?amount_units=JPY")).body).toBe(`ann.pay@example.com,1200,JPY,payout-${annJpy.id},Test Affiliate: payout request ${annJpy.id},PAYPAL\r\n`);
    // a paid request is no longer due
    await a.ok("POST", `/v1/payout_requests/${annUsd.id}/mark_as_paid`);
    expect((await a.api("GET", "/v1/payout_requests/export")).body).not.toContain(`payout-${annUsd.id},`);

    const bad = await a.api("GET", "/v1/payout_requests/export?amount_units=nope");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ amount_units: ["The amount_units must be an ISO 4217 currency code such as USD."] });
    expect((await server.rest(null, "GET", "/v1/payout_requests/export")).status).toBe(401);
  });

  it("defuses a program name that a spreadsheet would run", async () => {
    const a = await affiliate(server);
    await a.ok("PUT", "/v1/program", { name: '=cmd|"/c calc"!A1' });
    await a.reward({ amount: 10 });
    const req = await a.ok("POST", "/v1/payout_requests", { partner: { id: "ann" } });
    await a.ok("POST", `/v1/payout_requests/${req.id}/approve`);
    const res = await a.api("GET", "/v1/payout_requests/export");
    expect(res.body).toBe(`ann.pay@example.com,10.00,USD,payout-${req.id},"'=cmd|""/c calc""!A1: payout request ${req.id}",PAYPAL\r\n`);
  });
});
