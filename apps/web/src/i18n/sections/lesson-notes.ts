import { useLanguage } from '../use-language';
import { enLessonNotes } from './lesson-notes.en';
import { koLessonNotes } from './lesson-notes.ko';

/**
 * The words of lesson notes in the active language. Not part of the dictionaries every page
 * downloads first: they load with the member and staff pages (docs/performance.md).
 */
export function useLessonNotesCopy(): typeof koLessonNotes {
  return useLanguage().language === 'ENG' ? enLessonNotes : koLessonNotes;
}
