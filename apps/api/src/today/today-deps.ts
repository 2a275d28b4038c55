import type { AttendanceRepository } from '../attendance/attendance-repository.js';
import type { Clock } from '../lib/clock.js';
import type { TuitionRepository } from '../tuition/tuition-repository.js';
import type { TodayRepository } from './today-repository.js';

/** What the staff's "Today" reads from: attendance's lessons, tuition's totals and its own rows. */
export interface TodayDeps {
  today: TodayRepository;
  attendance: AttendanceRepository;
  tuition: TuitionRepository;
  now?: Clock;
}
