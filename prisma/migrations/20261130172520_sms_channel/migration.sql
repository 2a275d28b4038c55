-- CreateEnum
CREATE TYPE "TextMessageChannel" AS ENUM ('alimtalk', 'sms');

-- AlterEnum
ALTER TYPE "MessageChannel" ADD VALUE 'sms';

-- AlterTable
ALTER TABLE "text_messages" ADD COLUMN     "channel" "TextMessageChannel" NOT NULL DEFAULT 'alimtalk';
