-- CreateEnum
CREATE TYPE "SiblingDiscountKind" AS ENUM ('none', 'amount', 'percent');

-- A due keeps its list price and the sibling discount taken off it. Dues issued before keep
-- their amount as the price, with no discount.
ALTER TABLE "tuition_dues" ADD COLUMN "price" INTEGER,
ADD COLUMN "sibling_discount" INTEGER NOT NULL DEFAULT 0;
UPDATE "tuition_dues" SET "price" = "amount";
ALTER TABLE "tuition_dues" ALTER COLUMN "price" SET NOT NULL;

-- What is paid is always the price less the discount, and the discount never exceeds the price
-- (with amount >= 0 from the tuition_dues migration).
ALTER TABLE "tuition_dues"
  ADD CONSTRAINT "tuition_dues_discounted_amount" CHECK (
    "sibling_discount" >= 0 AND "amount" = "price" - "sibling_discount");

-- CreateTable
CREATE TABLE "sibling_discount_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "kind" "SiblingDiscountKind" NOT NULL DEFAULT 'none',
    "value" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sibling_discount_settings_pkey" PRIMARY KEY ("id")
);

-- One setting for the academy: the only id allowed is 1. Its value is bounded by its kind
-- (none 0, amount 1 to 10,000,000 won, percent 1 to 100).
ALTER TABLE "sibling_discount_settings"
  ADD CONSTRAINT "sibling_discount_settings_one_row" CHECK ("id" = 1),
  ADD CONSTRAINT "sibling_discount_settings_value" CHECK (
    CASE "kind"
      WHEN 'none' THEN "value" = 0
      WHEN 'amount' THEN "value" BETWEEN 1 AND 10000000
      ELSE "value" BETWEEN 1 AND 100
    END);
