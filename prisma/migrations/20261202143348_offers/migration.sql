-- CreateEnum
CREATE TYPE "OfferKind" AS ENUM ('first_month', 'coupon');

-- CreateEnum
CREATE TYPE "DiscountType" AS ENUM ('percent', 'flat');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "creditPaise" INTEGER,
ADD COLUMN     "discountPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "offerId" INTEGER;

-- Payments made before offers added exactly what was paid
UPDATE "Payment" SET "creditPaise" = "amountPaise";
ALTER TABLE "Payment" ALTER COLUMN "creditPaise" SET NOT NULL;

-- CreateTable
CREATE TABLE "Offer" (
    "id" SERIAL NOT NULL,
    "kind" "OfferKind" NOT NULL,
    "code" TEXT,
    "title" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "badge" TEXT NOT NULL DEFAULT '',
    "discountType" "DiscountType" NOT NULL,
    "value" INTEGER NOT NULL,
    "maxDiscountPaise" INTEGER,
    "minTopUpPaise" INTEGER NOT NULL DEFAULT 0,
    "validFrom" TIMESTAMP(3),
    "validTo" TIMESTAMP(3),
    "totalUses" INTEGER,
    "usesPerCustomer" INTEGER,
    "newCustomersOnly" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Offer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Offer_code_key" ON "Offer"("code");

-- CreateIndex
CREATE INDEX "Offer_kind_active_idx" ON "Offer"("kind", "active");

-- CreateIndex
CREATE INDEX "Payment_offerId_userId_idx" ON "Payment"("offerId", "userId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The first-month offer the home page has always advertised: 20% off the credit added, up to 2000 rupees in all
INSERT INTO "Offer" ("kind", "title", "description", "badge", "discountType", "value", "maxDiscountPaise", "updatedAt")
VALUES ('first_month', 'LIMITED TIME OFFER!', 'Get 20% OFF on your first month order!', '20% OFF your first month', 'percent', 20, 200000, CURRENT_TIMESTAMP);
