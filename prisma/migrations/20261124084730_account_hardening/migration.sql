-- AlterTable
ALTER TABLE "EmailCode" ADD COLUMN     "signupName" TEXT,
ADD COLUMN     "signupPasswordHash" TEXT,
ADD COLUMN     "signupPhone" TEXT,
ADD COLUMN     "signupTicketHash" TEXT;

-- AlterTable: existing families end 90 days after their first sign-in (backfilled by hand).
ALTER TABLE "Session" ADD COLUMN     "familyExpiresAt" TIMESTAMP(3);
UPDATE "Session" AS s SET "familyExpiresAt" = f."startedAt" + INTERVAL '90 days'
  FROM (SELECT "familyId", min("createdAt") AS "startedAt" FROM "Session" GROUP BY "familyId") AS f
  WHERE f."familyId" = s."familyId";
ALTER TABLE "Session" ALTER COLUMN "familyExpiresAt" SET NOT NULL;

-- CreateTable
CREATE TABLE "CodeGuard" (
    "purpose" "CodePurpose" NOT NULL,
    "email" TEXT NOT NULL,
    "wrongAttempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CodeGuard_pkey" PRIMARY KEY ("purpose","email")
);

-- CreateTable
CREATE TABLE "LoginThrottle" (
    "key" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lockedUntil" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoginThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "CodeGuard_expiresAt_idx" ON "CodeGuard"("expiresAt");

-- CreateIndex
CREATE INDEX "LoginThrottle_email_idx" ON "LoginThrottle"("email");

-- CreateIndex
CREATE INDEX "LoginThrottle_expiresAt_idx" ON "LoginThrottle"("expiresAt");

-- CreateIndex
CREATE INDEX "EmailCode_signupTicketHash_idx" ON "EmailCode"("signupTicketHash");
