// Newsletter milestones: a subscriber whose confirmed referrals (active and approved) reach a
// milestone is granted it once, shown in its `reward` array, with subscriber.rewarded carrying
// the subscriber as GET shows it; referrals confirmed at once count each other.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { eventsOf, warmUp } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await warmUp(server);
});
afterAll(() => server.close());

const milestones = [
  { referrals: 2, name: "Sticker pack" },
  { referrals: 1, name: "Shout-out" },
  { referrals: 3, name: "T-shirt" },
];

async function newsletter() {
  const p = await seed(server).program("Newsletter");
  await p.settings({ milestones });
  await p.ok("POST", "/v1/subscribers", { email: "root@example.com", id: "root" });
  return p;
}

const entries = (s: Record<string, unknown>) => (s.reward as { name: string; referrals: number }[]).map((r) => [r.referrals, r.name]);

describe("newsletter milestones", () => {
  it("are granted once each as confirmed referrals reach them; unconfirmed referrals count once confirmed", async () => {
    const { ok, program } = await newsletter();
    await ok("POST", "/v1/subscribers", { email: "a@example.com", referral: { id: "root" } });
    let root = await ok("GET", "/v1/subscribers/root");
    expect(entries(root)).toEqual([[1, "Shout-out"]]);
    expect(root.reward[0]).toEqual({ id: expect.any(String), name: "Shout-out", referrals: 1, amount: 1, currency: "milestone", status: "approved", created_at: expect.any(String) });
    let events = await eventsOf(server, program, "subscriber.rewarded");
    expect(events.map((e) => e.resourceId)).toEqual(["root"]);
    expect(events[0]!.payload).toEqual(root);

    // neither a suspended nor an unapproved referral counts
    await ok("POST", "/v1/subscribers", { email: "b@example.com", id: "b", referral: { id: "root" }, status: "suspended" });
    await ok("POST", "/v1/subscribers", { email: "c@example.com", id: "c", referral: { email: "root@example.com" }, approved: false });
    expect(entries(await ok("GET", "/v1/subscribers/root"))).toEqual([[1, "Shout-out"]]);

    // activating b confirms a second referral; approving c a third
    await ok("PUT", "/v1/subscribers/b", { status: "active" });
    expect(entries(await ok("GET", "/v1/subscribers/root"))).toEqual([[1, "Shout-out"], [2, "Sticker pack"]]);
    await ok("PUT", "/v1/subscribers/c", { approved: true });
    root = await ok("GET", "/v1/subscribers/root");
    expect(entries(root)).toEqual([[1, "Shout-out"], [2, "Sticker pack"], [3, "T-shirt"]]);
    events = await eventsOf(server, program, "subscriber.rewarded");
    expect(events).toHaveLength(3);
    expect(events[2]!.payload).toEqual(root);

    // losing and regaining a referral grants nothing again
    await ok("PUT", "/v1/subscribers/c", { status: "suspended" });
    await ok("PUT", "/v1/subscribers/c", { status: "active" });
    await ok("POST", "/v1/subscribers", { email: "d@example.com", referral: { id: "root" } });
    expect(await server.app.database.prisma.reward.count({ where: { programId: program.id, kind: "milestone" } })).toBe(3);
    expect(await eventsOf(server, program, "subscriber.rewarded")).toHaveLength(3);
    // the rewards list shows them too
    expect(((await ok("GET", "/v1/rewards?subscriber_id=root&kind=milestone")) as unknown as unknown[]).length).toBe(3);
  });

  it("two referrals confirmed at once reach the milestone of two, once", async () => {
    const { ok, api, program } = await newsletter();
    const results = await Promise.all(["x", "y"].map((n) => api("POST", "/v1/subscribers", { email: `${n}@example.com`, referral: { id: "root" } })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(entries(await ok("GET", "/v1/subscribers/root"))).toEqual([[1, "Shout-out"], [2, "Sticker pack"]]);
    expect(await eventsOf(server, program, "subscriber.rewarded")).toHaveLength(2);
  });

  it("are not granted without milestones in the settings", async () => {
    const { ok, program } = await seed(server).program("Newsletter");
    await ok("POST", "/v1/subscribers", { email: "root@example.com", id: "root" });
    await ok("POST", "/v1/subscribers", { email: "a@example.com", referral: { id: "root" } });
    expect((await ok("GET", "/v1/subscribers/root")).reward).toEqual([]);
    expect(await eventsOf(server, program, "subscriber.rewarded")).toEqual([]);
  });
});
