-- A payment refunded whole (refunded_amount, pending refunds counted, equals its amount) no longer
-- holds its due: once staff undid the payment, the due may be paid online again (decision 0065).
-- Every other attempt still counts, so a due is paid online at most once at a time. Refunds only
-- touch done attempts, and the CHECK keeps refunded_amount within 0..amount.
-- DropIndex
DROP INDEX "payment_attempts_one_paying_per_due";

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_one_paying_per_due" ON "payment_attempts"("due_id") WHERE ((state = 'confirming' OR state = 'waiting' OR state = 'done') AND refunded_amount < amount);
