import type { TWordGroup } from '@/i18n/dictionaries';
import type { guestPageLoaders } from '../guest-pages';

/**
 * The guest pages sent as HTML before their JavaScript runs, with the source module of each
 * (the key of its chunk in Vite's manifest, for the page's own styles). The sign-in pages are
 * left out: they wait for the session check before showing anything.
 */
export const PRERENDERED_PAGES = {
  home: 'src/features/site/routes/HomePage.tsx',
  academyTour: 'src/features/site/routes/AcademyTourPage.tsx',
  instructors: 'src/features/site/routes/InstructorsPage.tsx',
  lessonRequest: 'src/features/applications/routes/LessonApplicationPage.tsx',
  oneDayClass: 'src/features/oneday/routes/OneDayClassPage.tsx',
  contact: 'src/features/inquiries/routes/InquiryPage.tsx',
  inquiryCheck: 'src/features/inquiries/routes/InquiryCheckPage.tsx',
  privacyPolicy: 'src/features/site/routes/PrivacyPolicyPage.tsx',
  termsOfService: 'src/features/site/routes/TermsOfServicePage.tsx',
} as const satisfies Partial<Record<keyof typeof guestPageLoaders, string>>;

export type TPrerenderedPage = keyof typeof PRERENDERED_PAGES;

/**
 * The source module of each Korean dictionary group (i18n/dictionaries.ts): a Korean copy
 * preloads the groups its page reads (GUEST_PAGE_WORDS), so the running page takes over without
 * waiting for one more request. English is one chunk, loaded by main.tsx.
 */
export const KOREAN_WORD_SOURCES = {
  forms: 'src/i18n/ko-forms.ts',
  signedIn: 'src/i18n/ko-signed-in.ts',
} as const satisfies Record<TWordGroup, string>;
