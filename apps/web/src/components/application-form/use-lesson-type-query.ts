import { parseLessonTypeQuery } from '@academy/contracts';
import { useSearchParams } from 'react-router-dom';

/** `?type=general|exam` (or 일반|입시) on an application page: the lesson type to preselect. */
export function useLessonTypeQuery() {
  const [searchParams] = useSearchParams();
  return parseLessonTypeQuery(searchParams.get('type'));
}
