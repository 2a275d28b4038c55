import { bilingualTexts } from '../common/language';

/**
 * The pages the buttons open, inside the app (apps/web/src/config/paths.ts): the caller puts the
 * app's public origin in front. A guardian opening a member page sees their own account; their
 * child's pages are one "Look after" away (docs/product/families.md).
 */
export const ALIMTALK_LINK_PATHS = {
  lessonSchedule: '/user/lesson-schedule',
  dashboard: '/user/dashboard',
  academyTour: '/academy-tour',
  inquiryCheck: '/contact/check',
  login: '/login',
  staffLessonRequests: '/admin/lesson-requests',
  staffOnedayRequests: '/admin/oneday-requests',
  staffInquiries: '/admin/contacts',
  staffScheduleChanges: '/admin/lesson-modifications',
  staffPauses: '/admin/pauses',
  staffDashboard: '/admin/dashboard',
} as const;

/** Button names: at most 14 characters, no variable (Kakao's rules). */
export const ALIMTALK_BUTTON_NAMES = bilingualTexts({
  lessonSchedule: { ko: '수업 일정 보기', en: 'My lessons' },
  tuition: { ko: '수강료 확인', en: 'My tuition' },
  makeups: { ko: '보강 확인', en: 'My make-ups' },
  attendance: { ko: '출석 확인', en: 'Attendance' },
  academyTour: { ko: '학원 둘러보기', en: 'Academy tour' },
  inquiryReply: { ko: '답변 확인', en: 'Read the reply' },
  login: { ko: '로그인하기', en: 'Sign in' },
  announcement: { ko: '공지 보기', en: 'Read notice' },
  staffApplication: { ko: '신청서 보기', en: 'Application' },
  staffInquiry: { ko: '문의 보기', en: 'Open inquiry' },
  staffRequest: { ko: '요청 보기', en: 'Open request' },
});

export type TAlimtalkButtonSpec = {
  name: keyof typeof ALIMTALK_BUTTON_NAMES;
  path: (typeof ALIMTALK_LINK_PATHS)[keyof typeof ALIMTALK_LINK_PATHS];
};

/** The buttons the templates use: a name and the page it opens. */
export const ALIMTALK_BUTTONS = {
  lessonSchedule: { name: 'lessonSchedule', path: ALIMTALK_LINK_PATHS.lessonSchedule },
  tuition: { name: 'tuition', path: ALIMTALK_LINK_PATHS.dashboard },
  makeups: { name: 'makeups', path: ALIMTALK_LINK_PATHS.dashboard },
  attendance: { name: 'attendance', path: ALIMTALK_LINK_PATHS.dashboard },
  academyTour: { name: 'academyTour', path: ALIMTALK_LINK_PATHS.academyTour },
  inquiryReply: { name: 'inquiryReply', path: ALIMTALK_LINK_PATHS.inquiryCheck },
  login: { name: 'login', path: ALIMTALK_LINK_PATHS.login },
  announcement: { name: 'announcement', path: ALIMTALK_LINK_PATHS.dashboard },
  staffLessonRequests: { name: 'staffApplication', path: ALIMTALK_LINK_PATHS.staffLessonRequests },
  staffOnedayRequests: { name: 'staffApplication', path: ALIMTALK_LINK_PATHS.staffOnedayRequests },
  staffInquiries: { name: 'staffInquiry', path: ALIMTALK_LINK_PATHS.staffInquiries },
  staffScheduleChanges: { name: 'staffRequest', path: ALIMTALK_LINK_PATHS.staffScheduleChanges },
  staffPauses: { name: 'staffRequest', path: ALIMTALK_LINK_PATHS.staffPauses },
  staffDashboard: { name: 'staffRequest', path: ALIMTALK_LINK_PATHS.staffDashboard },
} as const satisfies Record<string, TAlimtalkButtonSpec>;
