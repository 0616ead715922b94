-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "emailNotifications" BOOLEAN NOT NULL DEFAULT true;
