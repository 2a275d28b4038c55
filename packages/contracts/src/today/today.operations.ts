import { backOfficeOperation } from '../common/operation-tags';
import { ZToday } from './today.schemas';

export const getToday = backOfficeOperation({
  method: 'get',
  path: '/today',
  summary:
    "Today's and tomorrow's lessons, the requests waiting, the month's dues, the next closure",
  notes:
    'Seoul days. Weekly lessons after moves, pauses and closures, booked make-ups and one-day ' +
    'classes in time order, each with its attendance state and whether the member gave notice; ' +
    'a teacher gets the lessons they teach, an admin every lesson. The pending requests of each ' +
    "kind (count and the first five, oldest first), this month's dues as the tuition screen " +
    'totals them, and the next closure within 60 days.',
  access: 'staff',
  data: ZToday,
});
