-- The meal ledger: every meal a record from its cut-off on, with its state, and delivery staff.
ALTER TYPE "Role" ADD VALUE 'delivery';

CREATE TYPE "MealState" AS ENUM ('scheduled', 'locked', 'out_for_delivery', 'delivered', 'not_delivered', 'skipped', 'paused', 'closed', 'not_affordable');

CREATE TYPE "NotDeliveredReason" AS ENUM ('not_at_home', 'refused', 'address_not_found', 'other');

CREATE TABLE "MealRecord" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "meal" "Meal" NOT NULL,
    "hour" INTEGER NOT NULL,
    "type" "MealCategory" NOT NULL,
    "snacks" BOOLEAN NOT NULL DEFAULT false,
    "drinks" BOOLEAN NOT NULL DEFAULT false,
    "proteinMultiplier" INTEGER NOT NULL DEFAULT 0,
    "pricePaise" INTEGER NOT NULL,
    "dishName" TEXT,
    "addressLabel" TEXT,
    "addressLine1" TEXT,
    "addressLine2" TEXT,
    "landmark" TEXT,
    "city" TEXT,
    "pin" TEXT,
    "deliveryNotes" TEXT,
    "state" "MealState" NOT NULL,
    "reason" "NotDeliveredReason",
    "note" TEXT,
    "lockedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stateChangedAt" TIMESTAMP(3),
    "stateChangedById" INTEGER,

    CONSTRAINT "MealRecord_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "MealLock" (
    "date" DATE NOT NULL,
    "meal" "Meal" NOT NULL,
    "lockedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MealLock_pkey" PRIMARY KEY ("date","meal")
);

CREATE UNIQUE INDEX "MealRecord_userId_date_meal_key" ON "MealRecord"("userId", "date", "meal");

CREATE INDEX "MealRecord_date_meal_state_idx" ON "MealRecord"("date", "meal", "state");

ALTER TABLE "MealRecord" ADD CONSTRAINT "MealRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "MealRecord" ADD CONSTRAINT "MealRecord_stateChangedById_fkey" FOREIGN KEY ("stateChangedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
