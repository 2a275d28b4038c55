import { scheduledJob } from '../jobs/scheduled-job.js';
import { jobUnits } from '../jobs/job-units.js';
import { remindLessons } from './remind-lessons.js';
import { remindOnedayClasses } from './remind-oneday-classes.js';
import { createRemindersRepository } from './reminders-repository.js';

/**
 * Every 15 minutes, reminds the members whose lesson starts in the next 24 hours and who were
 * not reminded of it yet, and the one-day class guests likewise
 * (docs/product/reminders.md). The reminder rows make a second run, a retry or a second process
 * remind nobody twice; the e-mails and 알림톡 are sent once the transactions have committed.
 */
export const lessonRemindersJob = scheduledJob(
  'lesson-reminders',
  { cron: '*/15 * * * *', retries: 3, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
  async (context) => {
    const { prisma, now, report } = context;
    const at = now();
    const reminders = createRemindersRepository(prisma);
    const units = jobUnits(context);
    const lessons = await remindLessons({ units, reminders, now: at });
    // A guest is reminded at their phone only when the text channel can reach it.
    const reachableBy = context.texts ? 'mailOrPhone' : 'mail';
    const onedayReminded = await remindOnedayClasses({ units, reminders, now: at, reachableBy });
    if (lessons.reminded + onedayReminded > 0) {
      report({ ...lessons, onedayReminded }, 'reminders given');
    }
  },
);
