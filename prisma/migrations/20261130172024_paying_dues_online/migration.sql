-- CreateEnum
CREATE TYPE "PaymentAttemptState" AS ENUM ('ready', 'confirming', 'done', 'failed', 'expired');

-- CreateTable
CREATE TABLE "payment_attempts" (
    "id" SERIAL NOT NULL,
    "order_id" VARCHAR(64) NOT NULL,
    "due_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "order_name" VARCHAR(100) NOT NULL,
    "state" "PaymentAttemptState" NOT NULL DEFAULT 'ready',
    "payment_key" VARCHAR(200),
    "method" VARCHAR(20),
    "failure_code" VARCHAR(100),
    "approved_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_order_id_key" ON "payment_attempts"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_payment_key_key" ON "payment_attempts"("payment_key");

-- CreateIndex
CREATE INDEX "payment_attempts_due_id_created_at_idx" ON "payment_attempts"("due_id", "created_at");

-- CreateIndex
CREATE INDEX "payment_attempts_state_created_at_idx" ON "payment_attempts"("state", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_one_ready_per_due" ON "payment_attempts"("due_id") WHERE (state = 'ready');

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_one_paying_per_due" ON "payment_attempts"("due_id") WHERE (state = 'confirming' OR state = 'done');

-- AddForeignKey
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_due_id_fkey" FOREIGN KEY ("due_id") REFERENCES "tuition_dues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An order is of a due's amount: at least 1 won, and within the provider's bound (decision 0039).
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_amount_check" CHECK ("amount" > 0 AND "amount" <= 100000000);
