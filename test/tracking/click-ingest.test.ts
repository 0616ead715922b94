// Group commit of clicks: concurrent clicks share INSERT statements, and every click answered
// 200 is a stored row. The batch window is the longest allowed here (100 ms), so that the
// clicks of a loaded test machine still meet in a few statements.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { BROWSER_UA, clicksOf, track, trackedProgram } from "./support.js";

let server: TestServer;
const inserts: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "true", TRACKING_CLICKS_PER_MINUTE: "0", CLICK_BATCH_MS: "100" }, onQuery: (sql) => sql.startsWith('INSERT INTO "Click"') && inserts.push(sql) });
});
afterAll(() => server.close());

it("60 concurrent clicks of different visitors: all answered, all stored, in a few INSERT statements", async () => {
  const t = await trackedProgram(server, "Affiliate", "https://shop.test");
  await t.partner({ email: "p@example.com", key: "pk", id: "pid" });
  await track(server, t.publicId, "click", { key: "pk" }, { origin: "https://shop.test", "x-forwarded-for": "10.0.0.1" }); // warms the lookups
  inserts.length = 0;
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => track(server, t.publicId, "click", { key: "pk" }, { origin: "https://shop.test", "x-forwarded-for": `10.0.1.${i}`, "user-agent": BROWSER_UA })),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));
  expect(await clicksOf(server, t.programId)).toHaveLength(61);
  expect(inserts.length).toBeGreaterThan(0);
  expect(inserts.length).toBeLessThan(20);
});

it("clicks on many links of two programs in one moment: each answered and stored for its own link and program, an unknown key refused", async () => {
  // the link lookups of one moment share a query per program: nothing may cross over
  const a = await trackedProgram(server, "Affiliate", "https://a-shop.test");
  const b = await trackedProgram(server, "Affiliate", "https://b-shop.test");
  for (let i = 0; i < 5; i++) await a.partner({ email: `a${i}@example.com`, key: `ak${i}`, id: `a${i}` });
  await a.partner({ email: "s@example.com", key: "shared", id: "sa" });
  await b.partner({ email: "s@example.com", key: "shared", id: "sb" });
  const click = (t: typeof a, origin: string, key: string, i: number) =>
    track(server, t.publicId, "click", { key }, { origin, "x-forwarded-for": `10.0.2.${i}`, "user-agent": BROWSER_UA });
  const answers = await Promise.all([
    ...Array.from({ length: 5 }, (_, i) => click(a, "https://a-shop.test", `ak${i}`, i)),
    click(a, "https://a-shop.test", "shared", 10),
    click(b, "https://b-shop.test", "shared", 11),
    click(b, "https://b-shop.test", "ak1", 12), // program A's key: unknown in B
  ]);
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 404]);
  expect(answers.slice(0, 7).map((r) => r.body.value)).toEqual(["ak0", "ak1", "ak2", "ak3", "ak4", "shared", "shared"]);
  const rowsA = await clicksOf(server, a.programId);
  const rowsB = await clicksOf(server, b.programId);
  expect(rowsA).toHaveLength(6);
  expect(new Set(rowsA.map((r) => r.partnerUid)).size).toBe(6);
  expect(rowsB).toHaveLength(1);
  expect(rowsA.map((r) => r.partnerUid)).not.toContain(rowsB[0]!.partnerUid);
});
