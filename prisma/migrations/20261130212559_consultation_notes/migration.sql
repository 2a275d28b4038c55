-- CreateTable
CREATE TABLE "consultation_notes" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "note_date" DATE NOT NULL,
    "body" VARCHAR(2000) NOT NULL,
    "author_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "consultation_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "consultation_notes_member_id_note_date_idx" ON "consultation_notes"("member_id", "note_date" DESC);

-- AddForeignKey
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;
