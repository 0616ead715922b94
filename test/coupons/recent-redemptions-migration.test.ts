// The migration that keeps each coupon's and code's recent redemptions in its row fills that list
// from the redemptions made before it: the 50 most recent, oldest first, in the form
// additional_info shows them (with their ids), each owner its own. Replayed in a scratch schema.
import { describe, expect, it } from "vitest";
import { RECENT_REDEMPTIONS } from "../../src/modules/coupons/coupon.view.js";
import { beforeMigration } from "../helpers/migration-replay.js";

const MIGRATION = "recent_redemptions";

describe(`migration ${MIGRATION}`, () => {
  it("fills each coupon's and code's list with its most recent redemptions, oldest first", async () => {
    const db = await beforeMigration(MIGRATION, "recent_redemptions_replay");
    try {
      await db.exec(`INSERT INTO "Program" ("publicId", "name", "type", "updatedAt") VALUES ('p', 'P', 'Affiliate', now())`);
      await db.exec(
        `INSERT INTO "Coupon" ("uid", "programId", "code", "name", "discountType", "discountAmount", "durationType", "timesRedeemed", "updatedAt")
         VALUES ('big', 1, 'BIG', 'Big', 'percent', 10, 'once', 55, now()), ('none', 1, 'NONE', 'None', 'percent', 10, 'once', 0, now())`,
      );
      await db.exec(`INSERT INTO "PromotionCode" ("uid", "programId", "couponUid", "code", "timesRedeemed", "updatedAt") VALUES ('code', 1, 'big', 'CODE', 1, now())`);
      // 55 on the coupon, inserted newest first (storage order is not the answer); two share a millisecond; one on its code
      const at = (i: number) => `timestamp '2026-11-01 10:00:00' + make_interval(secs => ${i === 30 ? 29 : i})`;
      for (let i = 55; i >= 1; i--) {
        await db.exec(`INSERT INTO "Redemption" (id, "programId", "couponUid", "transactionKey", "redeemedAt") VALUES ('r${String(i).padStart(2, "0")}', 1, 'big', 'k${i}', ${at(i)})`);
      }
      await db.exec(`INSERT INTO "Redemption" (id, "programId", "promotionCodeUid", "transactionKey", "redeemedAt") VALUES ('c1', 1, 'code', 'k1', timestamp '2026-11-02 08:30:00.123')`);
      await db.migrate();
      const lists = new Map(
        (await db.rows<{ uid: string; list: { id: string; redeemed_at: string; transaction_key: string }[] }>(
          `SELECT uid, "recentRedemptions" AS list FROM "Coupon" UNION ALL SELECT uid, "recentRedemptions" FROM "PromotionCode"`,
        )).map((r) => [r.uid, r.list]),
      );
      const big = lists.get("big")!;
      expect(big).toHaveLength(RECENT_REDEMPTIONS);
      expect(big.map((r) => r.transaction_key)).toEqual(Array.from({ length: 50 }, (_, i) => `k${i + 6}`));
      expect(big[0]).toEqual({ id: "r06", redeemed_at: "2026-11-01T10:00:06.000000Z", transaction_key: "k6" });
      // k29 and k30 share their time: the id orders them, as the redemptions list does
      expect(big.slice(23, 25).map((r) => [r.id, r.redeemed_at])).toEqual([
        ["r29", "2026-11-01T10:00:29.000000Z"],
        ["r30", "2026-11-01T10:00:29.000000Z"],
      ]);
      expect(lists.get("none")).toEqual([]);
      expect(lists.get("code")).toEqual([{ id: "c1", redeemed_at: "2026-11-02T08:30:00.123000Z", transaction_key: "k1" }]);
    } finally {
      await db.close();
    }
  });
});
