// The migration that gave coupons their numeric id numbers the coupons that existed before it
// in the order they were created, and new coupons continue after them. Replayed in a scratch
// schema (the migrations up to it, coupons, then it) of the run's migrated database.
import { describe, expect, it } from "vitest";
import { beforeMigration } from "../helpers/migration-replay.js";

const MIGRATION = "coupon_numeric_id";

const coupon = (uid: string, createdAt: string) =>
  `INSERT INTO "Coupon" ("uid", "programId", "code", "name", "discountType", "discountAmount", "durationType", "updatedAt", "createdAt")
   VALUES ('${uid}', 1, '${uid}', '${uid}', 'percent', 10, 'once', now(), '${createdAt}')`;

describe(`migration ${MIGRATION}`, () => {
  it("numbers existing coupons in creation order, and the sequence goes on after them", async () => {
    const db = await beforeMigration(MIGRATION, "coupon_id_replay");
    try {
      await db.exec(`INSERT INTO "Program" ("publicId", "name", "type", "updatedAt") VALUES ('p', 'P', 'Affiliate', now())`);
      // inserted out of creation order, so storage order is not the answer
      for (const [uid, createdAt] of [["c", "2026-03-01"], ["a", "2026-01-01"], ["b", "2026-02-01"]]) await db.exec(coupon(uid!, createdAt!));
      await db.migrate();
      await db.exec(coupon("d", "2026-04-01"));
      expect(await db.rows<{ uid: string; id: number }>(`SELECT "uid", "id" FROM "Coupon" ORDER BY "id"`)).toEqual([
        { uid: "a", id: 1 },
        { uid: "b", id: 2 },
        { uid: "c", id: 3 },
        { uid: "d", id: 4 },
      ]);
    } finally {
      await db.close();
    }
  });
});
