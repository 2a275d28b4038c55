-- AlterTable
ALTER TABLE "email_verification_codes" ADD COLUMN     "browser_hash" CHAR(64),
ADD COLUMN     "link_token_hash" CHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "email_verification_codes_link_token_hash_key" ON "email_verification_codes"("link_token_hash");

-- Only a reset code is bound to a browser and carries a link.
ALTER TABLE "email_verification_codes"
  ADD CONSTRAINT "email_verification_codes_reset_only_check" CHECK (
    "purpose" = 'password_reset' OR ("browser_hash" IS NULL AND "link_token_hash" IS NULL)
  );
