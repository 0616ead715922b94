// Group commit of clicks: concurrent clicks share INSERT statements, and every click answered
// 200 is a stored row. The batch window is the longest allowed here (100 ms), so that the
// clicks of a loaded test machine still meet in a few statements.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { createPartner } from "../customers/support.js";
import { BROWSER_UA, clicksOf, track, trackedProgram } from "./support.js";

let server: TestServer;
const inserts: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "true", TRACKING_CLICKS_PER_MINUTE: "0", CLICK_BATCH_MS: "100" }, onQuery: (sql) => sql.startsWith('INSERT INTO "Click"') && inserts.push(sql) });
});
afterAll(() => server.close());

it("60 concurrent clicks of different visitors: all answered, all stored, in a few INSERT statements", async () => {
  const t = await trackedProgram(server, "Affiliate", "https://shop.test");
  await createPartner(t.api, { email: "p@example.com", key: "pk", id: "pid" });
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
