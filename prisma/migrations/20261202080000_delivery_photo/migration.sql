-- The photo a rider may take of a meal not delivered (the closed gate, the wrong address): the key
-- of the image in the image storage, or null.
ALTER TABLE "MealRecord" ADD COLUMN "photoKey" TEXT;
