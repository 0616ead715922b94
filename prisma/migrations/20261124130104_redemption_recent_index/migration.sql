-- CreateIndex
CREATE INDEX "Redemption_couponUid_redeemedAt_id_idx" ON "Redemption"("couponUid", "redeemedAt", "id");

-- CreateIndex
CREATE INDEX "Redemption_promotionCodeUid_redeemedAt_id_idx" ON "Redemption"("promotionCodeUid", "redeemedAt", "id");
