import type { TBilingualText } from '../common/language';

/** Outcomes of turning a calendar feed on and off. */
export const CALENDAR_FEED_MESSAGES = {
  feedEnabled: {
    ko: '캘린더 구독 주소를 만들었습니다. 지금 복사해 두세요.',
    en: 'Your calendar feed address is ready. Copy it now.',
  },
  feedDisabled: {
    ko: '캘린더 구독을 껐습니다. 이전 주소는 더 이상 작동하지 않습니다.',
    en: 'Your calendar feed is off. The old address no longer works.',
  },
  tooManyFeedRequests: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    en: 'Too many requests. Please try again later.',
  },
} as const satisfies Record<string, TBilingualText>;

/** The calendar's name in the subscriber's calendar app, in the owner's language. */
export const CALENDAR_FEED_NAMES = {
  member: { ko: '드럼 학원 레슨', en: 'Drum Academy lessons' },
  staff: { ko: '드럼 학원 수업 일정', en: 'Drum Academy teaching schedule' },
} as const satisfies Record<string, TBilingualText>;
