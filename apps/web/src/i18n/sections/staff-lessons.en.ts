import type { TDeepStrings } from '../types';
import type { koStaffLessons } from './staff-lessons.ko';

export const enStaffLessons: TDeepStrings<typeof koStaffLessons> = {};
