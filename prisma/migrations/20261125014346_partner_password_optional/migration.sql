-- AlterTable
ALTER TABLE "Partner" ALTER COLUMN "passwordHash" DROP NOT NULL;
