-- CreateTable
CREATE TABLE "email_changes" (
    "id" SERIAL NOT NULL,
    "account_type" "AccountType" NOT NULL,
    "member_id" INTEGER,
    "staff_id" INTEGER,
    "old_email" VARCHAR(254) NOT NULL,
    "new_email" VARCHAR(254) NOT NULL,
    "confirm_token_hash" CHAR(64) NOT NULL,
    "undo_token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "undo_until" TIMESTAMPTZ(3) NOT NULL,
    "started_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "undone_at" TIMESTAMPTZ(3),

    CONSTRAINT "email_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_changes_confirm_token_hash_key" ON "email_changes"("confirm_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "email_changes_undo_token_hash_key" ON "email_changes"("undo_token_hash");

-- CreateIndex
CREATE INDEX "email_changes_member_id_created_at_idx" ON "email_changes"("member_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "email_changes_staff_id_created_at_idx" ON "email_changes"("staff_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_started_by_id_fkey" FOREIGN KEY ("started_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand (Prisma cannot express these). A change belongs to exactly the one account its
-- type names.
ALTER TABLE "email_changes"
  ADD CONSTRAINT "email_changes_one_account_check" CHECK (
    ("account_type" = 'member' AND "member_id" IS NOT NULL AND "staff_id" IS NULL)
    OR ("account_type" = 'staff' AND "staff_id" IS NOT NULL AND "member_id" IS NULL)
  );

-- A change ends once: confirmed or cancelled, never both.
ALTER TABLE "email_changes"
  ADD CONSTRAINT "email_changes_ends_once_check" CHECK (
    "confirmed_at" IS NULL OR "cancelled_at" IS NULL
  );

-- At most one open change per account: a new one must close the earlier first.
CREATE UNIQUE INDEX "email_changes_one_open_per_member" ON "email_changes"("member_id")
  WHERE "confirmed_at" IS NULL AND "cancelled_at" IS NULL;
CREATE UNIQUE INDEX "email_changes_one_open_per_staff" ON "email_changes"("staff_id")
  WHERE "confirmed_at" IS NULL AND "cancelled_at" IS NULL;
