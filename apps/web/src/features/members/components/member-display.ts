import {
  ANY_LESSON_TYPES,
  formatPhone,
  GENDER_LABELS,
  LESSON_TYPE_LABELS,
  pickText,
  MEMBER_STATUS_LABELS,
  WEEKDAY_LABELS,
} from '@academy/contracts';
import type { TMemberListItem, TAnyLessonType, TLanguage } from '@academy/contracts';
import { format } from '@/i18n/format';
import type { TDictionary } from '@/i18n/types';
import { formatAcademyDate } from '@/components/staff-area/staff-dates';

type TMembersCopy = TDictionary['staffDashboard']['users'];

/** What a member row shows, as text in the screen's language (docs/product/screens-and-routes.md users screen). */
export type TMemberDisplay = {
  gender: string;
  birthYear: string;
  phone: string;
  lessonType: string;
  slot: string;
  status: string;
  registeredAt: string;
};

function weeklySlot(user: TMemberListItem, language: TLanguage, copy: TMembersCopy): string {
  const { lessonDayOfWeek: weekday, lessonStartTime: start, lessonEndTime: end } = user;
  if (weekday && start && end) {
    return format(copy.slot, { weekday: pickText(WEEKDAY_LABELS[weekday], language), start, end });
  }
  return user.assignedTime ?? '';
}

export function describeMember(
  user: TMemberListItem,
  language: TLanguage,
  copy: TMembersCopy,
  none: string,
): TMemberDisplay {
  const year = user.birthDate?.slice(0, 4);
  return {
    gender: user.gender ? pickText(GENDER_LABELS[user.gender], language) : none,
    birthYear: year ? format(copy.birthYear, { year }) : none,
    phone: user.phoneNumber ? formatPhone(user.phoneNumber) : none,
    lessonType: user.lessonType ? pickText(LESSON_TYPE_LABELS[user.lessonType], language) : none,
    slot: weeklySlot(user, language, copy) || none,
    status: pickText(MEMBER_STATUS_LABELS[user.status], language),
    registeredAt: formatAcademyDate(user.registeredAt),
  };
}

/**
 * Lesson types to offer, one per label: 입시 (from the application form) and entrance (a staff
 * level) read the same, so only one is offered, the member's own when it is one of them.
 */
export function lessonTypeChoices(current: TAnyLessonType | ''): TAnyLessonType[] {
  const byLabel = new Map<string, TAnyLessonType>();
  for (const type of ANY_LESSON_TYPES) {
    const label = LESSON_TYPE_LABELS[type].ko;
    if (!byLabel.has(label) || type === current) byLabel.set(label, type);
  }
  return [...byLabel.values()];
}
