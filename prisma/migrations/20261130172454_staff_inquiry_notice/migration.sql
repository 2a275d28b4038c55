-- AlterEnum
ALTER TYPE "StaffNotificationCategory" ADD VALUE 'inquiry_received';
