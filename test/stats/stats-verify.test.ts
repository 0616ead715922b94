// The statistics kept beside the writes (StatDay, StatPartner, StatPartnerDay, StatBuyer: database triggers)
// against the rows: randomized workloads through the API (sales, refunds, deletes, archives and
// their revokes, reward approvals and rejections, payout requests and their moves, partner and
// customer archives, clicks, the hold sweep, records moved between days), then stats:verify
// run in process must find no difference; concurrent sales through HTTP lose no increment; a
// figure changed behind the triggers' back is reported and stats:rebuild repairs it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { Decimal } from "../../src/core/money.js";
import { statsCommands } from "../../src/modules/stats/stats.cli.js";
import { sweepHeldRewards } from "../../src/modules/rewards/reward-sweep.js";
import { compactStats } from "../../src/modules/stats/compact.js";
import { cliRunner } from "../helpers/cli.js";
import { expectOk } from "../helpers/http.js";
import { seed, type Seeded } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { BROWSER_UA, track } from "../tracking/support.js";

let server: TestServer;
beforeAll(async () => {
  // compaction only when the test runs it
  server = await startTestServer({ env: { TRACKING_CLICKS_PER_MINUTE: "0", RATE_LIMIT_PER_MINUTE: "0", STATS_COMPACT_MS: "3600000" } });
});
afterAll(() => server?.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DAY = 86_400_000;

/** a small deterministic generator (mulberry32), so a failing seed can be replayed */
function random(seedValue: number) {
  let a = seedValue >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! };
}

/** stats:verify of the program, as the command runs (in process, on the server's database) */
async function verify(app: App, programId?: number) {
  const command = statsCommands.find((c) => c.name === "stats:verify")!;
  try {
    return { ok: true, lines: await command.run(app, { options: { program: programId === undefined ? undefined : String(programId) }, positionals: [], stdin: process.stdin }) };
  } catch (err) {
    return { ok: false, lines: String((err as Error).message).split("\n") };
  }
}

/** money per currency as the wire shows it ({USD: 12.5}), from rows */
function perCurrency<T>(rows: T[], currency: (r: T) => string, amount: (r: T) => Decimal) {
  const out: Record<string, Decimal> = {};
  for (const r of rows) out[currency(r)] = (out[currency(r)] ?? new Decimal(0)).plus(amount(r));
  return out;
}
const wire = (m: Record<string, Decimal>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.toNumber()]));
const list = (m: Record<string, Decimal>) => Object.entries(m).sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, v]) => ({ amount: v.toNumber(), currency }));

/** GET /v1/program's and each partner's figures, recomputed here from the rows, independently of the statistics */
async function expectFiguresOfRows(s: Seeded, partners: string[]) {
  const prisma = server.app.database.prisma;
  const programId = s.program.id;
  const now = new Date();
  const sales = (await prisma.transaction.findMany({ where: { programId, action: "sale", archivedAt: null, deletedAt: null } })).filter((t) => new Decimal(t.amount.toString()).gt(t.refundedAmount.toString()));
  const net = (t: (typeof sales)[number]) => new Decimal(t.amount.toString()).minus(t.refundedAmount.toString());
  const rewards = (await prisma.reward.findMany({ where: { programId, isCurrency: true, archivedAt: null } })).map((r) => ({
    ...r,
    effective: r.status === "pending" && r.holdUntil && r.holdUntil <= now ? "approved" : r.status,
    value: new Decimal(r.amount.toString()),
  }));
  const inStatus = (rows: typeof rewards, ...st: string[]) => rows.filter((r) => st.includes(r.effective));
  const money = (rows: typeof rewards) => perCurrency(rows, (r) => r.currency, (r) => r.value);
  const requests = await prisma.payoutRequest.findMany({ where: { programId } });
  const bucket = <T extends { currency: string; amount: { toString(): string } }>(rows: T[]) => ({ count: rows.length, amount: wire(perCurrency(rows, (r) => r.currency, (r) => new Decimal(r.amount.toString()))) });
  const stats = (await expectOk(s.api, "GET", "/v1/program")).stats as Json;
  expect(stats).toMatchObject({
    total_purchases: String(sales.length),
    total_revenue: wire(perCurrency(sales, (t) => t.currency, net)),
    total_paid_accounts: String(new Set(sales.map((t) => t.customerUid).filter(Boolean)).size),
    total_signups: String(await prisma.customer.count({ where: { programId, deletedAt: null } })),
    affiliate_referred_visitors_clicks: String(await prisma.click.count({ where: { programId } })),
    total_reward: wire(money(inStatus(rewards, "pending", "in_review", "approved", "paid"))),
    rewards_breakdown: { unclaimed: wire(money(inStatus(rewards, "approved"))), in_review: wire(money(inStatus(rewards, "pending", "in_review"))), paid: wire(money(inStatus(rewards, "paid"))) },
    payout_status_breakdown: {
      requested: bucket(requests.filter((r) => r.status === "requested")),
      approved: bucket(requests.filter((r) => r.status === "approved")),
      rejected: bucket(requests.filter((r) => r.status === "rejected")),
      finished: bucket(requests.filter((r) => r.status === "paid")),
      unrequested: bucket(inStatus(rewards, "approved").filter((r) => r.payoutRequestId === null).map((r) => ({ currency: r.currency, amount: r.value }))),
    },
  });
  for (const id of partners) {
    const row = await prisma.partner.findFirstOrThrow({ where: { programId, id } });
    const own = sales.filter((t) => t.partnerUid === row.uid);
    const mine = rewards.filter((r) => r.partnerUid === row.uid);
    const partner = await expectOk(s.api, "GET", `/v1/partners/${id}`);
    expect(partner.referrals, id).toEqual({
      clicks: await prisma.click.count({ where: { partnerUid: row.uid } }),
      signups: await prisma.customer.count({ where: { partnerUid: row.uid, deletedAt: null } }),
      sales_count: own.length,
      paid_accounts: new Set(own.map((t) => t.customerUid).filter(Boolean)).size,
      revenue: list(perCurrency(own, (t) => t.currency, net)),
    });
    expect(partner.commissions, id).toEqual({
      pending: list(money(inStatus(mine, "pending", "in_review"))),
      not_paid: list(money(inStatus(mine, "approved"))),
      paid: list(money(inStatus(mine, "paid"))),
    });

    // over the last 30 days (records were moved up to 90 days back), from the partner's figures per day
    const from = new Date(Math.floor(now.getTime() / DAY) * DAY - 29 * DAY);
    const recent = <T extends { createdAt: Date }>(rows: T[]) => rows.filter((r) => r.createdAt >= from);
    // a customer counts on the day of its first counted sale through the partner
    const firstSale = new Map<string, Date>();
    for (const t of own) if (t.customerUid && (!firstSale.has(t.customerUid) || t.createdAt < firstSale.get(t.customerUid)!)) firstSale.set(t.customerUid, t.createdAt);
    const gql = await server.rest(s.key, "POST", "/graphql", {
      query: `query($id: String!, $range: DateRangeInput) { partner(by: { externalId: $id }) { stats(range: $range) {
        referrals { clicks signups salesCount paidAccounts revenue { amount currency } } commissions { pending { amount currency } notPaid { amount currency } paid { amount currency } } } } }`,
      variables: { id, range: { from: from.toISOString() } },
    });
    expect(gql.body.errors, id).toBeUndefined();
    const gqlMoney = (m: Record<string, Decimal>) => list(m).map((x) => ({ currency: x.currency, amount: String(x.amount) }));
    const ranged = gql.body.data.partner.stats;
    expect(ranged.referrals, id).toEqual({
      clicks: await prisma.click.count({ where: { partnerUid: row.uid, createdAt: { gte: from } } }),
      signups: await prisma.customer.count({ where: { partnerUid: row.uid, deletedAt: null, createdAt: { gte: from } } }),
      salesCount: recent(own).length,
      paidAccounts: [...firstSale.values()].filter((at) => at >= from).length,
      revenue: gqlMoney(perCurrency(recent(own), (t) => t.currency, net)),
    });
    const order = (xs: { currency: string }[]) => [...xs].sort((a, b) => (a.currency < b.currency ? -1 : 1));
    expect({ pending: order(ranged.commissions.pending), notPaid: order(ranged.commissions.notPaid), paid: order(ranged.commissions.paid) }, id).toEqual({
      pending: gqlMoney(money(inStatus(recent(mine), "pending", "in_review"))),
      notPaid: gqlMoney(money(inStatus(recent(mine), "approved"))),
      paid: gqlMoney(money(inStatus(recent(mine), "paid"))),
    });
  }
}

/** the app as it would be `ms` from now */
const later = (ms: number): App => ({ ...server.app, now: () => new Date(Date.now() + ms) });

async function workload(s: Seeded, seedValue: number, steps: number) {
  const rnd = random(seedValue);
  const prisma = server.app.database.prisma;
  const programId = s.program.id;
  const partners = ["ann", "bob", "cy", "dee"];
  for (const id of partners) await s.ok("POST", "/v1/partners", { email: `${id}@example.com`, id, key: `k-${id}` });
  const customers: string[] = [];
  const sales: string[] = [];
  let n = 0;
  const done: Record<string, number> = {};
  for (let step = 0; step < steps; step++) {
    const op = rnd.pick(["customer", "sale", "sale", "sale", "sale", "refund", "delete", "archive", "restore", "approve", "reject", "payout", "payout", "payoutMove", "click", "partner", "customerDelete", "move", "hold", "sweep", "rewardArchive"] as const);
    n++;
    const key = `${seedValue}-${n}`;
    let res: { status: number; body: Json } | undefined;
    switch (op) {
      case "customer": {
        const c = `c${key}`;
        res = await s.api("POST", "/v1/customers", { key: c, email: `${c}@example.com`, partner: { key: `k-${rnd.pick(partners)}` } });
        if (res.status === 200) customers.push(c);
        break;
      }
      case "sale": {
        if (!customers.length || rnd.next() < 0.2) {
          await expectOk(s.api, "POST", "/v1/customers", { key: `c${key}`, partner: { key: `k-${rnd.pick(partners)}` } });
          customers.push(`c${key}`);
        }
        const customer = { key: rnd.pick(customers) };
        res = await s.api("POST", "/v1/transactions", { key: `t${key}`, amount: 5 + rnd.int(200) + rnd.int(100) / 100, amount_units: rnd.pick(["USD", "USD", "EUR", "GBP"]), customer });
        if (res.status === 200) sales.push(`t${key}`);
        break;
      }
      case "refund":
        if (sales.length) res = await s.api("POST", "/v1/transactions", { key: `r${key}`, action: "refund", amount: 1 + rnd.int(120), refund_of: rnd.pick(sales) });
        break;
      case "delete":
        if (sales.length) res = await s.api("DELETE", `/v1/transactions/${rnd.pick(sales)}`);
        break;
      case "archive":
        if (sales.length) res = await s.api("POST", `/v1/transactions/${rnd.pick(sales)}/archive`, {});
        break;
      case "restore":
        if (sales.length) res = await s.api("POST", `/v1/transactions/${rnd.pick(sales)}/revoke-archive`, {});
        break;
      case "approve":
      case "reject": {
        const from = op === "approve" ? (["pending", "in_review"] as const) : (["pending", "in_review", "approved"] as const);
        const reward = await prisma.reward.findFirst({ where: { programId, status: { in: [...from] }, archivedAt: null, payoutRequestId: null }, skip: rnd.int(3) });
        // a reward's key is its id
        if (reward) res = await s.api("POST", `/v1/rewards/${reward.id}/${op}`, op === "reject" ? { reason: "test" } : {});
        break;
      }
      case "payout": {
        // a partner and currency with something to request
        const free = await prisma.reward.findFirst({ where: { programId, status: "approved", payoutRequestId: null, archivedAt: null, partnerUid: { not: null } }, include: { partner: true }, skip: rnd.int(3) });
        if (free) res = await s.api("POST", "/v1/payout_requests", { partner: { id: free.partner!.id }, amount_units: free.currency, gateway: "manual" });
        break;
      }
      case "payoutMove": {
        const request = await prisma.payoutRequest.findFirst({ where: { programId, status: { in: ["requested", "approved"] } }, orderBy: { id: rnd.next() < 0.5 ? "asc" : "desc" } });
        if (request) res = await s.api("POST", `/v1/payout_requests/${request.id}/${request.status === "requested" ? rnd.pick(["approve", "reject"]) : rnd.pick(["mark_as_paid", "reject"])}`, {});
        break;
      }
      case "click":
        res = (await track(server, s.program.publicId, "click", { key: `k-${rnd.pick(partners)}` }, { origin: "https://shop.example", "x-forwarded-for": `10.9.${rnd.int(250)}.${rnd.int(250)}`, "user-agent": BROWSER_UA })) as typeof res;
        break;
      case "partner": {
        const id = rnd.pick(partners);
        res = await s.api("POST", `/v1/partners/${id}/${rnd.pick(["archive", "revoke-archive"])}`, {});
        break;
      }
      case "customerDelete":
        if (customers.length) res = await s.api("DELETE", `/v1/customers/${rnd.pick(customers)}`);
        break;
      case "move": {
        // records of other days: rows moved back in time, as an import or a correction would
        const days = rnd.int(90);
        const at = new Date(Date.now() - days * DAY - rnd.int(DAY));
        const table = rnd.pick(["transaction", "reward", "customer", "click"] as const);
        if (table === "transaction" && sales.length) await prisma.transaction.updateMany({ where: { programId, key: rnd.pick(sales) }, data: { createdAt: at } });
        if (table === "reward") {
          const r = await prisma.reward.findFirst({ where: { programId }, skip: rnd.int(Math.max(1, await prisma.reward.count({ where: { programId } }))) });
          if (r) await prisma.reward.update({ where: { id: r.id }, data: { createdAt: at } });
        }
        if (table === "customer" && customers.length) await prisma.customer.updateMany({ where: { programId, key: rnd.pick(customers) }, data: { createdAt: at } });
        if (table === "click") await prisma.click.updateMany({ where: { programId, id: { in: (await prisma.click.findMany({ where: { programId }, take: 3, select: { id: true } })).map((c) => c.id) } }, data: { createdAt: at } });
        break;
      }
      case "hold":
        // later sales are held for a while, some already past
        await expectOk(s.api, "PUT", "/v1/program", { program_settings: { commission: { hold_days: rnd.pick([0, 0, 1, 30]) } } });
        if (rnd.next() < 0.5) await prisma.reward.updateMany({ where: { programId, status: "pending" }, data: { holdUntil: new Date(Date.now() - rnd.int(3) * DAY) } });
        break;
      case "sweep":
        await sweepHeldRewards(later(rnd.int(40) * DAY), { programId });
        break;
      case "rewardArchive": {
        const r = await prisma.reward.findFirst({ where: { programId, archivedAt: null }, skip: rnd.int(5) });
        if (r) await prisma.reward.update({ where: { id: r.id }, data: { archivedAt: new Date() } });
        break;
      }
    }
    // writes made behind the API (move, hold, sweep, rewardArchive) count as done
    if (["move", "hold", "sweep", "rewardArchive"].includes(op) || (res && res.status < 300)) done[op] = (done[op] ?? 0) + 1;
  }
  return done;
}

/**
 * the workloads' seeds: three on PostgreSQL; one on the embedded database, whose triggers are
 * the same SQL on the same engine (each workload reaches every kind of write, asserted below,
 * so the embedded pass still runs each through its driver) and which costs several times the
 * CPU per statement (PGlite runs inside the test process)
 */
const SEEDS = process.env.TEST_DATABASE === "postgres" ? [1, 2, 3] : [1];

describe("stats:verify after randomized workloads", () => {
  for (const seedValue of SEEDS) {
    it(`finds the statistics equal to the rows (seed ${seedValue})`, { timeout: 240_000 }, async () => {
      const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 }, holdDays: 1 }, payout_threshold: 0 } });
      const done = await workload(s, seedValue, 200);
      // the workload did reach the writes the figures must follow
      for (const op of ["sale", "refund", "delete", "archive", "approve", "reject", "payout", "payoutMove", "click", "customerDelete", "move", "sweep"]) expect(done[op] ?? 0, `${op}: ${JSON.stringify(done)}`).toBeGreaterThan(0);
      // one pending reward whose hold has passed and that no sweep has approved yet
      const prisma = server.app.database.prisma;
      await expectOk(s.api, "PUT", "/v1/program", { program_settings: { commission: { hold_days: 30 } } });
      // a partner of its own: the workload may have archived any of the others, whose sales earn nothing
      await expectOk(s.api, "POST", "/v1/partners", { email: "eve@example.com", id: "eve", key: "k-eve" });
      await expectOk(s.api, "POST", "/v1/customers", { key: "c-held", partner: { key: "k-eve" } });
      const held = await expectOk(s.api, "POST", "/v1/transactions", { key: "held", amount: 77, customer: { key: "c-held" } });
      const pending = await prisma.reward.findFirstOrThrow({ where: { programId: s.program.id, transaction: { key: held.key }, status: "pending" } });
      await prisma.reward.update({ where: { id: pending.id }, data: { holdUntil: new Date(Date.now() - 60_000) } });
      const result = await verify(server.app, s.program.id);
      expect(result.lines.join("\n")).toBe(`The statistics of program ${s.program.id} agree with the rows.`);
      expect(result.ok).toBe(true);
      // and the reads (a pending reward past its hold, not swept, counts as approved) equal the rows'
      await expectFiguresOfRows(s, ["ann", "bob", "cy", "dee"]);
      // folding the past days' slots into one row each changes no figure
      const today = new Date(new Date().toISOString().slice(0, 10));
      const spread = async () =>
        (await prisma.statDay.count({ where: { programId: s.program.id, slot: { not: 0 }, day: { lt: today } } })) +
        (await prisma.statPartnerDay.count({ where: { partnerUid: { in: (await prisma.partner.findMany({ where: { programId: s.program.id } })).map((p) => p.uid) }, slot: { not: 0 }, day: { lt: today } } }));
      expect(await spread()).toBeGreaterThan(0);
      await compactStats(prisma, new Date());
      expect(await spread()).toBe(0);
      expect((await verify(server.app, s.program.id)).ok).toBe(true);
      await expectFiguresOfRows(s, ["ann", "bob", "cy", "dee"]);
    });
  }

  it("N parallel sales through HTTP lose no increment, and verify agrees", { timeout: 120_000 }, async () => {
    const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 }, holdDays: 0 } } });
    await s.ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "k-ann" });
    for (let i = 0; i < 12; i++) await s.ok("POST", "/v1/customers", { key: `c${i}`, partner: { key: "k-ann" } });
    const N = 32;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => s.api("POST", "/v1/transactions", { key: `p${i}`, amount: 10, customer: { key: i < 8 ? `c${4 + i}` : `c${i % 4}` } })),
    );
    expect(answers.map((a) => a.status), JSON.stringify(answers.find((a) => a.status !== 200)?.body)).toEqual(Array(N).fill(200));
    const stats = (await expectOk(s.api, "GET", "/v1/program")).stats as Json;
    expect(stats.total_purchases).toBe(String(N));
    expect(stats.total_revenue).toEqual({ USD: 10 * N });
    // 8 customers with one sale each, 4 with six each
    expect(stats.total_paid_accounts).toBe("12");
    const partner = await expectOk(s.api, "GET", "/v1/partners/ann");
    expect(partner.referrals).toMatchObject({ sales_count: N, paid_accounts: 12 });
    expect((await verify(server.app, s.program.id)).ok).toBe(true);
  });
});

describe("npm run cli -- stats:verify and stats:rebuild", () => {
  const runner = cliRunner("stats-cli");

  it("reports a figure that differs from the rows with exit status 1, and rebuild repairs it", { timeout: 120_000 }, async () => {
    const created = await runner.run(["program:create", "--name", `Stats ${Date.now().toString(36)}`, "--type", "Affiliate"]);
    expect(created.code, created.stderr).toBe(0);
    const id = Number(/\(id (\d+),/.exec(created.stdout)![1]);
    const db = await runner.openDatabase();
    try {
      const program = await db.prisma.program.findUniqueOrThrow({ where: { id } });
      const partner = await db.prisma.partner.create({ data: { programId: id, id: "p", key: "p", email: "p@example.com", passwordHash: "x" } });
      await db.prisma.transaction.create({ data: { programId: program.id, key: "s1", action: "sale", amount: 40, currency: "USD", partnerUid: partner.uid } });
      expect((await runner.run(["stats:verify", "--program", String(id)])).code).toBe(0);
      // figures changed behind the triggers' back: the program's and the partner's of that day
      await db.prisma.$executeRawUnsafe(`UPDATE "StatDay" SET n = n + 2 WHERE "programId" = ${id} AND metric = 'sale'`);
      await db.prisma.$executeRawUnsafe(`UPDATE "StatPartnerDay" SET total = total + 1 WHERE "partnerUid" = '${partner.uid}' AND metric = 'sale'`);
    } finally {
      await db.close();
    }
    const bad = await runner.run(["stats:verify", "--program", String(id)]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`2 figure(s) of program ${id} differ from the rows:`);
    expect(bad.stderr).toMatch(new RegExp(`StatDay program ${id}, \\d{4}-\\d\\d-\\d\\d, sale USD: stored 3 / 40.0000, from the rows 1 / 40.0000`));
    expect(bad.stderr).toMatch(new RegExp(`StatPartnerDay partner \\S+, \\d{4}-\\d\\d-\\d\\d, sale USD: stored 1 / 41.0000, from the rows 1 / 40.0000`));
    expect(bad.stderr).toContain(`stats:rebuild --program ${id}`);
    const rebuilt = await runner.run(["stats:rebuild", "--program", String(id)]);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(rebuilt.stdout).toMatch(new RegExp(`Rebuilt the statistics of program ${id}: \\d+ day figure\\(s\\), 1 partner figure\\(s\\), 1 partner-day figure`));
    const good = await runner.run(["stats:verify"]);
    expect(good.code, good.stderr).toBe(0);
    expect(good.stdout).toContain("agree with the rows");
  });

  it("says when the program does not exist", async () => {
    const res = await runner.run(["stats:verify", "--program", "999999"]);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/Program/);
  });
});
