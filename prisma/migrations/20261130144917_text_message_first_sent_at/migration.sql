-- AlterTable
ALTER TABLE "text_messages" ADD COLUMN     "first_sent_at" TIMESTAMPTZ(3);
