-- CreateTable
CREATE TABLE "form_submissions" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "fingerprint" CHAR(64) NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "reference" VARCHAR(20) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "form_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "form_submissions_fingerprint_created_at_idx" ON "form_submissions"("fingerprint", "created_at" DESC);
