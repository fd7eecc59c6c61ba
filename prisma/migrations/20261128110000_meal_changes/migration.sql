-- One-day changes: a customer's meal of one date made different from the routine (hour, type,
-- extras, address), or a meal added on a date the routine has none.
CREATE TABLE "MealChange" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "meal" "Meal" NOT NULL,
    "hour" INTEGER NOT NULL,
    "type" "MealCategory" NOT NULL,
    "snacks" BOOLEAN NOT NULL DEFAULT false,
    "drinks" BOOLEAN NOT NULL DEFAULT false,
    "proteinMultiplier" INTEGER NOT NULL DEFAULT 0,
    "addressId" INTEGER,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MealChange_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "MealChange_userId_date_meal_key" ON "MealChange"("userId", "date", "meal");

CREATE INDEX "MealChange_date_meal_idx" ON "MealChange"("date", "meal");

ALTER TABLE "MealChange" ADD CONSTRAINT "MealChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "MealChange" ADD CONSTRAINT "MealChange_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "MealChange" ADD CONSTRAINT "MealChange_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The summary counts a changed meal as changed: a change raises its counter.
CREATE CONSTRAINT TRIGGER "MealChange_summary_version" AFTER INSERT OR UPDATE OR DELETE ON "MealChange"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
