-- AlterEnum
ALTER TYPE "OutboxStatus" ADD VALUE 'dead';

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastAttemptAt" TIMESTAMP(3),
ADD COLUMN     "retriedAt" TIMESTAMP(3),
ADD COLUMN     "secrets" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lowCreditNotifiedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "EmailOutbox_status_createdAt_idx" ON "EmailOutbox"("status", "createdAt");
