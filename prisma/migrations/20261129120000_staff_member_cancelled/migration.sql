-- AlterEnum
ALTER TYPE "StaffNotificationCategory" ADD VALUE 'member_cancelled';
