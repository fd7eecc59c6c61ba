-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "unsubscribeUrl" TEXT;
