-- CreateEnum
CREATE TYPE "DeletionRequestState" AS ENUM ('open', 'completed', 'declined');

-- AlterTable
ALTER TABLE "members" ADD COLUMN     "anonymized_at" TIMESTAMPTZ(3),
ADD COLUMN     "left_on" DATE;

-- CreateTable
CREATE TABLE "deletion_requests" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "requested_by_id" INTEGER,
    "state" "DeletionRequestState" NOT NULL DEFAULT 'open',
    "reason" VARCHAR(500),
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deletion_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deletion_requests_state_created_at_idx" ON "deletion_requests"("state", "created_at");

-- CreateIndex
CREATE INDEX "deletion_requests_member_id_idx" ON "deletion_requests"("member_id");

-- CreateIndex
CREATE INDEX "members_left_on_idx" ON "members"("left_on");

-- AddForeignKey
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One open deletion request per member, however many arrive at once.
CREATE UNIQUE INDEX "deletion_requests_one_open_per_member" ON "deletion_requests"("member_id") WHERE (state = 'open');

-- A decided request says when, and a declined one why.
ALTER TABLE "deletion_requests"
  ADD CONSTRAINT "deletion_requests_decided_check" CHECK (("state" = 'open') = ("decided_at" IS NULL)),
  ADD CONSTRAINT "deletion_requests_reason_check" CHECK ("state" <> 'declined' OR "reason" IS NOT NULL);

-- Only a member who is inactive has left, and only one who left is anonymized. An anonymized
-- member keeps no contact, so the reachability rule of the families migration makes room for them.
-- Members already inactive left today as far as retention counts (their day was never recorded).
UPDATE "members" SET "left_on" = (now() AT TIME ZONE 'Asia/Seoul')::date WHERE "status" = 'inactive';
ALTER TABLE "members"
  ADD CONSTRAINT "members_left_check" CHECK ("left_on" IS NULL OR "status" = 'inactive'),
  ADD CONSTRAINT "members_anonymized_check" CHECK ("anonymized_at" IS NULL OR "left_on" IS NOT NULL),
  DROP CONSTRAINT "members_reachable_check",
  ADD CONSTRAINT "members_reachable_check" CHECK (
    "guardian_id" IS NOT NULL
    OR "anonymized_at" IS NOT NULL
    OR ("login_id" IS NOT NULL AND "email" IS NOT NULL AND "phone_number" IS NOT NULL));

-- AlterEnum
ALTER TYPE "StaffNotificationCategory" ADD VALUE 'deletion_request';
