-- A customer rates a delivered meal, and the rating counts for each dish the meal had.
ALTER TABLE "MealRecord" ADD COLUMN "dishIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN "rating" INTEGER,
ADD COLUMN "ratingComment" TEXT,
ADD COLUMN "ratedAt" TIMESTAMP(3);
