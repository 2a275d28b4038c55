-- CreateTable
CREATE TABLE "academy_details_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "legal_name" VARCHAR(100) NOT NULL,
    "registration_number" CHAR(10) NOT NULL,
    "representative" VARCHAR(50) NOT NULL,
    "address" VARCHAR(200) NOT NULL,
    "phone" VARCHAR(20) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "academy_details_settings_pkey" PRIMARY KEY ("id")
);

-- One set of details for the academy: the only id allowed is 1. The registration number is
-- ten digits (the contracts also check its check digit), and the texts are never blank.
ALTER TABLE "academy_details_settings"
  ADD CONSTRAINT "academy_details_settings_one_row" CHECK ("id" = 1),
  ADD CONSTRAINT "academy_details_settings_registration_number" CHECK ("registration_number" ~ '^[0-9]{10}$'),
  ADD CONSTRAINT "academy_details_settings_filled" CHECK (
    btrim("legal_name") <> '' AND btrim("representative") <> '' AND btrim("address") <> '');
