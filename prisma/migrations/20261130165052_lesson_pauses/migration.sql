-- CreateEnum
CREATE TYPE "PauseState" AS ENUM ('pending', 'approved', 'rejected', 'cancelled');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MemberNotificationCategory" ADD VALUE 'pause_approved';
ALTER TYPE "MemberNotificationCategory" ADD VALUE 'pause_rejected';

-- AlterEnum
ALTER TYPE "StaffNotificationCategory" ADD VALUE 'pause_request';

-- CreateTable
CREATE TABLE "pauses" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "from_month" CHAR(7) NOT NULL,
    "until_month" CHAR(7) NOT NULL,
    "state" "PauseState" NOT NULL DEFAULT 'pending',
    "reason" VARCHAR(1000),
    "keep_slot" BOOLEAN,
    "staff_reason" VARCHAR(1000),
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pauses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "paused_months" (
    "id" SERIAL NOT NULL,
    "pause_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "month" CHAR(7) NOT NULL,

    CONSTRAINT "paused_months_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "pauses_member_id_created_at_idx" ON "pauses"("member_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "pauses_state_created_at_idx" ON "pauses"("state", "created_at" DESC);

-- CreateIndex
CREATE INDEX "pauses_created_at_idx" ON "pauses"("created_at" DESC);

-- CreateIndex
CREATE INDEX "paused_months_month_idx" ON "paused_months"("month");

-- CreateIndex
CREATE INDEX "paused_months_pause_id_idx" ON "paused_months"("pause_id");

-- CreateIndex
CREATE UNIQUE INDEX "paused_months_member_id_month_key" ON "paused_months"("member_id", "month");

-- AddForeignKey
ALTER TABLE "pauses" ADD CONSTRAINT "pauses_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pauses" ADD CONSTRAINT "pauses_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paused_months" ADD CONSTRAINT "paused_months_pause_id_fkey" FOREIGN KEY ("pause_id") REFERENCES "pauses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paused_months" ADD CONSTRAINT "paused_months_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A pause runs forward: its last month is not before its first.
ALTER TABLE "pauses" ADD CONSTRAINT "pauses_months_ordered" CHECK ("until_month" >= "from_month");
