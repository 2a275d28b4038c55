-- CreateEnum
CREATE TYPE "AnnouncementAudience" AS ENUM ('all', 'weekday', 'teacher', 'guardians');

-- AlterTable
ALTER TABLE "announcements" ADD COLUMN     "audience" "AnnouncementAudience" NOT NULL DEFAULT 'all',
ADD COLUMN     "audience_teacher_id" INTEGER,
ADD COLUMN     "audience_weekday" SMALLINT;

-- CreateIndex
CREATE INDEX "announcements_audience_teacher_id_idx" ON "announcements"("audience_teacher_id");

-- AddForeignKey
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_audience_teacher_id_fkey" FOREIGN KEY ("audience_teacher_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The weekday is set exactly for a weekday group, Monday to Friday, and the teacher only for a teacher
-- group (null there once the account is deleted).
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_audience_weekday_check"
  CHECK (("audience" = 'weekday') = ("audience_weekday" IS NOT NULL)
    AND ("audience_weekday" IS NULL OR "audience_weekday" BETWEEN 1 AND 5));
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_audience_teacher_check"
  CHECK ("audience" = 'teacher' OR "audience_teacher_id" IS NULL);
