-- CreateIndex
CREATE INDEX "OutboxEvent_programId_createdAt_idx" ON "OutboxEvent"("programId", "createdAt");
