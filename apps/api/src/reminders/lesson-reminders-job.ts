import { scheduledJob } from '../jobs/scheduled-job.js';
import { createUnitOfWork } from '../unit-of-work/unit-of-work.js';
import { remindLessons } from './remind-lessons.js';
import { remindOnedayClasses } from './remind-oneday-classes.js';
import { createRemindersRepository } from './reminders-repository.js';

/**
 * Every 15 minutes, reminds the members whose lesson starts in the next 24 hours and who were
 * not reminded of it yet, and e-mails the one-day class guests likewise
 * (docs/product/reminders.md). The reminder rows make a second run, a retry or a second process
 * remind nobody twice; the e-mails are sent once the transactions have committed.
 */
export const lessonRemindersJob = scheduledJob(
  'lesson-reminders',
  { cron: '*/15 * * * *', retries: 3, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
  async ({ prisma, now, outbox, report }) => {
    const at = now();
    const reminders = createRemindersRepository(prisma);
    const units = createUnitOfWork({ prisma, outbox });
    const lessons = await remindLessons({ units, reminders, now: at });
    const onedayMailed = await remindOnedayClasses({ units, reminders, now: at });
    if (lessons.reminded + onedayMailed > 0) {
      report({ ...lessons, onedayMailed }, 'reminders given');
    }
  },
);
