import type { LESSON_TYPE_QUERY_ALIASES } from '@academy/contracts';
import { paths } from '@/config/paths';

export type TProgramType = keyof typeof LESSON_TYPE_QUERY_ALIASES;

/** /lesson-request with the lesson type preselected (SPEC §2). */
export function lessonRequestLink(type: TProgramType): string {
  return `${paths.lessonRequest}?${new URLSearchParams({ type }).toString()}`;
}
