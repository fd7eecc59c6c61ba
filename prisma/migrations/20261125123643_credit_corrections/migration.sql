-- CreateEnum
CREATE TYPE "DebitReason" AS ENUM ('refund', 'correction', 'other');

-- AlterEnum
ALTER TYPE "PaymentMethod" ADD VALUE 'adjustment';

-- AlterTable
ALTER TABLE "CreditTransaction" ADD COLUMN     "debitReason" "DebitReason",
ADD COLUMN     "reversesId" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "CreditTransaction_reversesId_key" ON "CreditTransaction"("reversesId");

-- AddForeignKey
ALTER TABLE "CreditTransaction" ADD CONSTRAINT "CreditTransaction_reversesId_fkey" FOREIGN KEY ("reversesId") REFERENCES "CreditTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
