import { bilingualTexts } from '../common/language';

/** Outcomes of turning a calendar feed on and off. */
export const CALENDAR_FEED_MESSAGES = bilingualTexts({
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
});

/** The calendar's name in the subscriber's calendar app, in the owner's language. */
export const CALENDAR_FEED_NAMES = bilingualTexts({
  member: { ko: '드럼 학원 레슨', en: 'Drum Academy lessons' },
  staff: { ko: '드럼 학원 수업 일정', en: 'Drum Academy teaching schedule' },
});

/** The calendar feed card of the member and staff dashboards. */
export const CALENDAR_FEED_CARD_TEXTS = bilingualTexts({
  heading: { ko: '캘린더 구독', en: 'Calendar feed' },
  intro: {
    ko: '레슨과 일정을 휴대폰이나 컴퓨터의 캘린더 앱에서 볼 수 있습니다.',
    en: "See your lessons and schedule in your phone's or computer's calendar app.",
  },
  off: { ko: '구독이 꺼져 있습니다.', en: 'The feed is off.' },
  turnOn: { ko: '구독 켜기', en: 'Turn on' },
  onSince: { ko: '{date}부터 켜져 있습니다.', en: 'On since {date}.' },
  urlLabel: { ko: '구독 주소', en: 'Feed address' },
  copyNow: {
    ko: '주소는 지금 한 번만 보입니다. 지금 복사해 두세요. 다시 보려면 새 주소를 만드세요.',
    en: 'The address is shown only now: copy it now; to see a new one, regenerate.',
  },
  hiddenUrl: {
    ko: '주소는 만들 때 한 번만 보여드립니다. 주소가 다시 필요하면 새 주소를 만드세요.',
    en: 'The address is shown only once, when it is made. To see a new one, regenerate.',
  },
  copy: { ko: '주소 복사', en: 'Copy address' },
  copied: { ko: '주소를 복사했습니다.', en: 'Address copied.' },
  copySelected: {
    ko: '주소를 선택했습니다. Ctrl+C(⌘C)로 복사하세요.',
    en: 'The address is selected: press Ctrl+C (⌘C) to copy it.',
  },
  webcal: { ko: '캘린더 앱에서 열기 (webcal)', en: 'Open in my calendar app (webcal)' },
  googleHint: {
    ko: 'Google 캘린더: 다른 캘린더 → URL로 추가에서 주소를 붙여 넣으세요.',
    en: 'Google Calendar: Other calendars → From URL, then paste the address.',
  },
  appleHint: {
    ko: 'Apple 캘린더: 파일 → 새로운 캘린더 구독. iPhone: 설정 → 캘린더 → 계정 → 계정 추가 → 기타 → 구독 캘린더 추가.',
    en: 'Apple Calendar: File → New Calendar Subscription. iPhone: Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar.',
  },
  regenerate: { ko: '새 주소 만들기', en: 'Regenerate' },
  regenerateConfirm: {
    ko: '새 주소를 만들면 지금 주소는 바로 작동을 멈춥니다. 계속할까요?',
    en: 'The current address stops working at once. Make a new one?',
  },
  turnOff: { ko: '구독 끄기', en: 'Turn off' },
  turnOffConfirm: {
    ko: '구독을 끄면 주소가 바로 작동을 멈춥니다. 끌까요?',
    en: 'The address stops working at once. Turn the feed off?',
  },
  loadFailed: {
    ko: '구독 상태를 불러오지 못했습니다.',
    en: 'The feed could not be loaded.',
  },
  saveFailed: {
    ko: '구독을 바꾸지 못했습니다. 다시 시도해주세요.',
    en: 'The feed could not be changed. Please try again.',
  },
});
