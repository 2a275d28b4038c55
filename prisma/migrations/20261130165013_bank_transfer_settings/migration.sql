-- CreateTable
CREATE TABLE "bank_transfer_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "bank_name" VARCHAR(30) NOT NULL,
    "account_number" VARCHAR(30) NOT NULL,
    "account_holder" VARCHAR(50) NOT NULL,
    "note" VARCHAR(200),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bank_transfer_settings_pkey" PRIMARY KEY ("id")
);

-- One account for the academy: the only id allowed is 1. The number is digit groups joined by
-- single dashes (the contracts also count its digits), and the names are never blank.
ALTER TABLE "bank_transfer_settings"
  ADD CONSTRAINT "bank_transfer_settings_one_row" CHECK ("id" = 1),
  ADD CONSTRAINT "bank_transfer_settings_account_number" CHECK ("account_number" ~ '^[0-9]+(-[0-9]+)*$'),
  ADD CONSTRAINT "bank_transfer_settings_filled" CHECK (
    btrim("bank_name") <> '' AND btrim("account_holder") <> '');
