// PostgreSQL statements are bounded (DATABASE_STATEMENT_TIMEOUT_MS): a runaway query is cancelled
// by the server instead of holding a pool connection forever. The connect timeout is proven at
// start, in serve.test.ts. PostgreSQL only: PGlite runs in the process and has no such limit.
import { inject, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";

const databaseUrl = inject("databaseUrl");

describe.skipIf(!databaseUrl)("PostgreSQL statement timeout", () => {
  it("cancels a statement that runs past it; a short one runs", async () => {
    const db = await openDatabase({ databaseUrl, connectTimeoutMs: 5000, statementTimeoutMs: 300 });
    try {
      const started = Date.now();
      await expect(db.prisma.$queryRawUnsafe("SELECT pg_sleep(5)")).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(await db.prisma.$queryRawUnsafe<{ one: number }[]>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
