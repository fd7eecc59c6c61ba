-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lowCreditEmails" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "weeklySummaryEmails" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "weeklySummaryWeek" DATE;
