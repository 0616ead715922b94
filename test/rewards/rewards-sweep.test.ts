// The hold sweep, at service level with a fake clock: it writes approved (and approvedAt, the end
// of the hold) with one reward.approved each, claims rows so that passes at once approve a
// reward once, and leaves what is still held, in review or of the future alone. Each pass is
// scoped to the test's program: the PostgreSQL test pass shares one database between files.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../src/app.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import { sweepHeldRewards, startRewardSweep } from "../../src/modules/rewards/reward-sweep.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { eventsOf, HOUR, partnerUid, warmUp } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await warmUp(server);
});
afterAll(() => server.close());

/** the app as it would be `ms` from now */
const later = (ms: number): App => ({ ...server.app, now: () => new Date(Date.now() + ms) });

async function setup() {
  const p = await seed(server).program("Affiliate");
  await p.ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann" });
  return { ...p, uid: await partnerUid(server, p.program, "ann") };
}

describe("the hold sweep", () => {
  it("approves the rewards whose hold has passed, once, each with a reward.approved that matches GET", async () => {
    const { ok, program, uid } = await setup();
    const due = [];
    for (let i = 1; i <= 3; i++) due.push(await seed(server).of(program).reward({ status: "pending", holdUntil: new Date(Date.now() + i * 60_000), partnerUid: uid }));
    const held = await seed(server).of(program).reward({ status: "pending", holdUntil: new Date(Date.now() + 5 * HOUR), partnerUid: uid });
    const review = await seed(server).of(program).reward({ status: "in_review", holdUntil: new Date(Date.now() + 60_000), partnerUid: uid });
    const manual = await seed(server).of(program).reward({ status: "pending", holdUntil: null, partnerUid: uid });

    await sweepHeldRewards(later(HOUR), { programId: program.id });
    const rows = await server.app.database.prisma.reward.findMany({ where: { programId: program.id } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of due) {
      expect(byId.get(r.id)).toMatchObject({ status: "approved", approvedAt: r.holdUntil });
    }
    expect(byId.get(held.id)!.status).toBe("pending");
    expect(byId.get(review.id)!.status).toBe("in_review");
    expect(byId.get(manual.id)!.status).toBe("pending");

    const events = await eventsOf(server, program, "reward.approved");
    expect(events.map((e) => e.resourceId).sort()).toEqual(due.map((r) => r.id).sort());
    for (const e of events) expect(e.payload).toEqual(await ok("GET", `/v1/rewards/${e.resourceId}`));

    // a second pass finds nothing of these
    await sweepHeldRewards(later(HOUR), { programId: program.id });
    expect(await eventsOf(server, program, "reward.approved")).toHaveLength(3);
  });

  it("two passes at once approve each reward once", async () => {
    const { program, uid } = await setup();
    const due = [];
    for (let i = 0; i < 8; i++) due.push(await seed(server).of(program).reward({ status: "pending", holdUntil: new Date(Date.now() + 60_000), partnerUid: uid }));
    const scope = { programId: program.id };
    await Promise.all([sweepHeldRewards(later(HOUR), scope), sweepHeldRewards(later(HOUR), scope), sweepHeldRewards(later(2 * HOUR), scope)]);
    const events = await eventsOf(server, program, "reward.approved");
    expect(events.map((e) => e.resourceId).sort()).toEqual(due.map((r) => r.id).sort());
    expect(await server.app.database.prisma.reward.count({ where: { programId: program.id, status: "approved" } })).toBe(8);
  });

  it("runs by itself on its interval (what a restarted server finds due is approved at its first pass), and stops", async () => {
    const { program, uid } = await setup();
    const r = await seed(server).of(program).reward({ status: "pending", holdUntil: new Date(Date.now() + 60_000), partnerUid: uid });
    const sweep = startRewardSweep(later(HOUR), 50, { programId: program.id });
    try {
      await vi.waitFor(async () => expect((await eventsOf(server, program, "reward.approved")).map((e) => e.resourceId)).toEqual([r.id]), { timeout: 5000, interval: 50 });
    } finally {
      await sweep.stop();
    }
    const after = await seed(server).of(program).reward({ status: "pending", holdUntil: new Date(Date.now() + 60_000), partnerUid: uid });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await server.app.database.prisma.reward.findUniqueOrThrow({ where: { id: after.id } })).status).toBe("pending");
  });
});

describe("REWARD_SWEEP_MS", () => {
  it("defaults to a minute and refuses what is not 1000 to 3600000 ms", () => {
    expect(loadConfig({}).REWARD_SWEEP_MS).toBe(60_000);
    expect(loadConfig({ REWARD_SWEEP_MS: "5000" }).REWARD_SWEEP_MS).toBe(5000);
    for (const bad of ["10", "soon", "3600001"]) {
      expect(() => loadConfig({ REWARD_SWEEP_MS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ REWARD_SWEEP_MS: bad }), bad).toThrow(/REWARD_SWEEP_MS/);
    }
  });
});
