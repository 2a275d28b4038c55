-- AlterTable
ALTER TABLE "staff_notifications" ADD COLUMN     "detail" VARCHAR(300),
ADD COLUMN     "detail_en" VARCHAR(300);
