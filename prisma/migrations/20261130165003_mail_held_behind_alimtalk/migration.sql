-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MailOutboxStatus" ADD VALUE 'held';
ALTER TYPE "MailOutboxStatus" ADD VALUE 'discarded';

-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "text_message_id" BIGINT;

-- CreateIndex
CREATE UNIQUE INDEX "mail_outbox_text_message_id_key" ON "mail_outbox"("text_message_id");

-- AddForeignKey
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_text_message_id_fkey" FOREIGN KEY ("text_message_id") REFERENCES "text_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A held mail waits behind its 알림톡 (docs/decisions/0038-mail-when-alimtalk-fails.md). The
-- sender claims only pending rows, and these keep the rest true whatever code runs. The status is
-- compared as text: an enum value added in this migration cannot be named in it.
-- A held row is linked to its 알림톡 and was never tried. A mail once tried (attempts > 0) can
-- never be held again, so releasing it a second time finds nothing to release.
ALTER TABLE "mail_outbox"
  ADD CONSTRAINT "mail_outbox_held_linked" CHECK ("status"::text <> 'held' OR "text_message_id" IS NOT NULL),
  ADD CONSTRAINT "mail_outbox_held_untried" CHECK (
    "status"::text <> 'held' OR ("attempts" = 0 AND "sent_at" IS NULL AND "locked_until" IS NULL)
  ),
  -- A discarded mail was never sent and keeps nothing of what it would have said.
  ADD CONSTRAINT "mail_outbox_discarded_erased" CHECK (
    "status"::text <> 'discarded'
    OR ("attempts" = 0 AND "sent_at" IS NULL AND "recipient" = '' AND "subject" = '' AND "text" = '')
  );
