-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'kitchen';
