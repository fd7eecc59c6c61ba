-- AlterTable
ALTER TABLE "EmailCode" ADD COLUMN     "signupPin" TEXT;
