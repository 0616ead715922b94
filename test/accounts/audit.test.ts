// The audit log over real HTTP: every mutation an operator sends is recorded by one wrapper
// (who, when, which mutation, the record before and after, how it ended), secrets blanked;
// listed on GraphQL with filters and keyset pages, and published live to the console; API-key
// mutations are not operators' and are not recorded; one program never sees another's entries.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { until } from "../helpers/streams.js";
import { cookieSse, operatorBrowser, type CookieFeed } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const open: CookieFeed[] = [];
afterEach(() => open.splice(0).forEach((f) => f.close()));

const ENTRIES = `query($filter: AuditEntryFilter, $first: Int, $after: String) { auditEntries(filter: $filter, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { operatorEmail action targetType targetId input before after outcome detail createdAt } } } }`;
const UPDATE = "mutation($input: PartnerUpdateInput!) { partnerUpdate(input: $input) { partner { name } userErrors { field message } } }";
const CREATE = "mutation($input: PartnerCreateInput!) { partnerCreate(input: $input) { partner { id } userErrors { field } } }";

async function withPartner() {
  const s = await seed(server).program("Affiliate");
  await ok(s.api("POST", "/v1/partners", { id: "ada", email: "ada@example.com", name: "Ada", password: "Secret123" }));
  const uid = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id } })).uid;
  return { s, id: encodeGlobalID("Partner", uid) };
}

/**
 * Runs fn with every audit write outside a transaction failing, as if the process died right
 * after each mutation committed: only what a mutation's own transaction wrote is kept.
 */
async function afterCrash(fn: () => Promise<void>) {
  const database = server.app.database as { prisma: unknown };
  const real = database.prisma as Record<PropertyKey, unknown>;
  const crash = () => Promise.reject(new Error("the process died"));
  database.prisma = new Proxy(real, {
    get(target, key) {
      if (key === "auditEntry") return { create: crash, update: crash };
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  try {
    await fn();
  } finally {
    database.prisma = real;
  }
}

const nodes = (res: { body: any }) => res.body.data.auditEntries.edges.map((e: any) => e.node); // eslint-disable-line @typescript-eslint/no-explicit-any

describe("the audit log", () => {
  it("records an operator's change with who, what, and the record before and after, secrets blanked", async () => {
    const { s, id } = await withPartner();
    const admin = await operatorBrowser(server, "Audit-Admin@example.com", s.program.publicId, "admin");
    const res = await admin.gql(UPDATE, { input: { id, name: "Augusta", password: "NewSecret123" } });
    expect(res.body.data.partnerUpdate).toEqual({ partner: { name: "Augusta" }, userErrors: [] });
    const [entry] = nodes(await admin.gql(ENTRIES));
    expect(entry).toMatchObject({
      operatorEmail: "audit-admin@example.com",
      action: "partnerUpdate",
      targetType: "Partner",
      targetId: id,
      outcome: "OK",
      detail: null,
      input: { input: { id, name: "Augusta", password: "[redacted]" } },
      before: { name: "Ada", email: "ada@example.com", passwordHash: "[redacted]" },
      after: { name: "Augusta", passwordHash: "[redacted]" },
    });
    expect(JSON.stringify(entry)).not.toContain("NewSecret123");
    expect(JSON.stringify(entry)).not.toMatch(/argon2/);
  });

  it("records a create with the new record as its target, and a refused input with its user errors", async () => {
    const { s } = await withPartner();
    const admin = await operatorBrowser(server, "audit-c@example.com", s.program.publicId, "owner");
    const made = await admin.gql(CREATE, { input: { email: "new@example.com" } });
    const newId = made.body.data.partnerCreate.partner.id;
    const taken = await admin.gql(CREATE, { input: { email: "ada@example.com" } });
    expect(taken.body.data.partnerCreate.userErrors).toHaveLength(1);
    const [refused, created] = nodes(await admin.gql(ENTRIES));
    expect(created).toMatchObject({ action: "partnerCreate", targetType: "Partner", targetId: newId, before: null, after: { email: "new@example.com" }, outcome: "OK" });
    expect(refused).toMatchObject({ action: "partnerCreate", targetId: null, after: null, outcome: "REFUSED", detail: [{ field: ["input", "email"], code: "TAKEN" }] });
  });

  it("records a viewer's refused attempt, and nothing an API key does", async () => {
    const { s, id } = await withPartner();
    const viewer = await operatorBrowser(server, "audit-v@example.com", s.program.publicId, "viewer");
    expect((await viewer.gql(UPDATE, { input: { id, name: "Nope" } })).body.errors[0].extensions.code).toBe("FORBIDDEN");
    await ok(server.rest(s.key, "POST", "/graphql", { query: UPDATE, variables: { input: { id, name: "ByKey" } } }));
    const entries = nodes(await viewer.gql(ENTRIES));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operatorEmail: "audit-v@example.com", action: "partnerUpdate", outcome: "REFUSED", before: { name: "Ada" }, after: null, detail: { code: "FORBIDDEN" } });
  });

  it("filters by operator, action, outcome, record and time, pages by cursor, and never shows another program's entries", async () => {
    const { s, id } = await withPartner();
    const a = await operatorBrowser(server, "audit-fa@example.com", s.program.publicId, "admin");
    const b = await operatorBrowser(server, "audit-fb@example.com", s.program.publicId, "admin");
    await a.gql(UPDATE, { input: { id, name: "One" } });
    await b.gql(UPDATE, { input: { id, name: "Two" } });
    await b.gql(CREATE, { input: { email: "x@example.com" } });
    const other = await withPartner();
    const stranger = await operatorBrowser(server, "audit-fa@example.com", other.s.program.publicId, "admin");
    await stranger.gql(UPDATE, { input: { id: other.id, name: "Elsewhere" } });

    expect(nodes(await a.gql(ENTRIES, { filter: { operatorEmail: "AUDIT-FA@example.com" } })).map((e: any) => e.after.name)).toEqual(["One"]); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(nodes(await a.gql(ENTRIES, { filter: { actions: ["partnerCreate"] } }))).toHaveLength(1);
    expect(nodes(await a.gql(ENTRIES, { filter: { targetId: id } }))).toHaveLength(2);
    expect(nodes(await a.gql(ENTRIES, { filter: { outcomes: ["FAILED"] } }))).toHaveLength(0);
    expect(nodes(await a.gql(ENTRIES, { filter: { createdAt: { from: "2000-01-01T00:00:00Z", to: "2001-01-01T00:00:00Z" } } }))).toHaveLength(0);
    const first = await a.gql(ENTRIES, { first: 2 });
    expect(first.body.data.auditEntries).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const rest = await a.gql(ENTRIES, { first: 2, after: first.body.data.auditEntries.pageInfo.endCursor });
    expect(nodes(rest).map((e: any) => e.after.name)).toEqual(["One"]); // eslint-disable-line @typescript-eslint/no-explicit-any
    // the other program's operator sees only its own
    expect(nodes(await stranger.gql(ENTRIES)).map((e: any) => e.after.name)).toEqual(["Elsewhere"]); // eslint-disable-line @typescript-eslint/no-explicit-any
  });

  it("refuses hostile filters and cursors with a 4xx naming the field, never a 5xx", async () => {
    const { s } = await withPartner();
    const a = await operatorBrowser(server, "audit-h@example.com", s.program.publicId, "admin");
    for (const [variables, field] of [
      [{ filter: { operatorEmail: "x".repeat(300) } }, "filter.operatorEmail"],
      [{ filter: { targetId: "y".repeat(201) } }, "filter.targetId"],
      [{ filter: { actions: Array.from({ length: 51 }, (_, i) => `a${i}`) } }, "filter.actions"],
      [{ after: "not-a-cursor" }, "after"],
      [{ first: 0 }, "first"],
    ] as const) {
      const res = await a.gql(ENTRIES, variables);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect(res.body.errors[0].extensions.code).toBe("VALIDATION_FAILED");
      expect(JSON.stringify(res.body.errors[0])).toContain(field);
    }
    const nul = await a.gql(ENTRIES, { filter: { operatorEmail: "a\u0000b" } });
    expect(nul.status).toBe(422);
  });

  it("publishes each new entry to the console's subscription, over the operator's cookie", async () => {
    const { s, id } = await withPartner();
    const owner = await operatorBrowser(server, "audit-live@example.com", s.program.publicId, "owner");
    const admin = await operatorBrowser(server, "audit-live2@example.com", s.program.publicId, "admin");
    const feed = await cookieSse<{ auditEntryRecorded: { operatorEmail: string; action: string; after: { name: string } } }>(
      server,
      owner,
      "subscription { auditEntryRecorded { operatorEmail action after } }",
      { "x-rally-program": s.program.publicId },
    );
    open.push(feed);
    expect(feed.status).toBe(200);
    // the server does not say when the subscription is live: change until one is heard
    let n = 0;
    while (!feed.items.length && n < 20) {
      await admin.gql(UPDATE, { input: { id, name: `Live${++n}` } });
      await until("an entry", () => feed.items.length > 0, 1500).catch(() => undefined);
    }
    expect(feed.errors).toEqual([]);
    expect(feed.items[0]!.auditEntryRecorded).toMatchObject({ operatorEmail: "audit-live2@example.com", action: "partnerUpdate", after: { name: expect.stringMatching(/^Live/) } });
  });

  it("commits the entry with the mutation's own transaction: once the answer arrived, a crash before the rest of the log's write loses nothing", async () => {
    const { s, id } = await withPartner();
    const admin = await operatorBrowser(server, "audit-crash@example.com", s.program.publicId, "admin");
    await afterCrash(async () => {
      const res = await admin.gql(UPDATE, { input: { id, name: "Crashed" } });
      expect(res.body.data.partnerUpdate).toEqual({ partner: { name: "Crashed" }, userErrors: [] });
      const created = await admin.gql(CREATE, { input: { email: "crash-new@example.com" } });
      expect(created.body.data.partnerCreate.userErrors).toEqual([]);
    });
    const entries = await server.app.database.prisma.auditEntry.findMany({ where: { programId: s.program.id }, orderBy: { id: "asc" } });
    expect(entries.map((e) => `${e.action}:${e.outcome}`)).toEqual(["partnerUpdate:ok", "partnerCreate:ok"]);
    // the update's entry was written in its transaction: the record before, and after as committed
    expect(entries[0]).toMatchObject({ targetId: id, before: { name: "Ada" }, after: { name: "Crashed" } });
    expect(await server.app.database.prisma.partner.count({ where: { programId: s.program.id, email: "crash-new@example.com" } })).toBe(1);
  });

  it("commits an operator's sale and redemption with their entries, though each is one statement of its own for an API key", async () => {
    const { s } = await withPartner();
    await ok(s.api("POST", "/v1/coupons", { uuid_code: "OPS", coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once" }));
    const coupon = encodeGlobalID("Coupon", (await server.app.database.prisma.coupon.findFirstOrThrow({ where: { programId: s.program.id } })).uid);
    const admin = await operatorBrowser(server, "audit-sale@example.com", s.program.publicId, "admin");
    await afterCrash(async () => {
      const sold = await admin.gql("mutation($input: TransactionCreateInput!) { transactionCreate(input: $input) { userErrors { field } } }", { input: { key: "op-sale", amount: "10" } });
      expect(sold.body.data.transactionCreate.userErrors).toEqual([]);
      const redeemed = await admin.gql("mutation($input: CouponRedeemInput!) { couponRedeem(input: $input) { recorded } }", { input: { id: coupon, transactionKey: "op-sale" } });
      expect(redeemed.body.data.couponRedeem.recorded).toBe(true);
    });
    const entries = await server.app.database.prisma.auditEntry.findMany({ where: { programId: s.program.id }, orderBy: { id: "asc" } });
    expect(entries.map((e) => `${e.action}:${e.outcome}`)).toEqual(["transactionCreate:ok", "couponRedeem:ok"]);
    expect(await server.app.database.prisma.redemption.count({ where: { programId: s.program.id, transactionKey: "op-sale" } })).toBe(1);
  });

  it("keeps no entry of a transaction that rolled back, and records the refusal once", async () => {
    const { s } = await withPartner();
    const admin = await operatorBrowser(server, "audit-rollback@example.com", s.program.publicId, "admin");
    // a taken email: the create's transaction fails, so the entry it carried goes with it
    const res = await admin.gql(CREATE, { input: { email: "ada@example.com" } });
    expect(res.body.data.partnerCreate.userErrors).toEqual([{ field: ["input", "email"] }]);
    const entries = await server.app.database.prisma.auditEntry.findMany({ where: { programId: s.program.id } });
    expect(entries.map((e) => `${e.action}:${e.outcome}`)).toEqual(["partnerCreate:refused"]);
  });
});
