-- A member has at most one pending schedule-change request per lesson date (the original date
-- being moved). The service checks this first for a clear message, and this constraint keeps
-- two simultaneous requests from both getting through. An exclusion constraint for the same
-- reason as the pending date and start constraints: Prisma's schema diff leaves it be.
ALTER TABLE "schedule_change_requests"
  ADD CONSTRAINT "schedule_change_requests_pending_lesson_date_unique" EXCLUDE USING gist (
    "member_id" WITH =,
    "original_date" WITH =
  ) WHERE ("status" = 'pending');
