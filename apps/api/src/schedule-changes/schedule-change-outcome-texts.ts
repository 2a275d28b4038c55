import type { TStoredNotificationTexts } from '@academy/contracts';

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

/** Stored teacherResponse: the staff reason followed by what was asked (docs/product/api.md). */
export function teacherResponseText(reason: string, summary: string): string {
  return `${reason} (요청: ${summary})`;
}

/** Member notification for the outcome of their schedule change request. */
export function scheduleChangeOutcomeTexts(
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

/** Member notification for a lesson staff moved (docs/product/schedule-changes.md). */
export function lessonMovedTexts(input: {
  summary: string;
  reason: string;
}): TStoredNotificationTexts {
  return {
    title: '수업 일정 변경',
    titleEn: 'Lesson moved',
    message: `학원에서 수업 일정을 옮겼습니다. (${input.summary}) 사유: ${input.reason}`,
    messageEn: `The academy moved your lesson. (${input.summary}) Reason: ${input.reason}`,
  };
}
