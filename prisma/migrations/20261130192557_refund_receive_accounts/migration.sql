-- AlterTable
ALTER TABLE "payment_refunds" ADD COLUMN     "refund_account_number" VARCHAR(20),
ADD COLUMN     "refund_bank" VARCHAR(2),
ADD COLUMN     "refund_holder_name" VARCHAR(60);
