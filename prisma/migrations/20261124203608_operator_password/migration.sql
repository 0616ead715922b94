-- AlterTable
ALTER TABLE "Operator" ADD COLUMN     "passwordHash" TEXT;
