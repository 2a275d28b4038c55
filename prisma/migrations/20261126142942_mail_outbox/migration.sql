-- CreateEnum
CREATE TYPE "MailOutboxStatus" AS ENUM ('pending', 'sent', 'failed');

-- AlterTable
ALTER TABLE "oneday_applications" ADD COLUMN     "language" VARCHAR(2) NOT NULL DEFAULT 'ko';

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" BIGSERIAL NOT NULL,
    "dedupe_key" VARCHAR(200) NOT NULL,
    "recipient" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(500) NOT NULL,
    "text" TEXT NOT NULL,
    "language" VARCHAR(2) NOT NULL,
    "status" "MailOutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "last_error" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_key" ON "mail_outbox"("dedupe_key");

-- CreateIndex
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox"("status", "next_attempt_at");
