-- CreateEnum
CREATE TYPE "TextMessageStatus" AS ENUM ('queued', 'sent', 'delivered', 'failed', 'fell_back');

-- CreateTable
CREATE TABLE "text_messages" (
    "id" BIGSERIAL NOT NULL,
    "dedupe_key" VARCHAR(200) NOT NULL,
    "member_id" INTEGER,
    "phone" VARCHAR(11) NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "language" VARCHAR(2) NOT NULL,
    "template_code" VARCHAR(20) NOT NULL,
    "variables" JSONB NOT NULL,
    "text" TEXT NOT NULL,
    "buttons" JSONB NOT NULL,
    "status" "TextMessageStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "provider_message_id" VARCHAR(100),
    "status_code" VARCHAR(20),
    "last_error" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),

    CONSTRAINT "text_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "text_messages_dedupe_key_key" ON "text_messages"("dedupe_key");

-- CreateIndex
CREATE UNIQUE INDEX "text_messages_provider_message_id_key" ON "text_messages"("provider_message_id");

-- CreateIndex
CREATE INDEX "text_messages_status_next_attempt_at_idx" ON "text_messages"("status", "next_attempt_at");
