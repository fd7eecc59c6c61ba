-- CreateEnum
CREATE TYPE "AutoTopUpStatus" AS ENUM ('pending', 'active', 'off');

-- CreateEnum
CREATE TYPE "AutoTopUpPaymentKind" AS ENUM ('mandate', 'charge');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "autoTopUpId" INTEGER,
ADD COLUMN     "autoTopUpKind" "AutoTopUpPaymentKind";

-- CreateTable
CREATE TABLE "AutoTopUp" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "days" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "status" "AutoTopUpStatus" NOT NULL DEFAULT 'pending',
    "provider" TEXT NOT NULL,
    "customerRef" TEXT,
    "mandateRef" TEXT,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "offReason" TEXT,
    "lastChargeDay" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AutoTopUp_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AutoTopUp_userId_key" ON "AutoTopUp"("userId");

-- CreateIndex
CREATE INDEX "AutoTopUp_status_idx" ON "AutoTopUp"("status");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_autoTopUpId_fkey" FOREIGN KEY ("autoTopUpId") REFERENCES "AutoTopUp"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutoTopUp" ADD CONSTRAINT "AutoTopUp_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
