-- AlterTable
ALTER TABLE "staff" ADD COLUMN     "request_alerts" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "request_alerts_changed_at" TIMESTAMPTZ(3);
