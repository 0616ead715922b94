-- AlterTable
ALTER TABLE "OutboxEvent" ADD COLUMN     "detail" JSONB;
