-- One e-mail address, in any letter case, belongs to at most one account, member or staff: a
-- password reset by e-mail must find exactly the person who owns the address.
--
-- Why a shared table kept by triggers: a unique index covers one table only, and members and
-- staff are two tables. Every account's lower-cased address is written into account_emails, whose
-- primary key is that address, by triggers on members and staff. Two transactions adding the same
-- address (even in different case) then meet on one unique index, which PostgreSQL checks under
-- concurrency: the second waits for the first and fails with a unique violation once it commits.
-- A check in the application, or a trigger that only looks the address up in the other table,
-- would let both through. Deleting an account deletes its row (foreign keys ON DELETE CASCADE).
-- See docs/decisions/0001-one-email-per-account.md.

-- Existing data is never changed silently: with addresses shared by several accounts the
-- migration stops here, names them, and changes nothing.
DO $check$
DECLARE
  shared text;
BEGIN
  SELECT string_agg(format('%s (%s)', address, owners), ', ' ORDER BY address)
  INTO shared
  FROM (
    SELECT lower(email) AS address, string_agg(owner, ' and ' ORDER BY owner) AS owners
    FROM (
      SELECT email, format('member %s, login id %s', id, login_id) AS owner FROM members
      UNION ALL
      SELECT email, format('staff %s, login id %s', id, login_id) AS owner FROM staff
    ) AS accounts
    GROUP BY lower(email)
    HAVING count(*) > 1
  ) AS duplicates;
  IF shared IS NOT NULL THEN
    RAISE EXCEPTION 'Cannot make e-mail addresses unique across members and staff: these addresses belong to more than one account (compared without letter case): %', shared
      USING HINT = 'The API cannot start until each of these accounts has its own address: change them in SQL (UPDATE members or staff SET email = ... WHERE id = ...), then start the API or run pnpm db:migrate again.';
  END IF;
END
$check$;

-- CreateTable
CREATE TABLE "account_emails" (
    "email" VARCHAR(254) NOT NULL,
    "member_id" INTEGER,
    "staff_id" INTEGER,

    CONSTRAINT "account_emails_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_emails_member_id_key" ON "account_emails"("member_id");

-- CreateIndex
CREATE UNIQUE INDEX "account_emails_staff_id_key" ON "account_emails"("staff_id");

-- AddForeignKey
ALTER TABLE "account_emails" ADD CONSTRAINT "account_emails_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_emails" ADD CONSTRAINT "account_emails_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each row belongs to exactly one account, and holds its address in lower case.
ALTER TABLE "account_emails"
  ADD CONSTRAINT "account_emails_owner_check" CHECK (num_nonnulls("member_id", "staff_id") = 1),
  ADD CONSTRAINT "account_emails_lower_case_check" CHECK ("email" = lower("email"));

INSERT INTO "account_emails" ("email", "member_id")
SELECT lower("email"), "id" FROM "members";

INSERT INTO "account_emails" ("email", "staff_id")
SELECT lower("email"), "id" FROM "staff";

-- Adds a new account's address, or moves the account's row to its changed address.
CREATE FUNCTION "keep_member_email"() RETURNS trigger LANGUAGE plpgsql AS $keep$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_emails (email, member_id) VALUES (lower(NEW.email), NEW.id);
  ELSE
    UPDATE account_emails SET email = lower(NEW.email) WHERE member_id = NEW.id;
  END IF;
  RETURN NULL;
END
$keep$;

CREATE FUNCTION "keep_staff_email"() RETURNS trigger LANGUAGE plpgsql AS $keep$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_emails (email, staff_id) VALUES (lower(NEW.email), NEW.id);
  ELSE
    UPDATE account_emails SET email = lower(NEW.email) WHERE staff_id = NEW.id;
  END IF;
  RETURN NULL;
END
$keep$;

CREATE TRIGGER "members_account_email_insert" AFTER INSERT ON "members"
  FOR EACH ROW EXECUTE FUNCTION "keep_member_email"();

CREATE TRIGGER "members_account_email_update" AFTER UPDATE OF "email" ON "members"
  FOR EACH ROW WHEN (lower(OLD."email") IS DISTINCT FROM lower(NEW."email"))
  EXECUTE FUNCTION "keep_member_email"();

CREATE TRIGGER "staff_account_email_insert" AFTER INSERT ON "staff"
  FOR EACH ROW EXECUTE FUNCTION "keep_staff_email"();

CREATE TRIGGER "staff_account_email_update" AFTER UPDATE OF "email" ON "staff"
  FOR EACH ROW WHEN (lower(OLD."email") IS DISTINCT FROM lower(NEW."email"))
  EXECUTE FUNCTION "keep_staff_email"();
