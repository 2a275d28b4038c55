-- CreateEnum
CREATE TYPE "VerificationPurpose" AS ENUM ('password_reset', 'email_change');

-- AlterTable
ALTER TABLE "email_verification_codes" ADD COLUMN     "member_id" INTEGER,
ADD COLUMN     "purpose" "VerificationPurpose" NOT NULL DEFAULT 'password_reset',
ADD COLUMN     "reset_token_hash" CHAR(64);

-- CreateIndex
CREATE INDEX "email_verification_codes_member_id_created_at_idx" ON "email_verification_codes"("member_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "email_verification_codes" ADD CONSTRAINT "email_verification_codes_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An e-mail change code belongs to a member, a reset code to no one but its address, and only
-- a reset code can carry a reset token.
ALTER TABLE "email_verification_codes"
  ADD CONSTRAINT "email_verification_codes_purpose_check" CHECK (
    ("purpose" = 'password_reset' AND "member_id" IS NULL)
    OR ("purpose" = 'email_change' AND "member_id" IS NOT NULL AND "account_type" = 'member' AND "reset_token_hash" IS NULL)
  );
