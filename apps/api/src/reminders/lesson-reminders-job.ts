import type { JobDefinition } from '../jobs/job-definition.js';
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
export const lessonRemindersJob: JobDefinition = {
  name: 'lesson-reminders',
  cron: '*/15 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  async run({ prisma, now, logger, outbox }) {
    const at = now();
    const reminders = createRemindersRepository(prisma);
    const units = createUnitOfWork({ prisma, outbox });
    const lessons = await remindLessons({ units, reminders, now: at });
    const onedayMailed = await remindOnedayClasses({ units, reminders, now: at });
    if (lessons.reminded + onedayMailed > 0) {
      logger.info({ job: 'lesson-reminders', ...lessons, onedayMailed }, 'reminders given');
    }
  },
};
