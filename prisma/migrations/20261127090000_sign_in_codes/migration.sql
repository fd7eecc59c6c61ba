-- AlterEnum
ALTER TYPE "CodePurpose" ADD VALUE 'sign_in';
