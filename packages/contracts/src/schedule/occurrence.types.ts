export type TOccurrenceKind =
  'lesson' | 'moved_lesson' | 'makeup_lesson' | 'personal' | 'oneday_class';

/**
 * One busy block on the teacher's calendar (date yyyy-MM-dd, times HH:mm). `title` is the
 * personal schedule's title, or the student's name for lessons ('' when the name is hidden);
 * `sourceId` is the personal schedule's id, null for lessons.
 */
export type TOccurrence = {
  date: string;
  startTime: string;
  endTime: string;
  kind: TOccurrenceKind;
  title: string;
  studentName: string | null;
  sourceId: number | null;
  /** A weekly lesson's member, when staff read it: the lesson staff may move (decision 0059). */
  memberId?: number;
};

/** Inclusive range of Asia/Seoul calendar days. */
export type TDateRange = { startDate: string; endDate: string };
