-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "ipHash" TEXT;
