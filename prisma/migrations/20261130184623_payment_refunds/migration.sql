-- CreateEnum
CREATE TYPE "PaymentRefundState" AS ENUM ('pending', 'done', 'failed');

-- AlterTable
ALTER TABLE "payment_attempts" ADD COLUMN     "refunded_amount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "tuition_dues" ADD COLUMN     "refunded_amount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "payment_refunds" (
    "id" SERIAL NOT NULL,
    "attempt_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" VARCHAR(200) NOT NULL,
    "state" "PaymentRefundState" NOT NULL DEFAULT 'pending',
    "idempotency_key" VARCHAR(64) NOT NULL,
    "transaction_key" VARCHAR(200),
    "failure_code" VARCHAR(100),
    "canceled_at" TIMESTAMPTZ(3),
    "staff_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_idempotency_key_key" ON "payment_refunds"("idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_transaction_key_key" ON "payment_refunds"("transaction_key");

-- CreateIndex
CREATE INDEX "payment_refunds_attempt_id_created_at_idx" ON "payment_refunds"("attempt_id", "created_at");

-- CreateIndex
CREATE INDEX "payment_refunds_state_updated_at_idx" ON "payment_refunds"("state", "updated_at");

-- AddForeignKey
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "payment_attempts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What was refunded never exceeds what was paid, whatever runs at once (decision 0047).
ALTER TABLE "payment_attempts"
  ADD CONSTRAINT "payment_attempts_refunded_check" CHECK ("refunded_amount" BETWEEN 0 AND "amount");
-- A due's amount may be changed by staff after a refund: only its sign is kept here.
ALTER TABLE "tuition_dues"
  ADD CONSTRAINT "tuition_dues_refunded_check" CHECK ("refunded_amount" >= 0);
ALTER TABLE "payment_refunds"
  ADD CONSTRAINT "payment_refunds_amount_check" CHECK ("amount" > 0);
