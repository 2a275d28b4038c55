-- An account whose password was issued to it (approval, staff creation, a generated admin
-- password) must set its own before anything else. Accounts that exist already are not flagged:
-- nothing records whether they ever changed their first password.

-- AlterTable
ALTER TABLE "members" ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "staff" ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false;
