-- Kitchen closures: a date's meal (or all three) the kitchen does not cook.
CREATE TABLE "KitchenClosure" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "meal" "Meal" NOT NULL,
    "reason" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KitchenClosure_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "KitchenClosure_date_meal_key" ON "KitchenClosure"("date", "meal");

ALTER TABLE "KitchenClosure" ADD CONSTRAINT "KitchenClosure_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The summary leaves closed meals out: a closure raises its counter.
CREATE CONSTRAINT TRIGGER "KitchenClosure_summary_version" AFTER INSERT OR UPDATE OR DELETE ON "KitchenClosure"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
