-- AlterTable
ALTER TABLE "IdempotencyKey" ADD COLUMN     "lockedUntil" TIMESTAMP(3);
