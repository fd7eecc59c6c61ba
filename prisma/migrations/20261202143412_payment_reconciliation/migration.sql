-- Reconciling online top-ups with the provider: an order nobody paid is marked abandoned in the
-- database (no longer only shown so), and what the provider's records and ours disagree on is kept
-- for admins, one row per order, kind and provider payment. The new enum value is only added here,
-- not used, so the migration runs inside its transaction.

-- CreateEnum
CREATE TYPE "PaymentDifferenceKind" AS ENUM ('amount_mismatch', 'payment_reused', 'paid_after_failed', 'paid_after_abandoned', 'captured_twice', 'unknown_order');

-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'abandoned';

-- CreateTable
CREATE TABLE "PaymentDifference" (
    "id" SERIAL NOT NULL,
    "paymentRecordId" INTEGER NOT NULL,
    "kind" "PaymentDifferenceKind" NOT NULL,
    "providerPaymentId" TEXT NOT NULL DEFAULT '',
    "providerAmountPaise" INTEGER,
    "detail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "PaymentDifference_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentDifference_resolvedAt_createdAt_idx" ON "PaymentDifference"("resolvedAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentDifference_paymentRecordId_kind_providerPaymentId_key" ON "PaymentDifference"("paymentRecordId", "kind", "providerPaymentId");

-- AddForeignKey
ALTER TABLE "PaymentDifference" ADD CONSTRAINT "PaymentDifference_paymentRecordId_fkey" FOREIGN KEY ("paymentRecordId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
