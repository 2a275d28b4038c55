import { practiceLogOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZOwnPageQuery,
  ZPracticeEntry,
  ZPracticeEntryInput,
  ZPracticeLog,
} from './practice-log.schemas';

export const logPractice = practiceLogOperation({
  method: 'post',
  path: '/practice-log',
  summary: 'Log a practice: day, minutes, exercise and the tempo reached',
  notes:
    'A Seoul day from 59 days ago to today (400 before or after), 1 to 600 minutes, an exercise of at most 100 characters and an optional tempo of 20 to 300 BPM. At most 20 entries a day per member (409, PRACTICE_LOG_DAY_FULL).',
  access: 'member',
  actsForChild: true,
  body: ZPracticeEntryInput,
  data: ZPracticeEntry,
  successStatus: 201,
  errors: ['PRACTICE_LOG_DAY_FULL'],
});

export const listMyPractice = practiceLogOperation({
  method: 'get',
  path: '/practice-log/mine',
  summary: 'My practice log, newest first, with the tempo chart and exercise suggestions',
  access: 'member',
  actsForChild: true,
  query: ZOwnPageQuery,
  data: ZPracticeLog,
});

export const deletePracticeEntry = practiceLogOperation({
  method: 'delete',
  path: '/practice-log/:id',
  summary: 'Delete one of my practice entries',
  notes: 'Only the caller’s own entry; any other id answers 404.',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: null,
  errors: ['NOT_FOUND'],
});
