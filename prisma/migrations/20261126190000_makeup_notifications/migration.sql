-- AlterEnum
ALTER TYPE "MemberNotificationCategory" ADD VALUE 'makeup_approved';
ALTER TYPE "MemberNotificationCategory" ADD VALUE 'makeup_rejected';

-- AlterEnum
ALTER TYPE "StaffNotificationCategory" ADD VALUE 'makeup_request';
