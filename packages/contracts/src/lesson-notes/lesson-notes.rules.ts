import { LESSON_NOTE_LIMITS } from './lesson-notes.limits';

/**
 * A link a teacher may give with a note: an https address with a host name, no user name or
 * password in it (they would show a stranger's credentials, or disguise the host), no spaces,
 * within LESSON_NOTE_LIMITS.LINK. Anything else (http, javascript:, data:) is refused, since the
 * member's page opens it.
 */
export function isNoteLink(value: string): boolean {
  if (value.length > LESSON_NOTE_LIMITS.LINK || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    /^[^.]+(\.[^.]+)+$/.test(url.hostname)
  );
}
