-- CreateEnum
CREATE TYPE "TuitionPaymentMethod" AS ENUM ('bank_transfer', 'card', 'cash');

-- CreateTable
CREATE TABLE "tuition_dues" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "month" CHAR(7) NOT NULL,
    "amount" INTEGER NOT NULL,
    "original_amount" INTEGER,
    "adjustment_reason" VARCHAR(200),
    "due_date" DATE NOT NULL,
    "paid_at" DATE,
    "method" "TuitionPaymentMethod",
    "note" VARCHAR(200),
    "last_reminded_on" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tuition_dues_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tuition_dues_month_paid_at_idx" ON "tuition_dues"("month", "paid_at");

-- CreateIndex
CREATE UNIQUE INDEX "tuition_dues_member_id_month_key" ON "tuition_dues"("member_id", "month");

-- AddForeignKey
ALTER TABLE "tuition_dues" ADD CONSTRAINT "tuition_dues_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (Prisma cannot express it): no amount below zero, whatever writes the row.
ALTER TABLE "tuition_dues" ADD CONSTRAINT "tuition_dues_amount_non_negative" CHECK ("amount" >= 0);
