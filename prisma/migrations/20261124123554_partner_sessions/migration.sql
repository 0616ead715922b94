-- CreateEnum
CREATE TYPE "SessionRealm" AS ENUM ('partner', 'operator');

-- CreateEnum
CREATE TYPE "SignInTokenKind" AS ENUM ('code', 'link', 'api_link', 'verify_email');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "EmailKind" ADD VALUE 'partner_sign_in';
ALTER TYPE "EmailKind" ADD VALUE 'partner_email_verification';

-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "emailVerified" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "realm" "SessionRealm" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "partnerUid" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInToken" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "partnerUid" TEXT NOT NULL,
    "kind" "SignInTokenKind" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "voidedAt" TIMESTAMP(3),

    CONSTRAINT "SignInToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInThrottle" (
    "programId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("programId","email")
);

-- CreateIndex
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- CreateIndex
CREATE INDEX "Session_partnerUid_idx" ON "Session"("partnerUid");

-- CreateIndex
CREATE UNIQUE INDEX "SignInToken_tokenHash_key" ON "SignInToken"("tokenHash");

-- CreateIndex
CREATE INDEX "SignInToken_partnerUid_kind_createdAt_idx" ON "SignInToken"("partnerUid", "kind", "createdAt");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignInToken" ADD CONSTRAINT "SignInToken_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE CASCADE ON UPDATE CASCADE;
