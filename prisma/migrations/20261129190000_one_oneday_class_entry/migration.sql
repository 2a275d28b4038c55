-- A one-day application has at most one class in the calendar. Confirming the application adds
-- it, and a client that then posts the same class (scheduleType oneday_class with the application
-- as relatedId) is answered with that entry. Before this, such a post made a second entry: the
-- later entries of an application go, the first (the confirmation's own) stays.
DELETE FROM "personal_schedules" AS "later"
USING "personal_schedules" AS "first"
WHERE "later"."schedule_type" = 'oneday_class'
  AND "first"."schedule_type" = 'oneday_class'
  AND "later"."related_oneday_id" = "first"."related_oneday_id"
  AND "later"."id" > "first"."id";

-- CreateIndex
CREATE UNIQUE INDEX "personal_schedules_one_oneday_class" ON "personal_schedules"("related_oneday_id") WHERE (schedule_type = 'oneday_class');
