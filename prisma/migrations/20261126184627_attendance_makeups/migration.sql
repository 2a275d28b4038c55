-- CreateEnum
CREATE TYPE "AttendanceStatus" AS ENUM ('attended', 'absent_with_notice', 'absent_without_notice', 'cancelled_by_academy');

-- CreateEnum
CREATE TYPE "MakeupCreditSource" AS ENUM ('absence_notice', 'academy_cancellation', 'staff_grant');

-- CreateEnum
CREATE TYPE "MakeupLessonStatus" AS ENUM ('booked', 'requested', 'rejected', 'cancelled');

-- CreateTable
CREATE TABLE "lesson_attendance" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "lesson_date" DATE NOT NULL,
    "status" "AttendanceStatus" NOT NULL,
    "note" VARCHAR(200),
    "marked_by_id" INTEGER,
    "marked_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lesson_attendance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "makeup_credits" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "source" "MakeupCreditSource" NOT NULL,
    "lesson_date" DATE,
    "expires_on" DATE NOT NULL,
    "reason" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "voided_at" TIMESTAMPTZ(3),
    "void_reason" VARCHAR(200),

    CONSTRAINT "makeup_credits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "makeup_lessons" (
    "id" SERIAL NOT NULL,
    "credit_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "teacher_id" INTEGER NOT NULL,
    "lesson_date" DATE NOT NULL,
    "start_minute" SMALLINT NOT NULL,
    "end_minute" SMALLINT NOT NULL,
    "status" "MakeupLessonStatus" NOT NULL,
    "teacher_response" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "makeup_lessons_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lesson_attendance_lesson_date_idx" ON "lesson_attendance"("lesson_date");

-- CreateIndex
CREATE UNIQUE INDEX "lesson_attendance_member_id_lesson_date_key" ON "lesson_attendance"("member_id", "lesson_date");

-- CreateIndex
CREATE INDEX "makeup_credits_member_id_expires_on_idx" ON "makeup_credits"("member_id", "expires_on");

-- CreateIndex
CREATE UNIQUE INDEX "makeup_credits_member_id_lesson_date_key" ON "makeup_credits"("member_id", "lesson_date");

-- CreateIndex
CREATE INDEX "makeup_lessons_member_id_lesson_date_idx" ON "makeup_lessons"("member_id", "lesson_date");

-- CreateIndex
CREATE INDEX "makeup_lessons_teacher_id_lesson_date_idx" ON "makeup_lessons"("teacher_id", "lesson_date");

-- CreateIndex
CREATE INDEX "makeup_lessons_status_created_at_idx" ON "makeup_lessons"("status", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_marked_by_id_fkey" FOREIGN KEY ("marked_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "makeup_lessons" ADD CONSTRAINT "makeup_lessons_credit_id_fkey" FOREIGN KEY ("credit_id") REFERENCES "makeup_credits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "makeup_lessons" ADD CONSTRAINT "makeup_lessons_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "makeup_lessons" ADD CONSTRAINT "makeup_lessons_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "staff"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written (Prisma cannot express them): what must never happen, whatever writes the rows.
ALTER TABLE "makeup_credits"
  ADD CONSTRAINT "makeup_credits_source_day_check" CHECK (("source" = 'staff_grant') = ("lesson_date" IS NULL)),
  ADD CONSTRAINT "makeup_credits_void_check" CHECK (("voided_at" IS NULL) = ("void_reason" IS NULL));

ALTER TABLE "makeup_lessons"
  ADD CONSTRAINT "makeup_lessons_minutes_check" CHECK ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute"),
  -- A credit is spent once: at most one booked or requested make-up per credit.
  ADD CONSTRAINT "makeup_lessons_credit_spent_once" EXCLUDE USING gist (
    "credit_id" WITH =
  ) WHERE ("status" IN ('booked', 'requested')),
  -- Two make-ups never take one teacher's hour.
  ADD CONSTRAINT "makeup_lessons_no_overlap" EXCLUDE USING gist (
    "teacher_id" WITH =,
    "lesson_date" WITH =,
    int4range("start_minute", "end_minute") WITH &&
  ) WHERE ("status" = 'booked'),
  -- A member has at most one lesson a day, which is what names it in attendance.
  ADD CONSTRAINT "makeup_lessons_one_per_member_day" EXCLUDE USING gist (
    "member_id" WITH =,
    "lesson_date" WITH =
  ) WHERE ("status" IN ('booked', 'requested'));
