-- AlterEnum
ALTER TYPE "StaffNotificationCategory" ADD VALUE 'absence_notice';
