-- CreateTable
CREATE TABLE "rate_limit_counters" (
    "key_hash" CHAR(64) NOT NULL,
    "hits" INTEGER NOT NULL,
    "resets_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key_hash")
);

-- CreateIndex
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters"("resets_at");

-- Written by hand (Prisma cannot express it): a counter never goes below zero.
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_hits_check" CHECK ("hits" >= 0);
