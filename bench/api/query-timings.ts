// `pnpm --filter @academy/bench queries`: what each statement behind the hot reads costs on its
// own, one at a time, on the database named by DATABASE_URL or DATA_DIR (seed it first, as the
// bench does). docs/performance.md "Where a request's time goes" lists the figures.
import { DEFAULT_TEACHER_ID, toAcademyIsoDate } from '@academy/contracts';
import { createClosuresRepository } from '../../apps/api/src/schedule/closures-repository.js';
import { createInquiryRepository } from '../../apps/api/src/inquiries/inquiry-repository.js';
import { openDatabase } from '../../apps/api/src/db/database.js';
import { fromIsoDate } from '../../apps/api/src/lib/iso-date.js';
import { createBusyTimesRepository } from '../../apps/api/src/schedule/busy-times-repository.js';
import { monthOf } from './scenarios.js';

/** Rounds per statement, after as many unmeasured ones. */
const ROUNDS = 300;

async function timeEach(name: string, run: () => Promise<unknown>): Promise<string> {
  for (let round = 0; round < ROUNDS; round += 1) await run();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) await run();
  const perCall = (performance.now() - started) / ROUNDS;
  return `| ${name} | ${perCall.toFixed(3)} |`;
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
});
try {
  const { prisma } = database;
  const contacts = createInquiryRepository(prisma);
  const busyTimes = createBusyTimesRepository(prisma);
  const closures = createClosuresRepository(prisma);
  const { startDate, endDate } = monthOf(toAcademyIsoDate(new Date()));
  const range = { start: fromIsoDate(startDate), end: fromIsoDate(endDate) };
  const teacher = DEFAULT_TEACHER_ID;
  const lines = [
    `${database.kind}, ${ROUNDS} calls each, one at a time; ms per call`,
    '| statement | ms |',
    '|:--|--:|',
    await timeEach('raw SQL `SELECT 1` (driver, no Prisma)', () => database.executeSql('SELECT 1')),
    await timeEach('Prisma `$queryRaw SELECT 1`', () => prisma.$queryRaw`SELECT 1`),
    await timeEach('contact: page of 10 cards (findMany)', () =>
      contacts.findPublicPage({ skip: 0, take: 10 }),
    ),
    await timeEach('contact: counts per category (groupBy)', () => contacts.countByCategory()),
    await timeEach('busy: regular lessons', () => busyTimes.findLessonSchedules(teacher, range)),
    await timeEach('busy: personal schedules', () =>
      busyTimes.findPersonalSchedules(teacher, range),
    ),
    await timeEach('busy: approved moves', () => busyTimes.findSingleOverrides(teacher, range)),
    await timeEach('busy: booked make-ups (raw)', () =>
      busyTimes.findBookedMakeups(teacher, range),
    ),
    await timeEach('busy: closures', () => closures.findBetween(startDate, endDate)),
  ];
  console.log(lines.join('\n'));
} finally {
  await database.close();
}
