-- AlterEnum
ALTER TYPE "MemberNotificationCategory" ADD VALUE 'lesson_reminder';

-- AlterTable
ALTER TABLE "members" ADD COLUMN     "email_reminders" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "lesson_reminders" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "lesson_date" DATE NOT NULL,
    "lesson_start" TIMESTAMPTZ(3) NOT NULL,
    "reminded_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lesson_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oneday_reminders" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "class_start" TIMESTAMPTZ(3) NOT NULL,
    "reminded_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oneday_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lesson_reminders_lesson_start_idx" ON "lesson_reminders"("lesson_start");

-- CreateIndex
CREATE UNIQUE INDEX "lesson_reminders_member_id_lesson_date_lesson_start_key" ON "lesson_reminders"("member_id", "lesson_date", "lesson_start");

-- CreateIndex
CREATE UNIQUE INDEX "oneday_reminders_application_id_class_start_key" ON "oneday_reminders"("application_id", "class_start");

-- AddForeignKey
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oneday_reminders" ADD CONSTRAINT "oneday_reminders_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "oneday_applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
