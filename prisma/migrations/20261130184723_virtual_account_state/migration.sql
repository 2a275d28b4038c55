-- AlterEnum
ALTER TYPE "PaymentAttemptState" ADD VALUE 'waiting';
