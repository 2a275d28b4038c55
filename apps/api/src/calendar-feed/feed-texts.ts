import type { TBilingualText } from '@academy/contracts';

/** Event titles in the feed owner's language (members: isForeigner → English; staff: Korean). */
export const FEED_TEXTS = {
  memberLesson: (teacherName: string): TBilingualText => ({
    ko: `드럼 레슨 (${teacherName} 선생님)`,
    en: `Drum lesson (${teacherName})`,
  }),
  teacherLesson: (studentName: string): TBilingualText => ({
    ko: `${studentName} 레슨`,
    en: `Lesson: ${studentName}`,
  }),
  memberMakeup: (teacherName: string): TBilingualText => ({
    ko: `보강 레슨 (${teacherName} 선생님)`,
    en: `Make-up lesson (${teacherName})`,
  }),
  teacherMakeup: (studentName: string): TBilingualText => ({
    ko: `${studentName} 보강`,
    en: `Make-up: ${studentName}`,
  }),
  practice: (roomLabel: TBilingualText): TBilingualText => ({
    ko: `연습실 예약 · ${roomLabel.ko}`,
    en: `Practice booking · ${roomLabel.en}`,
  }),
  closure: (reason: TBilingualText): TBilingualText => ({
    ko: `휴원 · ${reason.ko}`,
    en: `Academy closed · ${reason.en}`,
  }),
} as const;
