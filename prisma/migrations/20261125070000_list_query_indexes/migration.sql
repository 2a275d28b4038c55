-- Indexes the list and calendar queries need at scale (apps/api/src/db/query-plans.test.ts):
-- the staff schedule-change list without a status filter reads the newest page, and busy times
-- find single-date moves by their original day as well as by their new one.

-- CreateIndex
CREATE INDEX "lesson_overrides_original_date_idx" ON "lesson_overrides"("original_date");

-- CreateIndex
CREATE INDEX "schedule_change_requests_created_at_idx" ON "schedule_change_requests"("created_at" DESC);
