-- CreateEnum
CREATE TYPE "TaxDocumentKind" AS ENUM ('receipt_voucher', 'tax_invoice');

-- CreateTable
CREATE TABLE "TaxDocument" (
    "id" SERIAL NOT NULL,
    "kind" "TaxDocumentKind" NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "paymentId" INTEGER,
    "month" DATE,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "seller" JSONB NOT NULL,
    "customer" JSONB NOT NULL,
    "placeOfSupply" TEXT NOT NULL,
    "sacCode" TEXT NOT NULL,
    "rateBasisPoints" INTEGER NOT NULL,
    "lines" JSONB NOT NULL,
    "totalPaise" INTEGER NOT NULL,
    "taxablePaise" INTEGER NOT NULL,
    "cgstPaise" INTEGER NOT NULL,
    "sgstPaise" INTEGER NOT NULL,
    "igstPaise" INTEGER NOT NULL,

    CONSTRAINT "TaxDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxDocumentCounter" (
    "series" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "TaxDocumentCounter_pkey" PRIMARY KEY ("series","financialYear")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_number_key" ON "TaxDocument"("number");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_paymentId_key" ON "TaxDocument"("paymentId");

-- CreateIndex
CREATE INDEX "TaxDocument_userId_issuedAt_idx" ON "TaxDocument"("userId", "issuedAt");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_kind_financialYear_sequence_key" ON "TaxDocument"("kind", "financialYear", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_userId_month_key" ON "TaxDocument"("userId", "month");

-- AddForeignKey
ALTER TABLE "TaxDocument" ADD CONSTRAINT "TaxDocument_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaxDocument" ADD CONSTRAINT "TaxDocument_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Files an e-mail carries (a receipt's voucher PDF)
ALTER TABLE "EmailOutbox" ADD COLUMN "attachments" JSONB;
