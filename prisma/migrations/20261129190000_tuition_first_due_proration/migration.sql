-- AlterTable
ALTER TABLE "tuition_dues" ADD COLUMN     "month_lessons" SMALLINT,
ADD COLUMN     "prorated_lessons" SMALLINT;

-- Hand-written (Prisma cannot express it): a pro-rated due bills at least one and fewer than all
-- of its month's weekly lessons (a month has 4 or 5 of a weekday), and the two go together.
-- Both are tested for NULL first: a comparison with NULL would let the CHECK pass.
ALTER TABLE "tuition_dues" ADD CONSTRAINT "tuition_dues_proration_valid" CHECK (
  ("prorated_lessons" IS NULL AND "month_lessons" IS NULL)
  OR (
    "prorated_lessons" IS NOT NULL AND "month_lessons" IS NOT NULL
    AND "prorated_lessons" >= 1 AND "prorated_lessons" < "month_lessons" AND "month_lessons" <= 5
  )
);
