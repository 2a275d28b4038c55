import { pickText, WEEKDAY_LABELS } from '@academy/contracts';
import type { TAnnouncementAudienceSummary, TLanguage } from '@academy/contracts';
import { format } from '@/i18n/format';
import type { koAnnouncements } from '@/i18n/sections/announcements.ko';

type TGroupCopy = (typeof koAnnouncements)['groups'];

/** "화요일 수강생" / "Tuesday students": how a group is named in the confirmation and the history. */
export function groupName(
  audience: TAnnouncementAudienceSummary,
  copy: TGroupCopy,
  language: TLanguage,
): string {
  switch (audience.kind) {
    case 'weekday':
      return format(copy.weekday, {
        weekday: pickText(WEEKDAY_LABELS[audience.weekday], language),
      });
    case 'teacher':
      return audience.teacher
        ? format(copy.teacher, { teacher: audience.teacher.name })
        : copy.teacherGone;
    default:
      return copy[audience.kind];
  }
}
