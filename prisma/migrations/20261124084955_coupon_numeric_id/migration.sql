-- Coupons get the numeric id clients send as coupon_id. Existing coupons are numbered in the
-- order they were created (a plain SERIAL would number them in storage order), then the
-- sequence continues after them: the end state is what SERIAL makes. (No semicolons in
-- comments: the PostgreSQL driver splits the script on them.)
ALTER TABLE "Coupon" ADD COLUMN "id" INTEGER;

UPDATE "Coupon" AS c SET "id" = n.rn
  FROM (SELECT "uid", row_number() OVER (ORDER BY "createdAt", "uid") AS rn FROM "Coupon") AS n
 WHERE c."uid" = n."uid";

CREATE SEQUENCE "Coupon_id_seq" AS INTEGER OWNED BY "Coupon"."id";
SELECT setval('"Coupon_id_seq"', COALESCE((SELECT max("id") FROM "Coupon"), 0) + 1, false);
ALTER TABLE "Coupon" ALTER COLUMN "id" SET DEFAULT nextval('"Coupon_id_seq"'), ALTER COLUMN "id" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Coupon_id_key" ON "Coupon"("id");
