import { alimtalkDate, lessonNoteTexts } from '@academy/contracts';
import { noticeMail } from '../mail/personal-mail.js';
import type { TMessage } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';

/**
 * The member (or their guardian) hears once that the note of a lesson is written: in the app, and
 * by 알림톡 or e-mail as the unit of work chooses. Edits tell nobody: the key names the lesson.
 */
export function lessonNoteMessage(note: {
  memberId: number;
  memberName: string;
  date: string;
  piece: string;
}): TMessage {
  const texts = lessonNoteTexts(note);
  return {
    key: `lesson_note:${note.memberId}:${note.date}`,
    app: { category: 'lesson_note', texts },
    mail: (recipient) => noticeMail(recipient, texts),
    text: textForm('lessonNoteWritten', (language) => ({
      date: alimtalkDate(note.date, language),
      piece: note.piece,
    })),
  };
}
