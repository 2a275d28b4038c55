-- AlterEnum
ALTER TYPE "MemberNotificationCategory" ADD VALUE 'academy_closed';

-- CreateTable
CREATE TABLE "closures" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "reason" VARCHAR(200) NOT NULL,
    "reason_en" VARCHAR(200) NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "closures_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "closures_date_key" ON "closures"("date");

-- AddForeignKey
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;
