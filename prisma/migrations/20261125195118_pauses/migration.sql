-- AlterTable
ALTER TABLE "Skip" ADD COLUMN     "pauseId" INTEGER;

-- CreateTable
CREATE TABLE "Pause" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "fromDate" DATE NOT NULL,
    "toDate" DATE NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Pause_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Pause_userId_fromDate_idx" ON "Pause"("userId", "fromDate");

-- CreateIndex
CREATE INDEX "Skip_pauseId_idx" ON "Skip"("pauseId");

-- AddForeignKey
ALTER TABLE "Skip" ADD CONSTRAINT "Skip_pauseId_fkey" FOREIGN KEY ("pauseId") REFERENCES "Pause"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Pause" ADD CONSTRAINT "Pause_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
