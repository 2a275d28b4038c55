import type { TBilingualText } from '@academy/contracts';
import type { TStoredNotificationTexts } from '@academy/contracts';

export const MODIFICATION_NOT_PENDING: TBilingualText = {
  ko: '대기 중인 요청만 처리할 수 있습니다.',
  en: 'Only a pending request can be processed.',
};

export const MODIFICATION_SLOT_TAKEN: TBilingualText = {
  ko: '해당 수업 날짜는 이미 변경되었습니다.',
  en: 'That lesson date has already been moved.',
};

export const MODIFICATION_PROCESSED = {
  approved: { ko: '일정 변경 요청이 승인되었습니다.', en: 'The schedule change was approved.' },
  rejected: { ko: '일정 변경 요청이 거절되었습니다.', en: 'The schedule change was rejected.' },
} as const satisfies Record<string, TBilingualText>;

/** "11/25 → 11/27 14:00-15:00" from yyyy-MM-dd dates and HH:mm times. */
export function requestedChangeSummary(input: {
  originalDate: string;
  requestedDate: string;
  startTime: string;
  endTime: string;
}): string {
  const short = (isoDate: string) => `${Number(isoDate.slice(5, 7))}/${Number(isoDate.slice(8))}`;
  return `${short(input.originalDate)} → ${short(input.requestedDate)} ${input.startTime}-${input.endTime}`;
}

/** Stored teacherResponse: the staff reason followed by what was asked (SPEC §7). */
export function teacherResponseText(reason: string, summary: string): string {
  return `${reason} (요청: ${summary})`;
}

/** Member notification for the outcome of their schedule change request. */
export function modificationOutcomeTexts(
  outcome: 'approved' | 'rejected',
  input: { summary: string; reason: string },
): TStoredNotificationTexts {
  if (outcome === 'approved') {
    return {
      title: '일정 변경 승인',
      titleEn: 'Schedule change approved',
      message: `일정 변경 요청이 승인되었습니다. (${input.summary}) 사유: ${input.reason}`,
      messageEn: `Your schedule change request was approved. (${input.summary}) Reason: ${input.reason}`,
    };
  }
  return {
    title: '일정 변경 거절',
    titleEn: 'Schedule change rejected',
    message: `일정 변경 요청이 거절되었습니다. (${input.summary}) 사유: ${input.reason}`,
    messageEn: `Your schedule change request was rejected. (${input.summary}) Reason: ${input.reason}`,
  };
}
