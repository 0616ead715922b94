// GET /v1/payout_requests/export and payoutRequestsExport: the approved requests of one currency as a
// PayPal Payouts or Wise batch payment file, amounts with the currency's decimals, cells escaped.
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

describe("the Wise batch file", () => {
  /** a program whose partners ann (PayPal) and cy (Wise, named on the method) and dee (Wise, named on the partner) have approved requests */
  async function due() {
    const a = await affiliate(server, { partner: { name: "Ann" } });
    await a.ok("POST", "/v1/partners", { email: "cy@example.com", id: "cy", payout_gateway: "wise", payout_settings: { email: "cy.wise@example.com", name: "Cy Young, Ltd" } });
    await a.ok("POST", "/v1/partners", { email: "dee@example.com", id: "dee", name: "=Dee", surname: "Dot", payout_gateway: "wise", payout_settings: { email: "dee@example.com" } });
    const uid = async (id: string) => (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: a.program.id, id } })).uid;
    await a.reward({ amount: "10.5" });
    await a.reward({ amount: 7, partnerUid: await uid("cy") });
    await a.reward({ amount: "3.1", partnerUid: await uid("dee") });
    await a.reward({ amount: 900, currency: "JPY", partnerUid: await uid("dee") });
    const ids: Record<string, number> = {};
    for (const [name, body] of [["ann", { partner: { id: "ann" } }], ["cy", { partner: { id: "cy" } }], ["dee", { partner: { id: "dee" } }], ["deeJpy", { partner: { id: "dee" }, amount_units: "JPY" }]] as const) {
      ids[name] = (await a.ok("POST", "/v1/payout_requests", body)).id;
      await a.ok("POST", `/v1/payout_requests/${ids[name]}/approve`);
    }
    return { a, ids };
  }
  const HEADER = "name,recipientEmail,paymentReference,receiverType,amountCurrency,amount,sourceCurrency,targetCurrency,type\r\n";

  it("REST format=wise: Wise's header row, one transfer to each Wise request's email, the exact amount arriving", async () => {
    const { a, ids } = await due();
    const res = await a.api("GET", "/v1/payout_requests/export?format=wise");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.body).toBe(
      HEADER +
        `"Cy Young, Ltd",cy.wise@example.com,Payout ${ids.cy},PRIVATE,target,7.00,USD,USD,EMAIL\r\n` +
        `'=Dee Dot,dee@example.com,Payout ${ids.dee},PRIVATE,target,3.10,USD,USD,EMAIL\r\n`,
    );
    expect((await a.api("GET", "/v1/payout_requests/export?format=WISE&amount_units=JPY")).body).toBe(HEADER + `'=Dee Dot,dee@example.com,Payout ${ids.deeJpy},PRIVATE,target,900,JPY,JPY,EMAIL\r\n`);
    // no Wise request due: the header alone; the PayPal file is unchanged by the new argument
    expect((await a.api("GET", "/v1/payout_requests/export?format=wise&amount_units=EUR")).body).toBe(HEADER);
    expect((await a.api("GET", "/v1/payout_requests/export?format=paypal")).body).toBe(`ann.pay@example.com,10.50,USD,payout-${ids.ann},Test Affiliate: payout request ${ids.ann},PAYPAL\r\n`);
    for (const format of ["excel", "wise%00", "x".repeat(300)]) {
      const bad = await a.api("GET", `/v1/payout_requests/export?format=${format}`);
      expect(bad.status, format).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(["format"]);
    }
  });

  it("GraphQL payoutRequestsExport answers the file with a name and type, for the program's key and its admins, never its viewers", async () => {
    const { a, ids } = await due();
    const query = "query($f: PayoutExportFormat!, $u: String) { payoutRequestsExport(format: $f, amountUnits: $u) { filename contentType csv } }";
    const res = await server.rest(a.key, "POST", "/graphql", { query, variables: { f: "WISE" } });
    const file = res.body.data.payoutRequestsExport;
    expect(file.filename).toMatch(new RegExp(`^${a.program.publicId}-payouts-wise-USD-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(file.contentType).toBe("text/csv; charset=utf-8");
    expect(file.csv).toBe((await a.api("GET", "/v1/payout_requests/export?format=wise")).body);
    const paypal = (await server.rest(a.key, "POST", "/graphql", { query, variables: { f: "PAYPAL", u: "usd" } })).body.data.payoutRequestsExport;
    expect(paypal.csv).toContain(`payout-${ids.ann},`);
    expect(paypal.filename).toContain("-payouts-paypal-USD-");
    const bad = await server.rest(a.key, "POST", "/graphql", { query, variables: { f: "WISE", u: "nope" } });
    expect(bad.body.data).toBeNull();
    expect(bad.body.errors[0].message).toContain("amount_units");
    expect((await server.rest(a.key, "POST", "/graphql", { query, variables: { f: "CSV" } })).status).toBe(400);

    const { operatorBrowser } = await import("../accounts/support.js");
    const admin = await operatorBrowser(server, `export-admin-${ids.ann}@example.com`, a.program.publicId, "admin");
    expect((await admin.gql(query, { f: "WISE" })).body.data.payoutRequestsExport.csv).toBe(file.csv);
    const viewer = await operatorBrowser(server, `export-viewer-${ids.ann}@example.com`, a.program.publicId, "viewer");
    const refused = await viewer.gql(query, { f: "WISE" });
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors[0].extensions.code).toBe("FORBIDDEN");
    // another program's key or admin gets its own program's file, never this one's
    const other = await affiliate(server);
    const theirs = (await server.rest(other.key, "POST", "/graphql", { query, variables: { f: "WISE" } })).body.data.payoutRequestsExport;
    expect(theirs.csv).toBe(HEADER);
    expect(theirs.filename).toContain(other.program.publicId);
  });
});
