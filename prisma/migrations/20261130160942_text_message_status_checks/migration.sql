-- AlterEnum
ALTER TYPE "TextMessageStatus" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "text_messages" ADD COLUMN     "delivered_as" VARCHAR(3),
ADD COLUMN     "status_checked_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "text_messages_status_sent_at_idx" ON "text_messages"("status", "sent_at");
