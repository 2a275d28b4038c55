-- AlterEnum
ALTER TYPE "MemberNotificationCategory" ADD VALUE 'lesson_note';

-- CreateTable
CREATE TABLE "lesson_notes" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "lesson_date" DATE NOT NULL,
    "piece" VARCHAR(100) NOT NULL,
    "tempo_bpm" SMALLINT,
    "homework" VARCHAR(500),
    "link" VARCHAR(300),
    "written_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lesson_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "practice_entries" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "practice_date" DATE NOT NULL,
    "minutes" SMALLINT NOT NULL,
    "exercise" VARCHAR(100) NOT NULL,
    "tempo_bpm" SMALLINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "practice_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "lesson_notes_member_id_lesson_date_key" ON "lesson_notes"("member_id", "lesson_date");

-- CreateIndex
CREATE INDEX "practice_entries_member_id_practice_date_idx" ON "practice_entries"("member_id", "practice_date");

-- AddForeignKey
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_written_by_id_fkey" FOREIGN KEY ("written_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "practice_entries" ADD CONSTRAINT "practice_entries_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Bounds the API checks, kept by the database too (docs/product/lesson-notes.md).
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_tempo_bpm_check"
    CHECK ("tempo_bpm" IS NULL OR "tempo_bpm" BETWEEN 20 AND 300);
ALTER TABLE "practice_entries" ADD CONSTRAINT "practice_entries_minutes_check"
    CHECK ("minutes" BETWEEN 1 AND 600);
ALTER TABLE "practice_entries" ADD CONSTRAINT "practice_entries_tempo_bpm_check"
    CHECK ("tempo_bpm" IS NULL OR "tempo_bpm" BETWEEN 20 AND 300);
