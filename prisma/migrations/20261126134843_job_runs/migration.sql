-- CreateEnum
CREATE TYPE "JobRunOutcome" AS ENUM ('running', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "job_runs" (
    "id" SERIAL NOT NULL,
    "job_name" VARCHAR(50) NOT NULL,
    "queue_job_id" VARCHAR(64) NOT NULL,
    "attempt" INTEGER NOT NULL,
    "outcome" "JobRunOutcome" NOT NULL DEFAULT 'running',
    "error" VARCHAR(1000),
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "job_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "job_runs_job_name_started_at_idx" ON "job_runs"("job_name", "started_at" DESC);

-- CreateIndex
CREATE INDEX "job_runs_job_name_outcome_started_at_idx" ON "job_runs"("job_name", "outcome", "started_at" DESC);
