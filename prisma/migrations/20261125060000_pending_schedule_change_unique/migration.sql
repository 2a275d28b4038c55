-- A member never has two pending schedule-change requests for the same new date, nor for the
-- same new start time (SPEC 5). The service checks this first for a clear message, and these
-- constraints keep two simultaneous requests from both getting through. Written as exclusion
-- constraints rather than partial unique indexes because Prisma's schema diff cannot describe a
-- partial index and would drop it in the next migration, while it leaves exclusion constraints be.
ALTER TABLE "schedule_change_requests"
  ADD CONSTRAINT "schedule_change_requests_pending_date_unique" EXCLUDE USING gist (
    "member_id" WITH =,
    "requested_date" WITH =
  ) WHERE ("status" = 'pending'),
  ADD CONSTRAINT "schedule_change_requests_pending_start_unique" EXCLUDE USING gist (
    "member_id" WITH =,
    "requested_start_minute" WITH =
  ) WHERE ("status" = 'pending');
