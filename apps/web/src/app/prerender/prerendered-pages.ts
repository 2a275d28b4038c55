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
