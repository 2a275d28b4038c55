-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('alimtalk', 'email');

-- AlterTable
ALTER TABLE "inquiries" ADD COLUMN     "english" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "notify_when_answered" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "phone_number" VARCHAR(11);

-- AlterTable
ALTER TABLE "members" ADD COLUMN     "message_channel" "MessageChannel" NOT NULL DEFAULT 'alimtalk',
ADD COLUMN     "message_channel_chosen_at" TIMESTAMPTZ(3);

-- A guest's phone is kept only to tell them their inquiry was answered, and only until then
-- (docs/decisions/0035): asking to be told needs a phone, and a phone is kept for nothing else.
ALTER TABLE "inquiries"
  ADD CONSTRAINT "inquiries_notify_phone_check" CHECK ("notify_when_answered" = ("phone_number" IS NOT NULL));
