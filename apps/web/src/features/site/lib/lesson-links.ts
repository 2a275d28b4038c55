import type { LESSON_TYPE_QUERY_ALIASES } from '@academy/contracts';
import { paths } from '@/config/paths';

export type TProgramType = keyof typeof LESSON_TYPE_QUERY_ALIASES;

/** /lesson-request with the lesson type preselected (docs/product/screens-and-routes.md). */
export function lessonApplicationLink(type: TProgramType): string {
  return `${paths.lessonRequest}?${new URLSearchParams({ type }).toString()}`;
}
