-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "syncMessage" TEXT,
ADD COLUMN     "syncSuccessful" BOOLEAN,
ADD COLUMN     "syncedAt" TIMESTAMP(3);
