-- The waiting state was committed by the migration before: an index may name it now.
-- DropIndex
DROP INDEX "payment_attempts_one_paying_per_due";

-- AlterTable
ALTER TABLE "payment_attempts" ADD COLUMN     "account_holder" VARCHAR(100),
ADD COLUMN     "account_number" VARCHAR(30),
ADD COLUMN     "bank_code" VARCHAR(2),
ADD COLUMN     "cash_receipt_number" VARCHAR(20),
ADD COLUMN     "cash_receipt_type" VARCHAR(10),
ADD COLUMN     "deposit_deadline" TIMESTAMPTZ(3),
ADD COLUMN     "deposit_secret" VARCHAR(200);

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_one_paying_per_due" ON "payment_attempts"("due_id") WHERE (state = 'confirming' OR state = 'waiting' OR state = 'done');

-- A cash receipt is of one of the two kinds, and kept only with its masked number.
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_cash_receipt_check"
  CHECK ("cash_receipt_type" IS NULL OR ("cash_receipt_type" IN ('personal', 'business') AND "cash_receipt_number" IS NOT NULL));
