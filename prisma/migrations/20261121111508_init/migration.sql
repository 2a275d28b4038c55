-- Extensions needed by the hand-written constraints at the end of this file.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('admin', 'teacher');

-- CreateEnum
CREATE TYPE "MemberStatus" AS ENUM ('active', 'inactive', 'suspended');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('male', 'female', 'other');

-- CreateEnum
CREATE TYPE "LessonType" AS ENUM ('general', 'exam', 'beginner', 'intermediate', 'advanced', 'kids', 'entrance');

-- CreateEnum
CREATE TYPE "LessonApplicationStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "OnedayApplicationStatus" AS ENUM ('pending', 'contacted', 'scheduled', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "ScheduleChangeType" AS ENUM ('temporary', 'permanent');

-- CreateEnum
CREATE TYPE "ScheduleChangePeriod" AS ENUM ('custom', 'period');

-- CreateEnum
CREATE TYPE "ScheduleChangeStatus" AS ENUM ('pending', 'approved', 'rejected', 'cancelled');

-- CreateEnum
CREATE TYPE "OverrideScope" AS ENUM ('single', 'following');

-- CreateEnum
CREATE TYPE "PersonalScheduleType" AS ENUM ('personal', 'oneday_class');

-- CreateEnum
CREATE TYPE "RecurrencePattern" AS ENUM ('daily', 'weekly', 'monthly');

-- CreateEnum
CREATE TYPE "PracticeSessionStatus" AS ENUM ('scheduled', 'cancelled', 'completed');

-- CreateEnum
CREATE TYPE "InquiryCategory" AS ENUM ('lesson', 'fee', 'oneday', 'facility', 'other');

-- CreateEnum
CREATE TYPE "InquiryStatus" AS ENUM ('pending', 'replied', 'closed');

-- CreateEnum
CREATE TYPE "MemberNotificationCategory" AS ENUM ('practice_booked', 'lesson_request_approved', 'lesson_request_rejected', 'modification_approved', 'modification_rejected', 'payment_due', 'announcement', 'other');

-- CreateEnum
CREATE TYPE "StaffNotificationCategory" AS ENUM ('oneday_request', 'lesson_request', 'modification_request', 'modification_approved', 'modification_rejected', 'practice_booked');

-- CreateEnum
CREATE TYPE "AccountType" AS ENUM ('member', 'staff');

-- CreateTable
CREATE TABLE "staff" (
    "id" SERIAL NOT NULL,
    "login_id" VARCHAR(50) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "name" VARCHAR(50) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "phone_number" VARCHAR(11),
    "role" "StaffRole" NOT NULL DEFAULT 'teacher',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "members" (
    "id" SERIAL NOT NULL,
    "login_id" VARCHAR(50) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "name" VARCHAR(50) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "phone_number" VARCHAR(11) NOT NULL,
    "birth_date" DATE,
    "gender" "Gender",
    "lesson_type" "LessonType",
    "status" "MemberStatus" NOT NULL DEFAULT 'active',
    "is_foreigner" BOOLEAN NOT NULL DEFAULT false,
    "monthly_fee" INTEGER,
    "teacher_id" INTEGER,
    "application_id" INTEGER,
    "registered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lesson_schedules" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "teacher_id" INTEGER NOT NULL,
    "day_of_week" SMALLINT NOT NULL,
    "start_minute" SMALLINT NOT NULL,
    "end_minute" SMALLINT NOT NULL,
    "effective_from" DATE NOT NULL,
    "effective_until" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lesson_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lesson_applications" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(50) NOT NULL,
    "birth_date" DATE NOT NULL,
    "gender" "Gender" NOT NULL,
    "phone_number" VARCHAR(11) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "preferred_time" VARCHAR(1000) NOT NULL,
    "lesson_type" "LessonType" NOT NULL,
    "message" VARCHAR(2000),
    "is_foreigner" BOOLEAN NOT NULL DEFAULT false,
    "status" "LessonApplicationStatus" NOT NULL DEFAULT 'pending',
    "handler_id" INTEGER,
    "teacher_response" VARCHAR(2000),
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lesson_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oneday_applications" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(50) NOT NULL,
    "birth_date" DATE NOT NULL,
    "phone_number" VARCHAR(11) NOT NULL,
    "email" VARCHAR(254),
    "preferred_time" VARCHAR(1000) NOT NULL,
    "message" VARCHAR(2000),
    "status" "OnedayApplicationStatus" NOT NULL DEFAULT 'pending',
    "scheduled_at" TIMESTAMPTZ(3),
    "handler_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oneday_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_change_requests" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "lesson_schedule_id" INTEGER,
    "request_type" VARCHAR(20) NOT NULL DEFAULT 'reschedule',
    "change_type" "ScheduleChangeType" NOT NULL DEFAULT 'temporary',
    "change_period" "ScheduleChangePeriod" NOT NULL DEFAULT 'custom',
    "change_start_date" DATE NOT NULL,
    "change_end_date" DATE NOT NULL,
    "original_date" DATE NOT NULL,
    "requested_date" DATE NOT NULL,
    "requested_start_minute" SMALLINT NOT NULL,
    "requested_end_minute" SMALLINT NOT NULL,
    "reason" VARCHAR(1000) NOT NULL,
    "status" "ScheduleChangeStatus" NOT NULL DEFAULT 'pending',
    "teacher_response" VARCHAR(2000),
    "handler_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "schedule_change_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lesson_overrides" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "lesson_schedule_id" INTEGER NOT NULL,
    "request_id" INTEGER,
    "scope" "OverrideScope" NOT NULL DEFAULT 'single',
    "original_date" DATE NOT NULL,
    "new_date" DATE NOT NULL,
    "new_start_minute" SMALLINT NOT NULL,
    "new_end_minute" SMALLINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lesson_overrides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personal_schedules" (
    "id" SERIAL NOT NULL,
    "teacher_id" INTEGER NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "schedule_date" DATE NOT NULL,
    "start_minute" SMALLINT NOT NULL,
    "end_minute" SMALLINT NOT NULL,
    "description" VARCHAR(2000),
    "notes" VARCHAR(2000),
    "schedule_type" "PersonalScheduleType" NOT NULL DEFAULT 'personal',
    "is_recurring" BOOLEAN NOT NULL DEFAULT false,
    "recurring_pattern" "RecurrencePattern",
    "recurring_until" DATE,
    "related_oneday_id" INTEGER,
    "student_name" VARCHAR(50),
    "student_contact" VARCHAR(254),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "personal_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personal_schedule_exclusions" (
    "id" SERIAL NOT NULL,
    "schedule_id" INTEGER NOT NULL,
    "excluded_date" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "personal_schedule_exclusions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "practice_rooms" (
    "id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(50) NOT NULL,

    CONSTRAINT "practice_rooms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "practice_sessions" (
    "id" SERIAL NOT NULL,
    "room_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "start_time" TIMESTAMPTZ(3) NOT NULL,
    "end_time" TIMESTAMPTZ(3) NOT NULL,
    "status" "PracticeSessionStatus" NOT NULL DEFAULT 'scheduled',
    "notes" VARCHAR(500),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "practice_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inquiries" (
    "id" SERIAL NOT NULL,
    "nickname" VARCHAR(30) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "subject" VARCHAR(100) NOT NULL,
    "category" "InquiryCategory" NOT NULL,
    "message" VARCHAR(5000) NOT NULL,
    "status" "InquiryStatus" NOT NULL DEFAULT 'pending',
    "reply" VARCHAR(5000),
    "replied_at" TIMESTAMPTZ(3),
    "replied_by_id" INTEGER,
    "failed_check_count" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "inquiries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_notifications" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "category" "MemberNotificationCategory" NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "title_en" VARCHAR(200) NOT NULL,
    "message" VARCHAR(5000) NOT NULL,
    "message_en" VARCHAR(5000) NOT NULL,
    "is_read" BOOLEAN NOT NULL DEFAULT false,
    "read_at" TIMESTAMPTZ(3),
    "announcement_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_notifications" (
    "id" SERIAL NOT NULL,
    "staff_id" INTEGER NOT NULL,
    "category" "StaffNotificationCategory" NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "title_en" VARCHAR(200) NOT NULL,
    "message" VARCHAR(5000) NOT NULL,
    "message_en" VARCHAR(5000) NOT NULL,
    "related_id" INTEGER,
    "is_read" BOOLEAN NOT NULL DEFAULT false,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "announcements" (
    "id" SERIAL NOT NULL,
    "author_id" INTEGER,
    "title" VARCHAR(200) NOT NULL,
    "title_en" VARCHAR(200) NOT NULL,
    "message" VARCHAR(5000) NOT NULL,
    "message_en" VARCHAR(5000) NOT NULL,
    "sent_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "announcements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_sessions" (
    "id" UUID NOT NULL,
    "account_type" "AccountType" NOT NULL,
    "member_id" INTEGER,
    "staff_id" INTEGER,
    "user_agent" VARCHAR(500),
    "ip_address" VARCHAR(64),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_tokens" (
    "id" SERIAL NOT NULL,
    "session_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_verification_codes" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "account_type" "AccountType" NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "verified_at" TIMESTAMPTZ(3),
    "consumed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verification_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" BIGSERIAL NOT NULL,
    "staff_id" INTEGER,
    "action" VARCHAR(100) NOT NULL,
    "entity_type" VARCHAR(50) NOT NULL,
    "entity_id" VARCHAR(64),
    "details" JSONB,
    "ip_address" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_login_id_key" ON "staff"("login_id");

-- CreateIndex
CREATE UNIQUE INDEX "staff_email_key" ON "staff"("email");

-- CreateIndex
CREATE UNIQUE INDEX "members_login_id_key" ON "members"("login_id");

-- CreateIndex
CREATE UNIQUE INDEX "members_email_key" ON "members"("email");

-- CreateIndex
CREATE UNIQUE INDEX "members_phone_number_key" ON "members"("phone_number");

-- CreateIndex
CREATE UNIQUE INDEX "members_application_id_key" ON "members"("application_id");

-- CreateIndex
CREATE INDEX "members_status_name_idx" ON "members"("status", "name");

-- CreateIndex
CREATE INDEX "members_teacher_id_idx" ON "members"("teacher_id");

-- CreateIndex
CREATE INDEX "lesson_schedules_member_id_idx" ON "lesson_schedules"("member_id");

-- CreateIndex
CREATE INDEX "lesson_schedules_teacher_id_day_of_week_start_minute_idx" ON "lesson_schedules"("teacher_id", "day_of_week", "start_minute");

-- CreateIndex
CREATE INDEX "lesson_applications_status_created_at_idx" ON "lesson_applications"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "lesson_applications_created_at_idx" ON "lesson_applications"("created_at" DESC);

-- CreateIndex
CREATE INDEX "oneday_applications_status_created_at_idx" ON "oneday_applications"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "oneday_applications_created_at_idx" ON "oneday_applications"("created_at" DESC);

-- CreateIndex
CREATE INDEX "schedule_change_requests_status_created_at_idx" ON "schedule_change_requests"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "schedule_change_requests_member_id_created_at_idx" ON "schedule_change_requests"("member_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "schedule_change_requests_requested_date_idx" ON "schedule_change_requests"("requested_date");

-- CreateIndex
CREATE UNIQUE INDEX "lesson_overrides_request_id_key" ON "lesson_overrides"("request_id");

-- CreateIndex
CREATE INDEX "lesson_overrides_member_id_original_date_idx" ON "lesson_overrides"("member_id", "original_date");

-- CreateIndex
CREATE INDEX "lesson_overrides_new_date_idx" ON "lesson_overrides"("new_date");

-- CreateIndex
CREATE UNIQUE INDEX "lesson_overrides_lesson_schedule_id_original_date_key" ON "lesson_overrides"("lesson_schedule_id", "original_date");

-- CreateIndex
CREATE INDEX "personal_schedules_teacher_id_schedule_date_idx" ON "personal_schedules"("teacher_id", "schedule_date");

-- CreateIndex
CREATE INDEX "personal_schedules_teacher_id_is_recurring_recurring_until_idx" ON "personal_schedules"("teacher_id", "is_recurring", "recurring_until");

-- CreateIndex
CREATE INDEX "personal_schedules_related_oneday_id_idx" ON "personal_schedules"("related_oneday_id");

-- CreateIndex
CREATE UNIQUE INDEX "personal_schedule_exclusions_schedule_id_excluded_date_key" ON "personal_schedule_exclusions"("schedule_id", "excluded_date");

-- CreateIndex
CREATE UNIQUE INDEX "practice_rooms_code_key" ON "practice_rooms"("code");

-- CreateIndex
CREATE INDEX "practice_sessions_start_time_idx" ON "practice_sessions"("start_time");

-- CreateIndex
CREATE INDEX "practice_sessions_member_id_start_time_idx" ON "practice_sessions"("member_id", "start_time" DESC);

-- CreateIndex
CREATE INDEX "inquiries_status_created_at_idx" ON "inquiries"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "inquiries_category_created_at_idx" ON "inquiries"("category", "created_at" DESC);

-- CreateIndex
CREATE INDEX "inquiries_created_at_idx" ON "inquiries"("created_at" DESC);

-- CreateIndex
CREATE INDEX "member_notifications_member_id_created_at_idx" ON "member_notifications"("member_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "member_notifications_member_id_is_read_idx" ON "member_notifications"("member_id", "is_read");

-- CreateIndex
CREATE INDEX "staff_notifications_staff_id_created_at_idx" ON "staff_notifications"("staff_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "staff_notifications_staff_id_is_read_idx" ON "staff_notifications"("staff_id", "is_read");

-- CreateIndex
CREATE INDEX "announcements_created_at_idx" ON "announcements"("created_at" DESC);

-- CreateIndex
CREATE INDEX "auth_sessions_member_id_idx" ON "auth_sessions"("member_id");

-- CreateIndex
CREATE INDEX "auth_sessions_staff_id_idx" ON "auth_sessions"("staff_id");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens"("session_id");

-- CreateIndex
CREATE INDEX "email_verification_codes_email_created_at_idx" ON "email_verification_codes"("email", "created_at" DESC);

-- CreateIndex
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs"("created_at" DESC);

-- CreateIndex
CREATE INDEX "audit_logs_entity_type_entity_id_idx" ON "audit_logs"("entity_type", "entity_id");

-- CreateIndex
CREATE INDEX "audit_logs_staff_id_created_at_idx" ON "audit_logs"("staff_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "lesson_applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_schedules" ADD CONSTRAINT "lesson_schedules_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_schedules" ADD CONSTRAINT "lesson_schedules_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "staff"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_applications" ADD CONSTRAINT "lesson_applications_handler_id_fkey" FOREIGN KEY ("handler_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oneday_applications" ADD CONSTRAINT "oneday_applications_handler_id_fkey" FOREIGN KEY ("handler_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_change_requests" ADD CONSTRAINT "schedule_change_requests_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_change_requests" ADD CONSTRAINT "schedule_change_requests_lesson_schedule_id_fkey" FOREIGN KEY ("lesson_schedule_id") REFERENCES "lesson_schedules"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_change_requests" ADD CONSTRAINT "schedule_change_requests_handler_id_fkey" FOREIGN KEY ("handler_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_overrides" ADD CONSTRAINT "lesson_overrides_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_overrides" ADD CONSTRAINT "lesson_overrides_lesson_schedule_id_fkey" FOREIGN KEY ("lesson_schedule_id") REFERENCES "lesson_schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_overrides" ADD CONSTRAINT "lesson_overrides_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "schedule_change_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personal_schedules" ADD CONSTRAINT "personal_schedules_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personal_schedules" ADD CONSTRAINT "personal_schedules_related_oneday_id_fkey" FOREIGN KEY ("related_oneday_id") REFERENCES "oneday_applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personal_schedule_exclusions" ADD CONSTRAINT "personal_schedule_exclusions_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "personal_schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "practice_rooms"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_replied_by_id_fkey" FOREIGN KEY ("replied_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_announcement_id_fkey" FOREIGN KEY ("announcement_id") REFERENCES "announcements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "auth_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Rules Prisma cannot express, enforced by the database itself (written by hand).
-- ---------------------------------------------------------------------------------------------

-- Times of day are minutes since midnight: a slot ends after it starts and by midnight.
ALTER TABLE "lesson_schedules"
  ADD CONSTRAINT "lesson_schedules_weekday_check" CHECK ("day_of_week" BETWEEN 1 AND 7),
  ADD CONSTRAINT "lesson_schedules_minutes_check" CHECK ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute"),
  ADD CONSTRAINT "lesson_schedules_effective_check" CHECK ("effective_until" IS NULL OR "effective_until" > "effective_from");

-- One teacher never has two weekly lessons of different members overlapping while both are in effect.
ALTER TABLE "lesson_schedules"
  ADD CONSTRAINT "lesson_schedules_no_overlap" EXCLUDE USING gist (
    "teacher_id" WITH =,
    "day_of_week" WITH =,
    int4range("start_minute", "end_minute") WITH &&,
    daterange("effective_from", "effective_until") WITH &&
  );

ALTER TABLE "schedule_change_requests"
  ADD CONSTRAINT "schedule_change_requests_minutes_check" CHECK ("requested_start_minute" >= 0 AND "requested_end_minute" <= 1440 AND "requested_start_minute" < "requested_end_minute");

ALTER TABLE "lesson_overrides"
  ADD CONSTRAINT "lesson_overrides_minutes_check" CHECK ("new_start_minute" >= 0 AND "new_end_minute" <= 1440 AND "new_start_minute" < "new_end_minute");

ALTER TABLE "personal_schedules"
  ADD CONSTRAINT "personal_schedules_minutes_check" CHECK ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute"),
  ADD CONSTRAINT "personal_schedules_recurrence_check" CHECK (
    NOT "is_recurring" OR ("recurring_pattern" IS NOT NULL AND "recurring_until" IS NOT NULL AND "recurring_until" >= "schedule_date")
  );

-- No two non-cancelled bookings of one practice room overlap, even under concurrent requests.
ALTER TABLE "practice_sessions"
  ADD CONSTRAINT "practice_sessions_time_check" CHECK ("start_time" < "end_time"),
  ADD CONSTRAINT "practice_sessions_no_overlap" EXCLUDE USING gist (
    "room_id" WITH =,
    tstzrange("start_time", "end_time", '[)') WITH &&
  ) WHERE ("status" <> 'cancelled');

ALTER TABLE "inquiries"
  ADD CONSTRAINT "inquiries_failed_check_count_check" CHECK ("failed_check_count" >= 0);

ALTER TABLE "email_verification_codes"
  ADD CONSTRAINT "email_verification_codes_attempts_check" CHECK ("attempts" >= 0);

-- A session belongs to exactly one account, of the kind it names.
ALTER TABLE "auth_sessions"
  ADD CONSTRAINT "auth_sessions_owner_check" CHECK (
    ("account_type" = 'member' AND "member_id" IS NOT NULL AND "staff_id" IS NULL)
    OR ("account_type" = 'staff' AND "staff_id" IS NOT NULL AND "member_id" IS NULL)
  );

-- The three practice rooms of the academy are reference data, present in every database.
INSERT INTO "practice_rooms" ("id", "code", "name") VALUES
  (1, 'room1', '드럼 연습실 1'),
  (2, 'room2', '드럼 연습실 2'),
  (3, 'room3', '드럼 연습실 3');
