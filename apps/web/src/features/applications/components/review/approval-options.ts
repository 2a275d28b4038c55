import { isLessonWeekday, parsePreferredTimeOptions, timeToMinutes } from '@academy/contracts';
import type { TLessonWeekday, TPreferredTimeOption } from '@academy/contracts';

/** A lesson slot the approval may assign: Monday to Friday, ending after it starts. */
export type TApprovalSlot = TPreferredTimeOption & { lessonDayOfWeek: TLessonWeekday };

/**
 * One choice of the approval modal's preferred mode. `slot` is null when the entry cannot be
 * read as a lesson time (unknown weekday, weekend, or a lesson running past midnight); such a
 * choice is listed so staff see it, and choosing it asks for the custom mode (docs/product/errors.md).
 */
export type TApprovalOption = {
  key: string;
  /** The applicant's text of the entry, shown for entries that could not be read. */
  raw: string;
  parsed: TPreferredTimeOption | null;
  slot: TApprovalSlot | null;
};

function toSlot(option: TPreferredTimeOption): TApprovalSlot | null {
  const { lessonDayOfWeek, lessonStartTime, lessonEndTime } = option;
  if (!isLessonWeekday(lessonDayOfWeek)) return null;
  if (timeToMinutes(lessonEndTime) <= timeToMinutes(lessonStartTime)) return null;
  return { lessonDayOfWeek, lessonStartTime, lessonEndTime };
}

/**
 * The choices of a preferred-time text ("월요일: 18:00, 19:00 | 수요일: 17:00"): one per time
 * that `parsePreferredTimeOptions` reads, and one per entry it cannot read at all.
 */
export function buildApprovalOptions(preferredTime: string | null): TApprovalOption[] {
  if (!preferredTime) return [];
  return preferredTime.split('|').flatMap((entry, entryIndex): TApprovalOption[] => {
    const raw = entry.trim();
    if (raw === '') return [];
    const parsed = parsePreferredTimeOptions(raw);
    if (parsed.length === 0) {
      return [{ key: `${entryIndex}`, raw, parsed: null, slot: null }];
    }
    return parsed.map((option, optionIndex) => ({
      key: `${entryIndex}-${optionIndex}`,
      raw,
      parsed: option,
      slot: toSlot(option),
    }));
  });
}
