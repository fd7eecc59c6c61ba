-- The delivery run's order of PIN codes, set by the kitchen: each PIN code's place, and each ledger
-- meal's copy of it (so the rider's run is sorted by one column of its own table).
ALTER TABLE "ServiceAreaPin" ADD COLUMN "runOrder" INTEGER;

ALTER TABLE "MealRecord" ADD COLUMN "runOrder" INTEGER;
