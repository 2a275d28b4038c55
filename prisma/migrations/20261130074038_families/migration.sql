-- CreateEnum
CREATE TYPE "Applicant" AS ENUM ('self', 'child');

-- CreateEnum
CREATE TYPE "GuardianRelation" AS ENUM ('mother', 'father', 'grandparent', 'other');

-- AlterTable
ALTER TABLE "lesson_applications" ADD COLUMN     "applicant" "Applicant" NOT NULL DEFAULT 'self',
ADD COLUMN     "guardian_email" VARCHAR(254),
ADD COLUMN     "guardian_name" VARCHAR(50),
ADD COLUMN     "guardian_phone" VARCHAR(11),
ADD COLUMN     "guardian_relation" "GuardianRelation",
ALTER COLUMN "phone_number" DROP NOT NULL,
ALTER COLUMN "email" DROP NOT NULL;

-- AlterTable
ALTER TABLE "members" ADD COLUMN     "guardian_id" INTEGER,
ADD COLUMN     "takes_lessons" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "guardian_relation" "GuardianRelation",
ALTER COLUMN "login_id" DROP NOT NULL,
ALTER COLUMN "password_hash" DROP NOT NULL,
ALTER COLUMN "email" DROP NOT NULL,
ALTER COLUMN "phone_number" DROP NOT NULL;

-- AlterTable
ALTER TABLE "oneday_applications" ADD COLUMN     "applicant" "Applicant" NOT NULL DEFAULT 'self',
ADD COLUMN     "guardian_email" VARCHAR(254),
ADD COLUMN     "guardian_name" VARCHAR(50),
ADD COLUMN     "guardian_phone" VARCHAR(11),
ADD COLUMN     "guardian_relation" "GuardianRelation",
ALTER COLUMN "phone_number" DROP NOT NULL;

-- CreateTable
CREATE TABLE "consents" (
    "id" SERIAL NOT NULL,
    "lesson_application_id" INTEGER,
    "oneday_application_id" INTEGER,
    "member_id" INTEGER,
    "guardian_name" VARCHAR(50) NOT NULL,
    "text_version" VARCHAR(20) NOT NULL,
    "purposes" TEXT[],
    "consented_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "consents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "consents_lesson_application_id_key" ON "consents"("lesson_application_id");

-- CreateIndex
CREATE UNIQUE INDEX "consents_oneday_application_id_key" ON "consents"("oneday_application_id");

-- CreateIndex
CREATE INDEX "consents_member_id_idx" ON "consents"("member_id");

-- CreateIndex
CREATE INDEX "members_guardian_id_idx" ON "members"("guardian_id");

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_guardian_id_fkey" FOREIGN KEY ("guardian_id") REFERENCES "members"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_lesson_application_id_fkey" FOREIGN KEY ("lesson_application_id") REFERENCES "lesson_applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_oneday_application_id_fkey" FOREIGN KEY ("oneday_application_id") REFERENCES "oneday_applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A member is never their own guardian, a member without a guardian can sign in and be reached
-- (login id, password, e-mail and phone), and a login id goes with a password.
ALTER TABLE "members"
  ADD CONSTRAINT "members_guardian_not_self_check" CHECK ("guardian_id" IS NULL OR "guardian_id" <> "id"),
  ADD CONSTRAINT "members_reachable_check" CHECK (
    "guardian_id" IS NOT NULL
    OR ("login_id" IS NOT NULL AND "email" IS NOT NULL AND "phone_number" IS NOT NULL)),
  ADD CONSTRAINT "members_login_check" CHECK (("login_id" IS NULL) = ("password_hash" IS NULL));

-- Whoever applies for themselves gives their own contact, whoever applies for a child gives the
-- guardian's (name, phone and relationship, and the e-mail too for lessons: the account goes there).
ALTER TABLE "lesson_applications"
  ADD CONSTRAINT "lesson_applications_contact_check" CHECK (
    CASE "applicant"
      WHEN 'self' THEN "phone_number" IS NOT NULL AND "email" IS NOT NULL
      ELSE "guardian_name" IS NOT NULL AND "guardian_phone" IS NOT NULL
        AND "guardian_email" IS NOT NULL AND "guardian_relation" IS NOT NULL
    END);

ALTER TABLE "oneday_applications"
  ADD CONSTRAINT "oneday_applications_contact_check" CHECK (
    CASE "applicant"
      WHEN 'self' THEN "phone_number" IS NOT NULL
      ELSE "guardian_name" IS NOT NULL AND "guardian_phone" IS NOT NULL
        AND "guardian_relation" IS NOT NULL
    END);

-- A child without an address of their own has no row in account_emails: the trigger adds one
-- when an address is set, moves it when it changes and removes it when it is cleared.
CREATE OR REPLACE FUNCTION "keep_member_email"() RETURNS trigger LANGUAGE plpgsql AS $keep$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.email IS NOT NULL AND NEW.email IS NOT NULL THEN
    UPDATE account_emails SET email = lower(NEW.email) WHERE member_id = NEW.id;
  ELSIF TG_OP = 'UPDATE' AND OLD.email IS NOT NULL THEN
    DELETE FROM account_emails WHERE member_id = NEW.id;
  ELSIF NEW.email IS NOT NULL THEN
    INSERT INTO account_emails (email, member_id) VALUES (lower(NEW.email), NEW.id);
  END IF;
  RETURN NULL;
END
$keep$;
