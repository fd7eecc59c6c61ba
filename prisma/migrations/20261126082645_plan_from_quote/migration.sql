-- AlterTable
ALTER TABLE "EmailCode" ADD COLUMN     "signupPlan" JSONB;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "proposedPlan" JSONB;
