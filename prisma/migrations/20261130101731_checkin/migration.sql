-- AlterEnum

ALTER TYPE "MemberNotificationCategory" ADD VALUE 'checked_in';
ALTER TYPE "MemberNotificationCategory" ADD VALUE 'not_arrived';

-- AlterTable
ALTER TABLE "members" ADD COLUMN     "checkin_code" VARCHAR(4);

-- CreateTable
CREATE TABLE "not_arrived_notices" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "lesson_date" DATE NOT NULL,
    "notified_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "not_arrived_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "not_arrived_notices_member_id_lesson_date_key" ON "not_arrived_notices"("member_id", "lesson_date");

-- CreateIndex
CREATE UNIQUE INDEX "members_checkin_code_key" ON "members"("checkin_code");

-- AddForeignKey
ALTER TABLE "not_arrived_notices" ADD CONSTRAINT "not_arrived_notices_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: a check-in code is exactly four digits (docs/product/checkin.md)
ALTER TABLE "members"
  ADD CONSTRAINT "members_checkin_code_check" CHECK ("checkin_code" IS NULL OR "checkin_code" ~ '^[0-9]{4}$');

-- Every member who takes lessons gets a code now: the numbers 0000 to 9999 in a random order,
-- handed out one per member in the order they joined (beyond 10,000 members the rest get theirs
-- when staff give one)
WITH "codes" AS (
  SELECT lpad("n"::text, 4, '0') AS "code", row_number() OVER (ORDER BY random()) AS "rank"
  FROM generate_series(0, 9999) AS "n"
), "takers" AS (
  SELECT "id", row_number() OVER (ORDER BY "id") AS "rank"
  FROM "members"
  WHERE "takes_lessons" AND "checkin_code" IS NULL
)
UPDATE "members" SET "checkin_code" = "codes"."code"
FROM "takers" JOIN "codes" ON "codes"."rank" = "takers"."rank"
WHERE "members"."id" = "takers"."id";
